// swift-format-ignore-file
import SwiftUI

enum ShowRoute: Hashable {
    case episode(Int)
    case actor(String)
}

/// The state of the tab bar, kept in one struct of the router: a path per tab.
struct TabBarState {
    var episodesPath: [ShowRoute] = []
    var actorsPath: [ShowRoute] = []
}

final class ShowRouter: ObservableObject {
    @Published var tabBar = TabBarState()
}

@main
struct ShowsApp: App {
    @StateObject private var router = ShowRouter()

    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack(path: $router.tabBar.episodesPath) {
                    EpisodesScreen()
                        .navigationDestination(for: ShowRoute.self) { route in
                            switch route {
                            case .episode(let number): EpisodeScreen(number: number)
                            case .actor(let name): ActorScreen(name: name)
                            }
                        }
                }
                .tabItem { Label("Episodes", systemImage: "tv") }
                NavigationStack(path: $router.tabBar.actorsPath) {
                    ActorsScreen()
                        .navigationDestination(for: ShowRoute.self) { route in
                            switch route {
                            case .episode(let number): EpisodeScreen(number: number)
                            case .actor(let name): ActorScreen(name: name)
                            }
                        }
                }
                .tabItem { Label("Actors", systemImage: "person.2") }
            }
            .environmentObject(router)
        }
    }
}

struct EpisodesScreen: View {
    @EnvironmentObject private var router: ShowRouter

    var body: some View {
        Button("Pilot") { router.tabBar.episodesPath.append(.episode(1)) }
    }
}

struct ActorsScreen: View {
    @EnvironmentObject private var router: ShowRouter

    var body: some View {
        Button("Lead in the pilot") { router.tabBar.actorsPath = [.episode(1), .actor("Lead")] }
    }
}

struct EpisodeScreen: View {
    let number: Int
    var body: some View { Text("Episode \(number)") }
}

struct ActorScreen: View {
    let name: String
    var body: some View { Text(name) }
}
