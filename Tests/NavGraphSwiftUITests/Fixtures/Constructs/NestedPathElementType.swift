import SwiftUI

// A path whose element type is nested in the class holding it (`final class SignUpFlow { enum
// Step { ... }; @Published var trail: [Step] }`), appended with a case shorthand from the screens
// (`flow.trail.append(.email)`): inside the class `Step` is `SignUpFlow.Step`, the type the stack
// registers, not the other class's `Step`.

@main
struct KiteApp: App {
  var body: some Scene {
    WindowGroup { KiteStart() }
  }
}

final class SignUpFlow: ObservableObject {
  enum Step: Hashable {
    case email
    case code(String)
  }

  @Published var trail: [Step] = []
}

final class TourFlow: ObservableObject {
  enum Step: Hashable {
    case intro
  }

  @Published var trail: [Step] = []
}

struct KiteStart: View {
  @StateObject private var flow = SignUpFlow()

  var body: some View {
    NavigationStack(path: $flow.trail) {
      KiteWelcome(flow: flow)
        .navigationDestination(for: SignUpFlow.Step.self) { step in
          switch step {
          case .email: KiteEmail(flow: flow)
          case .code(let sent): KiteCode(sent: sent)
          }
        }
    }
  }
}

struct KiteWelcome: View {
  @ObservedObject var flow: SignUpFlow

  var body: some View {
    Button("Sign up") { flow.trail.append(.email) }
  }
}

struct KiteEmail: View {
  @ObservedObject var flow: SignUpFlow

  var body: some View {
    Button("Send code") { flow.trail.append(.code("1234")) }
  }
}

struct KiteCode: View {
  let sent: String

  var body: some View {
    Text(sent)
  }
}
