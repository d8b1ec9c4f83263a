import NavGraph
import NavGraphTestSupport
import Testing

/// `AppLoader.loadOverlay`: an overlay read with the description loader (every key checked and
/// located in the overlay's file), its ids kept as written, and `remove`, which only an overlay may
/// have (docs/EXTRACT.md#the-overlay).
@Suite struct OverlayLoaderTests {
  /// A source map with one file before the overlay, as the Swift files are.
  static let code = SourceMap(files: [SourceFile(name: "App.swift", bytes: Array("struct A {}\n".utf8))])

  static func load(_ json: String) -> OverlayLoadResult {
    AppLoader.loadOverlay(bytes: Array(json.utf8), fileName: "nav.json", sources: code)
  }

  /// `nav.json:2:3: warning: message [code]`.
  static func lines(_ result: OverlayLoadResult) -> [String] {
    result.diagnostics.map {
      "\($0.location?.description ?? "-"): \($0.severity.rawValue): \($0.message) [\($0.code.rawValue)]"
    }
  }

  @Test func readsScreensLinksTabsAndRemovalsWithoutResolvingIds() throws {
    let result = Self.load(
      """
      {
        "format": "1.1",
        "entry": "Login",
        "tabs": [{"id": "home", "root": "HomeView", "stack": false}],
        "screens": [
          {"id": "HomeView", "stack": false, "destinations": ["Route"], "links": [
            {"kind": "sheet", "to": "Help", "label": "Help", "ignore": {"inert-link": "later"}},
            {"to": "Detail", "value": "Route"}
          ]},
          {"id": "Help", "title": "Help", "dismissDisabled": true}
        ],
        "remove": [{"on": "HomeView", "to": "Beta", "kind": "push"}, {"on": "Help"}]
      }
      """)
    #expect(!result.hasErrors && result.diagnostics.isEmpty, "\(Self.lines(result))")
    #expect(result.sources.files.map(\.name) == ["App.swift", "nav.json"])
    let overlay = try #require(result.overlay)
    #expect(overlay.entry?.id == "Login" && overlay.entry?.anchor?.file == 1)
    #expect(overlay.tabs?.map { "\($0.id) \($0.root) \($0.stack)" } == ["home HomeView false"])
    let home = overlay.screens[0]
    // Only what the overlay writes is set: `stack: false` is kept, the other flags are nil.
    #expect(home.stack == false && home.backButtonHidden == nil && home.title == nil && home.params == nil)
    #expect(home.destinations == ["Route"])
    #expect(
      home.links.map { "\($0.kind.rawValue) \($0.target ?? "-") \($0.value ?? "-")" } == [
        "sheet Help -", "push Detail Route",
      ])
    #expect(home.links[0].ignores.map(\.code) == ["inert-link"])
    #expect(overlay.screens[1].dismissDisabled == true && overlay.screens[1].stack == nil)
    #expect(
      overlay.removals.map { "\($0.on) \($0.to ?? "-") \($0.kind?.rawValue ?? "-")" } == [
        "HomeView Beta push", "Help - -",
      ])
    let anchor = try #require(overlay.removals[0].anchor)
    #expect(result.sources.location(of: anchor, path: nil)?.description == "nav.json:12:14")
  }

  @Test func everyKeyIsCheckedAndLocatedInTheOverlay() {
    let result = Self.load(
      """
      {
        "format": "1.1",
        "screens": [{"id": "A", "stak": true, "links": [{"kind": "shet", "to": "B"}]}],
        "remove": [{"to": "B"}, {"on": "A", "kind": "modal"}, {"on": "A", "what": 1}]
      }
      """)
    #expect(result.hasErrors)
    #expect(
      Self.lines(result) == [
        "nav.json:3:27: warning: unknown key 'stak'; did you mean 'stack'? [unknown-key]",
        "nav.json:3:60: error: unknown link kind 'shet'; did you mean 'sheet'? [unknown-kind]",
        "nav.json:4:14: error: missing required key 'on' in 'remove' entry [missing-key]",
        "nav.json:4:47: error: unknown link kind 'modal'; expected one of: push, sheet, fullScreenCover, "
          + "popover, tab, replace, pop, popToRoot, dismiss, dismissAction [unknown-kind]",
        "nav.json:4:69: warning: unknown key 'what' [unknown-key]",
      ])
  }

  @Test func removeNeedsFormatOneOne() {
    let result = Self.load(#"{"format": "1", "screens": [], "remove": [{"on": "A"}]}"#)
    #expect(
      Self.lines(result) == [
        #"nav.json:1:42: error: 'remove' needs format 1.1: declare "format": "1.1" [needs-format]"#
      ])
  }

  /// A description is not an overlay: `remove` there is a located error, not an unknown key.
  @Test func removeInADescriptionIsAnError() {
    let result = LoaderHarness.load(
      """
      {
        "format": "1.1",
        "entry": "A",
        "screens": [{"id": "A"}],
        "remove": [{"on": "A"}]
      }
      """)
    #expect(result.hasErrors)
    #expect(
      LoaderHarness.lines(result) == [
        "5:13: error: 'remove' is for overlays only (--overlay, navgraph.json beside Swift code): a "
          + "description lists the links it has; delete the links instead [overlay-only]"
      ])
  }

  @Test func anUnreadableOverlayIsAnIOError() {
    let result = AppLoader.loadOverlay(
      path: "/nonexistent/nav.json", fileName: "nav.json", sources: Self.code)
    #expect(result.overlay == nil && result.hasErrors)
    #expect(result.diagnostics.map(\.code) == [.ioError])
    #expect(result.sources.files.count == 1)
  }
}
