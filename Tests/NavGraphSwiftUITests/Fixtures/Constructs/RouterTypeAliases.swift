// swift-format-ignore-file
import SwiftUI

// A generic router named through type aliases (`typealias HarbourRouter = Router<HarbourRoute>`),
// created, held by views and view models, and given as an environment object under the alias.

enum HarbourRoute: Hashable {
    case boat, crane
}

class Router<Route: Hashable>: ObservableObject {
    @Published var path: [Route] = []

    func push(_ route: Route) {
        path.append(route)
    }

    func pop() {
        _ = path.popLast()
    }
}

typealias HarbourRouter = Router<HarbourRoute>

enum Docks {
    typealias Navigator = HarbourRouter
}

@main
struct HarbourApp: App {
    @StateObject private var router = HarbourRouter()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                QuayView(model: QuayModel(router: router))
                    .navigationDestination(for: HarbourRoute.self) { route in
                        switch route {
                        case .boat: BoatView()
                        case .crane: CraneView()
                        }
                    }
            }
            .environmentObject(router)
        }
    }
}

final class QuayModel: ObservableObject {
    private let router: Docks.Navigator

    init(router: Docks.Navigator) {
        self.router = router
    }

    func boatTapped() {
        router.push(.boat)
    }
}

struct QuayView: View {
    @ObservedObject var model: QuayModel

    var body: some View {
        Button("Boat") { model.boatTapped() }
    }
}

struct BoatView: View {
    @EnvironmentObject var router: HarbourRouter

    var body: some View {
        VStack {
            Button("Crane") { router.push(.crane) }
            Button("Back") { router.pop() }
        }
    }
}

struct CraneView: View {
    var body: some View { Text("Crane") }
}
