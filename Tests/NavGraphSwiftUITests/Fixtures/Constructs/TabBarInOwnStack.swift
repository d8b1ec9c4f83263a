import SwiftUI

// A tab host whose body is its router's `NavigationStack` around the `TabView`, shown by a root
// switch: the stack sits above the tabs, and its destinations are reachable from every tab.

@main
struct HarborApp: App {
  @State private var docked = false

  var body: some Scene {
    WindowGroup {
      if docked {
        HarborTabs()
      } else {
        DockSplash(onDocked: { docked = true })
      }
    }
  }
}

struct DockSplash: View {
  var onDocked: () -> Void

  var body: some View {
    Button("Dock") { onDocked() }
  }
}

final class HarborRouter: ObservableObject {
  enum Route: Hashable {
    case vessel(Int)
  }

  @Published var path = NavigationPath()
}

struct HarborTabs: View {
  @StateObject private var router = HarborRouter()
  @State private var selected = 0

  var body: some View {
    NavigationStack(path: $router.path) {
      TabView(selection: $selected) {
        PiersView()
          .tabItem { Label("Piers", systemImage: "ferry") }
          .tag(0)
        BerthsView()
          .tabItem { Label("Berths", systemImage: "anchor") }
          .tag(1)
      }
      .navigationDestination(for: HarborRouter.Route.self) { route in
        switch route {
        case .vessel(let id): VesselView(id: id)
        }
      }
    }
  }
}

struct PiersView: View {
  var body: some View {
    NavigationLink(value: HarborRouter.Route.vessel(7)) { Text("Vessel") }
  }
}

struct BerthsView: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Berth") { BerthView() }
    }
  }
}

struct VesselView: View {
  let id: Int

  var body: some View { Text("Vessel \(id)") }
}

struct BerthView: View {
  var body: some View { Text("Berth") }
}
