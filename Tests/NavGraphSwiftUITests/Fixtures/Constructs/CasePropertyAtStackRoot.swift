import SwiftUI

// Stacks whose root is the view a route's computed property builds: through a router method given a
// case (`router.view(for: .foyer)`, whose body is `route.screen`) and written directly
// (`AtriumRoute.gallery.screen`). The case's view is the tab's root, with the stack's
// destinations; the same property serves the value pushes.
enum AtriumRoute: Hashable {
  case foyer, gallery, ledger

  @ViewBuilder var screen: some View {
    switch self {
    case .foyer: AtriumFoyer()
    case .gallery: AtriumGallery()
    case .ledger: AtriumLedger()
    }
  }
}

@Observable
final class AtriumRouter {
  var trail: [AtriumRoute] = []

  @ViewBuilder func view(for route: AtriumRoute) -> some View { route.screen }
}

@main
struct AtriumApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        AtriumFoyerStack().tabItem { Label("Foyer", systemImage: "door.left.hand.open") }
        AtriumGalleryStack().tabItem { Label("Gallery", systemImage: "photo") }
      }
    }
  }
}

struct AtriumFoyerStack: View {
  @State private var router = AtriumRouter()

  var body: some View {
    NavigationStack(path: $router.trail) {
      router.view(for: .foyer)
        .navigationDestination(for: AtriumRoute.self) { router.view(for: $0) }
    }
    .environment(router)
  }
}

struct AtriumGalleryStack: View {
  var body: some View {
    NavigationStack {
      AtriumRoute.gallery.screen
        .navigationDestination(for: AtriumRoute.self) { $0.screen }
    }
  }
}

struct AtriumFoyer: View {
  @Environment(AtriumRouter.self) private var router
  var body: some View { Button("Ledger") { router.trail.append(.ledger) } }
}

struct AtriumGallery: View {
  var body: some View { NavigationLink("Ledger", value: AtriumRoute.ledger) }
}

struct AtriumLedger: View {
  var body: some View { Text("Ledger").font(.title) }
}
