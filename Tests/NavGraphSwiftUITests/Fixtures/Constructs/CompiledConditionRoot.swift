import SwiftUI

// The root chosen at compile time: a sidebar on macOS, the tab bar elsewhere.
@main
struct ChartApp: App {
  var body: some Scene {
    WindowGroup {
      #if os(macOS)
        ChartSidebarView()
      #else
        ChartTabs()
      #endif
    }
  }
}

struct ChartSidebarView: View {
  var body: some View { Text("Sidebar") }
}

struct ChartTabs: View {
  var body: some View {
    TabView {
      NavigationStack { SeasView() }
        .tabItem { Label("Seas", systemImage: "water.waves") }
      PortsView()
        .tabItem { Label("Ports", systemImage: "ferry") }
    }
  }
}

struct SeasView: View {
  var body: some View {
    NavigationLink("Baltic") { BalticView() }
  }
}

struct BalticView: View {
  var body: some View { Text("Baltic") }
}

struct PortsView: View {
  var body: some View { Text("Ports") }
}
