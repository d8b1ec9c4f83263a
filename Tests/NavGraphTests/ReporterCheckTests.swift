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

  @Test func jsonFollowsTheContract() {
    let text = JSONReporter().generateReport(report)
    expectReportingGolden(text, "check.json")
    #expect(text.hasPrefix("{\n  \"file\": \"app.json\",\n  \"findings\": [\n"))
    #expect(text.hasSuffix("  \"version\": 1\n}\n"))
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

  @Test func rulesCoverEveryFindingCode() {
    let codes = Set(DiagnosticRules.all.map(\.code))
    for code in ["unreachable", "dead-end", "trap", "cycle", "inert-link", "deep"] {
      #expect(codes.contains(code))
    }
    #expect(DiagnosticRules.all.map(\.code) == DiagnosticRules.all.map(\.code).sorted())
    #expect(codes.count == DiagnosticRules.all.count)
    for rule in DiagnosticRules.all {
      #expect(!rule.summary.isEmpty && !rule.help.isEmpty, "rule \(rule.code)")
      #expect(rule.summary.first!.isLowercase, "rule \(rule.code)")
    }
  }
}
