import SwiftUI

@main
struct KennelApp: App {
  var body: some Scene {
    WindowGroup { KennelGate() }
  }
}

struct KennelGate: View {
  var body: some View {
    NavigationStack {
      VStack {
        KennelBanner().body
        KennelSignInPanel(title: "Welcome").body
          .padding()
      }
    }
  }
}

struct KennelSignInPanel: View {
  let title: String

  var body: some View {
    NavigationLink("Sign in") { KennelHome() }
  }
}

struct KennelBanner: View {
  var body: some View {
    Text("Kennel")
  }
}

struct KennelHome: View {
  var body: some View {
    Text("Dogs")
  }
}
