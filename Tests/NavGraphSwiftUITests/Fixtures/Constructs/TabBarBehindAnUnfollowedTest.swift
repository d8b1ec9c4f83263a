import SwiftUI

// The App's root is an `if` on a test the reader cannot follow (a system check, a function call),
// the tab bar's host in its branch and nothing in the other (no `else`, or one that stops the
// app). The tab bar is the root: the other branch shows nothing to launch on.
@main
struct ReefApp: App {
  var body: some Scene {
    WindowGroup {
      if ReefSensors.available() {
        ReefTabs()
      } else {
        fatalError("no sensors")
      }
    }
  }
}

enum ReefSensors {
  static func available() -> Bool { true }
}

struct ReefTabs: View {
  var body: some View {
    TabView {
      CoralList().tabItem { Label("Coral", systemImage: "leaf") }
      TideChart().tabItem { Label("Tides", systemImage: "water.waves") }
    }
  }
}

struct CoralList: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Brain coral") { CoralDetail() }
    }
  }
}

struct CoralDetail: View {
  var body: some View { Text("Brain coral") }
}

struct TideChart: View {
  var body: some View { Text("Tides") }
}
