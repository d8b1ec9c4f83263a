import SwiftUI

// A tab bar drawn by hand whose buttons are in a computed property of the host placed below the
// roots (`VStack { if pane == 0 { ... } else if ...; bar }`, `var bar: some View { HStack {
// Button { pane = 0 } ... } }`), inside the host's stack: a tab bar, as with the buttons written
// in the body.
@main
struct StableApp: App {
  var body: some Scene {
    WindowGroup { StableRoot() }
  }
}

struct StableRoot: View {
  @State private var pane = 0

  var body: some View {
    NavigationStack {
      VStack {
        if pane == 0 {
          PaddockView()
        } else if pane == 1 {
          FarrierView()
        }
        Spacer()
        bar
      }
    }
  }

  var bar: some View {
    HStack {
      Button(action: { pane = 0 }) { Image(systemName: "leaf") }
      Button(action: { pane = 1 }) { Image(systemName: "hammer") }
    }
  }
}

struct PaddockView: View {
  var body: some View {
    NavigationLink("Mare") { MareView() }
  }
}

struct MareView: View {
  var body: some View { Text("Mare") }
}

struct FarrierView: View {
  var body: some View { Text("Farrier") }
}
