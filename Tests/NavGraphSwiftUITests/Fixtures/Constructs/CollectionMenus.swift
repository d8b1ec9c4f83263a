// swift-format-ignore-file
import SwiftUI

@main
struct MenuApp: App {
    var body: some Scene {
        WindowGroup {
            AccountScreen()
        }
    }
}

enum Place: Hashable {
    case orders
    case help
}

final class MenuRouter: ObservableObject {
    @Published var path = NavigationPath()

    func show(_ place: Place) { path.append(place) }
}

struct MenuEntry: Identifiable {
    let id = UUID()
    let title: String
    let place: Place
}

/// Menus built from lists written in the code: each element's button goes to its own place.
struct AccountScreen: View {
    @StateObject private var router = MenuRouter()

    var body: some View {
        NavigationStack(path: $router.path) {
            VStack {
                section(entries: [
                    MenuEntry(title: "Orders", place: .orders),
                    MenuEntry(title: "Help", place: .help),
                ])
                ForEach([Place.orders, Place.help], id: \.self) { place in
                    Button("Go") { router.show(place) }
                }
            }
            .navigationDestination(for: Place.self) { place in
                switch place {
                case .orders: OrdersScreen()
                case .help: HelpScreen()
                }
            }
        }
    }

    private func section(entries: [MenuEntry]) -> some View {
        ForEach(entries) { entry in
            Button(entry.title) { router.show(entry.place) }
        }
    }
}

struct OrdersScreen: View {
    var body: some View { Text("Orders") }
}

struct HelpScreen: View {
    var body: some View { Text("Help") }
}
