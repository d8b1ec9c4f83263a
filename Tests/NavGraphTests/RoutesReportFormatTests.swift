import Testing

@testable import NavGraph

@Suite struct RoutesReportFormatTests {
  @Test func formatsMapToTheirReporters() {
    #expect(RoutesReportFormat.allCases.map(\.rawValue) == ["text", "json", "markdown", "csv"])
    #expect(RoutesReportFormat.csv.reporter() is RoutesCSVReporter)
    #expect(PathReportFormat.json.reporter() is PathJSONReporter)
  }
}
