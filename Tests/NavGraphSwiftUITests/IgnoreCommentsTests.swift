import NavGraph
import NavGraphSwiftUI
import NavGraphTestSupport
import Testing

/// `// navgraph:ignore <code> - <reason>` on a view's declaration or a link's line
/// (`ExtractionResult.ignoreComments(at:)`): the same entries as a description's `ignore`.
@Suite struct IgnoreCommentsTests {
  static let code = """
    import SwiftUI
    @main struct A: App {
      var body: some Scene { WindowGroup { NavigationStack { Profile() } } }
    }
    // Profiles and followers lead to each other.
    // navgraph:ignore cycle - profiles link to each other on purpose
    struct Profile: View {
      var body: some View { NavigationLink("Followers", destination: Followers()) }
    }
    struct Followers: View {
      var body: some View {
        NavigationLink("Profile", destination: Profile())  // navgraph:ignore inert-link - kept
        NavigationLink("Me", destination: Profile())  // navgraph:ignore cyle - typo
      }
    }

    """

  @Test func commentsAreEntriesOfTheirElements() throws {
    let result = SwiftUIExtractor.extract(files: [SwiftSourceFile(path: "App.swift", text: Self.code)])
    let load = result.app()
    let app = try #require(load.app)
    #expect(
      app.ignores.map { "\($0.element) \($0.code.rawValue) \($0.reason)" } == [
        "screen(0) cycle profiles link to each other on purpose",
        "link(1) inert-link kept",
      ])
    #expect(
      load.diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.message)" } == [
        "13:54 unknown finding code 'cyle'; did you mean 'cycle'?"
      ])
    // The cycle is suppressed; the link's entry matches nothing.
    let result2 = NavigationAnalysis(app).check()
    #expect(result2.ignored.map(\.finding.code) == [.cycle])
    #expect(result2.findings.map(\.code) == [.unusedIgnore])
    #expect(result2.findings[0].location?.line == 12)
  }

  @Test func extractWritesThemAsIgnoreObjects() {
    let result = SwiftUIExtractor.extract(files: [SwiftSourceFile(path: "App.swift", text: Self.code)])
    let json = AppDescriptionWriter.json(result.navigation, ignores: result.ignoreComments(at:))
    #expect(json.contains(#""ignore": { "cycle": "profiles link to each other on purpose" }"#))
    #expect(json.contains(#""ignore": { "inert-link": "kept" }"#))
    #expect(json.contains(#""ignore": { "cyle": "typo" }"#))
    #expect(!AppDescriptionWriter.json(result.navigation).contains("ignore"))
  }
}
