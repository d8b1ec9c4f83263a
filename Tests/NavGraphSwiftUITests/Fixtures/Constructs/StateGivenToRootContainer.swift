import SwiftUI

// The App's root is a container given two views and a flag of the app's state: its body chooses
// between them on its own plain property, which the App gives `gate.open`. The container is built
// again whenever the flag changes, so writing the flag moves the root.
@Observable
final class BeaconGate {
  var open = false
}

struct BeaconSwitcher<Inside: View, Outside: View>: View {
  var isOpen: Bool = false
  @ViewBuilder var inside: Inside
  @ViewBuilder var outside: Outside

  var body: some View {
    ZStack {
      if isOpen { inside } else { outside }
    }
  }
}

@main
struct BeaconApp: App {
  @State private var gate = BeaconGate()

  var body: some Scene {
    WindowGroup {
      BeaconSwitcher(isOpen: gate.open, inside: { BeaconTabs() }, outside: { BeaconIntro() })
        .environment(gate)
    }
  }
}

struct BeaconTabs: View {
  var body: some View {
    TabView {
      BeaconHome().tabItem { Label("Home", systemImage: "house") }
      BeaconLog().tabItem { Label("Log", systemImage: "list.bullet") }
    }
  }
}

struct BeaconIntro: View {
  @Environment(BeaconGate.self) private var gate
  var body: some View { Button("Enter") { gate.open = true } }
}

struct BeaconHome: View {
  @Environment(BeaconGate.self) private var gate
  var body: some View { Button("Leave") { gate.open = false } }
}

struct BeaconLog: View {
  var body: some View { List { Text("Lit at dusk") } }
}
