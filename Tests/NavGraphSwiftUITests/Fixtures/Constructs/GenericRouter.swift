// swift-format-ignore-file
import SwiftUI

// The third seed's advanced router: generic over its destinations.
public protocol Destination: Hashable, Codable {
}

@Observable
final public class Router<Dest: Destination> {
    public var navPath = NavigationPath()

    public init() {
    }
}

public extension Router {
    func navigate(to destination: Dest) {
        navPath.append(destination)
    }

    func navigateBack() {
        navPath.removeLast()
    }

    func navigateToRoot() {
        navPath.removeLast(navPath.count)
    }
}

enum BusinessDestination: Destination {
    case pageA(models: [Model])
    case pageB
}

@main
struct BusinessApp: App {
    var body: some Scene {
        WindowGroup { ContainerView() }
    }
}

struct ContainerView: View {
    @Bindable var router = Router<BusinessDestination>()

    var body: some View {
        NavigationStack(path: $router.navPath) {
            VStack {
                Button("A") { router.navigate(to: .pageA(models: [])) }
            }
            .navigationDestination(for: BusinessDestination.self) { destination in
                switch destination {
                case .pageA: PageA(router: router)
                case .pageB: PageB()
                }
            }
        }
    }
}

struct PageA: View {
    var router: Router<BusinessDestination>

    var body: some View {
        VStack {
            Button("B") { router.navigate(to: .pageB) }
            Button("Back") { router.navigateBack() }
        }
    }
}

struct PageB: View {
    var body: some View { Text("B") }
}
