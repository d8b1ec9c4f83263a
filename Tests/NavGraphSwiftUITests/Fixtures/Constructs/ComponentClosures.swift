// swift-format-ignore-file
import SwiftUI

@main
struct ShelfApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

enum Page: Hashable {
    case novel
    case poem
}

final class ShelfRouter: ObservableObject {
    @Published var path = NavigationPath()

    func open(_ page: Page) { path.append(page) }
    func back() { path.removeLast() }
}

struct RootView: View {
    @StateObject private var router = ShelfRouter()

    var body: some View {
        NavigationStack(path: $router.path) {
            ShelfScreen()
                .navigationDestination(for: Page.self) { page in
                    switch page {
                    case .novel: NovelScreen()
                    case .poem: PoemScreen()
                    }
                }
        }
        .environmentObject(router)
    }
}

/// Two cards, each given its own action: one link per card, not one link doing both.
struct ShelfScreen: View {
    @EnvironmentObject var router: ShelfRouter

    var body: some View {
        VStack {
            BookCard(title: "Novel", onOpen: { router.open(.novel) })
            BookCard(title: "Poem") { router.open(.poem) }
        }
    }
}

/// A card calls the action its creator gives it.
struct BookCard: View {
    let title: String
    var onOpen: () -> Void

    var body: some View {
        Button(action: onOpen) { Text(title) }
    }
}

/// A bar every screen creates with an action of its own: each screen gets its own action only.
struct BackBar: View {
    let action: () -> Void

    var body: some View {
        Button("Back", action: action)
    }
}

struct NovelScreen: View {
    @EnvironmentObject var router: ShelfRouter

    var body: some View {
        VStack {
            BackBar { router.back() }
            Text("Novel")
        }
    }
}

struct PoemScreen: View {
    @State private var showNotes = false

    var body: some View {
        VStack {
            BackBar { showNotes = true }
            Text("Poem")
        }
        .sheet(isPresented: $showNotes) { NotesScreen() }
    }
}

struct NotesScreen: View { var body: some View { Text("Notes") } }
