import SwiftUI

// A tab root whose whole body is a stack wrapper of the app's own given content written in place:
// the tab's view is the screen, the wrapper is no screen.
@main
struct QuayApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        QuayLog().tabItem { Label("Log", systemImage: "list.bullet") }
        QuayMap().tabItem { Label("Map", systemImage: "map") }
      }
    }
  }
}

struct QuayStack<Content: View>: View {
  @ViewBuilder var content: () -> Content
  var body: some View {
    if #available(iOS 16, *) {
      NavigationStack(root: content)
    } else {
      NavigationView(content: content)
    }
  }
}

struct QuayLog: View {
  var body: some View {
    QuayStack {
      List {
        NavigationLink("Mooring") { QuayMooring() }
      }
      .navigationTitle("Log")
    }
  }
}

struct QuayMap: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Mooring") { QuayMooring() }
    }
  }
}

struct QuayMooring: View {
  var body: some View { Text("Mooring") }
}
