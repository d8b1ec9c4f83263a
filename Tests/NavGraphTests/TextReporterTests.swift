import Foundation
import Testing

@testable import NavGraph

@Suite struct TextReporterTests {
  let report = ReporterFixtures.report

  @Test func textIsCompilerStyle() {
    let text = TextReporter().generateReport(report)
    Goldens.reporting.expect(text, matches: "check.txt")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "app.json:9:71: error: unknown screen 'Detial'; did you mean 'D'? [unknown-id]")
    #expect(text.contains("app.json:7:5: note: first defined here\n"))
    #expect(text.contains(": note: reached by: tab 'c' > push 'D' > push 'E'\n"))
    #expect(!text.contains("\u{1B}"))
  }

  @Test func terminalTextShowsSourceLinesCaretsAndColour() {
    let text = TextReporter(showsSourceLines: true, style: TerminalStyle(colors: true)).generateReport(report)
    Goldens.reporting.expect(text, matches: "check-terminal.txt")
    let plain = TextReporter(showsSourceLines: true).generateReport(report)
    Goldens.reporting.expect(plain, matches: "check-terminal-plain.txt")
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

  @Test func emptyReportPrintsNothing() {
    let empty = CheckReport(
      file: "app.json", summary: .init(screens: 1, links: 0, reachable: 1, errors: 0, warnings: 0),
      diagnostics: [],
      sources: SourceMap())
    #expect(TextReporter().generateReport(empty) == "")
    #expect(GitHubReporter().generateReport(empty) == "")
    #expect(JSONReporter().generateReport(empty).contains("\"findings\": []"))
  }
}
