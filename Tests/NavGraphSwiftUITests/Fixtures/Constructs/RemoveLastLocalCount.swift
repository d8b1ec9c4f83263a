// Construct: a pushed screen reads the count of the stack's path (an environment object's `path`)
// into a local constant, then removes that many entries: a pop to the root, as
// `path.removeLast(path.count)` is. A local holding another number stays warned.
// Expected (format 1.1):
//   Lobby: entry, stack, destinations ["String"]; links: push Finish (String) 'Finish'
//   Finish: links: popToRoot 'Start over'; 'Back some' warned (a count the reader cannot tell)
import SwiftUI

@main
struct TrailApp: App {
  var body: some Scene { WindowGroup { Lobby() } }
}

final class TrailPath: ObservableObject {
  @Published var path = NavigationPath()
  @Published var steps = 2
}

struct Lobby: View {
  @StateObject private var trail = TrailPath()
  var body: some View {
    NavigationStack(path: $trail.path) {
      NavigationLink("Finish", value: "finish")
        .navigationDestination(for: String.self) { _ in Finish() }
    }
    .environmentObject(trail)
  }
}

struct Finish: View {
  @EnvironmentObject private var trail: TrailPath
  var body: some View {
    VStack {
      Button("Start over") {
        let depth = trail.path.count
        trail.path.removeLast(depth)
      }
      Button("Back some") {
        let depth = trail.steps
        trail.path.removeLast(depth)
      }
    }
  }
}
