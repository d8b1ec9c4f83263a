import SwiftUI

// Pops through methods the app adds to its paths' types: `extension NavigationPath` keeping the
// first entries (`trim(to: 0)` empties the path; `trim(to: 1)` keeps a depth the reader does not
// know, warned), and `extension [Stop]` / `extension Array where Element == Stop` on an array path,
// with `self` written or implicit, one method calling another, and a default argument.
extension NavigationPath {
  mutating func trim(to depth: Int) {
    if self.count < depth { return }
    self.removeLast(self.count - depth)
  }
  mutating func trimToFirst() { trim(to: 1) }
  mutating func clear() { self.trim(to: 0) }
}

extension [Stop] {
  mutating func restart() { self = [] }
  mutating func back() { removeLast() }
}

extension Array where Element == Stop {
  mutating func rewind(by steps: Int = 1) { self.removeLast(steps) }
}

enum Stop: Hashable { case harbor, lighthouse }

struct Ticket: Hashable { let seat: Int }

@main
struct FerryApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        DockView().tabItem { Label("Dock", systemImage: "ferry") }
        PierView().tabItem { Label("Pier", systemImage: "water.waves") }
      }
    }
  }
}

struct DockView: View {
  @State private var path = NavigationPath()

  var body: some View {
    NavigationStack(path: $path) {
      Button("Board") { path.append(Ticket(seat: 1)) }
        .navigationDestination(for: Ticket.self) { _ in DeckView(path: $path) }
    }
  }
}

struct DeckView: View {
  @Binding var path: NavigationPath

  var body: some View {
    VStack {
      Button("Ashore") { path.clear() }
      Button("First deck") { path.trimToFirst() }
    }
  }
}

struct PierView: View {
  @State private var stops: [Stop] = []

  var body: some View {
    NavigationStack(path: $stops) {
      Button("Harbor") { stops.append(.harbor) }
        .navigationDestination(for: Stop.self) { stop in
          switch stop {
          case .harbor: HarborView(stops: $stops)
          case .lighthouse: LighthouseView(stops: $stops)
          }
        }
    }
  }
}

struct HarborView: View {
  @Binding var stops: [Stop]

  var body: some View {
    Button("Lighthouse") { stops.append(.lighthouse) }
    Button("Back") { stops.back() }
  }
}

struct LighthouseView: View {
  @Binding var stops: [Stop]

  var body: some View {
    Button("Start over") { stops.restart() }
    Button("Two back") { stops.rewind(by: 2) }
    Button("One back") { stops.rewind() }
  }
}
