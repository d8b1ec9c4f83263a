import SwiftUI

// A splash that covers itself after a moment with a container whose body is only a choice on a
// stored flag: the cover shows the branch the flag selects, the tour until it is seen.
@main
struct MossApp: App {
  var body: some Scene {
    WindowGroup {
      MossSplash()
    }
  }
}

struct MossSplash: View {
  @State private var showGate = false

  var body: some View {
    Text("Moss")
      .onAppear { showGate = true }
      .fullScreenCover(isPresented: $showGate) {
        MossGate()
      }
  }
}

struct MossGate: View {
  @AppStorage("tourSeen") private var tourSeen = false

  var body: some View {
    Group {
      if tourSeen {
        MossGarden()
      } else {
        MossTour()
      }
    }
  }
}

// A container of the same kind over a flag whose first value the reader cannot tell: warned, read
// as before.
struct MossTour: View {
  @AppStorage("tourSeen") private var tourSeen = false
  @State private var showShed = false

  var body: some View {
    VStack {
      Button("Start") { tourSeen = true }
      Button("Shed") { showShed = true }
    }
    .sheet(isPresented: $showShed) { MossShedGate() }
  }
}

struct MossGarden: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Beds") { MossBeds() }
    }
  }
}

struct MossBeds: View {
  var body: some View { Text("Beds") }
}

enum MossClock {
  static var isDay: Bool { true }
}

struct MossShedGate: View {
  @State private var ready = MossClock.isDay

  var body: some View {
    if ready {
      MossGarden()
    } else {
      MossTour()
    }
  }
}
