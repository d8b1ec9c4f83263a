import SwiftUI

// A hidden link in a button's background, active while an optional holds a value:
// `NavigationLink(destination: ..., isActive: Binding(get: { playing != nil }, set: { if !$0 {
// playing = nil } })) { EmptyView() }.hidden()`, the button setting the optional.

struct Track: Identifiable, Hashable {
  let id: Int
}

@main
struct ShelfApp: App {
  var body: some Scene {
    WindowGroup { Shelf() }
  }
}

struct Shelf: View {
  @State private var playing: Track?

  var body: some View {
    NavigationStack {
      Button("Play") { playing = Track(id: 1) }
        .background(
          NavigationLink(
            destination: Group {
              if let track = playing {
                Player(track: track)
              } else {
                EmptyView()
              }
            },
            isActive: Binding(
              get: { playing != nil },
              set: { if !$0 { playing = nil } }
            )
          ) { EmptyView() }
          .hidden()
        )
    }
  }
}

struct Player: View {
  let track: Track
  var body: some View { Text("Track \(track.id)") }
}
