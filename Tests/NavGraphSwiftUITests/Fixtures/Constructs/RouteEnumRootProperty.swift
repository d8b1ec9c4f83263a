// swift-format-ignore-file
import SwiftUI

// The App's root built by a computed property of the route enum held by a router
// (`router.phase.view`), which switches on `self`: a root switch on `router.phase`.

enum Phase {
    case locked, open

    var view: some View {
        Group {
            switch self {
            case .locked: LockView()
            case .open: VaultView()
            }
        }
    }
}

final class VaultRouter: ObservableObject {
    @Published var phase: Phase = .locked
}

@main
struct VaultApp: App {
    @StateObject private var router = VaultRouter()

    var body: some Scene {
        WindowGroup {
            router.phase.view
                .environmentObject(router)
        }
    }
}

struct LockView: View {
    @EnvironmentObject var router: VaultRouter

    var body: some View {
        Button("Unlock") { router.phase = .open }
    }
}

struct VaultView: View {
    @EnvironmentObject var router: VaultRouter

    var body: some View {
        Button("Lock") { router.phase = .locked }
    }
}
