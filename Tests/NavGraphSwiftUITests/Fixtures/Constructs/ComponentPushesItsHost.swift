import SwiftUI

@main struct ArenaApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack { LobbyView() }
    }
  }
}

struct LobbyView: View {
  @State private var playing = false

  var body: some View {
    Button("Play") { playing = true }
      .navigationDestination(isPresented: $playing) { ArenaView() }
  }
}

struct ArenaView: View {
  @State private var paused = false

  var body: some View {
    ZStack {
      Button("Pause") { paused = true }
      if paused {
        PauseCard()
      }
    }
  }
}

final class PauseCardModel: ObservableObject {
  @Published var restart = false
  @Published var leave = false

  func goRestart() { restart = true }
  func goLobby() { leave = true }
}

struct PauseCard: View {
  @StateObject var model = PauseCardModel()

  var body: some View {
    VStack {
      Button("Restart", action: model.goRestart)
      Button("Lobby", action: model.goLobby)
    }
    .navigationDestination(isPresented: $model.restart) { ArenaView() }
    .navigationDestination(isPresented: $model.leave) { LobbyView() }
  }
}
