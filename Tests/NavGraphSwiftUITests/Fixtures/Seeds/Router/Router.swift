// swift-format-ignore-file
// Transcribed from the third seed (a global Router over a NavigationPath).
import SwiftUI

@Observable
final class Router {

    public enum Destination: Codable, Hashable {
        case pageA(models: [Model])
        case pageB
    }

    var navPath = NavigationPath()

    func navigate(to destination: Destination) {
        navPath.append(destination)
    }

    func navigateBack() {
        navPath.removeLast()
    }

    func navigateToRoot() {
        navPath.removeLast(navPath.count)
    }
}
