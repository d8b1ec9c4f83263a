import SwiftUI

// One `NavigationView` around the tab-bar host, beside a launch view that hides itself, in a
// `ZStack`: the tabs still push onto that stack.
@main
struct ReedApp: App {
  @State private var showsSplash = true

  var body: some Scene {
    WindowGroup {
      ZStack {
        NavigationView { ReedTabs() }
        if showsSplash {
          ReedSplash(showsSplash: $showsSplash)
        }
      }
    }
  }
}

struct ReedTabs: View {
  var body: some View {
    TabView {
      ReedMarsh().tabItem { Label("Marsh", systemImage: "leaf") }
      ReedNotes().tabItem { Label("Notes", systemImage: "note.text") }
    }
  }
}

struct ReedSplash: View {
  @Binding var showsSplash: Bool

  var body: some View {
    Text("Reed")
      .onAppear { showsSplash = false }
  }
}

struct ReedMarsh: View {
  var body: some View {
    NavigationLink("Heron") { ReedHeron() }
  }
}

struct ReedNotes: View {
  var body: some View { Text("Notes") }
}

struct ReedHeron: View {
  var body: some View { Text("Heron") }
}
