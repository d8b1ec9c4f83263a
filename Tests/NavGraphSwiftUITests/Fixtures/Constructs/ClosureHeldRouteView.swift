import SwiftUI

@main
struct DepotApp: App {
  @State private var depot = Depot()

  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $depot.path) {
        DepotShelf().navigationDestination(for: Crate.self) { crate in crate.open() }
      }
      .environment(depot)
    }
  }
}

/// A route value keeping its view in a closure its initializer makes, handed out by a method.
struct Crate: Hashable {
  private let id = UUID()
  private let make: () -> AnyView

  init<V: View>(_ view: V) { self.make = { AnyView(view) } }

  func open() -> AnyView { make() }

  static func == (lhs: Crate, rhs: Crate) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

@Observable final class Depot {
  var path = NavigationPath()

  func push(_ crate: Crate) { path.append(crate) }
}

struct DepotShelf: View {
  @Environment(Depot.self) private var depot

  var body: some View {
    VStack {
      Button("Apples") { depot.push(Crate(AppleCrate(count: 12))) }
      Button("Pears") { depot.push(Crate(PearCrate())) }
    }
  }
}

struct AppleCrate: View {
  let count: Int

  var body: some View { Text("\(count) apples") }
}

struct PearCrate: View {
  var body: some View { Text("Pears") }
}
