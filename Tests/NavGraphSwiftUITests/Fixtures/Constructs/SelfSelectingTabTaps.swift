import SwiftUI

// Each tab's content sets the tab bar's selection to its own tab when tapped, which changes
// nothing; the third tab's content, tapped, sends the user to the first tab, which does move.
@main
struct LighthouseApp: App {
  var body: some Scene {
    WindowGroup { LighthouseTabs() }
  }
}

struct LighthouseTabs: View {
  @State private var selectedIndex = 0

  var body: some View {
    TabView(selection: $selectedIndex) {
      BeaconsView()
        .onTapGesture { selectedIndex = 0 }
        .tabItem { Image(systemName: "lightbulb") }
        .tag(0)
      KeepersView()
        .onTapGesture { selectedIndex = 1 }
        .tabItem { Image(systemName: "person") }
        .tag(1)
      LogbookView()
        .onTapGesture { selectedIndex = 0 }
        .tabItem { Image(systemName: "book") }
        .tag(2)
    }
  }
}

struct BeaconsView: View {
  var body: some View { Text("Beacons") }
}

struct KeepersView: View {
  var body: some View { Text("Keepers") }
}

struct LogbookView: View {
  var body: some View { Text("Logbook") }
}
