import SwiftUI

@main
struct LighthouseApp: App {
  var body: some Scene { WindowGroup { LighthouseTabs() } }
}

struct LighthouseTabs: View {
  var body: some View {
    TabView {
      HarbourFeed().tabItem { Label("Harbour", systemImage: "ferry") }
      KeeperLog().tabItem { Label("Log", systemImage: "book") }
    }
  }
}

/// A tab's screen whose header picks the page of a `TabView` styled as a pager: the pages are the
/// screen's content, not a second tab bar.
struct HarbourFeed: View {
  @State private var page = 0

  var body: some View {
    NavigationStack {
      HStack {
        Button("Tides") { page = 0 }
        Button("Moorings") { page = 1 }
      }
      TabView(selection: $page) {
        TidePage().tag(0)
        MooringPage().tag(1)
      }
      .tabViewStyle(.page(indexDisplayMode: .never))
    }
  }
}

struct TidePage: View {
  var body: some View { Text("High water at 14:02") }
}

struct MooringPage: View {
  var body: some View {
    List {
      NavigationLink("Buoy 7") { BuoyDetail() }
    }
  }
}

struct BuoyDetail: View {
  var body: some View { Text("Buoy 7") }
}

struct KeeperLog: View {
  var body: some View { Text("No entries") }
}
