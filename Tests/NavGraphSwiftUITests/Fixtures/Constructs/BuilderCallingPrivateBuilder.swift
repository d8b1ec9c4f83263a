import SwiftUI

// A route enum whose destination method hands the work to a private builder of its own holding
// the `switch self`: each pushed case shows its own view.

@main
struct ArcadeApp: App {
  var body: some Scene { WindowGroup { ArcadeHome() } }
}

enum ArcadeGame: Hashable, Identifiable {
  case snake, dino, pong

  var id: Self { self }

  @ViewBuilder func destination() -> some View {
    destinationView().navigationBarTitleDisplayMode(.inline)
  }

  @ViewBuilder private func destinationView() -> some View {
    switch self {
    case .snake: SnakeGame()
    case .dino: DinoGame()
    case .pong: PongGame()
    }
  }
}

struct ArcadeHome: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Snake", value: ArcadeGame.snake)
        NavigationLink("Dino", value: ArcadeGame.dino)
      }
      .navigationDestination(for: ArcadeGame.self) { game in game.destination() }
    }
  }
}

struct SnakeGame: View {
  var body: some View { Text("Snake") }
}

struct DinoGame: View {
  var body: some View { Text("Dino") }
}

struct PongGame: View {
  var body: some View { Text("Pong") }
}
