import SwiftUI

// A package's tap modifier (`.asButton`, not in the files read) and a cell of a package given an
// action closure: their closures run on a tap; the view an action hands on is not the caller's
// content.
@main
struct TideApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack { TideHome() }
    }
  }
}

struct TideHome: View {
  @State private var showsChart = false
  @State private var picked: TidePort?

  var body: some View {
    VStack {
      TideBadge()
        .asButton(.press) { showsChart = true }
      PackageCell(title: "Ports", onPressed: { picked = TidePort(name: "Brest") })
      TideBadge()
        .overlayPanel { TideLegend() }
    }
    .sheet(isPresented: $showsChart) { TideChart() }
    .sheet(item: $picked) { port in TidePortView(port: port) }
  }
}

struct TidePort: Identifiable {
  let name: String
  var id: String { name }
}

struct TideBadge: View {
  var body: some View { Text("Tide") }
}

struct TideLegend: View {
  var body: some View { Text("Legend") }
}

struct TideChart: View {
  var body: some View { Text("Chart") }
}

struct TidePortView: View {
  let port: TidePort
  var body: some View { Text(port.name) }
}
