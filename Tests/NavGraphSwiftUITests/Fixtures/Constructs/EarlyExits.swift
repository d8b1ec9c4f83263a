import SwiftUI

// A state object's method that leaves early after writing the root's state (`guard ... else {
// ...; return }`, `if ... { ...; return }`, a `catch` ending in `return`): each write is one
// alternative, never followed by the writes after it; and a write after a call of that method,
// which overrides the method's writes.

@main
struct LighthouseApp: App {
  @StateObject private var keeper = KeeperStore()

  var body: some Scene {
    WindowGroup {
      switch keeper.stage {
      case .signedOut: KeeperSignInView()
      case .needsLamp: LampSetupView()
      case .ready: BeaconView()
      }
    }
  }
}

enum KeeperStage {
  case signedOut, needsLamp, ready
}

final class KeeperStore: ObservableObject {
  @Published var stage: KeeperStage = .signedOut
  var token: String?
  var lampLit = false

  func refresh() async {
    guard token != nil else {
      stage = .signedOut
      return
    }
    do {
      try await check()
    } catch {
      stage = .signedOut
      return
    }
    if !lampLit {
      stage = .needsLamp
      return
    }
    stage = .ready
  }

  func check() async throws {}
}

struct KeeperSignInView: View {
  @EnvironmentObject var keeper: KeeperStore

  var body: some View {
    Button("Sign in") { Task { await keeper.refresh() } }
  }
}

struct LampSetupView: View {
  @EnvironmentObject var keeper: KeeperStore

  var body: some View {
    Button("Light") {
      Task {
        await keeper.refresh()
        keeper.stage = .ready
      }
    }
  }
}

struct BeaconView: View {
  var body: some View { Text("Beacon") }
}
