import SwiftUI

@main
struct TrailApp: App {
  var body: some Scene { WindowGroup { TrailList() } }
}

struct Trail: Identifiable {
  let id = UUID()
}

/// The sheet's binding shows it while the flag is set and a trail is picked, and stores the flag
/// when SwiftUI closes it: it stands for the flag, the pick only guarding it.
struct TrailList: View {
  @State private var picked: Trail?
  @State private var showsTrail = false

  var body: some View {
    Button("Open a trail") {
      picked = Trail()
      showsTrail = true
    }
    .sheet(
      isPresented: Binding(
        get: { showsTrail && picked != nil },
        set: { showsTrail = $0 }
      )
    ) {
      TrailDetail()
    }
  }
}

struct TrailDetail: View {
  var body: some View { Text("Trail") }
}
