import SwiftUI

@main
struct HiveApp: App {
  var body: some Scene {
    WindowGroup { HiveHome() }
  }
}

enum HiveLoad {
  case ready
  case waiting
}

struct HiveHome: View {
  @State private var route = NavigationPath()
  @State private var load: HiveLoad = .ready

  var body: some View {
    NavigationStack(path: $route) {
      VStack {
        Button("Frames") { route.append("frames") }
        Button("Queens") { route.append("queens") }
      }
      .navigationDestination(for: String.self) { name in
        switch load {
        case .ready:
          do {
            switch name {
            case "frames": FrameList()
            case "queens": QueenList()
            default: EmptyView()
            }
          }
        default:
          do {}
        }
      }
    }
  }
}

struct FrameList: View {
  var body: some View { Text("Frames") }
}

struct QueenList: View {
  var body: some View { Text("Queens") }
}
