import Foundation
import Testing

@testable import NavGraph

@Suite struct GitHubReporterTests {
  let report = ReporterFixtures.report

  @Test func githubWorkflowCommandsEscapeDataAndProperties() {
    let text = GitHubReporter().generateReport(report)
    Goldens.reporting.expect(text, matches: "check-github.txt")
    #expect(text.hasPrefix("::error file=app.json,line=9,col=71,title=unknown-id::unknown screen 'Detial'"))
    #expect(text.contains("100%25 stuck, no way out%0Areally%0Areached by: tab 'c' > push 'D' > push 'E'\n"))
    #expect(text.contains("::warning file=app.json,title=trap::"))
    #expect(GitHubReporter.escapeProperty("a,b:c%d\r\ne") == "a%2Cb%3Ac%25d%0D%0Ae")
    #expect(GitHubReporter.escapeData("a,b:c%d\r\ne") == "a,b:c%25d%0D%0Ae")
  }
}
