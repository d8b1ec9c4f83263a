import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraph

@Suite struct RoutesJSONReporterTests {
  let report = RoutesReport(app: ReporterFixtures.app, file: "app.json", routes: ReporterFixtures.routes)

  @Test func json() {
    Goldens.reporting.expect(RoutesJSONReporter().generateReport(report), matches: "routes.json")
  }
}

/// The reporters write in parts of at least 64 kB (`ChunkedOutput`), in order: a root pushing 3,000
/// screens (the JSON is over a megabyte).
@Suite struct RoutesReporterPartsTests {
  @Test func partsAreLargeAndInOrder() throws {
    var builder = TestApp()
    let count = 3_000
    builder.screen("Root", (1...count).map { (.push, "S\($0)", nil) }, stack: true)
    for i in 1...count { builder.screen("S\(i)") }
    builder.entry = "Root"
    let app = builder.build()
    let report = RoutesReport(app: app, file: "app.json", routes: NavigationAnalysis(app).routes)
    for format in RoutesReportFormat.allCases {
      var parts: [String] = []
      format.reporter().write(report) { parts.append($0) }
      #expect(parts.count > 1, "\(format)")
      #expect(parts.dropLast().allSatisfy { $0.utf8.count >= 1 << 16 }, "\(format)")
      #expect(parts.last?.contains("S3000") == true, "\(format)")
    }
    var json = ""
    RoutesJSONReporter().write(report) { json += $0 }
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let routes = try #require(document["routes"] as? [[String: Any]])
    #expect(routes.map { $0["id"] as? String } == ["Root"] + (1...count).map { "S\($0)" })
    #expect(routes.dropFirst().allSatisfy { $0["steps"] as? Int == 1 })
  }
}
