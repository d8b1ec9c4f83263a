// swift-format-ignore-file
import SwiftUI

enum Destination: Hashable {
    case detail(id: Int)
    case settings
}

/// A router over a NavigationPath: its methods push, pop and reset.
@Observable
final class NavigationRouter {
    var path = NavigationPath()

    func navigate(to destination: Destination) {
        path.append(destination)
    }

    func back() {
        path.removeLast()
    }

    func backTwice() {
        path.removeLast(2)
    }

    func reset() {
        path = NavigationPath()
    }
}

@main
struct RoutersApp: App {
    @State private var router = NavigationRouter()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                StartScreen()
                    .navigationDestination(for: Destination.self) { destination in
                        switch destination {
                        case .detail(let id): DetailScreen(id: id)
                        case .settings: SettingsScreen()
                        }
                    }
            }
            .environment(router)
        }
    }
}

struct StartScreen: View {
    @Environment(NavigationRouter.self) private var router

    var body: some View {
        VStack {
            Button("Detail") { router.navigate(to: .detail(id: 7)) }
            Button("Settings") { router.navigate(to: .settings) }
        }
    }
}

struct DetailScreen: View {
    @Environment(NavigationRouter.self) private var router
    let id: Int

    var body: some View {
        VStack {
            Button("Next") { router.navigate(to: .detail(id: id + 1)) }
            Button("Back") { router.back() }
            Button("Back twice") { router.backTwice() }
        }
    }
}

struct SettingsScreen: View {
    @Environment(NavigationRouter.self) private var router

    var body: some View {
        Button("Start over") { router.reset() }
    }
}
