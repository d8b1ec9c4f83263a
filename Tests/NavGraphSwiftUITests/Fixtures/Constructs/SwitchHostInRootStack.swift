import SwiftUI

// The App's root view wraps a view that switches on sign-in in a `NavigationStack`, the stack's
// destinations on it: each branch is a root of that stack.
@main
struct QuarryApp: App {
  var body: some Scene {
    WindowGroup { QuarryRootView() }
  }
}

enum QuarryRoute: Hashable {
  case seam
}

struct QuarryRootView: View {
  var body: some View {
    NavigationStack {
      QuarryGate()
        .navigationDestination(for: QuarryRoute.self) { _ in SeamView() }
    }
  }
}

struct QuarryGate: View {
  @AppStorage("signedIn") private var signedIn = false

  var body: some View {
    if signedIn {
      PitsView()
    } else {
      QuarrySignInView()
    }
  }
}

struct PitsView: View {
  var body: some View { NavigationLink("Seam", value: QuarryRoute.seam) }
}

struct QuarrySignInView: View {
  @AppStorage("signedIn") private var signedIn = false
  var body: some View { Button("Sign in") { signedIn = true } }
}

struct SeamView: View {
  var body: some View { Text("Seam") }
}
