import FirebaseAuth
import SwiftUI

@main
struct DeckApp: App {
  var body: some Scene { WindowGroup { DeckGate() } }
}

/// A root view that registers a Firebase Authentication listener as it appears: the listener runs
/// on sign-ins and sign-outs, not when the view appears.
struct DeckGate: View {
  @State private var signedIn = false

  var body: some View {
    VStack {
      if signedIn { DeckHome() } else { DeckLogin() }
    }
    .onAppear {
      Auth.auth().addStateDidChangeListener { _, user in
        if user != nil { signedIn = true } else { signedIn = false }
      }
    }
  }
}

struct DeckLogin: View {
  var body: some View {
    Button("Continue as guest") { Auth.auth().signInAnonymously { _, _ in } }
  }
}

struct DeckHome: View {
  var body: some View {
    Button("Sign out") { try? Auth.auth().signOut() }
  }
}
