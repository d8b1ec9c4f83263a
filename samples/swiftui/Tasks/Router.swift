import SwiftUI

enum Route: Hashable {
    case task
    case project
    case archive
}

enum AppTab: Hashable {
    case inbox, today, settings
}

/// The inbox's stack and the selected tab, shared by every screen.
final class Router: ObservableObject {
    @Published var path = NavigationPath()
    @Published var tab: AppTab = .inbox

    func show(_ route: Route) {
        path.append(route)
    }

    func back() {
        path.removeLast()
    }

    func backToInbox() {
        path = NavigationPath()
    }
}
