import SwiftUI

// A list whose rows push elements of an array held by a model no file declares, with the
// list's own `.navigationDestination(for: Reel.self)`, shown in a stack another view holds: the
// value is read as a `Reel`, the one type the pushing screen registers.
@main
struct ReelApp: App {
  var body: some Scene {
    WindowGroup { ReelTab() }
  }
}

struct ReelTab: View {
  @StateObject private var library = ReelLibrary()
  var body: some View {
    NavigationStack {
      ReelList(library: library).navigationTitle("Reels")
    }
  }
}

struct ReelList: View {
  @ObservedObject var library: ReelLibrary
  var body: some View {
    List {
      ForEach(library.reels) { reel in
        NavigationLink(value: reel) { Text(reel.title) }
      }
    }
    .navigationDestination(for: Reel.self) { reel in ReelPlayer(reel: reel) }
  }
}

struct Reel: Hashable, Identifiable {
  let id: Int
  let title: String
}

struct ReelPlayer: View {
  let reel: Reel
  var body: some View { Text(reel.title) }
}
