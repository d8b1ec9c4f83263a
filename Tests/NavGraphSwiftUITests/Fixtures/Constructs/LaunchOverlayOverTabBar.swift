import SwiftUI

// A launch screen shown over the tab bar until the user closes it with its button.
@main
struct LoomApp: App {
  var body: some Scene {
    WindowGroup { LoomRootView() }
  }
}

struct LoomRootView: View {
  @State private var showWelcome = true

  var body: some View {
    ZStack {
      LoomTabs()
      if showWelcome {
        LoomWelcomeView(showWelcome: $showWelcome)
      }
    }
  }
}

struct LoomWelcomeView: View {
  @Binding var showWelcome: Bool

  var body: some View {
    VStack {
      Text("Loom")
      Button {
        showWelcome = false
      } label: {
        Text("Get Started")
      }
    }
  }
}

struct LoomTabs: View {
  var body: some View {
    TabView {
      NavigationStack { PatternsView() }
        .tabItem { Label("Patterns", systemImage: "square.grid.3x3") }
      YarnsView()
        .tabItem { Label("Yarns", systemImage: "circle") }
    }
  }
}

struct PatternsView: View {
  var body: some View {
    NavigationLink("Tweed") { TweedView() }
  }
}

struct TweedView: View {
  var body: some View { Text("Tweed") }
}

struct YarnsView: View {
  var body: some View { Text("Yarns") }
}
