import NavGraphTestSupport
import Testing

@testable import NavGraph

/// `PrintableBytes` writes the same bytes as `TerminalStyle.printable` of the strings it stands
/// for: every route's final state (`App.describe`) and every move's effect (`MoveDescription`).
@Suite struct PrintableBytesTests {
  /// Every screen's id, final state and moves of `app`'s routes, as bytes and through `String`.
  private func expectSame(_ app: App, _ comment: Comment) {
    var names = PrintableBytes(app)
    let routes = NavigationAnalysis(app).routes
    for s in app.screens.indices {
      #expect(names.screen(ScreenID(s)) == Array(TerminalStyle.printable(app.screens[s].id).utf8), comment)
      guard let route = routes[s] else { continue }
      var state: [UInt8] = []
      names.appendState(route.end, to: &state)
      #expect(state == Array(TerminalStyle.printable(app.describe(route.end)).utf8), comment)
      #expect(routes.end(s) == route.end, comment)
      for move in route.moves {
        var effect: [UInt8] = []
        names.appendEffect(move, to: &effect)
        #expect(effect == Array(TerminalStyle.printable(app.describe(move).effect).utf8), comment)
      }
    }
  }

  /// Control characters and non-ASCII ids in screens and tabs, a root stack, sheets with stacks, a
  /// cover and value pushes: each escaped as `TerminalStyle.printable` escapes the whole text.
  @Test func escapedIdsMatchTheStrings() throws {
    let json = """
      {
        "format": "1.1",
        "tabs": [
          {"id": "home\\u0007", "root": "A\\u001b[31m"},
          {"id": "caf\\u00e9", "root": "B\\u0085"}
        ],
        "screens": [
          {"id": "A\\u001b[31m", "links": [{"kind": "push", "to": "C\\te"}, {"kind": "sheet", "to": "S\\u0000"}]},
          {"id": "B\\u0085", "destinations": ["Route"], "links": [{"kind": "push", "to": "C\\te", "value": "Route"}]},
          {"id": "C\\te", "links": [{"kind": "fullScreenCover", "to": "e\\u0301"}, {"kind": "tab", "to": "caf\\u00e9"}]},
          {"id": "S\\u0000", "stack": true, "links": [{"kind": "push", "to": "C\\te"}]},
          {"id": "e\\u0301", "links": [{"kind": "replace", "to": "R\\u009f"}]},
          {"id": "R\\u009f", "links": []}
        ]
      }
      """
    let app = try #require(LoaderHarness.load(json).app, "\(LoaderHarness.lines(LoaderHarness.load(json)))")
    expectSame(app, "escaped ids")
  }

  /// The random apps of the brute-force comparison: tab bars, modals, value pushes, deep links and
  /// compound actions.
  @Test func randomAppsMatchTheStrings() {
    for seed in UInt64(0)..<300 { expectSame(RandomApps.make(seed: seed), "seed \(seed)") }
  }
}
