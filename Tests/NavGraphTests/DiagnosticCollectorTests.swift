import Foundation
import NavGraph
import NavGraphTestSupport
import Testing

@Suite struct DiagnosticCollectorTests {
  @Test func tooManyDiagnosticsAreCountedAndErrorsComeFirst() throws {
    let limits = LoadLimits(maxDiagnostics: 3)
    let json = #"{"entry": "A", "x1": 1, "x2": 2, "screens": [{"id": "A", "links": ["B", "C", "D", "E"]}]}"#
    let result = LoaderHarness.load(json, limits: limits)
    #expect(
      LoaderHarness.lines(result) == [
        "1:68: error: unknown screen 'B' [unknown-id]",
        "1:73: error: unknown screen 'C' [unknown-id]",
        "1:78: error: unknown screen 'D' [unknown-id]",
        "note: 3 more diagnostics not shown (the limit is 3) [too-many-diagnostics]",
      ])
    #expect(result.hasErrors)
    let warnings = LoaderHarness.load(
      #"{"entry": "A", "x1": 1, "x2": 2, "screens": [{"id": "A"}]}"#, limits: LoadLimits(maxDiagnostics: 1))
    #expect(
      LoaderHarness.lines(warnings) == [
        "1:16: warning: unknown key 'x1' [unknown-key]",
        "note: 1 more diagnostic not shown (the limit is 1) [too-many-diagnostics]",
      ])
    #expect(!warnings.hasErrors)
  }
}
