import SwiftUI

@main
struct LoomApp: App {
  var body: some Scene {
    WindowGroup { LoomTabs() }
  }
}

struct LoomTabs: View {
  @State private var picked = 0

  var body: some View {
    TabView(selection: $picked) {
      SpoolView()
        .tabItem { Image(systemName: "circle") }
        .tag(0)
      Text("Weave")
        .tabItem { Image(systemName: "plus.square") }
        .tag(1)
      ShuttleView()
        .tabItem { Image(systemName: "square") }
        .tag(2)
    }
  }
}

struct SpoolView: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Thread") { ThreadView() }
    }
  }
}

struct ThreadView: View {
  var body: some View { Text("Thread") }
}

struct ShuttleView: View {
  var body: some View { Text("Shuttle") }
}
