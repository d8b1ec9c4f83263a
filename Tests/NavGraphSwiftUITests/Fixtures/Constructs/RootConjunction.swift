import SwiftUI

// A root `if` joining two pieces of state with `&&`: read as the condition list `a, b` it is
// equal to, each a choice on state the reader follows.
final class HarbourGate: ObservableObject {
  @Published var charted = false
  @Published var awaitingCaptain = true
}

@main
struct HarbourApp: App {
  var body: some Scene {
    WindowGroup { HarbourRoot() }
  }
}

struct HarbourRoot: View {
  @StateObject private var gate = HarbourGate()

  var body: some View {
    if gate.charted && !gate.awaitingCaptain {
      TabView {
        Moorings().tabItem { Text("Moorings") }
        Tides().tabItem { Text("Tides") }
      }
    } else {
      Gangway(gate: gate)
    }
  }
}

struct Gangway: View {
  @ObservedObject var gate: HarbourGate

  var body: some View {
    VStack {
      Button("Chart") { gate.charted = true }
      Button("Board") { gate.awaitingCaptain = false }
    }
  }
}

struct Moorings: View {
  var body: some View { List { Text("Moorings") } }
}

struct Tides: View {
  var body: some View { List { Text("Tides") } }
}
