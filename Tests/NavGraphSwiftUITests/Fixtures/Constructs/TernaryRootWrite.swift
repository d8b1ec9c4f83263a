import SwiftUI

// The root's state set by a ternary (`stage = vault.unlocked ? .board : .gate`) in a method the
// launch view calls when a button is tapped: each value is a possible move, on the ternary's
// condition, as an `if`/`else` writing one each would.

enum Stage { case launch, gate, board }

final class Vault: ObservableObject {
  @Published var stage: Stage = .launch
  var unlocked = false

  func begin() {
    stage = unlocked ? .board : .gate
  }
}

@main
struct HarborApp: App {
  @StateObject private var vault = Vault()

  var body: some Scene {
    WindowGroup {
      switch vault.stage {
      case .launch: LaunchPad(vault: vault)
      case .gate: GatePage()
      case .board: BoardPage()
      }
    }
  }
}

struct LaunchPad: View {
  @ObservedObject var vault: Vault

  var body: some View {
    Button("Begin") { vault.begin() }
  }
}

struct GatePage: View {
  var body: some View { Text("Gate") }
}

struct BoardPage: View {
  var body: some View { Text("Board") }
}
