import SwiftUI

// A generic wrapper view whose stack's route type is fixed by the binding it is given
// (`RoutingView(stack: $router.stack)`), route enums that are views themselves, and a
// protocol-extension pop of a count (`navigateBack(_ count: Int = 1)`).
typealias Routable = View & Hashable

protocol RoutableObject: AnyObject {
  associatedtype Destination: Routable
  var stack: [Destination] { get set }
}

extension RoutableObject {
  func navigate(to destination: Destination) { stack.append(destination) }

  func navigateBack(_ count: Int = 1) {
    guard count > 0 else { return }
    let safeCount = min(count, stack.count)
    stack.removeLast(safeCount)
  }

  func navigateToRoot() { stack.removeAll() }
}

final class Router<Routes: Routable>: ObservableObject, RoutableObject {
  typealias Destination = Routes
  @Published var stack: [Destination] = []
}

struct RoutingView<Root: View, Routes: Routable>: View {
  @Binding private var routes: [Routes]
  private let root: () -> Root

  init(stack: Binding<[Routes]>, @ViewBuilder root: @escaping () -> Root) {
    self._routes = stack
    self.root = root
  }

  var body: some View {
    NavigationStack(path: $routes) {
      root()
        .navigationDestination(for: Routes.self) { route in
          route.body
        }
    }
  }
}

enum MillRoute: Routable {
  case grain
  case flour

  var body: some View {
    switch self {
    case .grain: MillGrain()
    case .flour: MillFlour()
    }
  }
}

enum SketchRoute: Routable {
  case draft

  var body: some View { Text("Draft") }
}

@main
struct MillApp: App {
  @StateObject private var router = Router<MillRoute>()

  var body: some Scene {
    WindowGroup { MillRoot().environmentObject(router) }
  }
}

struct MillRoot: View {
  @EnvironmentObject var router: Router<MillRoute>

  var body: some View {
    RoutingView(stack: $router.stack) {
      MillHome()
    }
  }
}

struct MillHome: View {
  @EnvironmentObject var router: Router<MillRoute>
  var body: some View { Button("Grain") { router.navigate(to: .grain) } }
}

struct MillGrain: View {
  @EnvironmentObject var router: Router<MillRoute>

  var body: some View {
    VStack {
      Button("Flour") { router.navigate(to: .flour) }
      Button("Back") { router.navigateBack() }
    }
  }
}

struct MillFlour: View {
  @EnvironmentObject var router: Router<MillRoute>

  var body: some View {
    VStack {
      Button("Two back") { router.navigateBack(2) }
      Button("Home") { router.navigateToRoot() }
    }
  }
}
