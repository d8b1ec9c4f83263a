import SwiftUI

// Tabs made by a ForEach over an enum's cases, each tab's title and icon built by computed
// properties of the enum that switch on `self`; one title is not a literal.
@main
struct BakeryApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        ForEach(BakeryTab.allCases, id: \.self) { tab in
          tab.screen
            .tabItem { Label(tab.title, systemImage: tab.icon) }
            .tag(tab)
        }
      }
    }
  }
}

enum BakeryTab: CaseIterable {
  case breads, cakes, orders

  var title: String {
    switch self {
    case .breads: "Breads"
    case .cakes: return "Cakes"
    case .orders: String(localized: "Orders")
    }
  }

  var icon: String {
    switch self {
    case .breads: "birthday.cake"
    case .cakes: "fork.knife"
    case .orders: "list.bullet"
    }
  }

  @ViewBuilder var screen: some View {
    switch self {
    case .breads: BreadsView()
    case .cakes: CakesView()
    case .orders: OrdersView()
    }
  }
}

struct BreadsView: View {
  var body: some View { Text("Breads") }
}

struct CakesView: View {
  var body: some View { Text("Cakes") }
}

struct OrdersView: View {
  var body: some View { Text("Orders") }
}
