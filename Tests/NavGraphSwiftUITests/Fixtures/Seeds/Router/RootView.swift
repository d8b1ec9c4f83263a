// swift-format-ignore-file
// Transcribed from the third seed: its NavigationStack snippet, in a view (glue: the seed shows the
// snippet without the view around it), and its SubView.
import SwiftUI

struct RootView: View { // glue
    @Bindable var router = Router()    // 定义 router 变量

    var body: some View { // glue
        NavigationStack(path: $router.navPath) {
            ContentView()
                .navigationDestination(for: Router.Destination.self) { destination in
                    switch destination {
                    case .pageA(let models):
                        PageAView(models: models)
                    case .pageB:
                        PageBView()
                    }
                }
        }
        .frame(width: CONTENT_VIEW_WIDTH, height: CONTENT_VIEW_HEIGHT)
        .environment(router)
    }
}

struct SubView: View {
    @Environment(Router.self) var router: Router

    private func gotoPageA() {
        router.navigate(to: .pageA(models: models))
    }
}
