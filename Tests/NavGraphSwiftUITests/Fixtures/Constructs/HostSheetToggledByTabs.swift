import SwiftUI

// A sheet on the tab bar's host over a shared model's flag, toggled by the tabs' screens (a tab
// root, a screen pushed in a tab) that the sheet covers while it is up; the sheet's own screen and a
// screen pushed inside the sheet toggle it too.
@main
struct LarkApp: App {
  @StateObject private var player = LarkPlayer()

  var body: some Scene {
    WindowGroup {
      LarkTabs()
        .environmentObject(player)
    }
  }
}

final class LarkPlayer: ObservableObject {
  @Published var isPlayerOpen = false
}

struct LarkTabs: View {
  @EnvironmentObject var player: LarkPlayer

  var body: some View {
    TabView {
      NavigationView {
        LarkSongs()
      }
      .tabItem { Label("Songs", systemImage: "music.note") }
      NavigationView {
        LarkAlbums()
      }
      .tabItem { Label("Albums", systemImage: "square.stack") }
    }
    .sheet(isPresented: $player.isPlayerOpen) {
      LarkNowPlaying()
    }
  }
}

struct LarkSongs: View {
  @EnvironmentObject var player: LarkPlayer

  var body: some View {
    Button("Play") { player.isPlayerOpen.toggle() }
  }
}

struct LarkAlbums: View {
  var body: some View {
    NavigationLink("Album") { LarkAlbum() }
  }
}

struct LarkAlbum: View {
  @EnvironmentObject var player: LarkPlayer

  var body: some View {
    Button("Play album") { player.isPlayerOpen.toggle() }
  }
}

struct LarkNowPlaying: View {
  @EnvironmentObject var player: LarkPlayer

  var body: some View {
    NavigationView {
      VStack {
        Button("Close") { player.isPlayerOpen.toggle() }
        NavigationLink("Queue") { LarkQueue() }
      }
    }
  }
}

struct LarkQueue: View {
  @EnvironmentObject var player: LarkPlayer

  var body: some View {
    Button("Hide") { player.isPlayerOpen.toggle() }
  }
}
