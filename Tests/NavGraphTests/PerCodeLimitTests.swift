import Foundation
import Testing

@testable import NavGraph

@Suite struct PerCodeLimitTests {
  /// Issue 10: text and GitHub output show at most `maxPerCode` diagnostics of a code, then one
  /// closing line per code; JSON and SARIF list everything.
  @Test func textAndGitHubAreCappedPerCode() throws {
    let many = (0..<5).map { i in
      Diagnostic(
        severity: .error, code: .unreachable, message: "screen 'S\(i)' is unreachable", location: nil,
        screen: "S\(i)", screens: ["S\(i)"])
    }
    let capped = CheckReport(
      file: "app.json",
      summary: .init(screens: 6, links: 0, reachable: 1, errors: 6, warnings: 0, unreachable: 5),
      diagnostics: many + [Diagnostic(severity: .error, code: .deadEnd, message: "stuck", location: nil)],
      sources: SourceMap())
    let text = TextReporter(maxPerCode: 2).generateReport(capped)
    #expect(
      text == """
        app.json: error: screen 'S0' is unreachable [unreachable]
        app.json: error: screen 'S1' is unreachable [unreachable]
        app.json: error: stuck [dead-end]
        app.json: note: 3 more 'unreachable' findings not shown (at most 2 per code here; use --format json for all)

        """)
    let github = GitHubReporter(maxPerCode: 2).generateReport(capped)
    #expect(github.split(separator: "\n").count == 4)
    #expect(
      github.hasSuffix(
        "::notice file=app.json,title=unreachable::3 more 'unreachable' findings not shown (at most 2 per code "
          + "here; use --format json for all)\n"))
    #expect(TextReporter(maxPerCode: 5).generateReport(capped).split(separator: "\n").count == 6)
    #expect(TextReporter().maxPerCode == 100 && GitHubReporter().maxPerCode == 100)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(JSONReporter().generateReport(capped).utf8))
        as? [String: Any])
    #expect((json["findings"] as? [Any])?.count == 6)
    #expect((json["summary"] as? [String: Int])?["unreachable"] == 5)
  }
}
