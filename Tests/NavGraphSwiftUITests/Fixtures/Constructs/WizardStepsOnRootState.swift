import SwiftUI

// A sign-up wizard: the root shows the lobby once done, else a flow whose body switches again on
// the same state around chrome of its own (a step label, a footer); each step's buttons call the
// model's `advance()` and `retreat()`, which switch on the current step.

enum Stage: Int { case hello, name, done }

final class SetupModel: ObservableObject {
  @Published var stage: Stage = .hello

  func advance() {
    switch stage {
    case .hello: stage = .name
    case .name: stage = .done
    case .done: break
    }
  }

  func retreat() {
    switch stage {
    case .hello: break
    case .name: stage = .hello
    case .done: stage = .name
    }
  }
}

@main
struct KioskApp: App {
  var body: some Scene { WindowGroup { KioskRoot() } }
}

struct KioskRoot: View {
  @StateObject private var setup = SetupModel()
  var body: some View {
    if setup.stage == .done {
      LobbyView()
    } else {
      SetupFlow(setup: setup)
    }
  }
}

struct SetupFlow: View {
  @ObservedObject var setup: SetupModel
  var body: some View {
    NavigationStack {
      VStack {
        Text("Step \(setup.stage.rawValue + 1)")
        switch setup.stage {
        case .hello: HelloStep(setup: setup)
        case .name: NameStep(setup: setup)
        case .done: EmptyView()
        }
        Text("Terms apply")
      }
    }
  }
}

struct HelloStep: View {
  @ObservedObject var setup: SetupModel
  var body: some View { Button("Start") { setup.advance() } }
}

struct NameStep: View {
  @ObservedObject var setup: SetupModel
  var body: some View {
    VStack {
      Button("Back") { setup.retreat() }
      Button("Finish") { setup.advance() }
    }
  }
}

struct LobbyView: View {
  var body: some View { Text("Lobby") }
}
