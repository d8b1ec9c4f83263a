// A root `if` on state of a type not in the files read (`Vault.shared.key == ""`, Vault
// undeclared), whose first branch is a screen switching its own body on a view-model flag
// (Gate / Welcome) and whose other branch is a TabView.
// Expected: entry Gate; tabs Inbox and Prefs kept as the app's tab bar, with no link to them (the
// reader cannot tell when the root changes: a warning at the `if`); Gate: replace Welcome 'Open';
// no push from Gate or Welcome to Inbox or Prefs.
import SwiftUI

final class GateModel: ObservableObject { @Published var open = false }

@main struct GateApp: App {
  var body: some Scene { WindowGroup { Shell() } }
}

struct Shell: View {
  enum Pane { case inbox, prefs }
  @State private var pane: Pane = .inbox
  var body: some View {
    if Vault.shared.key == "" {
      Gate()
    } else {
      TabView(selection: $pane) {
        Inbox().tag(Pane.inbox).tabItem { Text("Inbox") }
        Prefs().tag(Pane.prefs).tabItem { Text("Prefs") }
      }
    }
  }
}

struct Gate: View {
  @StateObject private var model = GateModel()
  var body: some View {
    if !model.open { Button("Open") { model.open = true } } else { Welcome() }
  }
}
struct Welcome: View { var body: some View { Text("Welcome") } }
struct Inbox: View { var body: some View { NavigationStack { Text("Inbox") } } }
struct Prefs: View { var body: some View { NavigationStack { Text("Prefs") } } }
