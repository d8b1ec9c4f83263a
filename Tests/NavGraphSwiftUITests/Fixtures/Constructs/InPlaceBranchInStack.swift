import SwiftUI

// A root switch inside the App's stack whose signed-in branch is written in place with a button of
// its own and a component with another: they are the branch's, not controls around the switch, so
// the switch still decides the root, and the sign-in screen has neither.
@main
struct PierApp: App {
  @StateObject private var session = PierSession()
  var body: some Scene {
    WindowGroup { PierRoot().environmentObject(session) }
  }
}

final class PierSession: ObservableObject {
  @Published var signedIn = false
  func signOut() { signedIn = false }
  func signIn() { signedIn = true }
}

struct PierRoot: View {
  @EnvironmentObject private var session: PierSession

  var body: some View {
    NavigationStack {
      VStack {
        if session.signedIn {
          Text("Welcome aboard")
          Button("Sign out") { session.signOut() }
          PierFooter(title: "Switch account") { session.signOut() }
        } else {
          PierLogin()
        }
      }
    }
  }
}

struct PierLogin: View {
  @EnvironmentObject private var session: PierSession
  var body: some View { Button("Sign in") { session.signIn() } }
}

struct PierFooter: View {
  var title: String
  var action: () -> Void
  var body: some View { Button(title, action: action) }
}
