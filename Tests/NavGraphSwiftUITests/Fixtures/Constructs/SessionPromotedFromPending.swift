import SwiftUI

// A sign-up keeps the new user in a pending property until its last step, then copies it into
// the session the root tests for nil.
final class KiteSession: ObservableObject {
  @Published var current: String?
  @Published var pending: String?

  func signUp(name: String) { pending = name }
  func finish() { current = pending }
  func signOut() { current = nil }
}

@main
struct KiteApp: App {
  @StateObject private var session = KiteSession()

  var body: some Scene {
    WindowGroup {
      if session.current == nil {
        KiteWelcome().environmentObject(session)
      } else {
        TabView {
          KiteHome().environmentObject(session).tabItem { Text("Home") }
        }
      }
    }
  }
}

struct KiteWelcome: View {
  @EnvironmentObject var session: KiteSession

  var body: some View {
    VStack {
      Button("Sign up") { session.signUp(name: "ada") }
      Button("Continue") { session.finish() }
    }
  }
}

struct KiteHome: View {
  @EnvironmentObject var session: KiteSession

  var body: some View { Button("Sign out") { session.signOut() } }
}
