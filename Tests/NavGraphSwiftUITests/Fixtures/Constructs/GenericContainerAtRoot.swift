import SwiftUI

// The root view's body is a generic container given the view's own content as a closure,
// `Frame(title: "Docks") { NavigationLink(...) }`: the root view is the screen, the container
// its layout.

@main
struct HarborApp: App {
  var body: some Scene {
    WindowGroup { NavigationView { DockList() } }
  }
}

struct Frame<Content: View>: View {
  var title: String
  @ViewBuilder var content: () -> Content
  var body: some View {
    VStack {
      Text(title)
      content()
    }
  }
}

struct DockList: View {
  var body: some View {
    Frame(title: "Docks") {
      NavigationLink(destination: DockDetail()) { Text("Open") }
    }
  }
}

struct DockDetail: View {
  var body: some View { Text("Detail") }
}
