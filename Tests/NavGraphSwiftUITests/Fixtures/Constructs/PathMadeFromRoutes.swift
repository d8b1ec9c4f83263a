import SwiftUI

// A stack's path reset to a `NavigationPath` made from a literal of routes: back to the root, then
// those routes pushed. An empty `NavigationPath()` is back to the root alone.
enum SkiffLeg: Hashable {
  case chart, log(Int)
}

@main
struct SkiffApp: App {
  var body: some Scene {
    WindowGroup { SkiffHarbor() }
  }
}

struct SkiffHarbor: View {
  @State private var path = NavigationPath()

  var body: some View {
    NavigationStack(path: $path) {
      List {
        Button("Chart") { path = NavigationPath([SkiffLeg.chart]) }
        Button("Log and chart") { path = NavigationPath([SkiffLeg.log(1), SkiffLeg.chart]) }
        Button("Home") { path = NavigationPath() }
      }
      .navigationDestination(for: SkiffLeg.self) { leg in
        switch leg {
        case .chart: SkiffChart()
        case .log: SkiffLog()
        }
      }
    }
  }
}

struct SkiffChart: View {
  var body: some View { Text("Chart") }
}

struct SkiffLog: View {
  var body: some View { Text("Log") }
}
