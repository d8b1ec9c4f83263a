import SwiftUI

// Tabs tagged where the `TabView` writes them, each labelled by a `.tabItem` in its root's own
// body, around the root's `NavigationView`.

@main
struct ReelApp: App {
  var body: some Scene {
    WindowGroup { Shell() }
  }
}

struct Shell: View {
  var body: some View {
    TabView {
      Reels().tag(0)
      Finder().tag(1)
    }
  }
}

struct Reels: View {
  var body: some View {
    NavigationView {
      List { NavigationLink(destination: ReelDetail()) { Text("Open") } }
    }
    .tabItem { Label("Reels", systemImage: "film") }
  }
}

struct Finder: View {
  var body: some View {
    NavigationView {
      NavigationLink(destination: ReelDetail()) { Text("Found") }
    }
    .tabItem({ Text("Finder") })
  }
}

struct ReelDetail: View {
  var body: some View { Text("Detail") }
}
