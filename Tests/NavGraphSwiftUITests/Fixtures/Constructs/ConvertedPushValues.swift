// Values pushed through a cast or a conversion: the value's type is the one cast to or made.
import SwiftUI

@main
struct TideApp: App {
  var body: some Scene {
    WindowGroup { TideStationsView() }
  }
}

struct TideStationsView: View {
  let stations = StationStore.shared.nearby()
  @State private var path = NavigationPath()

  var body: some View {
    NavigationStack(path: $path) {
      List {
        ForEach(stations) { station in
          NavigationLink(value: station.code as String) { Text("Station") }
        }
        Button("Nearest") {
          path.append(Int(stations.first?.depth ?? 0))
        }
      }
      .navigationDestination(for: String.self) { code in StationView(code: code) }
      .navigationDestination(for: Int.self) { depth in DepthView(depth: depth) }
    }
  }
}

struct StationView: View {
  let code: String

  var body: some View { Text(code) }
}

struct DepthView: View {
  let depth: Int

  var body: some View { Text("\(depth)") }
}
