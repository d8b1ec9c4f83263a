// swift-format-ignore-file
import SwiftUI

// The root built by a method of the route enum held by a router (`router.stage.screen()`), which
// switches on `self`: a root switch on `router.stage`, as `switch router.stage { ... }` written at
// the root is.

enum Stage {
    case welcome, tour, home

    @ViewBuilder
    func screen() -> some View {
        switch self {
        case .welcome: WelcomeView()
        case .tour: TourView()
        case .home: HomeView()
        }
    }
}

final class StageRouter: ObservableObject {
    @Published var stage: Stage = .welcome

    func go(to stage: Stage) {
        self.stage = stage
    }
}

@main
struct FerryApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

struct RootView: View {
    @StateObject private var router = StageRouter()

    var body: some View {
        router.stage
            .screen()
            .environmentObject(router)
    }
}

struct WelcomeView: View {
    @EnvironmentObject var router: StageRouter

    var body: some View {
        Button("Start") { router.go(to: .tour) }
    }
}

struct TourView: View {
    @EnvironmentObject var router: StageRouter

    var body: some View {
        Button("Done") { router.stage = .home }
    }
}

struct HomeView: View {
    @EnvironmentObject var router: StageRouter

    var body: some View {
        Button("Sign out") { router.go(to: .welcome) }
    }
}
