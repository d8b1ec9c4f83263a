import SwiftUI

// The tab bar's host opens a sheet from `.task` at launch; the sheet's screen is also pushed from
// a list. The launch move is the launch screen's only, so no screen lacks a link the others get.

struct Beacon: Identifiable {
  let id: Int
}

@main
struct BeaconApp: App {
  var body: some Scene {
    WindowGroup { BeaconTabs() }
  }
}

struct BeaconTabs: View {
  @State private var pending: Beacon?

  var body: some View {
    TabView {
      BeaconHome().tabItem { Label("Home", systemImage: "house") }
      NavigationStack { BeaconLog() }.tabItem { Label("Log", systemImage: "list.bullet") }
    }
    .task { pending = Beacon(id: 1) }
    .sheet(item: $pending) { _ in BeaconAlert() }
  }
}

struct BeaconHome: View {
  var body: some View { Text("Home") }
}

struct BeaconLog: View {
  var body: some View {
    List {
      NavigationLink("Last alert") { BeaconAlert() }
    }
  }
}

struct BeaconAlert: View {
  var body: some View { Text("Alert") }
}
