import SwiftUI

// A pushed screen pushes a field of the value it was given (`NavigationLink("Berth", value:
// port.berth)` with `var port: Port`): the pushed value's type is the field's declared type.

struct Port: Hashable {
  let name: String
  let berth: Berth
}

struct Berth: Hashable {
  let code: String
}

@main
struct QuayApp: App {
  var body: some Scene { WindowGroup { QuayList() } }
}

struct QuayList: View {
  let ports = [Port(name: "Bergen", berth: Berth(code: "B1"))]

  var body: some View {
    NavigationStack {
      List(ports, id: \.name) { port in
        NavigationLink(port.name, value: port)
      }
      .navigationDestination(for: Port.self) { port in QuayPort(port: port) }
      .navigationDestination(for: Berth.self) { berth in QuayBerth(berth: berth) }
    }
  }
}

struct QuayPort: View {
  var port: Port

  var body: some View {
    NavigationLink("Berth", value: port.berth)
  }
}

struct QuayBerth: View {
  var berth: Berth
  var body: some View { Text(berth.code) }
}
