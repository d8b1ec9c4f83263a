import SwiftUI

// A router whose view builder wraps its start case in a NavigationStack of its own, used as the
// root of the router's stack: one stack, whose root is the start screen.
enum QuayStop: Hashable {
  case start
  case pier
}

final class QuayPilot: ObservableObject {
  @Published var path = NavigationPath()

  @ViewBuilder func make(_ stop: QuayStop) -> some View {
    switch stop {
    case .start: NavigationStack { QuayHarbor() }
    case .pier: QuayPier()
    }
  }
}

@main
struct QuayApp: App {
  var body: some Scene { WindowGroup { QuayHost() } }
}

struct QuayHost: View {
  @StateObject private var pilot = QuayPilot()

  var body: some View {
    NavigationStack(path: $pilot.path) {
      pilot.make(.start).navigationDestination(for: QuayStop.self) { pilot.make($0) }
    }
    .environmentObject(pilot)
  }
}

struct QuayHarbor: View {
  @EnvironmentObject private var pilot: QuayPilot
  var body: some View { Button("Pier") { pilot.path.append(QuayStop.pier) } }
}

struct QuayPier: View {
  @EnvironmentObject private var pilot: QuayPilot
  var body: some View { Button("Back") { pilot.path.removeLast() } }
}
