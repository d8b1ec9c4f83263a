import SwiftUI

// A generic keeper builds every screen from a route's `view()`, the stack's root too
// (`keeper.build(.grove)`): the root is the case's view alone, and the other cases' screens, with
// their buttons, are destinations.

protocol Routing: Hashable, Identifiable {
  associatedtype V: View
  @ViewBuilder func view() -> V
}

enum Orchard: Routing {
  case grove
  case apple(Int)
  case pear(Int)
  var id: Self { self }
  @ViewBuilder func view() -> some View {
    switch self {
    case .grove: GroveView()
    case .apple(let n): AppleView(count: n)
    case .pear(let n): PearView(count: n)
    }
  }
}

final class Keeper<R: Routing>: ObservableObject {
  @Published var path = NavigationPath()
  @Published var sheet: R?
  func push(_ r: R) { path.append(r) }
  func pop() { path.removeLast() }
  func present(_ r: R) { sheet = r }
  func close() { sheet = nil }
  @ViewBuilder func build(_ route: R) -> some View { route.view() }
}

struct OrchardStack: View {
  @StateObject var keeper: Keeper<Orchard>
  var body: some View {
    NavigationStack(path: $keeper.path) {
      keeper.build(.grove)
        .navigationDestination(for: Orchard.self) { route in keeper.build(route) }
        .sheet(item: $keeper.sheet) { route in keeper.build(route) }
    }
    .environmentObject(keeper)
  }
}

@main struct OrchardApp: App {
  var body: some Scene {
    WindowGroup { OrchardStack(keeper: Keeper<Orchard>()) }
  }
}

struct GroveView: View {
  @EnvironmentObject var keeper: Keeper<Orchard>
  var body: some View {
    Button("Apple") { keeper.push(.apple(1)) }
    Button("Pear") { keeper.present(.pear(2)) }
  }
}
struct AppleView: View {
  let count: Int
  @EnvironmentObject var keeper: Keeper<Orchard>
  var body: some View { Button("Back") { keeper.pop() } }
}
struct PearView: View {
  let count: Int
  @EnvironmentObject var keeper: Keeper<Orchard>
  var body: some View { Button("Close") { keeper.close() } }
}
