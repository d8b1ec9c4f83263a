import Foundation
import Testing

@testable import NavGraph

@Suite struct CheckReportFormatTests {
  @Test func formatsMapToTheirReporters() {
    #expect(CheckReportFormat.allCases.map(\.rawValue) == ["text", "json", "sarif", "github"])
    #expect(CheckReportFormat.json.reporter() is JSONReporter)
    #expect(CheckReportFormat.sarif.reporter() is SARIFReporter)
    #expect(CheckReportFormat.github.reporter() is GitHubReporter)
    #expect(CheckReportFormat.text.reporter() is TextReporter)
  }
}
