import SwiftUI

// A root `if` on something that is no state the reader follows (a keychain of a package not read,
// asked once at launch), the tab bar's branch written first: the branch without a tab bar is read and
// the tab bar kept, as when the branches are written the other way round.
@main
struct BeaconApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack {
        if BeaconKeychain.storedToken() != nil {
          BeaconTabs()
        } else {
          BeaconSignIn()
        }
      }
    }
  }
}

struct BeaconTabs: View {
  var body: some View {
    TabView {
      BeaconMap().tabItem { Label("Map", systemImage: "map") }
      BeaconLog().tabItem { Label("Log", systemImage: "list.bullet") }
    }
  }
}

struct BeaconSignIn: View {
  @State private var signedIn = false

  var body: some View {
    Button("Sign in") { signedIn = true }
      .navigationDestination(isPresented: $signedIn) { BeaconMap() }
  }
}

struct BeaconMap: View {
  var body: some View { Text("Map") }
}

struct BeaconLog: View {
  var body: some View { Text("Log") }
}
