import SwiftUI

// A root switch on app state reached through a dependency container whose type is not in the
// files read: a local alias at the root, writes through the container in the screens.
@main
struct HiveApp: App {
  @StateObject private var hiveState = HiveState()

  var body: some Scene {
    WindowGroup {
      let environment = HiveEnvironment.bootstrap(state: _hiveState)
      let routing = environment.container.hiveState.routing
      NavigationView {
        switch routing.root {
        case .entry:
          HiveEntryView()
        case .tab:
          HiveTabs()
        }
      }
      .environment(\.injected, environment.container)
    }
  }
}

struct HiveRouting {
  enum Root {
    case entry, tab
  }
  var root: Root = .entry
}

final class HiveState: ObservableObject {
  @Published var routing = HiveRouting()

  func updateRoot(_ root: HiveRouting.Root) {
    routing.root = root
  }
}

struct HiveEntryView: View {
  @Environment(\.injected) var dependencies: HiveContainer

  var body: some View {
    Button("Log in") { dependencies.hiveState.updateRoot(.tab) }
  }
}

struct HiveTabs: View {
  var body: some View {
    TabView {
      CombsView()
        .tabItem { Label("Combs", systemImage: "hexagon") }
      HiveSettingsView()
        .tabItem { Label("Settings", systemImage: "gear") }
    }
  }
}

struct CombsView: View {
  var body: some View { Text("Combs") }
}

struct HiveSettingsView: View {
  @Environment(\.injected) private var dependencies: HiveContainer

  var body: some View {
    Button("Sign out") { dependencies.hiveState.routing.root = .entry }
  }
}
