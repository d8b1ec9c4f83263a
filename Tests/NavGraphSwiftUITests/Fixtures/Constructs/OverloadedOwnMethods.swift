import SwiftUI

enum PierRoute: Hashable {
  case gallery, painting, frame
}

/// A router whose own methods are overloaded by their labels: `openFrame()` calls `push(many:)`,
/// not the first `push` declared.
final class PierRouter: ObservableObject {
  @Published var routes: [PierRoute] = []

  func push(_ route: PierRoute) { routes.append(route) }
  func push(many: [PierRoute]) { routes.append(contentsOf: many) }
  func openFrame() { push(many: [.gallery, .painting, .frame]) }
}

@main
struct PierApp: App {
  var body: some Scene { WindowGroup { PierLobby() } }
}

struct PierLobby: View {
  @StateObject private var router = PierRouter()

  var body: some View {
    NavigationStack(path: $router.routes) {
      Button("Straight to the frame") { router.openFrame() }
        .navigationDestination(for: PierRoute.self) { route in
          switch route {
          case .gallery: PierGallery()
          case .painting: PierPainting()
          case .frame: PierFrame()
          }
        }
    }
  }
}

struct PierGallery: View {
  var body: some View { Text("Gallery") }
}

struct PierPainting: View {
  var body: some View { Text("Painting") }
}

struct PierFrame: View {
  var body: some View { Text("Frame") }
}
