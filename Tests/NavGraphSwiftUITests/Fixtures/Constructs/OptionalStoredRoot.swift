import Observation
import SwiftUI

// A root on an optional `@AppStorage` key declared without a default, set by a model that stores
// a non-optional `String` under the key: nil on a fresh install, so the app launches on the gate,
// and the sign-in shows the tab bar.
@main
struct KeyringApp: App {
  @AppStorage("keyringHost") private var host: String?

  var body: some Scene {
    WindowGroup {
      if host != nil {
        KeyringTabs()
      } else {
        KeyringGate()
      }
    }
  }
}

struct KeyringTabs: View {
  var body: some View {
    TabView {
      KeyringVault().tabItem { Label("Vault", systemImage: "lock") }
    }
  }
}

@Observable
final class KeyringGateModel {
  func connect(host: String) {
    UserDefaults.standard.set(host, forKey: "keyringHost")
  }
}

struct KeyringGate: View {
  @State private var model = KeyringGateModel()
  @State private var typed = ""

  var body: some View {
    VStack {
      TextField("Host", text: $typed)
      Button("Connect") { model.connect(host: typed) }
    }
  }
}

struct KeyringVault: View {
  var body: some View { Text("Vault") }
}
