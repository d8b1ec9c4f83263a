import SwiftUI

// The root skips sign-in when Xcode renders a preview; a run takes the `else` branch.
@main
struct TidePoolApp: App {
  var body: some Scene {
    WindowGroup { GateView() }
  }
}

enum GateState {
  case waiting
  case signedOut
  case signedIn
}

final class Gatekeeper: ObservableObject {
  @Published var state: GateState = .waiting
}

struct GateView: View {
  @StateObject private var keeper = Gatekeeper()

  var body: some View {
    Group {
      if ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" {
        PoolList()
      } else {
        switch keeper.state {
        case .waiting: WaitingView(keeper: keeper)
        case .signedOut: EntryForm(keeper: keeper)
        case .signedIn: PoolList()
        }
      }
    }
  }
}

struct WaitingView: View {
  @ObservedObject var keeper: Gatekeeper
  var body: some View {
    Button("Continue") { keeper.state = .signedOut }
  }
}

struct EntryForm: View {
  @ObservedObject var keeper: Gatekeeper
  var body: some View {
    Button("Enter") { keeper.state = .signedIn }
  }
}

struct PoolList: View {
  var body: some View { Text("Pools") }
}
