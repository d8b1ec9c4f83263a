import NavGraph
import NavGraphTestSupport
import Testing

/// Format 1.1 in the JSON reader and in `AppBuilder`: `dismissAction`, `destinations` and `value`,
/// accepted when the file declares "1.1" or no format, located errors when it declares "1", and the
/// checks on the types (non-empty, once per screen, `value` only on a push, at most 64).
@Suite struct FormatOneOneLoadingTests {
  static let typed = """
    {FORMAT"entry": "A", "screens": [
      {"id": "A", "stack": true, "destinations": ["Route", "Profile.ID"],
       "links": [{"kind": "push", "to": "B", "value": "Profile.ID"}, {"kind": "dismissAction"}]},
      {"id": "B", "links": [{"to": "A", "value": "Route"}]}]}
    """

  static func load(format: String?) -> LoadResult {
    LoaderHarness.load(
      typed.replacingOccurrences(of: "FORMAT", with: format.map { #""format": "\#($0)", "# } ?? ""))
  }

  @Test func readWithFormatOneOneOrNone() throws {
    for format in ["1.1", nil] {
      let result = Self.load(format: format)
      #expect(result.diagnostics.isEmpty, "\(String(describing: format))")
      let app = try #require(result.app)
      #expect(app.valueTypes == ["Route", "Profile.ID"])
      #expect(app.screens.map(\.destinations) == [0b11, 0])
      #expect(app.links.map(\.kind) == [.push, .dismissAction, .push])
      #expect(app.linkValues == [LinkID(0): 1, LinkID(2): 0])
      #expect(app.valueType(of: LinkID(2)) == "Route" && app.valueType(of: LinkID(1)) == nil)
    }
  }

  /// Declared format 1: every 1.1 key or kind is an error at it, whether `format` comes first or last.
  @Test func formatOneRefusesThemWhereTheyAre() {
    let first = Self.load(format: "1")
    #expect(first.diagnostics.allSatisfy { $0.code == .needsFormat })
    #expect(
      LoaderHarness.lines(first) == [
        "2:46: error: 'destinations' needs format 1.1: declare \"format\": \"1.1\" [needs-format]",
        "3:51: error: 'value' needs format 1.1: declare \"format\": \"1.1\" [needs-format]",
        "3:75: error: 'dismissAction' needs format 1.1: declare \"format\": \"1.1\" [needs-format]",
        "4:46: error: 'value' needs format 1.1: declare \"format\": \"1.1\" [needs-format]",
      ])
    #expect(
      LoaderHarness.paths(first) == [
        "screens[0].destinations", "screens[0].links[0].value", "screens[0].links[1].kind",
        "screens[1].links[0].value",
      ])
    let declaredLast = LoaderHarness.load(
      #"{"screens": [{"id": "A", "links": [{"kind": "dismissAction"}]}], "entry": "A", "format": "1"}"#)
    #expect(
      LoaderHarness.lines(declaredLast) == [
        "1:45: error: 'dismissAction' needs format 1.1: declare \"format\": \"1.1\" [needs-format]"
      ])
  }

  @Test func typesAreCheckedWhereTheyAreWritten() {
    let result = LoaderHarness.load(
      #"""
      {"entry": "A", "screens": [{"id": "A", "stack": true, "destinations": ["R", "", "R", 3],
        "links": [{"kind": "sheet", "to": "A", "value": "R"}, {"to": "A", "value": ""}]}]}
      """#)
    #expect(
      LoaderHarness.lines(result) == [
        "1:77: error: value type is empty [empty-id]",
        "1:81: error: value type 'R' is listed twice in 'destinations' [duplicate-type]",
        "  1:72: note: first listed here",
        "1:86: error: a value type must be a string, found a number [wrong-type]",
        "2:51: error: a 'sheet' link takes no 'value': only a push pushes a value [unexpected-value]",
        "2:78: error: value type is empty [empty-id]",
      ])
    #expect(
      LoaderHarness.paths(result) == [
        "screens[0].destinations[1]", "screens[0].destinations[2]", "screens[0].destinations[3]",
        "screens[0].links[0]", "screens[0].links[1]",
      ])
    #expect(result.diagnostics[1].notes.map(\.location?.column) == [72])
  }

  /// 64 distinct types load; the 65th is an error at it.
  @Test func atMostSixtyFourTypes() {
    func app(_ count: Int) -> String {
      let types = (0..<count).map { "\"T\($0)\"" }.joined(separator: ", ")
      return #"{"entry": "A", "screens": [{"id": "A", "destinations": ["# + types + "]}]}"
    }
    #expect(LoaderHarness.load(app(64)).diagnostics.isEmpty)
    let over = LoaderHarness.load(app(65))
    #expect(over.diagnostics.map(\.code) == [.tooManyTypes])
    #expect(over.diagnostics[0].message == "too many value types: 'T64' would be the 65th (the limit is 64)")
    #expect(over.diagnostics[0].location?.path == "screens[0].destinations[64]")
    #expect(over.diagnostics[0].location?.column == 495)
  }

  /// `AppBuilder` takes the same: a screen's destinations and a link's value, with the same checks.
  @Test func theBuilderTakesThem() throws {
    var builder = AppBuilder()
    builder.setEntry("A")
    builder.addScreen(
      "A", stack: true, destinations: ["Route", "Route"],
      links: [
        .init(.push, to: "A", value: "Route"), .init(.sheet, to: "A", value: "Route"), .init(.dismissAction),
      ])
    let result = builder.build()
    #expect(result.diagnostics.map(\.code) == [.duplicateType, .unexpectedValue])
    let app = try #require(result.app)
    #expect(app.valueTypes == ["Route"] && app.screens[0].destinations == 1)
    #expect(app.linkValues == [LinkID(0): 0])
    #expect(app.links[2].kind == .dismissAction)
  }
}
