import SwiftUI

// Each tab's root sets the tab bar's selection to its own tab when it appears, which changes
// nothing; the third tab's root, on appearing, sends the user to the first tab, which does move.
@main
struct HarbourApp: App {
  var body: some Scene {
    WindowGroup {
      HarbourTabs()
    }
  }
}

struct HarbourTabs: View {
  @State private var selectedIndex = 1

  var body: some View {
    TabView(selection: $selectedIndex) {
      QuayView()
        .onAppear { selectedIndex = 0 }
        .tabItem { Label("Quay", systemImage: "ferry") }
        .tag(0)
      TidesView()
        .task { selectedIndex = 1 }
        .tabItem { Label("Tides", systemImage: "water.waves") }
        .tag(1)
      MooringView()
        .onAppear { selectedIndex = 0 }
        .tabItem { Label("Mooring", systemImage: "anchor") }
        .tag(2)
    }
  }
}

struct QuayView: View {
  var body: some View { Text("Quay") }
}

struct TidesView: View {
  var body: some View { Text("Tides") }
}

struct MooringView: View {
  var body: some View { Text("Mooring") }
}
