import Testing

@testable import NavGraph

@Suite struct SourceFileTests {
  /// The reporter fixture's locations (`SourceFile.location(at:path:)` over its text) name the
  /// line and column of the text they point at.
  @Test func fixtureLocationsPointAtTheirText() {
    let unknown = ReporterFixtures.diagnostics[0].location!
    #expect((unknown.line, unknown.column) == (9, 71))
    let key = ReporterFixtures.diagnostics[1].location!
    #expect(key.line == 10)
  }
}
