import SwiftUI

// An optional closure given to a row as one side of a ternary whose other side is `nil`,
// `onListen: track.playable ? { playing = track } : nil`, run by the row's button
// (`onListen?()`); the item drives `.navigationDestination(item:)`.

struct Track: Identifiable, Hashable {
  let id: Int
  let playable: Bool
}

@main
struct FeedApp: App {
  var body: some Scene {
    WindowGroup { Feed(tracks: [Track(id: 1, playable: true)]) }
  }
}

struct Feed: View {
  let tracks: [Track]
  @State private var playing: Track?

  var body: some View {
    NavigationStack {
      List(tracks) { track in
        Row(track: track, onListen: track.playable ? { playing = track } : nil)
      }
      .navigationDestination(item: $playing) { track in Player(track: track) }
    }
  }
}

struct Row: View {
  let track: Track
  var onListen: (() -> Void)? = nil
  var body: some View {
    HStack {
      Text("Track \(track.id)")
      Button("Listen") { onListen?() }
    }
  }
}

struct Player: View {
  let track: Track
  var body: some View { Text("Track \(track.id)") }
}
