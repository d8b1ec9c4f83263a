import SwiftUI

@main
struct TripApp: App {
  @StateObject private var router = TripRouter()

  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $router.path) {
        TripList(model: TripListModel(deps: TripListModel.Dependencies(router: router)))
          .navigationDestination(for: TripRoute.self) { route in
            switch route {
            case .itinerary: ItineraryView(model: ItineraryModel(router: router))
            }
          }
      }
    }
  }
}

enum TripRoute: Hashable {
  case itinerary
}

final class TripRouter: ObservableObject {
  @Published var path: [TripRoute] = []

  func show(_ route: TripRoute) { path.append(route) }
  func back() { path.removeLast() }
}

/// A view model that reaches its router through a computed property forwarding into the
/// dependencies it holds.
final class TripListModel: ObservableObject {
  struct Dependencies {
    let router: TripRouter
  }

  private let deps: Dependencies
  private var router: TripRouter { deps.router }

  init(deps: Dependencies) { self.deps = deps }

  func openItinerary() { router.show(.itinerary) }
}

final class ItineraryModel: ObservableObject {
  private let owner: TripRouter
  var router: TripRouter {
    owner
  }

  init(router: TripRouter) { owner = router }

  func close() { router.back() }
}

struct TripList: View {
  @ObservedObject var model: TripListModel

  var body: some View {
    Button("Itinerary") { model.openItinerary() }
  }
}

struct ItineraryView: View {
  @ObservedObject var model: ItineraryModel

  var body: some View {
    Button("Done") { model.close() }
  }
}
