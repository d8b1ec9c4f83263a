// Navigation actions handed down through the environment: a struct calling the closure it holds
// (`callAsFunction`), and a plain function value. TrailApp sets both around its stack.
// Expected: Lodge: push Summit 'Summit' (value Leg), push Ridge 'Ridge' (value Leg);
//           Summit: pop 'Back'; Ridge: push Summit 'On to the summit' (value Leg).
import SwiftUI

enum Leg: Hashable { case summit, ridge }

struct WalkAction {
  typealias Step = (Leg) -> Void
  let step: Step
  func callAsFunction(_ leg: Leg) { step(leg) }
}

private struct TurnBackKey: EnvironmentKey {
  static let defaultValue: () -> Void = {}
}

extension EnvironmentValues {
  @Entry var walk = WalkAction { _ in }
  var turnBack: () -> Void {
    get { self[TurnBackKey.self] }
    set { self[TurnBackKey.self] = newValue }
  }
}

@main
struct TrailApp: App {
  @State private var legs: [Leg] = []
  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $legs) {
        Lodge()
          .navigationDestination(for: Leg.self) { leg in
            switch leg {
            case .summit: Summit()
            case .ridge: Ridge()
            }
          }
      }
      .environment(\.walk, WalkAction { leg in legs.append(leg) })
      .environment(\.turnBack) { legs.removeLast() }
    }
  }
}

struct Lodge: View {
  @Environment(\.walk) private var walk
  var body: some View {
    VStack {
      Button("Summit") { walk(.summit) }
      Button("Ridge") { walk(.ridge) }
    }
  }
}

struct Summit: View {
  @Environment(\.turnBack) private var turnBack
  var body: some View { Button("Back") { turnBack() } }
}

struct Ridge: View {
  @Environment(\.walk) private var walk
  var body: some View { Button("On to the summit") { walk(.summit) } }
}
