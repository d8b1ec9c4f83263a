import NavGraph
import NavGraphTestSupport
import Testing

/// The `source` key of screens and links (`"source": "Feature/ProfileView.swift:42:9"`, written by
/// `navgraph extract`): a string in either format version, read without a diagnostic and without
/// changing the model; any other type is `wrong-type` at it.
@Suite struct SourceKeyTests {
  static let described = """
    {FORMAT"entry": "A", "screens": [
      {"id": "A", "source": "App/A.swift:3:8", "links": [
        {"kind": "push", "to": "B", "label": "Go", "source": "App/A.swift:5:9"}]},
      {"id": "B", "source": "App/B.swift:1:8"}]}
    """

  @Test func readInEitherFormatWithoutADiagnostic() throws {
    for format in [nil, "1", "1.1"] {
      let text = Self.described.replacingOccurrences(
        of: "FORMAT", with: format.map { #""format": "\#($0)", "# } ?? "")
      let result = LoaderHarness.load(text)
      #expect(result.diagnostics.isEmpty, "\(String(describing: format)): \(LoaderHarness.lines(result))")
      let app = try #require(result.app)
      let plain = try #require(
        LoaderHarness.load(
          #"{"entry": "A", "screens": [{"id": "A", "links": [{"kind": "push", "to": "B", "label": "Go"}]}, "#
            + #"{"id": "B"}]}"#
        ).app)
      #expect(app.screens.map(\.id) == plain.screens.map(\.id))
      #expect(app.links.map(\.kind) == plain.links.map(\.kind))
      #expect(app.links.map(\.label) == plain.links.map(\.label))
    }
  }

  @Test func aSourceThatIsNotAStringIsAWrongType() {
    let result = LoaderHarness.load(
      #"{"entry": "A", "screens": [{"id": "A", "source": 42, "links": [{"kind": "pop", "source": true}]}]}"#)
    #expect(
      LoaderHarness.lines(result) == [
        "1:50: error: 'source' must be a string, found a number [wrong-type]",
        "1:90: error: 'source' must be a string, found a boolean [wrong-type]",
      ])
    #expect(LoaderHarness.paths(result) == ["screens[0].source", "screens[0].links[0].source"])
  }
}
