import SwiftUI

// A tab change through a router method: `router.select(.profile)` sets `router.selectedTab`, which
// the TabView's own `@State` selection follows through `.onChange`.
@main
struct LoomApp: App {
  @StateObject private var router = LoomRouter()

  var body: some Scene {
    WindowGroup { LoomTabs().environmentObject(router) }
  }
}

enum LoomTab: Hashable {
  case patterns, profile
}

final class LoomRouter: ObservableObject {
  @Published var selectedTab: LoomTab = .patterns

  func select(_ tab: LoomTab) {
    selectedTab = tab
  }
}

struct LoomTabs: View {
  @EnvironmentObject private var router: LoomRouter
  @State private var selected: LoomTab = .patterns

  var body: some View {
    TabView(selection: $selected) {
      PatternsView()
        .tabItem { Label("Patterns", systemImage: "square.grid.2x2") }
        .tag(LoomTab.patterns)
      WeaverProfileView()
        .tabItem { Label("Profile", systemImage: "person") }
        .tag(LoomTab.profile)
    }
    .onChange(of: router.selectedTab) { selected = $0 }
  }
}

struct PatternsView: View {
  @EnvironmentObject private var router: LoomRouter

  var body: some View {
    Button("My profile") { router.select(.profile) }
  }
}

struct WeaverProfileView: View {
  var body: some View { Text("Profile") }
}
