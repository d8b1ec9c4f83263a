import SwiftUI

@main
struct GroveApp: App {
  var body: some Scene {
    WindowGroup { GroveTabs() }
  }
}

struct GroveTabs: View {
  @State private var selection = 0
  var body: some View {
    TabView(selection: $selection) {
      GroveTab(icon: "leaf", label: "Trees", tag: 0) { TreeList() }
      GroveTab(icon: "drop", label: "Ponds", tag: 1) { PondList() }
    }
  }
}

struct GroveTab<Content: View>: View {
  let icon: String
  let label: String
  let tag: Int
  @ViewBuilder let content: () -> Content

  var body: some View {
    NavigationView {
      content()
    }
    .tabItem { Label(label, systemImage: icon) }
    .tag(tag)
  }
}

struct TreeList: View {
  var body: some View {
    NavigationLink("Oak") { TreeDetail() }
  }
}

struct PondList: View {
  var body: some View { Text("Ponds") }
}

struct TreeDetail: View {
  var body: some View { Text("Oak") }
}
