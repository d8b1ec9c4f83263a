import SwiftUI

// The root switches on a `Bool?`: `.none` before the welcome is seen, `.some(false)` signed out,
// `.some(true)` signed in. Each closure writes the state its next branch tests.
@main
struct LanternApp: App {
  var body: some Scene {
    WindowGroup { LanternRoot() }
  }
}

struct LanternRoot: View {
  @State private var signedIn: Bool?

  var body: some View {
    switch signedIn {
    case .none: LanternWelcome(onContinue: { signedIn = false })
    case .some(true): LanternHome(onSignOut: { signedIn = false })
    case .some(false): LanternSignIn(onSignIn: { signedIn = true })
    }
  }
}

struct LanternWelcome: View {
  let onContinue: () -> Void
  var body: some View { Button("Continue") { onContinue() } }
}

struct LanternSignIn: View {
  let onSignIn: () -> Void
  var body: some View { Button("Sign in") { onSignIn() } }
}

struct LanternHome: View {
  let onSignOut: () -> Void
  var body: some View { Button("Sign out") { onSignOut() } }
}
