import SwiftUI

// A markdown link whose action is the `openURL` handler set on its `Text`: tapping "Register"
// runs the handler, which pushes the sign-up screen.

@main
struct KioskApp: App {
  var body: some Scene {
    WindowGroup { KioskLogin() }
  }
}

struct KioskLogin: View {
  @State private var registers = false

  var body: some View {
    NavigationStack {
      VStack {
        Text("Welcome back")
        Text("New here? [Register](register)")
          .environment(
            \.openURL,
            OpenURLAction { _ in
              registers = true
              return .discarded
            })
      }
      .navigationDestination(isPresented: $registers) { KioskSignUp() }
    }
  }
}

struct KioskSignUp: View {
  var body: some View { Text("Sign up") }
}
