import Foundation
import Testing

@testable import NavGraph

@Suite struct ReporterCheckTests {
  let report = ReporterFixtures.report

  @Test func textIsCompilerStyle() {
    let text = TextReporter().generateReport(report)
    expectReportingGolden(text, "check.txt")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "app.json:9:71: error: unknown screen 'Detial'; did you mean 'D'? [unknown-id]")
    #expect(text.contains("app.json:7:5: note: first defined here\n"))
    #expect(text.contains(": note: reached by: tab 'c' > push 'D' > push 'E'\n"))
    #expect(!text.contains("\u{1B}"))
  }

  @Test func terminalTextShowsSourceLinesCaretsAndColour() {
    let text = TextReporter(showsSourceLines: true, style: TerminalStyle(colors: true)).generateReport(report)
    expectReportingGolden(text, "check-terminal.txt")
    let plain = TextReporter(showsSourceLines: true).generateReport(report)
    expectReportingGolden(plain, "check-terminal-plain.txt")
    #expect(plain.contains("\t{\"id\": \"E\""))
    #expect(plain.contains("\n\t^\n"))
  }

  @Test func userTextCannotDriveTheTerminal() {
    let text = TextReporter(style: TerminalStyle(colors: true)).generateReport(report)
    #expect(text.contains("'首页\\u{1b}[31m'"))
    #expect(text.contains("100% stuck, no way out\\u{a}really"))
  }

  @Test func summaryLine() {
    #expect(TextReporter.summaryLine(report.summary) == "3 errors, 3 warnings in 4 screens")
    let one = CheckReport.Summary(screens: 1, links: 0, reachable: 1, errors: 1, warnings: 0)
    #expect(TextReporter.summaryLine(one) == "1 error, 0 warnings in 1 screen")
    #expect(TextReporter.summaryLine(one, modelLoaded: false) == "1 error, 0 warnings")
    let grouped = CheckReport.Summary(
      screens: 22, links: 20, reachable: 1, errors: 1, warnings: 1, unreachable: 21)
    #expect(TextReporter.summaryLine(grouped) == "1 error, 1 warning in 22 screens (21 unreachable)")
  }

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
      source: nil)
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

  @Test func emptyReportPrintsNothing() {
    let empty = CheckReport(
      file: "app.json", summary: .init(screens: 1, links: 0, reachable: 1, errors: 0, warnings: 0),
      diagnostics: [],
      source: nil)
    #expect(TextReporter().generateReport(empty) == "")
    #expect(GitHubReporter().generateReport(empty) == "")
    #expect(JSONReporter().generateReport(empty).contains("\"findings\": []"))
  }

  @Test func jsonFollowsTheContract() throws {
    let text = JSONReporter().generateReport(report)
    expectReportingGolden(text, "check.json")
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

  @Test func githubWorkflowCommandsEscapeDataAndProperties() {
    let text = GitHubReporter().generateReport(report)
    expectReportingGolden(text, "check-github.txt")
    #expect(text.hasPrefix("::error file=app.json,line=9,col=71,title=unknown-id::unknown screen 'Detial'"))
    #expect(text.contains("100%25 stuck, no way out%0Areally%0Areached by: tab 'c' > push 'D' > push 'E'\n"))
    #expect(text.contains("::warning file=app.json,title=trap::"))
    #expect(GitHubReporter.escapeProperty("a,b:c%d\r\ne") == "a%2Cb%3Ac%25d%0D%0Ae")
    #expect(GitHubReporter.escapeData("a,b:c%d\r\ne") == "a,b:c%25d%0D%0Ae")
  }

  @Test func formatsMapToTheirReporters() {
    #expect(CheckReportFormat.allCases.map(\.rawValue) == ["text", "json", "sarif", "github"])
    #expect(CheckReportFormat.json.reporter() is JSONReporter)
    #expect(CheckReportFormat.sarif.reporter() is SARIFReporter)
    #expect(CheckReportFormat.github.reporter() is GitHubReporter)
    #expect(CheckReportFormat.text.reporter() is TextReporter)
  }
}
