import Foundation
import Testing

@testable import NavGraph

/// The JSON format's reader: the format version a description declares.
@Suite struct DescriptionReaderTests {
  @Test func formatOneIsReadAndIsTheDefault() {
    let declared = LoaderHarness.load(#"{"format": "1", "entry": "A", "screens": [{"id": "A"}]}"#)
    #expect(declared.diagnostics.isEmpty && declared.app?.screens.count == 1)
    let implicit = LoaderHarness.load(#"{"entry": "A", "screens": [{"id": "A"}]}"#)
    #expect(implicit.diagnostics.isEmpty && implicit.app?.screens.count == 1)
    #expect(FormatSpec.app.key(named: "format")?.defaultValue == "\"\(FormatSpec.versions[0])\"")
  }

  /// A later version is one located error that ends the load: no cascade of unknown keys.
  @Test func anUnknownVersionEndsTheLoad() {
    let later = LoaderHarness.load(
      #"{"format": "1.1", "entry": "A", "screens": [{"id": "A", "links": [{"kind": "dismissAction"}]}]}"#)
    #expect(
      LoaderHarness.lines(later) == [
        "1:12: error: unknown format '1.1': this version of NavGraph reads format '1' [unknown-format]"
      ])
    #expect(later.app == nil && later.hasErrors)
    #expect(later.diagnostics[0].location?.path == nil)
    // Keys before it are read (and reported), as before a syntax error.
    let late = LoaderHarness.load(#"{"screens": [{"id": "A", "titel": "x"}], "format": "2"}"#)
    #expect(late.diagnostics.map(\.code) == ["unknown-key", "unknown-format"])
  }

  @Test func aVersionThatIsNotAStringIsAWrongType() {
    let number = LoaderHarness.load(#"{"format": 1, "entry": "A", "screens": [{"id": "A"}]}"#)
    #expect(
      LoaderHarness.lines(number) == ["1:12: error: 'format' must be a string, found a number [wrong-type]"])
    #expect(LoaderHarness.paths(number) == ["format"])
    #expect(number.app?.screens.count == 1)
  }

  @Test func theSchemaListsTheVersionsRead() throws {
    let data = try Data(contentsOf: SchemaTests.root.appendingPathComponent("schema/navgraph.schema.json"))
    let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let properties = try #require(schema["properties"] as? [String: Any])
    let format = try #require(properties["format"] as? [String: Any])
    #expect(format["enum"] as? [String] == FormatSpec.versions)
  }
}
