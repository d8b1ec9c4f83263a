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
  /// Past the search's bound, a screen the deep links show is still reachable (it had been reported
  /// `unreachable` when the search stopped before reaching it).
  @Test func aScreenShownOnlyByADeepLinkStaysReachablePastTheSearchBound() throws {
    let app = try #require(LoaderHarness.load(Self.app(moves: #"["Post"]"#)).app)
    let analysis = NavigationAnalysis(app, bounds: StateBounds(graphStates: 1, trapStates: 1))
    #expect(analysis.graph.approximate)
    #expect(analysis.reachable == [true, true, true, true, true])
    #expect(!analysis.check().findings.contains { $0.code == .unreachable })
  }

  /// Past the search's bound, a screen the deep links show but the search did not reach is listed
  /// by `routes` as reachable without a route (it had been listed as unreachable).
  @Test func pastTheBoundRoutesListAReachableScreenWithoutARoute() throws {
    let app = try #require(LoaderHarness.load(Self.app(moves: #"["Post"]"#)).app)
    let analysis = NavigationAnalysis(app, bounds: StateBounds(graphStates: 1, trapStates: 1))
    let routes = analysis.routes
    #expect(routes.limit == 1)
    #expect(routes[3] == nil && routes.isReachable(3))
    #expect(routes[0]?.moves.isEmpty == true)
    let text = RoutesTextReporter().generateReport(RoutesReport(app: app, file: "app.json", routes: routes))
    #expect(
      text.split(separator: "\n").contains("Post      -      reachable, no route found within 1 states"))
    #expect(!text.contains("unreachable"))
  }

  /// An app whose states with its deep links are too many to enumerate: its traps are those of the
  /// states the user's own moves reach, found exactly by their floors, and a note says what is not
  /// checked (before, it said nothing about traps at all).
  @Test func pastTheBoundTrapsAreThoseTheUsersMovesReach() throws {
    let text = """
      {"format": "1.1", "entry": "Feed", "home": "Feed",
       "screens": [
         {"id": "Feed", "stack": true, "links": ["Post", {"kind": "fullScreenCover", "to": "Onboarding"}]},
         {"id": "Post", "links": ["Post"]},
         {"id": "Onboarding", "stack": true, "links": ["Step"]},
         {"id": "Step", "links": ["Onboarding"]}],
       "deepLinks": [{"id": "post", "url": "myapp://post", "to": "Post", "moves": ["Post"]}]}
      """
    let app = try #require(LoaderHarness.load(text).app)
    let analysis = NavigationAnalysis(app, bounds: StateBounds(trapStates: 50))
    let result = analysis.check()
    let traps = result.findings.filter { $0.code == .trap }
    #expect(traps.filter { $0.severity == .warning }.map(\.screen) == ["Onboarding"])
    #expect(
      traps.filter { $0.severity == .note }.map(\.message) == [
        "traps checked in the states the user's own moves reach: with its deep links the app has more "
          + "than 50 states, and a trap reached only through a deep link is not found"
      ])
  }
}
