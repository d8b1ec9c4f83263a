import FirebaseAuth
import SwiftUI

// The App's root chooses by Firebase's signed-in user, read when the root is built: a fresh
// install has none, so the app launches on the sign-up screen, which goes on by a push.
@main
struct QuayApp: App {
  var body: some Scene {
    WindowGroup {
      if Auth.auth().currentUser?.uid != nil {
        QuayHome()
      } else {
        QuayRegister()
      }
    }
  }
}

struct QuayRegister: View {
  @State private var registered = false

  var body: some View {
    NavigationStack {
      Button("Create account") {
        Auth.auth().createUser(withEmail: "a@b.c", password: "secret") { _, _ in registered = true }
      }
      .navigationDestination(isPresented: $registered) { QuayHome() }
    }
  }
}

struct QuayHome: View {
  var body: some View { Text("Home") }
}
