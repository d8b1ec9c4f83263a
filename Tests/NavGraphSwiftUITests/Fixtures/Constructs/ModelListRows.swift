import SwiftUI

// Rows built from a list a view model writes in its code (`let rows: [Row] = [Row(title: ...,
// route: .orders), ...]`): each row pushes its own element's route, as a list written in the
// view does.

enum DeskRoute: Hashable { case orders, wallet, help }

struct DeskRow: Identifiable {
  let id = UUID()
  let title: String
  let route: DeskRoute
}

final class DeskModel: ObservableObject {
  let rows: [DeskRow] = [
    DeskRow(title: "Orders", route: .orders),
    DeskRow(title: "Wallet", route: .wallet),
  ]

  let extras: [DeskRow] = [DeskRow(title: "Help", route: .help)]
}

@main
struct DeskApp: App {
  var body: some Scene {
    WindowGroup { DeskView() }
  }
}

struct DeskView: View {
  @StateObject private var model = DeskModel()
  @State private var path: [DeskRoute] = []

  var body: some View {
    NavigationStack(path: $path) {
      List {
        ForEach(model.rows) { row in
          Button(row.title) { path.append(row.route) }
        }
        ForEach(model.extras) { row in
          Button(row.title) { path.append(row.route) }
        }
      }
      .navigationDestination(for: DeskRoute.self) { route in
        switch route {
        case .orders: OrdersPage()
        case .wallet: WalletPage()
        case .help: HelpPage()
        }
      }
    }
  }
}

struct OrdersPage: View {
  var body: some View { Text("Orders") }
}

struct WalletPage: View {
  var body: some View { Text("Wallet") }
}

struct HelpPage: View {
  var body: some View { Text("Help") }
}
