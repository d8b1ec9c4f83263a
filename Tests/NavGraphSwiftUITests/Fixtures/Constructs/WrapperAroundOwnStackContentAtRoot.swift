import SwiftUI

// The app's root view whose stack holds a wrapper, not declared here, given the root's own
// content: `Banner(title:) { ScrollView { Button("Shop") { path.append(.shop) } } }`. The
// wrapper is layout; KioskMenu is the root screen, with its button's push.
@main
struct KioskApp: App {
  var body: some Scene {
    WindowGroup { KioskMenu() }
  }
}

enum KioskRoute: Hashable {
  case shop
}

struct KioskMenu: View {
  @State private var path: [KioskRoute] = []

  var body: some View {
    NavigationStack(path: $path) {
      Banner(title: "Menu") {
        ScrollView {
          Text("Pick a menu")
          Button("Shop") { path.append(.shop) }
        }
      }
      .navigationDestination(for: KioskRoute.self) { route in
        switch route {
        case .shop: KioskShop()
        }
      }
    }
  }
}

struct KioskShop: View {
  var body: some View { Text("Shop") }
}
