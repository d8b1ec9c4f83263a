import SwiftUI

// One state picks the root (a welcome screen or the tab bar) and selects the tab, through a binding
// wrapped by a method of the app's own `extension Binding`.
@main
struct KilnApp: App {
  var body: some Scene {
    WindowGroup { KilnRoot() }
  }
}

enum KilnTab {
  case welcome
  case pots
  case glazes
}

final class KilnCoordinator: ObservableObject {
  @Published var tab = KilnTab.welcome

  func tapped(_ tab: KilnTab) {
    self.tab = tab
  }
}

extension Binding {
  func onUpdate(_ action: @escaping () -> Void) -> Binding {
    Binding(
      get: { wrappedValue },
      set: { newValue in
        wrappedValue = newValue
        action()
      })
  }
}

struct KilnRoot: View {
  @StateObject private var coordinator = KilnCoordinator()

  var body: some View {
    if coordinator.tab == .welcome {
      WelcomeView(coordinator: coordinator)
    } else {
      TabView(selection: $coordinator.tab.onUpdate { coordinator.tapped(coordinator.tab) }) {
        PotsView(coordinator: coordinator)
          .tabItem { Label("Pots", systemImage: "cup.and.saucer") }
          .tag(KilnTab.pots)
        GlazesView(coordinator: coordinator)
          .tabItem { Label("Glazes", systemImage: "paintpalette") }
          .tag(KilnTab.glazes)
      }
    }
  }
}

struct WelcomeView: View {
  @ObservedObject var coordinator: KilnCoordinator

  var body: some View {
    Button("Start") { coordinator.tab = .pots }
  }
}

struct PotsView: View {
  @ObservedObject var coordinator: KilnCoordinator

  var body: some View {
    VStack {
      Button("Glazes") { coordinator.tab = .glazes }
      Button("Sign out") { coordinator.tab = .welcome }
    }
  }
}

struct GlazesView: View {
  @ObservedObject var coordinator: KilnCoordinator

  var body: some View {
    Button("Pots") { coordinator.tab = .pots }
  }
}
