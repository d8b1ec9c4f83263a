// Route values that carry their view, registered once with a destination showing the view the
// value holds: made with a labeled initializer (also by a router method given the view), and made
// with an unlabeled one from a view read through a property of `extension View`.
import SwiftUI

@main
struct AtlasApp: App {
  @State private var router = AtlasRouter()

  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $router.path) {
        AtlasHome()
          .navigationDestination(for: AnyDestination.self) { $0.destination }
          .navigationDestination(for: AtlasScreen.self) { screen in screen.view }
      }
      .environment(router)
    }
  }
}

struct AnyDestination: Hashable {
  let id = UUID().uuidString
  var destination: AnyView

  init<T: View>(destination: T) {
    self.destination = AnyView(destination)
  }

  func hash(into hasher: inout Hasher) { hasher.combine(id) }
  static func == (lhs: AnyDestination, rhs: AnyDestination) -> Bool { lhs.id == rhs.id }
}

struct AtlasScreen: Hashable {
  let id = UUID()
  let view: AnyView

  init(_ view: AnyView) {
    self.view = view
  }

  func hash(into hasher: inout Hasher) { hasher.combine(id) }
  static func == (lhs: AtlasScreen, rhs: AtlasScreen) -> Bool { lhs.id == rhs.id }
}

extension View {
  var erased: AnyView { AnyView(self) }
}

@Observable final class AtlasRouter {
  var path = NavigationPath()

  func showScreen<T: View>(@ViewBuilder destination: () -> T) {
    path.append(AnyDestination(destination: destination()))
  }

  func show(_ screen: AtlasScreen) {
    path.append(screen)
  }

  func back() {
    path.removeLast()
  }
}

struct AtlasHome: View {
  @Environment(AtlasRouter.self) private var router
  @State private var recent: AnyDestination?

  var body: some View {
    List {
      Button("Maps") { router.showScreen { AtlasMaps() } }
      Button("Legend") { router.path.append(AnyDestination(destination: AtlasLegend())) }
      Button("Compass") { router.show(AtlasScreen(AtlasCompass().erased)) }
      Button("Recent") {
        if let recent { router.path.append(recent) }
      }
    }
  }
}

struct AtlasMaps: View {
  @Environment(AtlasRouter.self) private var router

  var body: some View {
    Button("Back") { router.back() }
  }
}

struct AtlasLegend: View {
  var body: some View { Text("Legend") }
}

struct AtlasCompass: View {
  var body: some View { Text("Compass") }
}
