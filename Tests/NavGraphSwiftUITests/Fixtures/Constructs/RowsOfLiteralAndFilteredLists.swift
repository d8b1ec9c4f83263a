// Rows pushing their element by value, over a list whose type the code implies rather than
// writes: an array literal of strings (`let ports = ["Oslo", "Bergen"]`), and a filtered,
// sorted list of a declared type (`ships.filter { ... }.sorted(...)`).
// Expected: Harbour: push PortView (String), push ShipView (Ship).
import SwiftUI

struct Ship: Hashable { let name: String }

@main
struct HarbourApp: App {
  var body: some Scene { WindowGroup { NavigationStack { Harbour() } } }
}

struct Harbour: View {
  @State private var query = ""
  let ports = ["Oslo", "Bergen"]
  let ships = [Ship(name: "Fram"), Ship(name: "Gjoa")]
  var body: some View {
    List {
      ForEach(ports.filter { query.isEmpty || $0.contains(query) }, id: \.self) { port in
        NavigationLink(port, value: port)
      }
      ForEach(ships.filter { !$0.name.isEmpty }.sorted { $0.name < $1.name }, id: \.name) { ship in
        NavigationLink(ship.name, value: ship)
      }
    }
    .searchable(text: $query)
    .navigationDestination(for: String.self) { port in PortView(name: port) }
    .navigationDestination(for: Ship.self) { ship in ShipView(ship: ship) }
  }
}

struct PortView: View {
  let name: String
  var body: some View { Text(name) }
}

struct ShipView: View {
  let ship: Ship
  var body: some View { Text(ship.name) }
}
