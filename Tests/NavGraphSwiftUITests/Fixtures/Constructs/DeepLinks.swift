// swift-format-ignore-file
import SwiftUI

enum Tab: Hashable {
    case home, settings
}

enum Route: Hashable {
    case post(id: Int)
}

@main
struct LinksApp: App {
    @State private var tab: Tab = .home
    @State private var path: [Route] = []

    var body: some Scene {
        WindowGroup {
            TabView(selection: $tab) {
                NavigationStack(path: $path) {
                    HomeFeed()
                        .navigationDestination(for: Route.self) { route in
                            switch route {
                            case .post: PostScreen()
                            }
                        }
                }
                .tag(Tab.home)
                .tabItem { Text("Home") }
                SettingsScreen()
                    .tag(Tab.settings)
                    .tabItem { Text("Settings") }
            }
            .onOpenURL { url in
                if url.host == "settings" {
                    tab = .settings
                } else if url.host == "post" {
                    tab = .home
                    path.append(.post(id: 1))
                }
            }
        }
    }
}

struct HomeFeed: View { var body: some View { Text("Feed") } }
struct PostScreen: View { var body: some View { Text("Post") } }
struct SettingsScreen: View { var body: some View { Text("Settings") } }
