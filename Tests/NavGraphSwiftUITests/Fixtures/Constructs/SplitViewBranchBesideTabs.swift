import SwiftUI

// A root that shows a tab bar on a compact width and a split view otherwise: the split view's
// detail is pushed from its sidebar, never from the tab bar's screens.

@main
struct HarborApp: App {
  var body: some Scene {
    WindowGroup { HarborRoot() }
  }
}

struct HarborRoot: View {
  @Environment(\.horizontalSizeClass) private var sizeClass
  @State private var pick: Int?
  @State private var showsNews = false

  var body: some View {
    if sizeClass == .compact {
      HarborTabs()
        .sheet(isPresented: $showsNews) { NewsSheet() }
    } else {
      NavigationSplitView {
        DockList(pick: $pick)
      } detail: {
        DockDetail(pick: pick)
      }
    }
  }
}

struct HarborTabs: View {
  var body: some View {
    TabView {
      Boats().tabItem { Label("Boats", systemImage: "sailboat") }
      Tides().tabItem { Label("Tides", systemImage: "water.waves") }
    }
  }
}
struct Boats: View { var body: some View { NavigationStack { NavigationLink("Crew") { CrewView() } } } }
struct Tides: View { var body: some View { Text("Tides") } }
struct CrewView: View { var body: some View { Text("Crew") } }
struct NewsSheet: View { var body: some View { Text("News") } }
struct DockList: View {
  @Binding var pick: Int?
  var body: some View { List(0..<3, id: \.self, selection: $pick) { Text("Dock \($0)") } }
}
struct DockDetail: View {
  let pick: Int?
  var body: some View { Text("Dock") }
}
