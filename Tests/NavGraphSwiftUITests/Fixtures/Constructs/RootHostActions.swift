// swift-format-ignore-file
import SwiftUI

// A root view whose stack holds a switch on state, with the destinations and an `.onAppear` move
// on the view's own stack and container: each branch screen has them.

enum Chore: Hashable {
    case dishes
}

final class Home: ObservableObject {
    @Published var awake = false
    @Published var chores: [Chore] = []
}

@main
struct ChoresApp: App {
    @StateObject private var home = Home()

    var body: some Scene {
        WindowGroup {
            MorningView()
                .environmentObject(home)
        }
    }
}

struct MorningView: View {
    @EnvironmentObject private var home: Home

    var body: some View {
        NavigationStack(path: $home.chores) {
            Group {
                if home.awake {
                    KitchenTableView()
                } else {
                    BedView()
                }
            }
            .navigationDestination(for: Chore.self) { _ in DishesView() }
        }
        .onAppear { home.chores.append(.dishes) }
    }
}

struct BedView: View {
    @EnvironmentObject private var home: Home

    var body: some View {
        Button("Wake up") { home.awake = true }
    }
}

struct KitchenTableView: View {
    var body: some View { Text("Breakfast") }
}

struct DishesView: View {
    var body: some View { Text("Dishes") }
}
