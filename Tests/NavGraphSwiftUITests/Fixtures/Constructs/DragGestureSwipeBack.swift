// swift-format-ignore-file
import SwiftUI

// A swipe-back written as a drag gesture's end action: `.gesture(DragGesture().onEnded { value in
// if value.translation.width > 100 { trail.popLast() } })`, and a swipe-forward in `onChanged`.

enum TrailStop: Hashable {
    case summit
}

final class TrailRouter: ObservableObject {
    @Published var path: [TrailStop] = []

    func push(_ stop: TrailStop) {
        path.append(stop)
    }

    func popLast() {
        _ = path.popLast()
    }
}

@main
struct TrailApp: App {
    @StateObject private var trail = TrailRouter()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $trail.path) {
                TrailheadView()
                    .navigationDestination(for: TrailStop.self) { stop in
                        switch stop {
                        case .summit: SummitView()
                        }
                    }
            }
            .environmentObject(trail)
        }
    }
}

struct TrailheadView: View {
    @EnvironmentObject var trail: TrailRouter

    var body: some View {
        Text("Swipe left to climb")
            .gesture(
                DragGesture(minimumDistance: 20)
                    .onChanged { value in
                        if value.translation.width < -120 { trail.push(.summit) }
                    }
            )
    }
}

struct SummitView: View {
    @EnvironmentObject var trail: TrailRouter

    var body: some View {
        Text("Summit")
            .gesture(
                DragGesture().onEnded { value in
                    if value.translation.width > 100 {
                        trail.popLast()
                    }
                }
            )
    }
}
