// swift-format-ignore-file
import SwiftUI

enum AppTab: Hashable {
    case home, search, profile
}

final class TabRouter: ObservableObject {
    @Published var selected: AppTab = .home

    func show(_ tab: AppTab) {
        selected = tab
    }
}

@main
struct TabsApp: App {
    @StateObject private var tabs = TabRouter()

    var body: some Scene {
        WindowGroup {
            TabView(selection: $tabs.selected) {
                NavigationStack { HomeView() }
                    .tabItem { Label("Home", systemImage: "house") }
                    .tag(AppTab.home)
                SearchView()
                    .tabItem { Label("Search", systemImage: "magnifyingglass") }
                    .tag(AppTab.search)
                Tab("Profile", systemImage: "person", value: AppTab.profile) {
                    ProfileView()
                }
            }
            .environmentObject(tabs)
        }
    }
}

struct HomeView: View {
    @EnvironmentObject var tabs: TabRouter

    var body: some View {
        Button("Find something") { tabs.show(.search) }
    }
}

struct SearchView: View {
    @EnvironmentObject var tabs: TabRouter

    var body: some View {
        Button("My profile") { tabs.selected = .profile }
    }
}

struct ProfileView: View {
    var body: some View { Text("Profile") }
}
