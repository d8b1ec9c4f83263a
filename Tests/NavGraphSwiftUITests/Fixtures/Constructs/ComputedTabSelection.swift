import SwiftUI

// A tab bar whose selection is a computed binding over state (`Binding(get: { picked }, set: {
// ... picked = $0 })`) whose setter also resets a stack when the selected tab is tapped again: a
// write of the state is a tab move, as with `$picked`; the re-tap reset is the host's own.

enum Pane: Hashable { case front, shelf }

@main
struct KioskApp: App {
  var body: some Scene {
    WindowGroup { KioskTabs() }
  }
}

struct KioskTabs: View {
  @State private var picked: Pane = .front
  @State private var shelfPath: [String] = []

  var choice: Binding<Pane> {
    Binding(
      get: { picked },
      set: { pane in
        if pane == .shelf && picked == .shelf {
          shelfPath = []
        }
        picked = pane
      }
    )
  }

  var body: some View {
    TabView(selection: choice) {
      FrontPane(picked: $picked)
        .tag(Pane.front)
        .tabItem { Text("Front") }
      ShelfPane()
        .tag(Pane.shelf)
        .tabItem { Text("Shelf") }
    }
  }
}

struct FrontPane: View {
  @Binding var picked: Pane

  var body: some View {
    Button("Browse") { picked = .shelf }
  }
}

struct ShelfPane: View {
  var body: some View { Text("Shelf") }
}
