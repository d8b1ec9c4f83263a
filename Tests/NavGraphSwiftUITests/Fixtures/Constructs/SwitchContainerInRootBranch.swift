import SwiftUI

// A switch container inside a root-switch branch: the root switches on the session's phase between
// a loading screen, the sign-in container and the tab bar; the container (HarborGate) switches on
// its own state between a greeting, a sign-in and a sign-up screen.
@main
struct HarborApp: App {
  var body: some Scene {
    WindowGroup {
      HarborRoot()
    }
  }
}

enum HarborPhase {
  case loading
  case signedOut
  case signedIn
}

@Observable
final class HarborSession {
  var phase: HarborPhase = .signedOut

  func signIn() { phase = .signedIn }
  func signOut() { phase = .signedOut }
}

struct HarborRoot: View {
  @State private var session = HarborSession()

  var body: some View {
    Group {
      switch session.phase {
      case .loading:
        ProgressView()
      case .signedOut:
        HarborGate(session: session)
      case .signedIn:
        TabView {
          DocksView()
            .tabItem { Label("Docks", systemImage: "ferry") }
          HarborAccountView(session: session)
            .tabItem { Label("Account", systemImage: "person") }
        }
      }
    }
  }
}

enum GateStep {
  case greeting
  case signIn
  case signUp
}

struct HarborGate: View {
  let session: HarborSession
  @State private var step: GateStep = .greeting

  var body: some View {
    ZStack {
      switch step {
      case .greeting:
        HarborGreeting(onStart: { go(to: .signUp) }, onSignIn: { go(to: .signIn) })
          .transition(.opacity)
      case .signIn:
        HarborSignIn(session: session, onBack: { go(to: .greeting) })
      case .signUp:
        HarborSignUp(session: session, onSignIn: { go(to: .signIn) })
      }
    }
    .animation(.easeInOut, value: step)
  }

  private func go(to next: GateStep) {
    step = next
  }
}

struct HarborGreeting: View {
  var onStart: () -> Void
  var onSignIn: () -> Void

  var body: some View {
    VStack {
      Button("Get started") { onStart() }
      Button("I have an account") { onSignIn() }
    }
  }
}

struct HarborSignIn: View {
  let session: HarborSession
  var onBack: () -> Void

  var body: some View {
    VStack {
      Button("Sign in") { session.signIn() }
      Button("Back") { onBack() }
    }
  }
}

struct HarborSignUp: View {
  let session: HarborSession
  var onSignIn: () -> Void

  var body: some View {
    VStack {
      Button("Create account") { session.signIn() }
      Button("Sign in instead") { onSignIn() }
    }
  }
}

struct DocksView: View {
  var body: some View { Text("Docks") }
}

struct HarborAccountView: View {
  let session: HarborSession

  var body: some View {
    Button("Sign out") { session.signOut() }
  }
}
