import SwiftUI

// Route enums that are themselves views: each case's view, built by the enum's `body` switching on
// `self`, is a destination of `.navigationDestination(for: Trail.self) { $0 }`, and of
// `{ summit in summit }` for the other enum.
@main
struct TrailApp: App {
  var body: some Scene {
    WindowGroup { TrailheadView() }
  }
}

struct Ridge: Hashable {
  var name: String
}

enum Trail: Hashable, View {
  case map
  case ridge(Ridge)

  var body: some View {
    switch self {
    case .map: TrailMapView()
    case .ridge(let ridge): RidgeView(ridge: ridge)
    }
  }
}

enum Summit: Hashable, View {
  case cairn, logbook

  var body: some View {
    switch self {
    case .cairn: CairnView()
    case .logbook: LogbookView()
    }
  }
}

struct TrailheadView: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Map", value: Trail.map)
        NavigationLink("North ridge", value: Trail.ridge(Ridge(name: "North")))
      }
      .navigationDestination(for: Trail.self) { $0 }
    }
  }
}

struct TrailMapView: View {
  var body: some View { Text("Map") }
}

struct RidgeView: View {
  let ridge: Ridge
  @State private var climbing = false

  var body: some View {
    Button("Climb") { climbing = true }
      .sheet(isPresented: $climbing) { SummitView() }
  }
}

struct SummitView: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Cairn", value: Summit.cairn)
      }
      .navigationDestination(for: Summit.self) { summit in summit }
    }
  }
}

struct CairnView: View {
  var body: some View { NavigationLink("Logbook", value: Summit.logbook) }
}

struct LogbookView: View {
  var body: some View { Text("Logbook") }
}
