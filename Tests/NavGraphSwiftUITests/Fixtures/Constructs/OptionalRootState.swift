import SwiftUI

// A root that shows the tabs while a session holds a member and the welcome screen otherwise,
// testing the optional with `!= nil`. The member starts as nil (no initial value is written);
// signing in stores a member made with its initializer, signing out clears it.
struct Member {
  let name: String
}

final class Club: ObservableObject {
  @Published var member: Member?

  func join(name: String) { member = Member(name: name) }

  func leave() { member = nil }
}

@main
struct ClubApp: App {
  @StateObject private var club = Club()

  var body: some Scene {
    WindowGroup {
      Group {
        if club.member != nil {
          ClubTabs()
        } else {
          WelcomeView()
        }
      }
      .environmentObject(club)
    }
  }
}

struct WelcomeView: View {
  @EnvironmentObject var club: Club

  var body: some View {
    Button("Join") { club.join(name: "Ada") }
  }
}

struct ClubTabs: View {
  var body: some View {
    TabView {
      EventsView().tabItem { Text("Events") }
      AccountView().tabItem { Text("Account") }
    }
  }
}

struct EventsView: View {
  var body: some View { Text("Events") }
}

struct AccountView: View {
  @EnvironmentObject var club: Club

  var body: some View {
    Button("Leave") { club.leave() }
  }
}
