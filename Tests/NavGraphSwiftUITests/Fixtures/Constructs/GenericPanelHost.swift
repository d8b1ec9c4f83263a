import SwiftUI

// A generic presenter and a generic host view, their route parameter constrained to a protocol the
// app's one route enum conforms to: the host presents that enum's cases.
protocol PanelRoute: Identifiable, Hashable {
  associatedtype Body: View
  @MainActor @ViewBuilder func view() -> Body
}

enum OrchardPanel: PanelRoute {
  case basket
  case ladder

  var id: Self { self }

  @ViewBuilder
  func view() -> some View {
    switch self {
    case .basket: BasketPanel()
    case .ladder: LadderPanel()
    }
  }
}

final class PanelPresenter<Route: PanelRoute>: ObservableObject {
  @Published var shown: Route?

  func show(_ route: Route) { shown = route }
  func close() { shown = nil }
}

struct PanelHost<Route: PanelRoute>: View {
  @ObservedObject var presenter: PanelPresenter<Route>

  var body: some View {
    Color.clear
      .sheet(item: $presenter.shown) { route in
        route.view()
          .environmentObject(presenter)
      }
  }
}

extension View {
  func panelHost<Route: PanelRoute>(_ presenter: PanelPresenter<Route>) -> some View {
    overlay(PanelHost(presenter: presenter))
  }
}

@main
struct OrchardApp: App {
  var body: some Scene {
    WindowGroup { OrchardHome() }
  }
}

struct OrchardHome: View {
  @StateObject private var presenter = PanelPresenter<OrchardPanel>()

  var body: some View {
    VStack {
      Button("Basket") { presenter.show(.basket) }
      Button("Ladder") { presenter.show(.ladder) }
    }
    .panelHost(presenter)
  }
}

struct BasketPanel: View {
  @EnvironmentObject var presenter: PanelPresenter<OrchardPanel>

  var body: some View {
    Button("Close") { presenter.close() }
  }
}

struct LadderPanel: View {
  var body: some View { Text("Ladder") }
}
