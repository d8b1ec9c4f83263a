import SwiftUI

// `KiteRoute` and `Flyer` are declared in a model package the reader is not given.

@main
struct KiteApp: App {
  var body: some Scene {
    WindowGroup { KiteHome() }
  }
}

struct KiteHome: View {
  let recent: [RecentKite] = []
  var body: some View {
    NavigationStack {
      List {
        ForEach(recent) { kite in
          RecentKiteRow(item: kite)
        }
      }
      .navigationDestination(for: KiteRoute.self) { route in
        KiteRouteView(route: route)
      }
    }
  }
}

struct RecentKiteRow: View {
  let item: RecentKite
  var body: some View {
    NavigationLink(
      value: KiteRoute.flyer(
        Flyer(
          uri: item.uri,
          displayName: item.name,
          summary: nil,
          ownerHandle: "",
          likes: 0
        ))
    ) { Text("Spread") }
    NavigationLink(
      value: KiteRoute.flyer(Flyer(uri: item.uri, displayName: item.name, summary: nil, likes: 0))
    ) {
      Text("One line")
    }
    NavigationLink(value: KiteRoute.flyer(item.flyer)) { Text("Property") }
    NavigationLink(
      value: KiteRegistry.shared.route(for: item.uri, displayName: item.name, summary: nil, ownerHandle: "")
    ) {
      Text("Untold")
    }
  }
}

struct KiteRouteView: View {
  let route: KiteRoute
  var body: some View { Text("Route") }
}
