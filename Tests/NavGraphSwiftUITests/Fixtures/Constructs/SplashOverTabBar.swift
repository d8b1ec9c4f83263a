import SwiftUI

// The view holding the `TabView` with a launch splash over it while it loads.
@main
struct MillApp: App {
  var body: some Scene {
    WindowGroup { MillRootView() }
  }
}

struct MillRootView: View {
  @State private var showSplash = true

  var body: some View {
    ZStack {
      MillTabs()
      if showSplash {
        MillSplash()
          .transition(.opacity)
          .task { showSplash = false }
      }
    }
  }
}

struct MillSplash: View {
  var body: some View { Image(systemName: "wind") }
}

struct MillTabs: View {
  var body: some View {
    TabView {
      NavigationStack { GrainsView() }
        .tabItem { Label("Grains", systemImage: "leaf") }
      MillOrdersView()
        .tabItem { Label("Orders", systemImage: "cart") }
    }
  }
}

struct GrainsView: View {
  var body: some View {
    NavigationLink("Rye") { RyeView() }
  }
}

struct RyeView: View {
  var body: some View { Text("Rye") }
}

struct MillOrdersView: View {
  var body: some View { Text("Orders") }
}
