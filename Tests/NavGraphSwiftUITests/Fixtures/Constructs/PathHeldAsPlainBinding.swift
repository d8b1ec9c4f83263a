import SwiftUI

// Each screen keeps the stack's path as a plain stored `Binding<NavigationPath>`, set by its
// initializer, and moves through `wrappedValue`: a push, a pop and a reset.
@main
struct OreApp: App {
  @State private var path = NavigationPath()

  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $path) { OreVault(path: $path) }
    }
  }
}

enum OreStep: Hashable {
  case pin
}

struct OreVault: View {
  private var path: Binding<NavigationPath>

  init(path: Binding<NavigationPath>) { self.path = path }

  var body: some View {
    Button("Set PIN") { path.wrappedValue.append(OreStep.pin) }
      .navigationDestination(for: OreStep.self) { _ in OrePin(path: path) }
  }
}

struct OrePin: View {
  private var path: Binding<NavigationPath>

  init(path: Binding<NavigationPath>) { self.path = path }

  var body: some View {
    VStack {
      Button("Back") { path.wrappedValue.removeLast() }
      Button("Done") { path.wrappedValue = .init() }
    }
  }
}
