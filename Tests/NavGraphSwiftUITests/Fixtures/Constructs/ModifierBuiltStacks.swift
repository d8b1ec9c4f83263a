import SwiftUI

// Each tab's stack built by the app's own `ViewModifier`: `body(content:)` is `NavigationStack(path:
// $trail) { content.navigationDestination(for: Berth.self) { ... } }`, applied through an `extension
// View` function (`.voyage(trail: $pilot.quayRoutes)`, in the view's body) or directly
// (`.modifier(Voyage(trail: ...))`, on the tab's view). The modified view is the stack's root, with
// the modifier's destinations.

@main
struct HarborApp: App {
  @StateObject private var pilot = Pilot()

  var body: some Scene {
    WindowGroup {
      HarborTabs().environmentObject(pilot)
    }
  }
}

enum Berth: Hashable {
  case dock(String)
  case crane
}

final class Pilot: ObservableObject {
  @Published var quayRoutes: [Berth] = []
  @Published var logRoutes: [Berth] = []

  func leave() {
    quayRoutes.removeLast()
  }
}

struct Voyage: ViewModifier {
  @Binding var trail: [Berth]

  @ViewBuilder
  private func screen(for berth: Berth) -> some View {
    switch berth {
    case .dock(let name): DockView(name: name)
    case .crane: CraneView()
    }
  }

  func body(content: Content) -> some View {
    NavigationStack(path: $trail) {
      content
        .navigationDestination(for: Berth.self) { berth in
          screen(for: berth)
        }
    }
  }
}

extension View {
  func voyage(trail: Binding<[Berth]>) -> some View {
    modifier(Voyage(trail: trail))
  }
}

struct HarborTabs: View {
  @EnvironmentObject var pilot: Pilot

  var body: some View {
    TabView {
      QuayView().tabItem { Text("Quay") }
      LogView()
        .modifier(Voyage(trail: $pilot.logRoutes))
        .tabItem { Text("Log") }
    }
  }
}

struct QuayView: View {
  @EnvironmentObject var pilot: Pilot

  var body: some View {
    VStack {
      Button("Dock") { pilot.quayRoutes.append(.dock("North")) }
      Button("Crane") { pilot.quayRoutes.append(.crane) }
    }
    .voyage(trail: $pilot.quayRoutes)
  }
}

struct LogView: View {
  @EnvironmentObject var pilot: Pilot

  var body: some View {
    List {
      Button("Crane") { pilot.logRoutes.append(.crane) }
    }
  }
}

struct DockView: View {
  let name: String
  @EnvironmentObject var pilot: Pilot

  var body: some View {
    Button("Leave") { pilot.leave() }
  }
}

struct CraneView: View {
  var body: some View {
    Text("Crane")
  }
}
