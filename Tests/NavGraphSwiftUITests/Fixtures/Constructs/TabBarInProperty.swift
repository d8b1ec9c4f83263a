import SwiftUI

// The tab bar built by a computed property of the root view, beside a mini player over it.
@main
struct RadioApp: App {
  var body: some Scene {
    WindowGroup { RadioRootView() }
  }
}

struct RadioRootView: View {
  var body: some View {
    ZStack(alignment: .bottom) {
      tabBar
      MiniPlayer()
    }
  }

  private var tabBar: some View {
    TabView {
      NavigationStack {
        StationsView()
      }
      .tabItem { Label("Stations", systemImage: "radio") }
      PodcastsView()
        .tabItem { Label("Podcasts", systemImage: "mic") }
    }
  }
}

struct MiniPlayer: View {
  var body: some View { Text("Now playing") }
}

struct StationsView: View {
  var body: some View {
    NavigationLink("Jazz") { JazzView() }
  }
}

struct JazzView: View {
  var body: some View { Text("Jazz") }
}

struct PodcastsView: View {
  var body: some View { Text("Podcasts") }
}
