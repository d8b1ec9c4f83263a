import SwiftUI

// The app declares its own `Tab`, a generic wrapper putting the content it is given in a stack
// with a tab label: the name shadows SwiftUI's `Tab(title, systemImage:)`, so each
// `Tab(symbol:title:) { ... }` is the app's wrapper, and each tab root gets its stack.
@main
struct OrchardApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        Tab(symbol: "leaf", title: "Trees") { TreesView() }
        Tab(symbol: "drop", title: "Water") { WaterView() }
      }
    }
  }
}

struct Tab<Content: View>: View {
  let symbol: String
  let title: String
  @ViewBuilder let content: () -> Content

  var body: some View {
    NavigationView {
      content()
    }
    .tabItem {
      Label(title, systemImage: symbol)
    }
  }
}

struct TreesView: View {
  var body: some View {
    NavigationLink("Pear") { PearView() }
  }
}

struct WaterView: View {
  var body: some View {
    Text("Water")
  }
}

struct PearView: View {
  var body: some View {
    Text("Pear")
  }
}
