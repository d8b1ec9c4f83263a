import Foundation
import Testing

@testable import NavGraph

@Suite struct JSONReporterTests {
  let report = ReporterFixtures.report

  @Test func jsonFollowsTheContract() throws {
    let text = JSONReporter().generateReport(report)
    Goldens.reporting.expect(text, matches: "check.json")
    #expect(text.hasPrefix("{\n  \"file\": \"app.json\",\n  \"findings\": [\n"))
    #expect(text.hasSuffix("  \"version\": 2\n}\n"))
    // Notes on every finding (a place only when the note has one), the trap's screens, the cycle's group.
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.allSatisfy { $0["notes"] is [Any] })
    let duplicate = try #require(findings[2]["notes"] as? [[String: Any]])
    #expect(duplicate.first?["message"] as? String == "first defined here")
    #expect(duplicate.first?["line"] as? Int == 7 && duplicate.first?["column"] as? Int == 5)
    let trap = try #require(findings.last)
    #expect(trap["screens"] as? [String] == ["首页", "D"])
    #expect((trap["notes"] as? [[String: Any]])?.first?.keys.sorted() == ["message"])
    #expect(findings[4]["group"] as? [String] == ["C", "D", "E"])
  }
}
