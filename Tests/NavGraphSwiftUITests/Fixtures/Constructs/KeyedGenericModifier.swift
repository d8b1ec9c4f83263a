import SwiftUI

// A generic modifier given each screen's key (`.routed(trail, key: "dock")`): the router builds the
// next screen for that key, so each screen's link goes to its own next screen.
protocol Routing: ObservableObject {
  associatedtype Next: View
  @ViewBuilder func next(after key: String) -> Next
}

struct Routed<R: Routing>: ViewModifier {
  @ObservedObject var router: R
  var key: String

  func body(content: Content) -> some View {
    VStack {
      content
      NavigationLink(destination: router.next(after: key)) { Text("Onward") }
    }
  }
}

extension View {
  func routed<R: Routing>(_ router: R, key: String) -> some View {
    modifier(Routed(router: router, key: key))
  }
}

final class Trail: ObservableObject, Routing {
  @ViewBuilder func next(after key: String) -> some View {
    switch key {
    case "dock": PierView()
    case "pier": BuoyView()
    default: EmptyView()
    }
  }
}

@main
struct TrailApp: App {
  @StateObject private var trail = Trail()

  var body: some Scene {
    WindowGroup {
      NavigationStack { DockView().environmentObject(trail) }
    }
  }
}

struct DockView: View {
  @EnvironmentObject var trail: Trail

  var body: some View {
    Text("Dock").routed(trail, key: "dock")
  }
}

struct PierView: View {
  @EnvironmentObject var trail: Trail

  var body: some View {
    Text("Pier").routed(trail, key: "pier")
  }
}

struct BuoyView: View {
  var body: some View { Text("Buoy") }
}
