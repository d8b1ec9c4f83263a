// swift-format-ignore-file
// Glue: the seed does not show its pages; these are the links samples/router.json gives them,
// written with the seed's router calls.
import SwiftUI

@main
struct RouterApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

struct ContentView: View {
    @Environment(Router.self) var router: Router

    var body: some View {
        VStack {
            Button("gotoPageA") { router.navigate(to: .pageA(models: [])) }
            Button("gotoPageB") { router.navigate(to: .pageB) }
        }
    }
}

struct PageAView: View {
    @Environment(Router.self) var router: Router
    let models: [Model]

    var body: some View {
        VStack {
            Button("gotoPageB") { router.navigate(to: .pageB) }
            Button("navigateBack") { router.navigateBack() }
            Button("navigateToRoot") { router.navigateToRoot() }
        }
    }
}

struct PageBView: View {
    @Environment(Router.self) var router: Router

    var body: some View {
        VStack {
            Button("navigateBack") { router.navigateBack() }
            Button("navigateToRoot") { router.navigateToRoot() }
        }
    }
}
