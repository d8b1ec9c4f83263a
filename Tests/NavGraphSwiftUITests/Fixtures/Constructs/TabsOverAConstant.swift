import SwiftUI

// Tabs made by `ForEach` over a router's constant that holds the cases of the tab enum
// (`let sections = Section.allCases`): one tab per case, as `ForEach(Section.allCases)` makes.
enum Section: String, CaseIterable, Hashable {
  case garden, kitchen
}

final class HouseRouter: ObservableObject {
  @Published var current = Section.garden

  let sections = Section.allCases
}

@main
struct HouseApp: App {
  @StateObject private var router = HouseRouter()

  var body: some Scene {
    WindowGroup {
      TabView(selection: $router.current) {
        ForEach(router.sections, id: \.rawValue) { section in
          room(for: section)
            .tabItem { Text(section.rawValue) }
            .tag(section)
        }
      }
    }
  }

  @ViewBuilder
  func room(for section: Section) -> some View {
    switch section {
    case .garden: GardenView()
    case .kitchen: KitchenView()
    }
  }
}

struct GardenView: View {
  var body: some View { Text("Garden") }
}

struct KitchenView: View {
  var body: some View { Text("Kitchen") }
}
