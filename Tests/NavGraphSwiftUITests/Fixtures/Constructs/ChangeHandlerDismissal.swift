import SwiftUI

// A sheet's content closing itself in a change handler on a flag its last step sets.
@main
struct TrailApp: App {
  var body: some Scene {
    WindowGroup { TrailHome() }
  }
}

@Observable final class TrailGuide {
  var path: [TrailStop] = []
  var finished = false

  func finish() { finished = true }
}

enum TrailStop: Hashable {
  case summit
}

struct TrailHome: View {
  @State private var hiking = false

  var body: some View {
    Button("Hike") { hiking = true }
      .sheet(isPresented: $hiking) { TrailFlow() }
  }
}

struct TrailFlow: View {
  @State private var guide = TrailGuide()
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack(path: $guide.path) {
      TrailStart()
        .navigationDestination(for: TrailStop.self) { _ in TrailSummit() }
    }
    .environment(guide)
    .onChange(of: guide.finished) { _, finished in
      if finished { dismiss() }
    }
  }
}

struct TrailStart: View {
  @Environment(TrailGuide.self) private var guide
  var body: some View { Button("Climb") { guide.path.append(.summit) } }
}

struct TrailSummit: View {
  @Environment(TrailGuide.self) private var guide
  var body: some View { Button("Done") { guide.finish() } }
}
