import NavGraphTestSupport
import Testing

@testable import NavGraph

/// The public `AppBuilder`: the same validation, resolution and diagnostics as the JSON loader (its
/// other client), from ids given as strings.
@Suite struct AppBuilderTests {
  /// Every problem the builder checks, written once as JSON.
  static let json = """
    {"entry": "home",
     "tabs": [{"id": "home", "root": "Home"}, {"id": "home", "root": "Hme"}, {"id": "", "root": "Home"}],
     "screens": [
      {"id": "Home", "links": [{"to": "Detial"}, {"kind": "tab", "to": "Home"}, {"kind": "pop", "to": "Home"}, {"kind": "sheet"}, "Detail"]},
      {"id": "Detail", "links": [{"kind": "tab", "to": "hom", "label": "Go"}]},
      {"id": "Home"},
      {"id": ""}
     ]}
    """

  static let bytes = Array(json.utf8)

  /// The offset of the `occurrence`-th (0-based) match of `needle`.
  static func offset(_ needle: String, _ occurrence: Int = 0) -> Int {
    let pattern = Array(needle.utf8)
    var seen = 0
    for i in 0...(bytes.count - pattern.count) where Array(bytes[i..<(i + pattern.count)]) == pattern {
      if seen == occurrence { return i }
      seen += 1
    }
    fatalError("'\(needle)' not in the description")
  }

  static func at(_ needle: String, _ occurrence: Int = 0) -> SourceAnchor {
    SourceAnchor(file: 0, offset: offset(needle, occurrence))
  }

  /// The same app as `json`, given to the builder with the anchors the JSON reader gives: a screen
  /// at its id's value, a tab at its `{`, a link at its `{` (a bare string at itself), a reference
  /// at its value.
  static func built(limits: LoadLimits = .standard) -> LoadResult {
    let sources = SourceMap(files: [SourceFile(name: "app.json", bytes: bytes)], paths: JSONPaths())
    var b = AppBuilder(sources: sources, limits: limits)
    b.anchor = at("{")
    b.setEntry("home", at: at("\"home\""))
    b.addTab(
      "home", root: "Home", at: at("{\"id\": \"home\""), idAt: at("\"home\"", 1), rootAt: at("\"Home\""))
    b.addTab(
      "home", root: "Hme", at: at("{\"id\": \"home\"", 1), idAt: at("\"home\"", 2), rootAt: at("\"Hme\""))
    b.addTab("", root: "Home", at: at("{\"id\": \"\""), idAt: at("\"\""), rootAt: at("\"Home\"", 1))
    b.addScreen(
      "Home",
      links: [
        .init(.push, to: "Detial", at: at("{\"to\": \"Detial\""), targetAt: at("\"Detial\"")),
        .init(.tab, to: "Home", at: at("{\"kind\": \"tab\""), targetAt: at("\"Home\"", 3)),
        .init(.pop, to: "Home", at: at("{\"kind\": \"pop\""), targetAt: at("\"Home\"", 4)),
        .init(.sheet, at: at("{\"kind\": \"sheet\"")),
        .init(.push, to: "Detail", at: at("\"Detail\"]"), targetAt: at("\"Detail\"]")),
      ], at: at("\"Home\"", 2))
    b.addScreen(
      "Detail",
      links: [.init(.tab, to: "hom", label: "Go", at: at("{\"kind\": \"tab\"", 1), targetAt: at("\"hom\""))],
      at: at("\"Detail\", \"links\""))
    b.addScreen("Home", at: at("\"Home\"", 5))
    b.addScreen("", at: at("\"\"}"))
    return b.build()
  }

  @Test func reportsExactlyWhatTheLoaderReports() throws {
    let loaded = LoaderHarness.load(Self.json)
    let built = Self.built()
    #expect(built.diagnostics == loaded.diagnostics)
    #expect(
      Set(loaded.diagnostics.map(\.code)) == [
        .unknownID, .duplicateID, .emptyID, .unexpectedTarget, .missingTarget,
      ])
    #expect(
      LoaderHarness.lines(built).contains(
        "1:11: error: unknown screen 'home'; 'home' is a tab, not a screen [unknown-id]"))
    #expect(
      LoaderHarness.lines(built).contains {
        $0.hasSuffix("error: unknown tab 'hom'; did you mean 'home'? [unknown-id]")
      })
    #expect(built.hasErrors && loaded.hasErrors)
  }

  @Test func buildsTheSameModelAsTheLoader() throws {
    let loaded = try #require(LoaderHarness.load(Self.json).app)
    let built = try #require(Self.built().app)
    #expect(built.screens.map(\.id) == loaded.screens.map(\.id))
    #expect(built.screens.map(\.links) == loaded.screens.map(\.links))
    #expect(built.screens.map(\.anchor) == loaded.screens.map(\.anchor))
    #expect(built.links.map(\.destination) == loaded.links.map(\.destination))
    #expect(built.links.map(\.anchor) == loaded.links.map(\.anchor))
    #expect(built.links.map(\.targetAnchor) == loaded.links.map(\.targetAnchor))
    #expect(built.links.map(\.label) == loaded.links.map(\.label))
    #expect(built.tabs.map(\.root) == loaded.tabs.map(\.root))
    #expect(built.entry == loaded.entry && built.home == loaded.home)
    // The first of two screens named 'Home' is the one references use.
    #expect(built.tabs[0].root == ScreenID(0) && built.links[4].destination == .screen(ScreenID(1)))
  }

  @Test func idsFollowTheOrderOfAdding() {
    var b = AppBuilder()
    #expect(b.addTab("t", root: "B") == TabID(0))
    #expect(b.addScreen("A") == ScreenID(0))
    #expect(b.addScreen("B", links: [.init(.push, to: "A"), .init(.popToRoot)]) == ScreenID(1))
    let result = b.build()
    #expect(result.diagnostics.isEmpty && !result.hasErrors)
    let app = result.app!
    #expect(app.screens[ScreenID(1)].links == LinkID(0)..<LinkID(2))
    #expect(app.links[LinkID(0)].destination == .screen(ScreenID(0)))
    #expect(app.home == ScreenID(1) && app.entry == nil)
    // Without anchors, nothing is located.
    #expect(app.location(ofScreen: ScreenID(0)) == nil)
  }

  @Test func anAppWithNothingToLaunchOn() {
    var b = AppBuilder()
    b.addScreen("A")
    let result = b.build()
    #expect(
      result.diagnostics.map(\.message) == ["no 'entry' and no 'tabs': the app has nothing to launch on"])
    #expect(result.app?.screens.count == 1)
  }

  @Test func moreElementsThanTheLimitsAllowIsTooLarge() {
    let limits = LoadLimits(maxScreens: 2)
    let json = #"{"entry": "A", "screens": [{"id": "A"}, {"id": "B"}, {"id": "C"}]}"#
    let loaded = LoaderHarness.load(json, limits: limits)
    var b = AppBuilder(limits: limits)
    b.setEntry("A")
    for id in ["A", "B", "C"] { b.addScreen(id) }
    let built = b.build()
    #expect(built.app == nil && loaded.app == nil && built.hasErrors)
    #expect(built.diagnostics.map(\.message) == loaded.diagnostics.map(\.message))
    #expect(built.diagnostics.map(\.message) == ["too many screens (the limit is 2)"])
  }

  @Test func buildingTwiceGivesTheSameResult() {
    let first = Self.built()
    let second = Self.built()
    #expect(first.diagnostics == second.diagnostics)
    #expect(first.app?.links.map(\.destination) == second.app?.links.map(\.destination))
  }
}
