// swift-format-ignore-file
import SwiftUI

enum Page: Hashable {
    case article(Int)
    case preferences
}

final class PageRouter: ObservableObject {
    @Published var path: [Page] = []

    func open(_ url: URL) {
        if url.host == "preferences" { path.append(.preferences) }
    }
}

/// `.onOpenURL` handlers on the root stack: a closure calling the router, a function of the App
/// named as `perform:`, and two the reader cannot read (an object not in the files read, and a
/// handler that does not navigate).
@main
struct ReaderApp: App {
    @StateObject private var router = PageRouter()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                ShelfScreen()
                    .navigationDestination(for: Page.self) { page in
                        switch page {
                        case .article: ArticleScreen()
                        case .preferences: PreferencesScreen()
                        }
                    }
            }
            .onOpenURL { url in router.open(url) }
            .onOpenURL(perform: openArticle)
            .onOpenURL { url in LinkHandler.shared.handle(url) }
            .onOpenURL { url in print(url) }
            .environmentObject(router)
        }
    }

    func openArticle(_ url: URL) {
        if url.host == "article" { router.path.append(.article(1)) }
    }
}

struct ShelfScreen: View { var body: some View { Text("Shelf") } }
struct ArticleScreen: View { var body: some View { Text("Article") } }
struct PreferencesScreen: View { var body: some View { Text("Preferences") } }
