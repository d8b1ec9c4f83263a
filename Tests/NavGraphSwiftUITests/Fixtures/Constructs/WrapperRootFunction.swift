// swift-format-ignore-file
import SwiftUI

// A stack root built by a function of state: `view(for: router.root)` shows the case the router's
// root holds (a root switch: entry, and replace where the root is set); pushed values go through the
// same function.

enum Destination: Hashable {
    case welcome, garden, pond
}

final class GardenRouter: ObservableObject {
    @Published var root: Destination = .welcome
    @Published var path: [Destination] = []

    func start() { root = .garden }
    func show(_ destination: Destination) { path.append(destination) }
}

@main
struct GardenApp: App {
    @StateObject private var router = GardenRouter()

    var body: some Scene {
        WindowGroup {
            GardenRoot()
                .environmentObject(router)
        }
    }
}

struct GardenRoot: View {
    @EnvironmentObject private var router: GardenRouter

    var body: some View {
        NavigationStack(path: $router.path) {
            view(for: router.root)
                .navigationDestination(for: Destination.self) { destination in
                    view(for: destination)
                }
        }
    }

    @ViewBuilder
    func view(for destination: Destination) -> some View {
        switch destination {
        case .welcome: WelcomeView()
        case .garden: GardenView()
        case .pond: PondView()
        }
    }
}

struct WelcomeView: View {
    @EnvironmentObject private var router: GardenRouter

    var body: some View {
        Button("Enter") { router.start() }
    }
}

struct GardenView: View {
    @EnvironmentObject private var router: GardenRouter

    var body: some View {
        Button("Pond") { router.show(.pond) }
    }
}

struct PondView: View {
    var body: some View { Text("Pond") }
}
