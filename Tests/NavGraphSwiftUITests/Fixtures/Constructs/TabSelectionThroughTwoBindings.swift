import SwiftUI

// The tab bar's selection is a `@Binding` its host is given, handed on again to a tab's root as
// another `@Binding`: the root's write of it selects a tab.
@main
struct LoomApp: App {
  var body: some Scene {
    WindowGroup { LoomRoot() }
  }
}

struct LoomRoot: View {
  @State private var selected = 0
  var body: some View {
    LoomTabs(selected: $selected)
  }
}

struct LoomTabs: View {
  @Binding var selected: Int
  var body: some View {
    TabView(selection: $selected) {
      LoomGallery().tabItem { Text("Gallery") }.tag(0)
      LoomCompose(tabIndex: $selected).tabItem { Text("New") }.tag(1)
    }
  }
}

struct LoomGallery: View {
  var body: some View { Text("Gallery") }
}

struct LoomCompose: View {
  @Binding var tabIndex: Int
  var body: some View {
    Button("Share") { tabIndex = 0 }
  }
}
