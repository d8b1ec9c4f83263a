import SwiftUI

// A root that switches on two pieces of state, one nested in the other's branch, written several
// times in one action, directly and through methods that write them again: the writes apply in
// order and the last one to each state wins, so each action is one move to what the root finally
// shows.
@main
struct OrchardApp: App {
  @StateObject private var orchard = OrchardState()

  var body: some Scene {
    WindowGroup {
      if orchard.isVisitor {
        VisitorView()
      } else {
        switch orchard.gate {
        case .welcome: WelcomeView()
        case .login: GrowerLoginView()
        case .grove: GroveView()
        }
      }
    }
    .environmentObject(orchard)
  }
}

enum Gate {
  case welcome, login, grove
}

final class OrchardState: ObservableObject {
  @Published var gate: Gate = .welcome
  @Published var isVisitor = false

  func signOut() {
    isVisitor = false
    gate = .login
  }

  func restart() {
    gate = .welcome
    gate = .login
  }
}

struct WelcomeView: View {
  @EnvironmentObject private var orchard: OrchardState

  var body: some View {
    VStack {
      Button("Look around") {
        orchard.isVisitor = true
        orchard.gate = .grove
      }
      Button("Sign in") { orchard.restart() }
    }
  }
}

struct GrowerLoginView: View {
  @EnvironmentObject private var orchard: OrchardState

  var body: some View {
    Button("Enter") { orchard.gate = .grove }
  }
}

struct GroveView: View {
  @EnvironmentObject private var orchard: OrchardState

  var body: some View {
    Button("Sign out") { orchard.signOut() }
  }
}

struct VisitorView: View {
  @EnvironmentObject private var orchard: OrchardState

  var body: some View {
    Button("Create an account") {
      orchard.isVisitor = false
      orchard.gate = .grove
      orchard.signOut()
    }
  }
}
