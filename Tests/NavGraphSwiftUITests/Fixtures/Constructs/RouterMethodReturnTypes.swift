import SwiftUI

/// A container that makes views by their type, which the reader cannot follow.
final class KilnContainer {
  static let shared = KilnContainer()
  var factories: [ObjectIdentifier: () -> Any] = [:]

  func resolve<T>() -> T { factories[ObjectIdentifier(T.self)]!() as! T }
}

/// Tab roots made by a router's methods, each declaring the view type it returns.
struct KilnRouter {
  let container: KilnContainer

  func routeHome() -> KilnHome { container.resolve() }
  func routeAccount() -> KilnAccount { container.resolve() }
}

@main
struct KilnApp: App {
  let router = KilnRouter(container: .shared)

  var body: some Scene {
    WindowGroup {
      TabView {
        router.routeHome().tabItem { Label("Home", systemImage: "flame") }
        router.routeAccount().tabItem { Label("Account", systemImage: "person") }
      }
    }
  }
}

struct KilnHome: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Firing") { KilnFiring() }
    }
  }
}

struct KilnAccount: View {
  var body: some View { Text("Account") }
}

struct KilnFiring: View {
  var body: some View { Text("Firing") }
}
