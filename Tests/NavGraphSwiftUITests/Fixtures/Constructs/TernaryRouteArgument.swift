import SwiftUI

// A router method switching on the route it is given, called with a ternary choosing between two
// routes: each route on the ternary's condition, not every case of the method's switch.
@main
struct HarborApp: App {
  var body: some Scene {
    WindowGroup { HarborRoot() }
  }
}

enum HarborRoute: Hashable {
  case docks
  case gate
  case crane
  case ledger
}

@Observable final class HarborRouter {
  var path = NavigationPath()
  var member = false

  func go(to route: HarborRoute) {
    switch route {
    case .docks: path.append(HarborRoute.docks)
    case .gate: path.append(HarborRoute.gate)
    case .crane: path.append(HarborRoute.crane)
    case .ledger: path.append(HarborRoute.ledger)
    }
  }
}

struct HarborRoot: View {
  @State private var router = HarborRouter()

  var body: some View {
    NavigationStack(path: $router.path) {
      Button("Enter") { router.go(to: router.member ? .docks : .gate) }
        .navigationDestination(for: HarborRoute.self) { route in
          switch route {
          case .docks: HarborDocks()
          case .gate: HarborGate()
          case .crane: HarborCrane()
          case .ledger: HarborLedger()
          }
        }
    }
    .environment(router)
  }
}

struct HarborDocks: View {
  @Environment(HarborRouter.self) private var router
  var body: some View { Button("Crane") { router.go(to: .crane) } }
}

struct HarborGate: View {
  @Environment(HarborRouter.self) private var router
  var body: some View { Button("Ledger") { router.go(to: .ledger) } }
}

struct HarborCrane: View {
  var body: some View { Text("Crane") }
}

struct HarborLedger: View {
  var body: some View { Text("Ledger") }
}
