import SwiftUI

// A change handler on a view pushed by value, which the reader reads once for each place that
// shows it: the handler's push follows the action that sets the flag, once.

struct Climb: Hashable {
  let route: String
}

struct Summit: Hashable {
  let route: String
}

final class Belay: ObservableObject {
  @Published var topped = false

  func top() { topped = true }
}

@main
struct CragApp: App {
  var body: some Scene {
    WindowGroup { CragBoard() }
  }
}

struct CragBoard: View {
  @State private var path = NavigationPath()

  var body: some View {
    NavigationStack(path: $path) {
      Button("Start") { path.append(Climb(route: "Arete")) }
        .navigationDestination(for: Climb.self) { climb in ClimbLog(climb: climb, path: $path) }
        .navigationDestination(for: Summit.self) { summit in SummitCard(summit: summit) }
    }
  }
}

struct ClimbLog: View {
  let climb: Climb
  @Binding var path: NavigationPath
  @StateObject private var belay = Belay()

  var body: some View {
    Button("Top out") { belay.top() }
      .onChange(of: belay.topped) { topped in
        if topped { path.append(Summit(route: climb.route)) }
      }
  }
}

struct SummitCard: View {
  let summit: Summit
  var body: some View { Text(summit.route) }
}
