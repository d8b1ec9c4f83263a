import Observation
import SwiftUI

enum Stage: Hashable {
  case welcome
  case ledger
}

enum Step: Hashable {
  case entry
}

/// Sets the root's stage and clears the stack in one call.
@Observable
final class Coordinator {
  var stage: Stage = .welcome
  var path = NavigationPath()

  func show(_ stage: Stage) {
    self.stage = stage
    path.removeLast(path.count)
  }

  func signOut() {
    stage = .welcome
    path = NavigationPath()
  }
}

@main
struct LedgerApp: App {
  @State private var coordinator = Coordinator()

  var body: some Scene {
    WindowGroup {
      NavigationStack(path: Bindable(coordinator).path) {
        Group {
          switch coordinator.stage {
          case .welcome: WelcomeView()
          case .ledger: LedgerView()
          }
        }
        .navigationDestination(for: Step.self) { _ in EntryView() }
      }
      .environment(coordinator)
    }
  }
}

struct WelcomeView: View {
  @Environment(Coordinator.self) private var coordinator

  var body: some View {
    Button("Start") { coordinator.show(.ledger) }
  }
}

struct LedgerView: View {
  @Environment(Coordinator.self) private var coordinator

  var body: some View {
    VStack {
      Button("Entry") { coordinator.path.append(Step.entry) }
      Button("Sign out") { coordinator.signOut() }
    }
  }
}

struct EntryView: View {
  @Environment(Coordinator.self) private var coordinator

  var body: some View {
    Button("Done") {
      coordinator.path.removeLast(coordinator.path.count)
      coordinator.stage = .welcome
    }
  }
}
