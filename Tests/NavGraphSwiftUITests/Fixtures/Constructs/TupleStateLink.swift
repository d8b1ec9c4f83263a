import SwiftUI

// A tuple `@State` whose labelled element binds a link: writing the whole tuple writes each
// element, so the button pushes.
@main
struct TramApp: App {
  var body: some Scene {
    WindowGroup { NavigationView { StopFinder() } }
  }
}

struct StopFinder: View {
  @State private var route: (isActive: Bool, stop: String?) = (false, nil)

  var body: some View {
    VStack {
      Button("Next tram") { route = (true, "Quay") }
      if let stop = route.stop {
        NavigationLink(isActive: $route.isActive) {
          StopBoard(stop: stop)
        } label: {
          EmptyView()
        }
      }
    }
  }
}

struct StopBoard: View {
  let stop: String
  var body: some View { Text(stop) }
}
