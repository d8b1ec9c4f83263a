// Construct: one row per case of a `CaseIterable` route enum (`List(Place.allCases)`, also
// `ForEach(Place.allCases)`), each row pushing its own case through a router method: the pushed
// value is the row's case, so each row pushes the screen its case shows, in declaration order.
// Expected (format 1.1): entry Atlas, stack, destinations ["Atlas.Place"];
//   Atlas: push North (Atlas.Place), push South (Atlas.Place) (the router's rows),
//          push North (Atlas.Place) 'Open', push South (Atlas.Place) 'Open' (the links' rows)
import SwiftUI

@main
struct AtlasApp: App {
  var body: some Scene { WindowGroup { Atlas() } }
}

final class AtlasRouter: ObservableObject {
  @Published var path: [Atlas.Place] = []
  func navigate(to place: Atlas.Place) { path.append(place) }
}

struct Atlas: View {
  enum Place: String, Hashable, CaseIterable, Identifiable {
    case north, south
    var id: String { rawValue }
  }
  @StateObject private var router = AtlasRouter()
  var body: some View {
    NavigationStack(path: $router.path) {
      List(Place.allCases) { place in
        Button(place.rawValue) { router.navigate(to: place) }
      }
      Section("Links") {
        ForEach(Place.allCases, id: \.self) { place in
          NavigationLink("Open", value: place)
        }
      }
      .navigationDestination(for: Place.self) { place in
        switch place {
        case .north: North()
        case .south: South()
        }
      }
    }
  }
}
struct North: View { var body: some View { Text("N") } }
struct South: View { var body: some View { Text("S") } }
