// swift-format-ignore-file
import SwiftUI

// A router whose methods make their change inside a closure given to another of its methods, which
// calls its closure parameter (with or without animation): the change is made.

enum Trail: Hashable {
    case forest, river
}

final class Guide: ObservableObject {
    @Published var path: [Trail] = []

    func go(_ trail: Trail) {
        perform(animated: true) { path.append(trail) }
    }

    func back() {
        perform(animated: false) {
            path.removeLast()
        }
    }

    private func perform(animated: Bool, _ change: () -> Void) {
        if animated {
            withAnimation { change() }
        } else {
            change()
        }
    }
}

@main
struct TrailApp: App {
    @StateObject private var guide = Guide()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $guide.path) {
                StartView()
                    .navigationDestination(for: Trail.self) { trail in
                        switch trail {
                        case .forest: ForestView()
                        case .river: RiverView()
                        }
                    }
            }
            .environmentObject(guide)
        }
    }
}

struct StartView: View {
    @EnvironmentObject private var guide: Guide

    var body: some View {
        Button("Forest") { guide.go(.forest) }
    }
}

struct ForestView: View {
    @EnvironmentObject private var guide: Guide

    var body: some View {
        VStack {
            Button("River") { guide.go(.river) }
            Button("Back") { guide.back() }
        }
    }
}

struct RiverView: View {
    var body: some View { Text("River") }
}
