// swift-format-ignore-file
import SwiftUI

// A generic wrapper view that builds the stack and is given its root as a `@ViewBuilder` closure:
// the stack's root is what the closure shows (here a switch on state: entry and replace).

enum Chapter: Hashable {
    case preface, index
}

final class Shelf: ObservableObject {
    @Published var chapters: [Chapter] = []
}

@main
struct ReadingApp: App {
    @AppStorage("member") private var member = false
    @StateObject private var shelf = Shelf()

    var body: some Scene {
        WindowGroup {
            ShelfStack {
                if member {
                    LibraryView()
                } else {
                    JoinView()
                }
            }
            .environmentObject(shelf)
        }
    }
}

struct ShelfStack<Root: View>: View {
    @EnvironmentObject private var shelf: Shelf
    @ViewBuilder var root: () -> Root

    var body: some View {
        NavigationStack(path: $shelf.chapters) {
            root()
                .navigationDestination(for: Chapter.self) { chapter in
                    switch chapter {
                    case .preface: PrefaceView()
                    case .index: IndexView()
                    }
                }
        }
    }
}

struct JoinView: View {
    @AppStorage("member") private var member = false

    var body: some View {
        Button("Join") { member = true }
    }
}

struct LibraryView: View {
    @EnvironmentObject private var shelf: Shelf
    @AppStorage("member") private var member = false

    var body: some View {
        VStack {
            Button("Preface") { shelf.chapters.append(.preface) }
            Button("Leave") { member = false }
        }
    }
}

struct PrefaceView: View {
    var body: some View {
        NavigationLink("Index", value: Chapter.index)
    }
}

struct IndexView: View {
    var body: some View { Text("Index") }
}
