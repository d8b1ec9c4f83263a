import SwiftUI

// One `NavigationView` around the whole tab bar, in a branch of the root switch: on iPhone each
// tab's pushes go onto that one stack, over the tab bar.
@main
struct KennelApp: App {
  var body: some Scene {
    WindowGroup { KennelRootView() }
  }
}

struct KennelRootView: View {
  @State private var isSignedIn = false
  @State private var selection = 0

  var body: some View {
    Group {
      if isSignedIn {
        NavigationView {
          TabView(selection: $selection) {
            KennelsView()
              .tabItem { Label("Kennels", systemImage: "house") }
              .tag(0)
            WalksView()
              .tabItem { Label("Walks", systemImage: "figure.walk") }
              .tag(1)
          }
        }
      } else {
        KennelSignInView(onSignIn: { isSignedIn = true })
      }
    }
  }
}

struct KennelSignInView: View {
  let onSignIn: () -> Void

  var body: some View { Button("Sign in") { onSignIn() } }
}

struct KennelsView: View {
  var body: some View { NavigationLink("Kennel") { KennelDetailView() } }
}

struct KennelDetailView: View {
  var body: some View { Text("Kennel") }
}

struct WalksView: View {
  var body: some View { NavigationLink("Walk") { WalkDetailView() } }
}

struct WalkDetailView: View {
  var body: some View { Text("Walk") }
}
