import SwiftUI

// A root choice and a tab's root choice, each testing for nil an optional that starts with a value.
final class MossSession: ObservableObject {
  @Published var token: String? = "demo"
}

@main
struct MossApp: App {
  @StateObject private var session = MossSession()

  var body: some Scene {
    WindowGroup {
      if session.token != nil {
        MossTabs()
      } else {
        MossSignIn()
      }
    }
  }
}

struct MossTabs: View {
  var ownerID: String? = "me"

  var body: some View {
    TabView {
      ZStack {
        if ownerID != nil {
          NavigationStack { MossOwner() }
        } else {
          MossGuest()
        }
      }
      .tabItem { Text("Me") }
    }
  }
}

struct MossSignIn: View { var body: some View { Text("Sign in") } }
struct MossOwner: View { var body: some View { NavigationLink("Plants", destination: MossPlants()) } }
struct MossGuest: View { var body: some View { Text("Sign up") } }
struct MossPlants: View { var body: some View { Text("Plants") } }
