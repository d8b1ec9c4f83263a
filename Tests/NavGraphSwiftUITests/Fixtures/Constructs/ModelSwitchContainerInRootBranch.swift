import SwiftUI

// A switch container on a view model's state inside a root-switch branch: the root switches on its
// own phase between a loading screen and the game (ReefGame); ReefGame's body switches on the
// `currentPage` of a view model it creates (`@StateObject`), set through the model's `open(_:)` by
// the pages that get the model from the environment.
@main
struct ReefApp: App {
  var body: some Scene {
    WindowGroup {
      ReefLaunch()
    }
  }
}

enum ReefPhase {
  case loading
  case game
}

struct ReefLaunch: View {
  @State private var phase: ReefPhase = .loading

  var body: some View {
    Group {
      switch phase {
      case .loading:
        ReefLoading()
      case .game:
        ReefGame()
      }
    }
    .onAppear { phase = .game }
  }
}

struct ReefLoading: View {
  var body: some View { ProgressView() }
}

enum ReefPage {
  case lobby
  case dive
  case shells
}

final class ReefModel: ObservableObject {
  @Published var currentPage: ReefPage = .lobby

  func open(_ page: ReefPage) {
    currentPage = page
  }
}

struct ReefGame: View {
  @StateObject private var model = ReefModel()

  var body: some View {
    ZStack {
      switch model.currentPage {
      case .lobby:
        ReefLobby()
          .environmentObject(model)
      case .dive:
        ReefDive()
          .environmentObject(model)
      case .shells:
        ReefShells()
          .environmentObject(model)
      }
    }
    .animation(.easeInOut, value: model.currentPage)
  }
}

struct ReefLobby: View {
  @EnvironmentObject private var model: ReefModel

  var body: some View {
    VStack {
      Button("Dive") { model.open(.dive) }
      Button("Shells") { model.open(.shells) }
    }
  }
}

struct ReefDive: View {
  @EnvironmentObject private var model: ReefModel

  var body: some View {
    Button("Surface") { model.open(.lobby) }
  }
}

struct ReefShells: View {
  @EnvironmentObject private var model: ReefModel

  var body: some View {
    Button("Back") { model.open(.lobby) }
  }
}
