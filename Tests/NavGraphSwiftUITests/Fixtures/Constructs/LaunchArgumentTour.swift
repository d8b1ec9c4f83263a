import SwiftUI

// A demo tour behind a launch argument: the root's `.task` moves the root only when the app is
// launched with `-demo`, and an `.onAppear` opens the vault only with `-uitest`. A user launches
// the app with no argument, so neither runs.
@Observable
final class TollState {
  enum Phase { case welcome, signup, lobby }
  var phase: Phase = .welcome
  var showsVault = false
}

@main
struct TollApp: App {
  @State private var toll = TollState()
  var body: some Scene { WindowGroup { TollRoot().environment(toll) } }
}

struct TollRoot: View {
  @Environment(TollState.self) private var toll

  var body: some View {
    Group {
      switch toll.phase {
      case .welcome: TollWelcome()
      case .signup: TollSignup()
      case .lobby: TollLobby()
      }
    }
    .task {
      guard ProcessInfo.processInfo.arguments.contains("-demo") else { return }
      toll.phase = .lobby
    }
  }
}

struct TollWelcome: View {
  @Environment(TollState.self) private var toll
  var body: some View { Button("Join") { toll.phase = .signup } }
}

struct TollSignup: View {
  @Environment(TollState.self) private var toll
  var body: some View { Button("Done") { toll.phase = .lobby } }
}

struct TollLobby: View {
  @State private var showsVault = false

  var body: some View {
    Text("Lobby")
      .onAppear {
        if CommandLine.arguments.contains("-uitest") { showsVault = true }
      }
      .sheet(isPresented: $showsVault) { TollVault() }
  }
}

struct TollVault: View {
  var body: some View { Text("Vault") }
}
