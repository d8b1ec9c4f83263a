import SwiftUI

// A component made in each row of a list of known values, given a closure that uses the row's
// value (`Tile(onTap: { open(station.name) })`), the method switching on it to a sheet each: every
// row's closure is its own, so there is a sheet per row.
struct Station: Identifiable {
  let id: Int
  let name: String

  static let all = [
    Station(id: 1, name: "Pier"), Station(id: 2, name: "Dune"), Station(id: 3, name: "Cliff"),
  ]
}

@main
struct CoastApp: App {
  var body: some Scene {
    WindowGroup { CoastMap() }
  }
}

struct StationTile: View {
  let name: String
  let onTap: () -> Void

  var body: some View {
    Button(action: onTap) { Text(name) }
  }
}

struct CoastMap: View {
  @State private var showsPier = false
  @State private var showsDune = false
  @State private var showsCliff = false

  var body: some View {
    VStack {
      ForEach(Station.all) { station in
        StationTile(name: station.name, onTap: { open(station.name) })
      }
    }
    .sheet(isPresented: $showsPier) { PierSheet() }
    .sheet(isPresented: $showsDune) { DuneSheet() }
    .sheet(isPresented: $showsCliff) { CliffSheet() }
  }

  private func open(_ name: String) {
    switch name {
    case "Pier": showsPier = true
    case "Dune": showsDune = true
    case "Cliff": showsCliff = true
    default: return
    }
  }
}

struct PierSheet: View {
  var body: some View { Text("Pier") }
}

struct DuneSheet: View {
  var body: some View { Text("Dune") }
}

struct CliffSheet: View {
  var body: some View { Text("Cliff") }
}
