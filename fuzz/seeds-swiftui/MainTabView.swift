import SwiftUI

struct MainTabView: View {
    @EnvironmentObject var router: Router

    var body: some View {
        TabView(selection: $router.tab) {
            NavigationStack(path: $router.path) {
                InboxView()
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .task: TaskDetailView()
                        case .project: ProjectView()
                        case .archive: ArchiveView()
                        }
                    }
            }
            .tabItem { Label("Inbox", systemImage: "tray") }
            .tag(AppTab.inbox)

            NavigationStack {
                TodayView()
            }
            .tabItem { Label("Today", systemImage: "sun.max") }
            .tag(AppTab.today)

            // Bug (inert-link): this tab has no NavigationStack, so SettingsView's links cannot push.
            SettingsView()
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(AppTab.settings)
        }
    }
}
