import SwiftUI

// A tab bar drawn by hand with an `if` chain on the selection, its last `else` the one case the
// bar selects that no clause tests. Expected: three tabs (dock DockView, fleet FleetView, crew
// CrewView), `DockView: push BerthView 'Berth'`, and no replace between the roots.
@main
struct HarborApp: App {
  var body: some Scene {
    WindowGroup { HarborShell() }
  }
}

struct HarborShell: View {
  enum Pane {
    case dock, fleet, crew
  }

  @State private var pane: Pane = .dock

  var body: some View {
    VStack(spacing: 0) {
      if pane == .dock {
        DockView()
      } else if pane == .fleet {
        FleetView()
      } else {
        CrewView()
      }
      HStack {
        Button("Dock") { pane = .dock }
        Button("Fleet") { pane = .fleet }
        Button("Crew") { pane = .crew }
      }
    }
  }
}

struct DockView: View {
  var body: some View {
    NavigationStack {
      List { NavigationLink("Berth", destination: BerthView()) }
    }
  }
}

struct FleetView: View {
  var body: some View { Text("Fleet") }
}

struct CrewView: View {
  var body: some View { Text("Crew") }
}

struct BerthView: View {
  var body: some View { Text("Berth") }
}
