import Testing

@testable import NavGraph

@Suite struct RoutesJSONReporterTests {
  let report = RoutesReport(app: ReporterFixtures.app, file: "app.json", routes: ReporterFixtures.routes)

  @Test func json() {
    Goldens.reporting.expect(RoutesJSONReporter().generateReport(report), matches: "routes.json")
  }
}
