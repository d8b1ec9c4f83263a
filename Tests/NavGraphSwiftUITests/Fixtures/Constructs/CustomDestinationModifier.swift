// Construct: the app's own `extension View` function wrapping navigationDestination(for:), which
// builds each destination by calling its closure parameter, given a method reference of the
// screen (`.routed(build: screen)`) rather than a closure (`{ stop in screen(stop) }`).
// Expected: entry Shelf, a stack over `[Shelf.Stop]`;
//   Shelf: push Cover (Shelf.Stop) 'Cover', push Spine (Shelf.Stop) 'Spine'
import SwiftUI

extension View {
  func routed<D: Hashable, C: View>(@ViewBuilder build: @escaping (D) -> C) -> some View {
    navigationDestination(for: D.self) { value in build(value) }
  }
}

@main
struct ShelfApp: App {
  var body: some Scene { WindowGroup { Shelf() } }
}

struct Shelf: View {
  enum Stop: Hashable { case cover, spine }
  @State private var path: [Stop] = []
  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Button("Cover") { path.append(.cover) }
        Button("Spine") { path.append(.spine) }
      }
      .routed(build: screen)
    }
  }
  @ViewBuilder private func screen(_ stop: Stop) -> some View {
    switch stop {
    case .cover: Cover()
    case .spine: Spine()
    }
  }
}
struct Cover: View { var body: some View { Text("Cover") } }
struct Spine: View { var body: some View { Text("Spine") } }
