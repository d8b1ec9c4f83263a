// swift-format-ignore-file
import SwiftUI

// A stack's path owned by the root and handed down as a `@Binding`: the children push and clear the
// root's stack, as if they owned the path.

enum Trail: Hashable {
    case lake(id: Int)
    case summit
}

enum Season {
    case winter, summer
}

@main
struct HikeApp: App {
    var body: some Scene {
        WindowGroup { TrailRoot() }
    }
}

struct TrailRoot: View {
    @State private var season: Season = .summer
    @State private var trail: [Trail] = []

    var body: some View {
        switch season {
        case .winter:
            ClosedView(season: $season)
        case .summer:
            NavigationStack(path: $trail) {
                TrailList(trail: $trail)
                    .navigationDestination(for: Trail.self) { step in
                        switch step {
                        case .lake(let id): LakeView(trail: $trail, season: $season, id: id)
                        case .summit: SummitView(trail: $trail)
                        }
                    }
            }
        }
    }
}

struct ClosedView: View {
    @Binding var season: Season

    var body: some View {
        Button("Open the season") { season = .summer }
    }
}

struct TrailList: View {
    @Binding var trail: [Trail]

    var body: some View {
        Button("Lake") { trail.append(.lake(id: 3)) }
    }
}

struct LakeView: View {
    @Binding var trail: [Trail]
    @Binding var season: Season
    let id: Int

    var body: some View {
        VStack {
            Button("Climb") { trail.append(.summit) }
            Button("Back") { trail.removeLast() }
            Button("Close the season") {
                trail.removeLast(trail.count)
                season = .winter
            }
            TrailFooter(steps: $trail)
        }
    }
}

struct TrailFooter: View {
    @Binding var steps: [Trail]

    var body: some View {
        Button("Start again") { steps.removeAll() }
    }
}

struct SummitView: View {
    @Binding var trail: [Trail]

    var body: some View {
        VStack {
            Button("Home") { trail = [] }
            Button("Descend") { trail.removeLast(trail.count) }
            PathNotes(trail: .constant([]))
        }
    }
}

struct PathNotes: View {
    @Binding var trail: [Trail]

    var body: some View {
        Button("Note") { trail.append(.summit) }
    }
}
