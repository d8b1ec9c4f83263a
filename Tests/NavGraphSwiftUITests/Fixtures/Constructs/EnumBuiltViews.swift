import SwiftUI

// A router whose root, destinations and sheet are all built by a computed property of the route
// enum, and whose methods make their change in a trailing closure given to a labeled parameter of
// their own method.
@main
struct QuayApp: App {
  @StateObject private var router = Router(root: .harbour)

  var body: some Scene {
    WindowGroup { RoutingView(router: router) }
  }
}

enum Place: Hashable, Identifiable {
  case harbour, pier, lighthouse

  var id: Self { self }

  @ViewBuilder var screen: some View {
    switch self {
    case .harbour: HarbourView()
    case .pier: PierView()
    case .lighthouse: LighthouseView()
    }
  }
}

final class Router: ObservableObject {
  @Published var root: Place
  @Published var path: [Place] = []
  @Published var sheet: Place?

  init(root: Place) { self.root = root }

  func push(_ place: Place) {
    perform(animated: true) { path.append(place) }
  }

  func present(_ place: Place) {
    perform(animated: false) { sheet = place }
  }

  private func perform(animated: Bool, block: () -> Void) {
    block()
  }
}

struct RoutingView: View {
  @ObservedObject var router: Router

  var body: some View {
    NavigationStack(path: $router.path) {
      router.root.screen
        .navigationDestination(for: Place.self) { place in place.screen }
    }
    .environmentObject(router)
    .sheet(item: $router.sheet) { place in
      place.screen.environmentObject(router)
    }
  }
}

struct HarbourView: View {
  @EnvironmentObject private var router: Router

  var body: some View {
    Button("Pier") { router.push(.pier) }
  }
}

struct PierView: View {
  @EnvironmentObject private var router: Router

  var body: some View {
    Button("Lighthouse") { router.present(.lighthouse) }
  }
}

struct LighthouseView: View {
  var body: some View { Text("Light") }
}
