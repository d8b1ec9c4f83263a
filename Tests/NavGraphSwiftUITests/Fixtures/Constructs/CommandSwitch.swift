// swift-format-ignore-file
import SwiftUI

// A router method that switches on its parameter, called with a constant case: the call does what
// that case does, not every case; called with a value the reader cannot tell, every case is an
// alternative.

enum Room: Hashable {
    case kitchen, cellar
}

enum Command {
    case kitchen, cellar, keys
}

enum Drawer: String, Identifiable {
    case keys
    var id: String { rawValue }
}

final class House: ObservableObject {
    @Published var path = NavigationPath()
    @Published var drawer: Drawer?

    func command(_ command: Command) {
        switch command {
        case .kitchen: path.append(Room.kitchen)
        case .cellar: path.append(Room.cellar)
        case .keys: drawer = .keys
        }
    }
}

@main
struct HouseApp: App {
    @StateObject private var house = House()

    var body: some Scene {
        WindowGroup {
            HallView()
                .environmentObject(house)
        }
    }
}

struct HallView: View {
    @EnvironmentObject private var house: House
    @State private var chosen: Command = .cellar

    var body: some View {
        NavigationStack(path: $house.path) {
            VStack {
                Button("Kitchen") { house.command(.kitchen) }
                Button("Keys") { house.command(.keys) }
                Button("Chosen") { house.command(chosen) }
            }
            .navigationDestination(for: Room.self) { room in
                switch room {
                case .kitchen: KitchenView()
                case .cellar: CellarView()
                }
            }
            .sheet(item: $house.drawer) { drawer in
                switch drawer {
                case .keys: KeysView()
                }
            }
        }
    }
}

struct KitchenView: View {
    var body: some View { Text("Kitchen") }
}

struct CellarView: View {
    var body: some View { Text("Cellar") }
}

struct KeysView: View {
    var body: some View { Text("Keys") }
}
