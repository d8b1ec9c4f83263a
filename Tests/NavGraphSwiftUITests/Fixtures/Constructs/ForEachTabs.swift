import SwiftUI

// Tabs made by a ForEach over the cases of an enum, each tab's view and label built by computed
// properties of the enum.
@main
struct MarketApp: App {
  @State private var selected: MarketTab = .stalls

  var body: some Scene {
    WindowGroup {
      TabView(selection: $selected) {
        ForEach(MarketTab.allCases) { tab in
          tab.screen
            .tag(tab)
            .tabItem { tab.label }
        }
      }
    }
  }
}

enum MarketTab: String, CaseIterable, Identifiable {
  case stalls, basket

  var id: String { rawValue }

  @ViewBuilder var screen: some View {
    switch self {
    case .stalls: NavigationStack { StallsView() }
    case .basket: BasketView()
    }
  }

  var label: Label<Text, Image> {
    switch self {
    case .stalls: Label("Stalls", systemImage: "storefront")
    case .basket: Label("Basket", systemImage: "basket")
    }
  }
}

struct StallsView: View {
  var body: some View {
    NavigationLink("Cheese") { CheeseView() }
  }
}

struct CheeseView: View {
  var body: some View { Text("Cheese") }
}

struct BasketView: View {
  var body: some View { Text("Basket") }
}
