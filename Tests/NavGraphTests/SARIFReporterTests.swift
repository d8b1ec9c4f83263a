import Foundation
import Testing

@testable import NavGraph

@Suite struct SARIFReporterTests {
  @Test func outputMatchesTheGoldenFile() {
    Goldens.reporting.expect(SARIFReporter().generateReport(ReporterFixtures.report), matches: "check.sarif")
  }

  @Test func outputHasTheRequiredSARIF210Structure() {
    let text = SARIFReporter().generateReport(ReporterFixtures.report)
    #expect(SARIFStructure.violations(text) == [])
  }

  @Test func validatorCatchesBrokenLogs() {
    #expect(!SARIFStructure.violations("{\"version\": \"2.0.0\", \"runs\": []}").isEmpty)
    let noMessage = """
      {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"ruleId": "a", "extra": 1}]}]}
      """
    #expect(
      SARIFStructure.violations(noMessage).sorted() == [
        "$.runs[0].results[0].extra: not allowed", "$.runs[0].results[0].message.text: not a string",
        "$.runs[0].results[0].message: missing",
        "$.runs[0].results[0].message: not an object",
      ])
  }

  @Test func everyRuleAndEveryResultIsDescribed() throws {
    let text = SARIFReporter().generateReport(ReporterFixtures.report)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let ids = rules.compactMap { $0["id"] as? String }
    #expect(ids == DiagnosticCode.sorted.map(\.rawValue))
    #expect(ids == ids.sorted())
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == ReporterFixtures.diagnostics.count)
    #expect(results.map { $0["ruleId"] as? String } == ReporterFixtures.diagnostics.map(\.code.rawValue))
    #expect(
      results.map { $0["level"] as? String } == ["error", "warning", "error", "error", "warning", "warning"])
    #expect(results[5]["locations"] == nil)
  }

  @Test func urisArePercentEncoded() {
    #expect(SARIFReporter.uri("app.json") == "app.json")
    #expect(SARIFReporter.uri("my app/首页.json") == "my%20app/%E9%A6%96%E9%A1%B5.json")
    #expect(SARIFReporter.uri("/tmp/a#b.json") == "file:///tmp/a%23b.json")
  }
}
