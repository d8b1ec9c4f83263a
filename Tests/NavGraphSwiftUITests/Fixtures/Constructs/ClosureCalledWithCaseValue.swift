import SwiftUI

// A closure the stack's owner gives each view, `{ leg in path.append(leg) }`, called with a case
// that carries a value, `go(.pier(number))`: the case decides what is pushed, whatever its value.

enum Leg: Hashable {
  case docks
  case pier(Int)
}

@main
struct HarborApp: App {
  var body: some Scene {
    WindowGroup { Marina() }
  }
}

struct Marina: View {
  @State private var path: [Leg] = []

  var body: some View {
    NavigationStack(path: $path) {
      Harbor { leg in path.append(leg) }
        .navigationDestination(for: Leg.self) { leg in
          switch leg {
          case .docks: Dock { next in path.append(next) }
          case .pier(let number): Pier(number: number)
          }
        }
    }
  }
}

struct Harbor: View {
  var go: (Leg) -> Void
  var body: some View {
    Button("Docks") { go(.docks) }
  }
}

struct Dock: View {
  var go: (Leg) -> Void
  let numbers = [1, 2, 3]
  var body: some View {
    List(numbers, id: \.self) { number in
      Button("Pier") { go(.pier(number)) }
    }
  }
}

struct Pier: View {
  let number: Int
  var body: some View { Text("Pier \(number)") }
}
