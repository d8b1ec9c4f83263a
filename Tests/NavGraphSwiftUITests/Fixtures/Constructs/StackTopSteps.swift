import SwiftUI

// A guide whose one `next()` picks its move by the route on top of its stack: the stack's root
// goes to the first stop, each stop to the one after, the last stop ends the tour.
@main
struct MuseumApp: App {
  var body: some Scene {
    WindowGroup { MuseumLobby() }
  }
}

@Observable final class MuseumGuide {
  var path: [Gallery] = []
  var done = false

  func next() {
    switch path.last {
    case nil:
      path.append(.sculpture)
    case .sculpture?:
      path.append(.paintings)
    case .paintings:
      path.append(.prints)
    default:
      done = true
    }
  }
}

enum Gallery: Hashable {
  case sculpture
  case paintings
  case prints
}

struct MuseumLobby: View {
  @State private var touring = false

  var body: some View {
    Button("Tour") { touring = true }
      .sheet(isPresented: $touring) { MuseumTour() }
  }
}

struct MuseumTour: View {
  @State private var guide = MuseumGuide()
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack(path: $guide.path) {
      TourDesk()
        .navigationDestination(for: Gallery.self) { gallery in
          switch gallery {
          case .sculpture: SculptureHall()
          case .paintings: PaintingHall()
          case .prints: PrintRoom()
          }
        }
    }
    .environment(guide)
    .onChange(of: guide.done) { _, done in
      if done { dismiss() }
    }
  }
}

struct TourDesk: View {
  @Environment(MuseumGuide.self) private var guide
  var body: some View { Button("Start") { guide.next() } }
}

struct SculptureHall: View {
  @Environment(MuseumGuide.self) private var guide
  var body: some View { Button("On") { guide.next() } }
}

struct PaintingHall: View {
  @Environment(MuseumGuide.self) private var guide
  var body: some View { Button("On") { guide.next() } }
}

struct PrintRoom: View {
  @Environment(MuseumGuide.self) private var guide
  var body: some View { Button("Finish") { guide.next() } }
}
