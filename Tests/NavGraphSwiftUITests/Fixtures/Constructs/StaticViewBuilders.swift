// swift-format-ignore-file
import SwiftUI

// Views built by static functions of types declared in the files read (`enum XBuilder { static
// func build(...) -> some View }`), called as a tab's content, a stack's root in a flow view, a
// push destination and a sheet's content: the view each returns is the screen.

enum GardenRoute: Hashable {
    case bed(Int)
}

final class GardenRouter: ObservableObject {
    @Published var path: [GardenRoute] = []

    func open(_ route: GardenRoute) {
        path.append(route)
    }
}

@main
struct AllotmentApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                GardenFlow()
                    .tabItem { Label("Garden", systemImage: "leaf") }
                ShedViewBuilder.build(title: "Shed")
                    .tabItem { Label("Shed", systemImage: "hammer") }
            }
        }
    }
}

struct GardenFlow: View {
    @StateObject private var router = GardenRouter()

    var body: some View {
        NavigationStack(path: $router.path) {
            GardenViewBuilder.build(router: router)
                .navigationDestination(for: GardenRoute.self) { route in
                    switch route {
                    case .bed(let number): BedViewBuilder.build(number: number)
                    }
                }
        }
    }
}

enum GardenViewBuilder {
    @ViewBuilder
    static func build(router: GardenRouter) -> some View {
        let model = GardenModel(router: router)
        GardenView(model: model)
    }
}

enum BedViewBuilder {
    static func build(number: Int) -> some View {
        return BedView(number: number)
    }
}

enum ShedViewBuilder {
    static func build(title: String) -> some View {
        ShedView(title: title)
    }
}

enum ToolViewBuilder {
    static func build() -> some View {
        ToolView()
    }
}

final class GardenModel: ObservableObject {
    let router: GardenRouter

    init(router: GardenRouter) {
        self.router = router
    }

    func bedTapped() {
        router.open(.bed(1))
    }
}

struct GardenView: View {
    @ObservedObject var model: GardenModel

    var body: some View {
        Button("Bed one") { model.bedTapped() }
    }
}

struct BedView: View {
    let number: Int

    var body: some View { Text("Bed") }
}

struct ShedView: View {
    let title: String
    @State private var showTools = false

    var body: some View {
        Button("Tools") { showTools = true }
            .sheet(isPresented: $showTools) {
                ToolViewBuilder.build()
            }
    }
}

struct ToolView: View {
    var body: some View { Text("Tools") }
}
