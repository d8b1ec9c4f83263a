// swift-format-ignore-file
import SwiftUI

// A stack root built by a builder method of a coordinator given a constant: `coordinator.build(page:
// .harbour)` is the view of that case only. The App shows it through a view that only wraps the
// view holding the stack.

enum Page: Hashable {
    case harbour, dock, boat
}

final class PortCoordinator: ObservableObject {
    @Published var path = NavigationPath()

    func push(_ page: Page) { path.append(page) }

    @ViewBuilder
    func build(page: Page) -> some View {
        switch page {
        case .harbour: HarbourScreen()
        case .dock: DockScreen()
        case .boat: BoatScreen()
        }
    }
}

@main
struct PortApp: App {
    @StateObject private var coordinator = PortCoordinator()

    var body: some Scene {
        WindowGroup {
            PortShell()
                .environmentObject(coordinator)
        }
    }
}

struct PortShell: View {
    var body: some View {
        PortRoot()
    }
}

struct PortRoot: View {
    @EnvironmentObject private var coordinator: PortCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.build(page: .harbour)
                .navigationDestination(for: Page.self) { page in
                    coordinator.build(page: page)
                }
        }
    }
}

struct HarbourScreen: View {
    @EnvironmentObject private var coordinator: PortCoordinator

    var body: some View {
        Button("Dock") { coordinator.push(.dock) }
    }
}

struct DockScreen: View {
    @EnvironmentObject private var coordinator: PortCoordinator

    var body: some View {
        Button("Boat") { coordinator.push(.boat) }
    }
}

struct BoatScreen: View {
    var body: some View { Text("Boat") }
}
