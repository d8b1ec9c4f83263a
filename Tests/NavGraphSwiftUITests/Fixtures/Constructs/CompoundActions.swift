// swift-format-ignore-file
import SwiftUI

enum Route: Hashable {
    case profile
    case orders
}

enum Section: Hashable {
    case home, account
}

final class AppRouter: ObservableObject {
    @Published var path: [Route] = []
    @Published var section: Section = .home
    @Published var showLogin = false

    func openProfileFromSheet() {
        showLogin = false
        path.append(.profile)
    }
}

@main
struct CompoundApp: App {
    @StateObject private var router = AppRouter()

    var body: some Scene {
        WindowGroup {
            TabView(selection: $router.section) {
                NavigationStack(path: $router.path) {
                    HomeScreen()
                        .navigationDestination(for: Route.self) { route in
                            switch route {
                            case .profile: ProfileScreen()
                            case .orders: OrdersScreen()
                            }
                        }
                }
                .tag(Section.home)
                .tabItem { Label("Home", systemImage: "house") }
                AccountScreen()
                    .tag(Section.account)
                    .tabItem { Label("Account", systemImage: "person") }
            }
            .sheet(isPresented: $router.showLogin) {
                LoginSheet()
            }
            .environmentObject(router)
        }
    }
}

struct HomeScreen: View {
    @EnvironmentObject var router: AppRouter

    var body: some View {
        VStack {
            Button("Log in") { router.showLogin = true }
            Button("Orders") { router.path.append(.orders) }
        }
    }
}

struct LoginSheet: View {
    @EnvironmentObject var router: AppRouter
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Button("See profile") {
                dismiss()
                router.path.append(.profile)
            }
            Button("Profile via router") { router.openProfileFromSheet() }
        }
    }
}

struct ProfileScreen: View {
    var body: some View { Text("Profile") }
}

struct OrdersScreen: View {
    @EnvironmentObject var router: AppRouter

    var body: some View {
        Button("Go home") {
            router.path = []
            router.section = .home
        }
    }
}

struct AccountScreen: View {
    @EnvironmentObject var router: AppRouter

    var body: some View {
        Button("Recent order") {
            if router.path.isEmpty {
                router.section = .home
                router.path.append(.orders)
            } else {
                router.section = .home
            }
        }
    }
}
