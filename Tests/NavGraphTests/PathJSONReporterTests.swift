import Testing

@testable import NavGraph

@Suite struct PathJSONReporterTests {
  let app = ReporterFixtures.app
  var found: PathReport { PathReport(app: app, from: 0, to: 3, outcome: .found(ReporterFixtures.routeToE)) }

  @Test func jsonFollowsTheContract() {
    let text = PathJSONReporter().generateReport(found)
    Goldens.reporting.expect(text, matches: "path.json")
    #expect(text.contains("\"stacks\": {\n      \"b\": [\n        \"B\"\n      ],"))
  }

  @Test func jsonStateOfASingleRootWithModals() {
    let snapshot = NavigationSnapshot(
      root: .screen(stack: [0, 1]), modals: [NavigationSnapshot.Modal(kind: .sheet, stack: [2, 3])])
    let move = Move(kind: .dismiss, via: .system, to: -1, link: -1, on: 3)
    let route = Route(moves: [move], states: [snapshot], start: snapshot)
    let text = PathJSONReporter().generateReport(PathReport(app: app, from: 3, to: 1, outcome: .found(route)))
    Goldens.reporting.expect(text, matches: "path-root.json")
    #expect(!text.contains("\"tab\""))
    #expect(!text.contains("\"label\""))
  }
}
