import NavGraph
import NavGraphTestSupport
import Testing

@testable import NavGraph

/// Deep links (format 1.1) on minimal apps: the loader's keys and located errors, the issue's cases
/// (a warm `[tab home, push Post]` over a sheet shows Post; `[push Post]` alone there is broken
/// warm), reachability and routes through a deep link.
@Suite struct DeepLinkTests {
  /// Tabs home and other; home's root Feed has a sheet Compose; Post is shown only by deep links.
  static func app(moves: String) -> String {
    """
    {"format": "1.1", "tabs": [{"id": "home", "root": "Feed"}, {"id": "other", "root": "Other"}],
     "screens": [
       {"id": "Feed", "links": [{"kind": "sheet", "to": "Compose"}]},
       {"id": "Compose", "links": [{"kind": "dismiss"}]},
       {"id": "Other"},
       {"id": "Post", "links": ["Comments"]},
       {"id": "Comments"}],
     "deepLinks": [{"id": "post", "url": "myapp://post/{id}", "to": "Post", "moves": \(moves)}]}
    """
  }

  static func check(_ text: String) throws -> (App, CheckResult) {
    let result = LoaderHarness.load(text)
    #expect(result.diagnostics.isEmpty, "\(LoaderHarness.lines(result))")
    let app = try #require(result.app)
    return (app, NavigationAnalysis(app).check())
  }

  @Test func tabThenPushOverASheetDismissesItAndShowsPost() throws {
    let (app, result) = try Self.check(Self.app(moves: #"[{"kind": "tab", "to": "home"}, "Post"]"#))
    let model = NavigationModel(app)
    var state = try #require(NavigationState.launch(model))
    state = try #require(state.replaying([Move(.link(LinkID(0)), on: ScreenID(0))], model)?.last)
    #expect(state.visible == ScreenID(1) && state.modals.count == 1)
    let opened = try #require(state.applying(Move(.deepLink(0), on: state.visible), model))
    #expect(opened.visible == ScreenID(3) && opened.modals.isEmpty)
    #expect(result.findings.filter { $0.code == .brokenDeepLink }.isEmpty)
    // Post and Comments are reachable only through the deep link, and say so in their routes.
    #expect(!result.findings.contains { $0.code == .unreachable })
    let routes = NavigationAnalysis(app).routes
    let comments = try #require(routes[4])
    #expect(comments.moves.map { app.describe($0).summary } == ["deep link 'post'", "push 'Comments'"])
  }

  @Test func pushAloneOverASheetIsBrokenWarm() throws {
    let (_, result) = try Self.check(Self.app(moves: #"["Post"]"#))
    let broken = result.findings.filter { $0.code == .brokenDeepLink }
    #expect(broken.count == 1)
    #expect(broken.first?.severity == .warning)
    #expect(
      broken.first?.message
        == "deep link 'post' opened while 'Compose' is visible shows 'Compose', not 'Post'")
    #expect(broken.first?.route == ["sheet 'Compose'"])
    #expect(broken.first?.location?.path == "deepLinks[0]")
  }

  @Test func coldFailureIsAnError() throws {
    let (_, result) = try Self.check(Self.app(moves: #"[{"kind": "tab", "to": "other"}]"#))
    let broken = result.findings.filter { $0.code == .brokenDeepLink }
    #expect(broken.map(\.severity) == [.error])
    #expect(broken.first?.message == "deep link 'post' opened at launch shows 'Other', not 'Post'")
  }

  @Test func mistakesAreLocated() {
    let result = LoaderHarness.load(
      #"""
      {"format": "1.1", "entry": "A", "screens": [{"id": "A"}],
       "deepLinks": [{"id": "x", "url": "u", "to": "B", "moves": [{"kind": "tab", "to": "t"}, {"kind": "pop", "value": "R"}]},
                     {"id": "x", "url": "u", "to": "A", "moves": []}, {"id": "y"}]}
      """#)
    #expect(
      Set(LoaderHarness.paths(result)) == [
        "deepLinks[0].to", "deepLinks[0].moves[0].to", "deepLinks[0].moves[1].value", "deepLinks[1].id",
        "deepLinks[2]",
      ])
    #expect(
      Set(result.diagnostics.map(\.code)) == [.unknownID, .unexpectedValue, .duplicateID, .missingKey])
  }

  @Test func formatOneRefusesDeepLinks() {
    let result = LoaderHarness.load(
      #"{"format": "1", "entry": "A", "screens": [{"id": "A"}], "deepLinks": []}"#)
    #expect(result.diagnostics.map(\.code) == [.needsFormat])
  }
}
