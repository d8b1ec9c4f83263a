import Testing

@testable import NavGraph

@Suite struct PathJSONReporterTests {
  let app = ReporterFixtures.app
  var found: PathReport {
    PathReport(app: app, from: ScreenID(0), to: ScreenID(3), outcome: .found(ReporterFixtures.routeToE))
  }

  @Test func jsonFollowsTheContract() {
    let text = PathJSONReporter().generateReport(found)
    Goldens.reporting.expect(text, matches: "path.json")
    #expect(text.contains("\"stacks\": {\n      \"b\": [\n        \"B\"\n      ],"))
  }

  @Test func jsonStateOfASingleRootWithModals() {
    let snapshot = NavigationSnapshot(
      root: .screen(stack: [ScreenID(0), ScreenID(1)]),
      modals: [NavigationSnapshot.Modal(kind: .sheet, stack: [ScreenID(2), ScreenID(3)])])
    let move = Move(.swipeDown, on: ScreenID(3))
    let route = Route(moves: [move], states: [snapshot], start: snapshot)
    let text = PathJSONReporter().generateReport(
      PathReport(app: app, from: ScreenID(3), to: ScreenID(1), outcome: .found(route)))
    Goldens.reporting.expect(text, matches: "path-root.json")
    #expect(!text.contains("\"tab\""))
    #expect(!text.contains("\"label\""))
  }
}
