import SwiftUI

// A shared component whose branches are chosen by Bool properties its creators give as literals.
@main
struct RaftApp: App {
  var body: some Scene {
    WindowGroup { RaftDock() }
  }
}

enum RaftStop: Hashable {
  case halt
  case shore
  case wreck
  case river
  case dock
}

struct RaftDock: View {
  @State private var path: [RaftStop] = []

  var body: some View {
    NavigationStack(path: $path) {
      Button("Launch") { path.append(.river) }
        .navigationDestination(for: RaftStop.self) { stop in
          switch stop {
          case .halt: RaftHalt(path: $path)
          case .shore: RaftShore(path: $path)
          case .wreck: RaftWreck(path: $path)
          case .river: RaftRiver(path: $path)
          case .dock: RaftDock()
          }
        }
    }
  }
}

struct RaftRiver: View {
  @Binding var path: [RaftStop]

  var body: some View {
    VStack {
      Button("Halt") { path.append(.halt) }
      Button("Land") { path.append(.shore) }
      Button("Sink") { path.append(.wreck) }
    }
  }
}

struct RaftHalt: View {
  @Binding var path: [RaftStop]
  var body: some View { RaftVerdict(path: $path, title: "Halted", ended: false, sunk: false) }
}

struct RaftShore: View {
  @Binding var path: [RaftStop]
  var body: some View { RaftVerdict(path: $path, title: "Ashore", ended: true, sunk: false) }
}

struct RaftWreck: View {
  @Binding var path: [RaftStop]
  var body: some View { RaftVerdict(path: $path, title: "Sunk", ended: true, sunk: true) }
}

struct RaftVerdict: View {
  @Binding var path: [RaftStop]
  let title: String
  let ended: Bool
  let sunk: Bool

  var body: some View {
    VStack {
      Text(title)
      if !sunk && !ended {
        Button("Again") { path.append(.river) }
      }
      Button("Next") {
        if sunk {
          path.append(.dock)
        } else if !ended {
          path.removeLast()
        } else {
          path.append(.river)
        }
      }
    }
  }
}
