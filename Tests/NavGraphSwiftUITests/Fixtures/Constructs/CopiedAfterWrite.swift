import SwiftUI

// The root's optional set from a second optional the same method cleared first: `pending = nil`,
// then `session = pending` in a completion stores nil, so the root does not move (the app's bug,
// not a sign-in). `confirm()` copies it before clearing it, which signs in.
struct Pass { let id: String }

final class Turnstile: ObservableObject {
  @Published var session: Pass?
  @Published var scanning = false
  private var pending: Pass?

  func scan() {
    pending = Pass(id: "new")
    scanning = true
  }

  func finish() {
    guard pending != nil else { return }
    pending = nil
    DispatchQueue.main.async { self.session = self.pending }
  }

  func confirm() {
    session = pending
    pending = nil
  }
}

@main
struct GateApp: App {
  @StateObject private var turnstile = Turnstile()
  var body: some Scene {
    WindowGroup { GateRoot().environmentObject(turnstile) }
  }
}

struct GateRoot: View {
  @EnvironmentObject var turnstile: Turnstile
  var body: some View {
    if turnstile.session == nil {
      NavigationStack { GateLobby() }
    } else {
      GateFloor()
    }
  }
}

struct GateLobby: View {
  @EnvironmentObject var turnstile: Turnstile
  var body: some View {
    Button("Scan") { turnstile.scan() }
      .navigationDestination(isPresented: $turnstile.scanning) { GateScan() }
  }
}

struct GateScan: View {
  @EnvironmentObject var turnstile: Turnstile
  var body: some View {
    VStack {
      Button("Finish") { turnstile.finish() }
      Button("Confirm") { turnstile.confirm() }
    }
  }
}

struct GateFloor: View {
  var body: some View { Text("Floor") }
}
