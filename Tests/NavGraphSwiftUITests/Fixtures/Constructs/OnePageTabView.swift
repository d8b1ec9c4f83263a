import SwiftUI

// A tab's root wraps its one page in a `TabView` of its own, for its look: no tab bar, the page is
// the screen's content.
@main
struct MossApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        MossGarden().tabItem { Label("Garden", systemImage: "leaf") }
        MossPrefs().tabItem { Label("Prefs", systemImage: "gear") }
      }
    }
  }
}

struct MossGarden: View {
  var body: some View { Text("Garden") }
}

struct MossPrefs: View {
  @State private var showsAbout = false

  var body: some View {
    TabView {
      ZStack {
        Button("About") { showsAbout = true }
      }
      .padding()
    }
    .sheet(isPresented: $showsAbout) { MossAbout() }
  }
}

struct MossAbout: View {
  var body: some View { Text("About") }
}
