import NavGraphTestSupport
import Testing

@testable import NavGraph

/// Compound actions (`then`, format 1.1) given to the public `AppBuilder`: the same parts, checks and
/// located diagnostics as the JSON loader's.
@Suite struct AppBuilderPartsTests {
  static let json = """
    {"format": "1.1", "entry": "A",
     "screens": [
      {"id": "A", "stack": true, "destinations": ["R"], "links": [{"kind": "sheet", "to": "S"}]},
      {"id": "S", "links": [{"kind": "dismiss", "label": "Go", "then": [{"to": "B", "value": "R", "label": "On"}, {"kind": "tab"}, {"kind": "pop", "to": "A"}, {"to": "Bx"}]}]},
      {"id": "B"}
     ]}
    """

  static let bytes = Array(json.utf8)

  /// Where the first occurrence of `needle` starts.
  static func at(_ needle: String) -> SourceAnchor {
    let pattern = Array(needle.utf8)
    let i = (0...(bytes.count - pattern.count)).first { Array(bytes[$0..<($0 + pattern.count)]) == pattern }!
    return SourceAnchor(file: 0, offset: i)
  }

  /// `json` given to the builder with the anchors the JSON reader gives (a part at its `{`, a
  /// target at its value).
  static func built() -> LoadResult {
    let sources = SourceMap(files: [SourceFile(name: "app.json", bytes: bytes)], paths: JSONPaths())
    var b = AppBuilder(sources: sources)
    b.anchor = at("{")
    b.setEntry("A", at: at("\"A\""))
    b.addScreen(
      "A", stack: true, destinations: ["R"],
      links: [.init(.sheet, to: "S", at: at("{\"kind\": \"sheet\""), targetAt: at("\"S\""))],
      at: at("\"A\", \"stack\""))
    let parts: [AppBuilder.LinkSpec] = [
      .init(.push, to: "B", label: "On", value: "R", at: at("{\"to\": \"B\""), targetAt: at("\"B\"")),
      .init(.tab, at: at("{\"kind\": \"tab\"")),
      .init(.pop, to: "A", at: at("{\"kind\": \"pop\""), targetAt: at("\"A\"}")),
      .init(.push, to: "Bx", at: at("{\"to\": \"Bx\""), targetAt: at("\"Bx\"")),
    ]
    b.addScreen(
      "S", links: [.init(.dismiss, label: "Go", at: at("{\"kind\": \"dismiss\""), then: parts)],
      at: at("\"S\", \"links\""))
    b.addScreen("B", at: at("\"B\"}"))
    return b.build()
  }

  @Test func partsAreCheckedAndReportedExactlyAsTheLoaderDoes() {
    let loaded = LoaderHarness.load(Self.json)
    let built = Self.built()
    #expect(built.diagnostics == loaded.diagnostics)
    #expect(
      LoaderHarness.lines(built) == [
        "4:111: error: missing 'to': a 'tab' move needs a target tab [missing-target]",
        "4:150: error: a 'pop' move takes no 'to' [unexpected-target]",
        "4:163: error: unknown screen 'Bx'; did you mean 'B'? [unknown-id]",
      ])
    #expect(
      LoaderHarness.paths(built) == [
        "screens[1].links[0].then[1]", "screens[1].links[0].then[2].to", "screens[1].links[0].then[3].to",
      ])
  }

  @Test func partsAreTheLoadersParts() throws {
    let loaded = try #require(LoaderHarness.load(Self.json).app)
    let built = try #require(Self.built().app)
    #expect(built.linkParts.keys.sorted() == [LinkID(1)])
    #expect(loaded.linkParts.keys.sorted() == [LinkID(1)])
    let (b, l) = (try #require(built.linkParts[LinkID(1)]), try #require(loaded.linkParts[LinkID(1)]))
    #expect(b.moves.map(\.kind) == l.moves.map(\.kind))
    #expect(b.moves.map(\.destination) == l.moves.map(\.destination))
    #expect(b.moves.map(\.anchor) == l.moves.map(\.anchor))
    #expect(b.moves.map(\.label) == l.moves.map(\.label))
    #expect(b.moves.map(\.kind) == [.push, .tab, .pop, .push])
    #expect(b.moves.map(\.destination) == [.screen(ScreenID(2)), nil, nil, nil])
    #expect(b.moves[0].label == "On")
    #expect(b.moveValues == l.moveValues && b.moveValues == [0: 0])
    for part in 0..<4 {
      #expect(built.location(ofLink: LinkID(1), part: part) == loaded.location(ofLink: LinkID(1), part: part))
    }
    #expect(
      built.describe(Move(.link(LinkID(1)), on: ScreenID(1))).effect
        == "dismiss, then push 'B' (value R), tab, pop, push")
  }

  /// What only a producer of `LinkSpec`s can get wrong: a value on a move that is not a push, and
  /// `ignore` or `then` on a part (the loader's key checks, in its words).
  @Test func whatAPartCannotCarry() {
    var b = AppBuilder()
    b.setEntry("A")
    b.addScreen(
      "A",
      links: [
        .init(
          .pop,
          then: [
            .init(.sheet, to: "A", value: "R"),
            .init(.push, to: "A", ignores: [.init("cycle", reason: "why")], then: [.init(.pop)]),
          ])
      ])
    let result = b.build()
    #expect(result.hasErrors)
    #expect(
      result.diagnostics.map { "\($0.severity.rawValue) \($0.code.rawValue): \($0.message)" } == [
        "error unexpected-value: a 'sheet' move takes no 'value': only a push pushes a value",
        "warning unknown-key: 'ignore' on a part of 'then' is not used: findings are suppressed on screens and links",
        "error unknown-key: 'then' on a part of 'then' is not read: list every move in order in the link's 'then'",
      ])
    #expect(
      result.app?.linkParts[LinkID(0)]?.moves.map(\.destination) == [
        .screen(ScreenID(0)), .screen(ScreenID(0)),
      ])
    #expect(result.app?.linkParts[LinkID(0)]?.moveValues == [:])
  }
}
