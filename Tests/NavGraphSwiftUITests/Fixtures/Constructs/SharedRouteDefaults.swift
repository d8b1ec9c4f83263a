import SwiftUI

// One route type registered in two tabs' stacks, each `switch` with a `default:` branch: a case one
// registration names goes to that case's destination, not to the other's `default:`.

@main
struct AtelierApp: App {
  @StateObject private var router = AtelierRouter()

  var body: some Scene {
    WindowGroup {
      TabView {
        FabricsTab().tabItem { Text("Fabrics") }
        OrdersTab().tabItem { Text("Orders") }
      }
      .environmentObject(router)
    }
  }
}

enum AtelierRoute: Hashable {
  case fabric
  case pattern
  case order
  case invoice
}

final class AtelierRouter: ObservableObject {
  @Published var path = NavigationPath()

  func open(_ route: AtelierRoute) { path.append(route) }
}

struct OrdersTab: View {
  @EnvironmentObject var router: AtelierRouter

  var body: some View {
    NavigationStack(path: $router.path) {
      OrdersView()
        .navigationDestination(for: AtelierRoute.self) { route in
          switch route {
          case .order: OrderView()
          case .invoice: InvoiceView()
          default: Text("No such page")
          }
        }
    }
  }
}

struct FabricsTab: View {
  @EnvironmentObject var router: AtelierRouter

  var body: some View {
    NavigationStack(path: $router.path) {
      FabricsView()
        .navigationDestination(for: AtelierRoute.self) { route in
          switch route {
          case .fabric: FabricView()
          case .pattern: PatternView()
          default: Text("No such page")
          }
        }
    }
  }
}

struct FabricsView: View {
  @EnvironmentObject var router: AtelierRouter

  var body: some View {
    Button("Linen") { router.open(.fabric) }
  }
}

struct FabricView: View {
  @EnvironmentObject var router: AtelierRouter

  var body: some View {
    Button("Pattern") { router.open(.pattern) }
  }
}

struct PatternView: View {
  var body: some View { Text("Pattern") }
}

struct OrdersView: View {
  @EnvironmentObject var router: AtelierRouter

  var body: some View {
    Button("Latest order") { router.open(.order) }
  }
}

struct OrderView: View {
  @EnvironmentObject var router: AtelierRouter

  var body: some View {
    Button("Invoice") { router.open(.invoice) }
  }
}

struct InvoiceView: View {
  var body: some View { Text("Invoice") }
}
