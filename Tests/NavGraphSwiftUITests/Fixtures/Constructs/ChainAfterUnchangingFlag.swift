import SwiftUI

// A root `if` chain whose first test is on state nothing changes (`maintenance` is never written
// and its binding given to nothing), the rest of the chain testing other state: the first branch
// is never shown, nor its handlers run, and the rest is a root switch of its own.

@main
struct HarbourApp: App {
  var body: some Scene {
    WindowGroup { HarbourRoot() }
  }
}

struct HarbourRoot: View {
  @State private var maintenance = false
  @State private var signedIn = false

  var body: some View {
    if maintenance {
      MaintenanceNotice()
        .onAppear { signedIn = false }
    } else if !signedIn {
      HarbourSignIn(onSignedIn: { signedIn = true })
    } else {
      HarbourTabs()
    }
  }
}

struct MaintenanceNotice: View {
  var body: some View { Text("Back soon") }
}

struct HarbourSignIn: View {
  let onSignedIn: () -> Void

  var body: some View {
    Button("Sign in") { onSignedIn() }
  }
}

struct HarbourTabs: View {
  var body: some View {
    TabView {
      BerthList().tabItem { Label("Berths", systemImage: "ferry") }
      TideTable().tabItem { Label("Tides", systemImage: "water.waves") }
    }
  }
}

struct BerthList: View {
  var body: some View {
    NavigationStack { Text("Berths") }
  }
}

struct TideTable: View {
  var body: some View { Text("Tides") }
}
