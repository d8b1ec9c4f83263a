import SwiftUI

// Tab roots that switch on state: one written in the tab, one in the tab root view's body.

@main
struct ClubApp: App {
  @StateObject private var session = ClubSession()
  @State private var booted = false

  var body: some Scene {
    WindowGroup {
      TabView {
        Tab("Events", systemImage: "calendar") {
          if booted { EventsView() } else { WarmUpView() }
        }
        ProfileTab()
          .tabItem { Label("Profile", systemImage: "person") }
      }
      .environmentObject(session)
    }
  }
}

final class ClubSession: ObservableObject {
  @Published var isSignedIn = false

  func signIn() { isSignedIn = true }
}

struct ProfileTab: View {
  @EnvironmentObject var session: ClubSession

  var body: some View {
    if session.isSignedIn {
      MemberView()
    } else {
      JoinView()
    }
  }
}

struct EventsView: View {
  var body: some View { Text("Events") }
}

struct WarmUpView: View {
  var body: some View { Text("Warming up") }
}

struct JoinView: View {
  @EnvironmentObject var session: ClubSession

  var body: some View {
    Button("Join") { session.signIn() }
  }
}

struct MemberView: View {
  @EnvironmentObject var session: ClubSession

  var body: some View {
    NavigationLink("Card") { CardView() }
  }
}

struct CardView: View {
  var body: some View { Text("Card") }
}
