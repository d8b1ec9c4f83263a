import SwiftUI

// A side drawer shown on each root screen, its rows setting the root state: on the orders screen,
// the orders row sets the root to the screen already shown, which changes nothing.
final class GullSession: ObservableObject {
  @Published var page: GullPage = .harbor
}

enum GullPage { case harbor, orders, account }

@main
struct GullApp: App {
  @StateObject private var session = GullSession()

  var body: some Scene {
    WindowGroup {
      switch session.page {
      case .harbor: HarborView().environmentObject(session)
      case .orders: OrdersView().environmentObject(session)
      case .account: AccountView().environmentObject(session)
      }
    }
  }
}

enum DrawerRow: Int, CaseIterable {
  case harbor, orders, account

  var title: String {
    switch self {
    case .harbor: "Harbor"
    case .orders: "Orders"
    case .account: "Account"
    }
  }
}

struct SideDrawer: View {
  @EnvironmentObject private var session: GullSession

  var body: some View {
    VStack {
      ForEach(DrawerRow.allCases, id: \.self) { row in
        Button(row.title) {
          switch row.rawValue {
          case 0: session.page = .harbor
          case 1: session.page = .orders
          default: session.page = .account
          }
        }
      }
    }
  }
}

struct HarborView: View {
  var body: some View { SideDrawer() }
}

struct OrdersView: View {
  var body: some View { SideDrawer() }
}

struct AccountView: View {
  var body: some View { SideDrawer() }
}
