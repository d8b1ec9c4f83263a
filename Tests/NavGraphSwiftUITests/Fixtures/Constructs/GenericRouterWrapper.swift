// swift-format-ignore-file
import SwiftUI

// A generic wrapper view over a generic router (`StackHost<Route, Content>`, `Courier<Route>`) that
// registers `.navigationDestination(for: Route.self)` and builds every destination by calling the
// closure its creator gives with the pushed value: `Route` is fixed by the router the creator
// passes (`Courier<Parcel>`), and the creator's `switch` on the value gives the destinations.

enum Parcel: Hashable {
    case letter, crate
}

final class Courier<Route: Hashable>: ObservableObject {
    @Published var paths: [Route] = []

    func send(_ route: Route) {
        paths.append(route)
    }
}

struct StackHost<Route: Hashable, Content: View>: View {
    @ObservedObject var courier: Courier<Route>
    @ViewBuilder var build: (Route) -> Content
    var rootView: () -> Content

    var body: some View {
        NavigationStack(path: $courier.paths) {
            rootView()
                .navigationDestination(for: Route.self) { route in
                    build(route)
                }
        }
        .environmentObject(courier)
    }
}

@main
struct PostApp: App {
    @StateObject private var courier = Courier<Parcel>()

    var body: some Scene {
        WindowGroup {
            StackHost(courier: courier) { parcel in
                switch parcel {
                case .letter: LetterView()
                case .crate: CrateView()
                }
            } rootView: {
                DepotView()
            }
        }
    }
}

struct DepotView: View {
    @EnvironmentObject var courier: Courier<Parcel>

    var body: some View {
        VStack {
            Button("Letter") { courier.send(.letter) }
            Button("Crate") { courier.send(.crate) }
        }
    }
}

struct LetterView: View {
    var body: some View { Text("Letter") }
}

struct CrateView: View {
    var body: some View { Text("Crate") }
}
