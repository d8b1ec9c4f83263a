// A hand-drawn tab bar in its own view whose items come from a `ForEach` over an array property of
// number literals, each tap writing the element to the bound selection: each number is a tab
// (held-out set 235).
import SwiftUI

@main
struct HeronApp: App {
  var body: some Scene {
    WindowGroup { HeronHost() }
  }
}

struct HeronHost: View {
  @State private var pick = 0

  var body: some View {
    NavigationView {
      VStack {
        if pick == 0 { HeronNests() } else if pick == 1 { HeronFlights() } else { HeronCalls() }
        HeronBar(pick: $pick)
      }
    }
  }
}

struct HeronBar: View {
  var items = [0, 1, 2]
  @Binding var pick: Int

  var body: some View {
    HStack {
      ForEach(items, id: \.self) { item in
        Button("Item \(item)") { pick = item }
      }
    }
  }
}

struct HeronNests: View {
  var body: some View { NavigationLink("Nest", destination: HeronNest()) }
}

struct HeronNest: View {
  var body: some View { Text("Nest") }
}

struct HeronFlights: View {
  var body: some View { Text("Flights") }
}

struct HeronCalls: View {
  var body: some View { Text("Calls") }
}
