// A component lists a stored array of values, each with a route field, and calls the closure its
// creator gives with each element's field; the creator's closure pushes what it is given.
// Expected: entry Lobby (stack); Lobby: push EastWing, push WestWing, push Tower (value Wing, one per
//           sign of Directory). Directory is a component.
import SwiftUI

enum Wing: Hashable { case east, west, tower }

final class Usher: ObservableObject {
  @Published var path = NavigationPath()
  func walk(_ wing: Wing) { path.append(wing) }
}

@main
struct LobbyApp: App {
  var body: some Scene { WindowGroup { Lobby() } }
}

struct Lobby: View {
  @StateObject private var usher = Usher()
  var body: some View {
    NavigationStack(path: $usher.path) {
      VStack {
        Text("Lobby")
        Directory(onChoose: { wing in usher.walk(wing) })
      }
      .navigationDestination(for: Wing.self) { wing in
        switch wing {
        case .east: EastWing()
        case .west: WestWing()
        case .tower: Tower()
        }
      }
    }
  }
}

struct Sign: Identifiable {
  let id = UUID()
  let title: String
  let wing: Wing
}

struct Directory: View {
  var onChoose: (Wing) -> Void
  let signs: [Sign] = [
    Sign(title: "East", wing: .east), Sign(title: "West", wing: .west), Sign(title: "Tower", wing: .tower),
  ]
  var body: some View {
    List {
      ForEach(signs) { sign in
        Text(sign.title).onTapGesture { onChoose(sign.wing) }
      }
    }
  }
}

struct EastWing: View {
  var body: some View { Text("East") }
}

struct WestWing: View {
  var body: some View { Text("West") }
}

struct Tower: View {
  var body: some View { Text("Tower") }
}
