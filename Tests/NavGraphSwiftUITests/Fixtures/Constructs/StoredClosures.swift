// swift-format-ignore-file
import SwiftUI

@main
struct StoredClosuresApp: App {
    @StateObject private var router = Router()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                OrdersView()
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .track: TrackView()
                        case .help: HelpView()
                        case .about: AboutView()
                        case .saved: SavedView()
                        case .receipt: ReceiptView()
                        }
                    }
            }
            .environmentObject(router)
        }
    }
}

enum Route: Hashable { case track, help, about, saved, receipt }

final class Router: ObservableObject {
    @Published var path = NavigationPath()
    func push(_ route: Route) { path.append(route) }
}

final class Checkout: ObservableObject {
    var onFinish: (() -> Void)?
}

struct DialogData {
    let title: String
    let primaryAction: (String, () -> Void)
}

struct BannerData {
    let text: String
    let action: () -> Void
}

struct OrdersView: View {
    @EnvironmentObject private var router: Router
    @StateObject private var checkout = Checkout()
    @State private var dialog: DialogData?

    var body: some View {
        VStack {
            // A closure inside a value given to a view, called by that view: read.
            Banner(data: BannerData(text: "Help", action: { router.push(.help) }))
            // A closure given to a view's initializer under another name, called in that view: read.
            SaveButton(onSave: { router.push(.saved) })
            Button("Order") {
                // A closure in a tuple in a value kept in state, for an alert to call.
                dialog = DialogData(title: "Done", primaryAction: ("Track Order", { router.push(.track) }))
            }
            Button("Pay") {
                // A variable holding a closure, stored in an object's property.
                let showReceipt = { router.push(.receipt) }
                checkout.onFinish = showReceipt
            }
            Button("Later") { checkout.onFinish = { router.push(.about) } }
            // A stored closure that does not navigate is not reported.
            Banner(data: BannerData(text: "Count", action: { print("tapped") }))
        }
    }
}

struct Banner: View {
    let data: BannerData
    var body: some View { Button(data.text) { data.action() } }
}

struct SaveButton: View {
    let save: () -> Void
    init(onSave: @escaping () -> Void) { self.save = onSave }
    var body: some View { Button("Save", action: save) }
}

struct TrackView: View { var body: some View { Text("Track") } }
struct HelpView: View { var body: some View { Text("Help") } }
struct AboutView: View { var body: some View { Text("About") } }
struct SavedView: View { var body: some View { Text("Saved") } }
struct ReceiptView: View { var body: some View { Text("Receipt") } }
