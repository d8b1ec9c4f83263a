import SwiftUI

// A tab host whose body is a `ZStack` of a `NavigationView` around the `TabView` and a banner shown
// over it: the banner is the host's own content, the stack sits above the tabs.

@main
struct OrchardApp: App {
  var body: some Scene {
    WindowGroup { OrchardTabs() }
  }
}

struct OrchardTabs: View {
  @State private var selected = 0
  @State private var message = ""

  var body: some View {
    ZStack {
      NavigationView {
        TabView(selection: $selected) {
          TreesView()
            .tabItem { Image(systemName: "leaf") }
            .tag(0)
          CratesView()
            .tabItem { Image(systemName: "shippingbox") }
            .tag(1)
        }
      }
      HarvestBanner(message: message)
    }
  }
}

struct HarvestBanner: View {
  let message: String

  var body: some View { Text(message) }
}

struct TreesView: View {
  var body: some View {
    NavigationLink("Tree") { TreeView() }
  }
}

struct CratesView: View {
  var body: some View { Text("Crates") }
}

struct TreeView: View {
  var body: some View { Text("Tree") }
}
