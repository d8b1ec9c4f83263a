import SwiftUI

// A generic stack whose routes are views (`protocol Waypoint: View, Hashable, Identifiable`): each
// creation's root value fixes the route type, and the coordinator it puts in the environment is
// found by that type. The stack's registration and sheet are read once for each route type.
protocol Waypoint: View, Hashable, Identifiable {}

@Observable final class Pilot<Stop: Waypoint> {
  var path = NavigationPath()
  var sheet: Stop?

  func push(_ stop: Stop) { path.append(stop) }
  func present(_ stop: Stop) { sheet = stop }
  func close() { sheet = nil }
  func home() { path.removeLast(path.count) }
}

struct PilotStack<Stop: Waypoint>: View {
  let root: Stop
  @State private var pilot = Pilot<Stop>()

  var body: some View {
    NavigationStack(path: $pilot.path) {
      root
        .navigationDestination(for: Stop.self) { $0 }
        .sheet(item: $pilot.sheet) { $0 }
    }
    .environment(pilot)
  }
}

@main
struct HarborApp: App {
  var body: some Scene {
    WindowGroup { PilotStack(root: HarborStop.quay) }
  }
}

enum HarborStop: Waypoint {
  var id: Self { self }
  case quay
  case ship(Int)
  case charts

  var body: some View {
    switch self {
    case .quay: QuayView()
    case .ship(let number): ShipView(number: number)
    case .charts: PilotStack(root: ChartStop.table)
    }
  }
}

enum ChartStop: Waypoint {
  var id: Self { self }
  case table
  case detail

  var body: some View {
    switch self {
    case .table: ChartTable()
    case .detail: ChartDetail()
    }
  }
}

struct QuayView: View {
  @Environment(Pilot<HarborStop>.self) private var pilot
  var body: some View {
    Button("Board") { pilot.push(.ship(1)) }
    Button("Charts") { pilot.present(.charts) }
  }
}

struct ShipView: View {
  @Environment(Pilot<HarborStop>.self) private var pilot
  let number: Int
  var body: some View { Button("Ashore") { pilot.home() } }
}

struct ChartTable: View {
  @Environment(Pilot<HarborStop>.self) private var harbor
  @Environment(Pilot<ChartStop>.self) private var charts
  var body: some View {
    Button("Open") { charts.push(.detail) }
    Button("Done") { harbor.close() }
  }
}

struct ChartDetail: View {
  var body: some View { Text("Chart") }
}
