import SwiftUI

// The app's tab bar as a pager under a bar its host draws, all inside the host's own stack, with
// a toolbar link and a bar button of the host's: they are on each tab's root, and a push covers
// them (not on the pushed screens).

@main
struct WharfApp: App {
  var body: some Scene {
    WindowGroup { WharfHost() }
  }
}

struct WharfHost: View {
  @State private var page = 0
  @State private var logging = false

  var body: some View {
    NavigationStack {
      VStack {
        TabView(selection: $page) {
          CargoList().tag(0)
          CrewList().tag(1)
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
        .toolbar {
          NavigationLink("Tides") { TideChart() }
        }
        HStack {
          Button("Cargo") { page = 0 }
          Button("Log") { logging = true }
          Button("Crew") { page = 1 }
        }
      }
      .sheet(isPresented: $logging) { LogEntry() }
    }
  }
}

struct CargoList: View {
  var body: some View {
    NavigationLink("Manifest") { ManifestView() }
  }
}

struct CrewList: View {
  var body: some View { Text("Crew") }
}

struct ManifestView: View {
  var body: some View { Text("Manifest") }
}

struct TideChart: View {
  var body: some View { Text("Tides") }
}

struct LogEntry: View {
  var body: some View { Text("Log") }
}
