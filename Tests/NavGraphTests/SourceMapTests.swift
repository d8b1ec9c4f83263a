import Testing

@testable import NavGraph

/// Locations over several files: anchors name their file, reports take lines from the right one.
@Suite struct SourceMapTests {
  static func twoFiles() -> SourceMap {
    var sources = SourceMap()
    _ = sources.add(SourceFile(name: "Home.swift", bytes: Array("struct Home {\n  var body\n}\n".utf8)))
    _ = sources.add(SourceFile(name: "Detail.swift", bytes: Array("// é\nstruct Detail {}\n".utf8)))
    return sources
  }

  @Test func anchorsAreLocatedInTheirOwnFile() throws {
    let sources = Self.twoFiles()
    let home = try #require(sources.location(of: SourceAnchor(file: 0, offset: 16), path: nil))
    #expect((home.file, home.line, home.column, home.path) == ("Home.swift", 2, 3, nil))
    let detail = try #require(sources.location(of: SourceAnchor(file: 1, offset: 13), path: "Detail"))
    #expect((detail.file, detail.line, detail.column, detail.path) == ("Detail.swift", 2, 8, "Detail"))
    #expect(sources.location(of: SourceAnchor(file: 2, offset: 0), path: nil) == nil)
    #expect(sources.name == "Home.swift" && SourceMap().name == "<memory>")
  }

  /// An app built from two files: findings point into each, and the text report shows each line from
  /// its own file.
  @Test func findingsAndSnippetsComeFromTheRightFile() throws {
    var b = AppBuilder(sources: Self.twoFiles())
    b.setEntry("Home")
    b.addScreen("Home", at: SourceAnchor(file: 0, offset: 7))
    b.addScreen("Detail", at: SourceAnchor(file: 1, offset: 13))
    let app = try #require(b.build().app)
    let analysis = NavigationAnalysis(app)
    let result = analysis.check()
    #expect(result.findings.map(\.code) == [.unreachable])
    let location = try #require(result.findings[0].location)
    #expect((location.file, location.line, location.column) == ("Detail.swift", 2, 8))
    let report = CheckRun(file: "app", analysis: analysis, inputDiagnostics: [], sources: app.sources).report
    let text = TextReporter(showsSourceLines: true).generateReport(report)
    #expect(text.contains("Detail.swift:2:8: error: screen 'Detail' is unreachable"))
    #expect(text.contains("\nstruct Detail {}\n       ^\n"))
  }
}
