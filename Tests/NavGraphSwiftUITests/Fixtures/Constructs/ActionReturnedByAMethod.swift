import SwiftUI

// A tap action returned by a helper method: the grid gives each badge `onTap: action(for: level)`,
// and `action(for:)` returns a closure calling the grid's own callbacks by the level's status (or
// nil for a locked level). The map screen's callbacks push a level's detail or show a medal sheet.
@main
struct SummitApp: App {
  var body: some Scene {
    WindowGroup {
      SummitMapView()
    }
  }
}

enum LevelStatus {
  case done
  case open
  case locked
}

struct Level: Identifiable, Hashable {
  let id: Int
  let status: LevelStatus
}

struct SummitMapView: View {
  @State private var path: [Level] = []
  @State private var medalLevel: Level?
  private let levels = [Level(id: 1, status: .done), Level(id: 2, status: .open)]

  var body: some View {
    NavigationStack(path: $path) {
      LevelGrid(
        levels: levels,
        onDoneTap: { level in medalLevel = level },
        onOpenTap: { level in path.append(level) }
      )
      .navigationDestination(for: Level.self) { level in
        LevelDetailView(level: level)
      }
      .fullScreenCover(item: $medalLevel) { level in
        MedalView(level: level)
      }
    }
  }
}

struct LevelGrid: View {
  let levels: [Level]
  var onDoneTap: ((Level) -> Void)?
  var onOpenTap: ((Level) -> Void)?

  var body: some View {
    VStack {
      ForEach(levels) { level in
        LevelBadge(level: level, onTap: action(for: level))
      }
    }
  }

  private func action(for level: Level) -> (() -> Void)? {
    switch level.status {
    case .done:
      return { onDoneTap?(level) }
    case .open:
      return { onOpenTap?(level) }
    case .locked:
      return nil
    }
  }
}

struct LevelBadge: View {
  let level: Level
  var onTap: (() -> Void)?

  var body: some View {
    Text("Level \(level.id)")
      .onTapGesture { onTap?() }
  }
}

struct LevelDetailView: View {
  let level: Level

  var body: some View { Text("Level \(level.id)") }
}

struct MedalView: View {
  let level: Level
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Close") { dismiss() }
  }
}
