import SwiftUI

// The App gives the sign-in screen a closure that switches the root; the sign-in screen passes it
// to the sign-up screen it pushes, which passes it back to the sign-in screen it pushes: both
// screens' buttons switch the root.

@main
struct MooringApp: App {
  @State private var signedIn = false

  var body: some Scene {
    WindowGroup {
      if signedIn {
        MooringHome()
      } else {
        NavigationStack {
          MooringGate(enter: { signedIn = true })
        }
      }
    }
  }
}

struct MooringGate: View {
  let enter: () -> Void

  var body: some View {
    VStack {
      Button("Sign in") { enter() }
      NavigationLink("Register") { MooringSignup(enter: enter) }
    }
  }
}

struct MooringSignup: View {
  let enter: () -> Void

  var body: some View {
    VStack {
      Button("Create") { enter() }
      NavigationLink("Have an account") { MooringGate(enter: enter) }
    }
  }
}

struct MooringHome: View {
  var body: some View { Text("Home") }
}
