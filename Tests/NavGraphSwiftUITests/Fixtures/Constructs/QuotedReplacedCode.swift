import SwiftUI

// A sheet's item set to the first element a closure picks, from a loader the files do not declare:
// the reader warns, quoting the code as written, though the pre-pass replaced the closure.

struct Flare: Identifiable {
  let id: Int
  var seen: Bool
}

@main
struct FlareApp: App {
  var body: some Scene {
    WindowGroup { FlareBoard() }
  }
}

struct FlareBoard: View {
  @State private var unseen: Flare?

  var body: some View {
    Text("Flares")
      .task {
        let flares = await FlareLoader.shared.load()
        unseen = flares.first { flare in
          // the oldest first
          !flare.seen && flare.id > 0 /* any */
        }
      }
      .sheet(item: $unseen) { _ in FlareDetail() }
  }
}

struct FlareDetail: View {
  var body: some View { Text("Flare") }
}
