import SwiftUI

// A view holding the stack around the tab bar registers a destination switch, one case of which
// nothing pushes: that case's view is a screen of the app all the same.
enum BuoyLeg: Hashable {
  case harbor
  case lighthouse
}

final class BuoyPilot: ObservableObject {
  @Published var path: [BuoyLeg] = []
}

@main
struct BuoyApp: App {
  var body: some Scene {
    WindowGroup { BuoyShell().environmentObject(BuoyPilot()) }
  }
}

struct BuoyShell: View {
  @EnvironmentObject private var pilot: BuoyPilot

  var body: some View {
    NavigationStack(path: $pilot.path) {
      TabView {
        BuoyDocks().tabItem { Text("Docks") }
        BuoyTides().tabItem { Text("Tides") }
      }
      .navigationDestination(for: BuoyLeg.self) { leg in
        switch leg {
        case .harbor: BuoyHarbor()
        case .lighthouse: BuoyLighthouse()
        }
      }
    }
  }
}

struct BuoyDocks: View {
  @EnvironmentObject private var pilot: BuoyPilot

  var body: some View {
    Button("Harbor") { pilot.path.append(.harbor) }
  }
}

struct BuoyTides: View {
  var body: some View { Text("Tides") }
}

struct BuoyHarbor: View {
  var body: some View { Text("Harbor") }
}

struct BuoyLighthouse: View {
  var body: some View { Text("Lighthouse") }
}
