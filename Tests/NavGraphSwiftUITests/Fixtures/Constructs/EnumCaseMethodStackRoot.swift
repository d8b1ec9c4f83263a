import SwiftUI

// Each tab's stack root is built by a method of a case of the tab's screen enum
// (`Garden.beds.makeView(navigator: gardener)`), the same method building the pushed screens
// (`$0.makeView(navigator: gardener)`); the views reach the coordinator through a protocol.
@main
struct AllotmentApp: App {
  var body: some Scene {
    WindowGroup { AllotmentTabs() }
  }
}

struct AllotmentTabs: View {
  @StateObject var gardener = Gardener()
  @StateObject var keeper = ShedKeeper()

  var body: some View {
    TabView {
      NavigationStack(path: $gardener.path) {
        Garden.beds.makeView(navigator: gardener)
          .navigationDestination(for: Garden.self) { $0.makeView(navigator: gardener) }
      }
      .tabItem { Label("Garden", systemImage: "leaf") }

      NavigationStack(path: $keeper.path) {
        Shed.tools.makeView(navigator: keeper)
          .navigationDestination(for: Shed.self) { $0.makeView(navigator: keeper) }
      }
      .tabItem { Label("Shed", systemImage: "hammer") }
    }
  }
}

protocol GardenNavigating: AnyObject {
  func showBed(_ name: String)
}

final class Gardener: ObservableObject, GardenNavigating {
  @Published var path: [Garden] = []
  func showBed(_ name: String) { path.append(.bed(name)) }
}

final class ShedKeeper: ObservableObject {
  @Published var path: [Shed] = []
  func showSeeds() { path.append(.seeds) }
  func back() { path.removeLast() }
}

enum Garden: Hashable {
  case beds
  case bed(String)

  @ViewBuilder
  func makeView(navigator: GardenNavigating) -> some View {
    switch self {
    case .beds: BedsView(navigator: navigator)
    case .bed(let name): BedView(name: name)
    }
  }
}

enum Shed: Hashable {
  case tools
  case seeds

  @ViewBuilder
  func makeView(navigator: ShedKeeper) -> some View {
    switch self {
    case .tools: ToolsView(keeper: navigator)
    case .seeds: SeedsView(keeper: navigator)
    }
  }
}

struct BedsView: View {
  let navigator: GardenNavigating
  var body: some View { Button("North bed") { navigator.showBed("north") } }
}

struct BedView: View {
  let name: String
  var body: some View { Text(name) }
}

struct ToolsView: View {
  let keeper: ShedKeeper
  var body: some View { Button("Seeds") { keeper.showSeeds() } }
}

struct SeedsView: View {
  let keeper: ShedKeeper
  var body: some View { Button("Back") { keeper.back() } }
}
