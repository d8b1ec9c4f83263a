import SwiftUI

// A tab host whose stack root is a call of its own destination builder with a constant case
// (`destinationView(for: .gallery)`), the builder also given as the destinations: the case's view
// is the root screen.

enum ShelfDestination: Hashable {
  case gallery
  case detail(String)
}

final class ShelfRouter: ObservableObject {
  @Published var path = NavigationPath()
  func push(_ d: ShelfDestination) { path.append(d) }
}

@main
struct ShelfApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        ShelfRouterView().tabItem { Label("Shelf", systemImage: "books.vertical") }
        ShelfSettings().tabItem { Label("Settings", systemImage: "gear") }
      }
    }
  }
}

struct ShelfRouterView: View {
  @StateObject private var router = ShelfRouter()

  var body: some View {
    NavigationStack(path: $router.path) {
      destinationView(for: .gallery)
        .navigationDestination(for: ShelfDestination.self, destination: destinationView)
    }
    .environmentObject(router)
  }

  @ViewBuilder
  private func destinationView(for destination: ShelfDestination) -> some View {
    switch destination {
    case .gallery: GalleryView()
    case .detail(let name): DetailView(name: name)
    }
  }
}

struct GalleryView: View {
  @EnvironmentObject var router: ShelfRouter
  var body: some View { Button("Open") { router.push(.detail("a")) } }
}

struct DetailView: View {
  let name: String
  var body: some View { Text(name) }
}

struct ShelfSettings: View {
  var body: some View { Text("Settings") }
}
