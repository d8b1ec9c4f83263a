import NavGraph
import NavGraphTestSupport
import Testing

@testable import NavGraph

/// Compound actions (format 1.1, `then`) on minimal apps and in the random apps: the brute-force
/// reference applies a link's own move and then its parts, as one move.
@Suite struct CompoundActionTests {
  /// Home (with a NavigationStack) presents the sheet Compose; Compose's link `dismiss` has the
  /// parts `parts`; X is a screen of its own.
  static func sheetOverStack(parts: [Link]) -> App {
    var b = TestApp()
    b.entry = "Home"
    b.screen("Home", [(.sheet, "Compose", "Compose")], stack: true)
    b.screen("Compose", [(.dismiss, nil, "Close")])
    b.screen("X")
    var app = b.build()
    app.linkParts[LinkID(1)] = CompoundParts(moves: parts)
    return app
  }

  @Test func refereeDismissThenPushLandsOnXPushedOnTheStackBelowInOneMove() throws {
    let app = Self.sheetOverStack(parts: [Link(kind: .push, destination: .screen(ScreenID(2)))])
    let brute = BruteModel(app: app)
    let launch = try #require(brute.launch)
    let sheet = try #require(brute.applying(Move(.link(LinkID(0)), on: ScreenID(0)), to: launch))
    #expect(brute.visible(sheet) == 1 && sheet.modals.count == 1)
    let moves = brute.moves(sheet)
    let action = try #require(moves.first { $0.0 == Move(.link(LinkID(1)), on: ScreenID(1)) })
    #expect(action.1 == BruteState(root: .single([0, 2]), modals: []))
    #expect(brute.partActs(LinkID(1), 0, in: sheet))
  }

  @Test func refereeActionWhoseFinalStateIsTheStartIsInert() throws {
    // dismiss, then present Compose again: back where it started, so not a move.
    let app = Self.sheetOverStack(parts: [Link(kind: .sheet, destination: .screen(ScreenID(1)))])
    let brute = BruteModel(app: app)
    let launch = try #require(brute.launch)
    let sheet = try #require(brute.applying(Move(.link(LinkID(0)), on: ScreenID(0)), to: launch))
    #expect(!brute.moves(sheet).contains { $0.0 == Move(.link(LinkID(1)), on: ScreenID(1)) })
  }

  @Test func refereeSkipsAPartThatCannotAct() throws {
    // dismiss, then pop (Home is the root of its stack: skipped), then push X.
    let app = Self.sheetOverStack(parts: [
      Link(kind: .pop), Link(kind: .push, destination: .screen(ScreenID(2))),
    ])
    let brute = BruteModel(app: app)
    let launch = try #require(brute.launch)
    let sheet = try #require(brute.applying(Move(.link(LinkID(0)), on: ScreenID(0)), to: launch))
    let action = try #require(brute.applying(Move(.link(LinkID(1)), on: ScreenID(1)), to: sheet))
    #expect(action == BruteState(root: .single([0, 2]), modals: []))
    #expect(!brute.partActs(LinkID(1), 0, in: sheet))
    #expect(brute.partActs(LinkID(1), 1, in: sheet))
  }

  @Test func randomAppsHaveCompoundActionsWhosePartsAct() {
    var appsWithParts = 0
    var actingParts = 0
    for seed in UInt64(0)..<200 {
      let app = RandomApps.make(seed: seed &* 7919 &+ 17)
      let plain = RandomApps.make(seed: seed &* 7919 &+ 17)
      // The parts come from their own generator: the rest of the app is the same.
      #expect(app.links.count == plain.links.count && app.linkValues == plain.linkValues)
      #expect(app.deepLinks.count == plain.deepLinks.count)
      guard !app.linkParts.isEmpty else { continue }
      appsWithParts += 1
      let brute = BruteModel(app: app)
      guard let launch = brute.launch else { continue }
      let all = BruteExploration(brute, from: launch, cap: 500, deepLinks: true)
      for s in all.states {
        for l in app.screens[Int(brute.visible(s))].links {
          guard let parts = app.linkParts[l] else { continue }
          actingParts += parts.moves.indices.filter { brute.partActs(l, $0, in: s) }.count
        }
      }
    }
    #expect(appsWithParts >= 40)
    #expect(actingParts >= 200)
  }

  @Test func theLoaderReadsThenIntoTheSideTable() throws {
    let result = LoaderHarness.load(
      #"""
      {"format": "1.1", "tabs": [{"id": "home", "root": "Home"}],
       "screens": [
         {"id": "Home", "destinations": ["Route"], "links": [{"kind": "sheet", "to": "Compose"}]},
         {"id": "Compose", "links": [
           "Home",
           {"kind": "dismiss", "label": "Show profile",
            "then": [{"kind": "push", "to": "Profile", "value": "Route"}, {"kind": "tab", "to": "home"}, "Home"]}]},
         {"id": "Profile"}]}
      """#)
    #expect(result.diagnostics.isEmpty, "\(LoaderHarness.lines(result))")
    let app = try #require(result.app)
    #expect(app.linkParts.keys.sorted() == [LinkID(2)])
    let parts = try #require(app.linkParts[LinkID(2)])
    #expect(parts.moves.map(\.kind) == [.push, .tab, .push])
    #expect(parts.moves.map(\.destination) == [.screen(ScreenID(2)), .tab(TabID(0)), .screen(ScreenID(0))])
    #expect(parts.moveValues == [0: 0])
    #expect(app.links[LinkID(2)].kind == .dismiss && app.linkValues[LinkID(2)] == nil)
    #expect(app.location(ofLink: LinkID(2), part: 1)?.path == "screens[1].links[1].then[1]")
    #expect(app.location(ofLink: LinkID(2), part: 1)?.line == 7)
  }

  @Test func mistakesInPartsAreLocatedAtThePart() {
    let result = LoaderHarness.load(
      #"""
      {"format": "1.1", "entry": "A",
       "screens": [{"id": "A", "links": [{"kind": "dismiss", "then": [
         {"kind": "push", "to": "Bb"}, {"kind": "tab", "to": "t"}, {"kind": "pop", "value": "R"},
         {"kind": "dismiss", "to": "A"}, {"kind": "sheet"}, {"kind": "pop", "then": []}, 3]}]},
         {"id": "B"}]}
      """#)
    #expect(
      Set(LoaderHarness.paths(result)) == [
        "screens[0].links[0].then[0].to", "screens[0].links[0].then[1].to",
        "screens[0].links[0].then[2].value",
        "screens[0].links[0].then[3].to", "screens[0].links[0].then[4]", "screens[0].links[0].then[5].then",
        "screens[0].links[0].then[6]",
      ])
    #expect(
      Set(result.diagnostics.map(\.code)) == [
        .unknownID, .unexpectedValue, .unexpectedTarget, .missingTarget, .unknownKey, .wrongType,
      ])
    #expect(
      LoaderHarness.lines(result).contains {
        $0.hasSuffix("error: unknown screen 'Bb'; did you mean 'B'? [unknown-id]")
      })
  }

  @Test func formatOneRefusesThen() {
    let result = LoaderHarness.load(
      #"{"format": "1", "entry": "A", "screens": [{"id": "A", "links": [{"kind": "pop", "then": ["A"]}]}]}"#)
    #expect(
      LoaderHarness.lines(result) == [
        "1:89: error: 'then' needs format 1.1: declare \"format\": \"1.1\" [needs-format]"
      ])
    #expect(LoaderHarness.paths(result) == ["screens[0].links[0].then"])
  }

  /// A part's keys have a frame of their own: a key repeated in the link after its `then` is
  /// reported with the link's own first occurrence, not the part's.
  @Test func aKeyRepeatedAfterThenPointsAtTheLinksOwnFirstOccurrence() throws {
    let result = LoaderHarness.load(
      #"{"format": "1.1", "entry": "A", "screens": [{"id": "A", "links": [{"kind": "pop", "then": [{"kind": "dismiss"}], "kind": "popToRoot"}]}]}"#
    )
    let duplicate = try #require(result.diagnostics.first { $0.code == .duplicateKey })
    #expect(duplicate.location?.column == 114)
    #expect(duplicate.notes.first?.location?.column == 68)
  }

  /// The issue's case: `dismiss` then `push X` from a sheet over a stack lands on X pushed on that
  /// stack in one move, and the move says its parts.
  @Test func dismissThenPushFromASheetLandsOnXPushedOnTheStackBelow() throws {
    let app = Self.sheetOverStack(parts: [Link(kind: .push, destination: .screen(ScreenID(2)))])
    let model = NavigationModel(app)
    let launch = try #require(NavigationState.launch(model))
    let sheet = try #require(launch.applying(Move(.link(LinkID(0)), on: ScreenID(0)), model))
    let move = Move(.link(LinkID(1)), on: ScreenID(1))
    let next = try #require(sheet.applying(move, model))
    #expect(
      next
        == NavigationState(
          tabStacks: [], selectedTab: TabID(0), rootStack: [ScreenID(0), ScreenID(2)], modals: []))
    #expect(sheet.moves(model).contains { $0.0 == move && $0.1 == next })
    #expect(app.describe(move).parts == "push 'X'")
    #expect(app.describe(move).effect == "dismiss, then push 'X'")
    #expect(app.describe(move).summary == "dismiss, then push 'X'")
    #expect(app.describe(Move(.link(LinkID(0)), on: ScreenID(0))).parts == nil)
  }

  @Test func anActionBackWhereItStartedIsNotAMove() throws {
    let app = Self.sheetOverStack(parts: [Link(kind: .sheet, destination: .screen(ScreenID(1)))])
    let model = NavigationModel(app)
    let launch = try #require(NavigationState.launch(model))
    let sheet = try #require(launch.applying(Move(.link(LinkID(0)), on: ScreenID(0)), model))
    #expect(sheet.applying(Move(.link(LinkID(1)), on: ScreenID(1)), model) == nil)
  }

  /// The library's concrete states apply compound actions as the reference does: the same moves,
  /// to the same states, from every state the reference enumerates in the random apps.
  @Test func statesApplyCompoundActionsAsTheReferenceDoes() {
    var compared = 0
    for seed in UInt64(0)..<300 {
      let app = RandomApps.make(seed: seed &* 7919 &+ 17)
      guard !app.linkParts.isEmpty else { continue }
      let brute = BruteModel(app: app)
      let model = NavigationModel(app)
      guard let launch = brute.launch else { continue }
      let all = BruteExploration(brute, from: launch, cap: 300)
      for s in all.states {
        let expected = brute.moves(s).map { ($0.0, brute.navigationState($0.1)) }
        let actual = brute.navigationState(s).moves(model)
        #expect(
          actual.map(\.0) == expected.map(\.0) && actual.map(\.1) == expected.map(\.1),
          "\(RandomApps.describe(s, app))\n\(RandomApps.describe(app))")
        compared += 1
      }
    }
    #expect(compared >= 2000)
  }

  /// Reachability and fewest moves agree with the reference on the random apps with compound
  /// actions it enumerates; where the library's search over states stops at its bound before
  /// settling reachability (`approximate`), it over-approximates.
  @Test func reachabilityAgreesWithTheReference() {
    var exact = 0
    var approximated = 0
    for seed in UInt64(0)..<300 {
      let app = RandomApps.make(seed: seed &* 7919 &+ 17)
      guard !app.linkParts.isEmpty else { continue }
      let brute = BruteModel(app: app)
      let graph = NavigationAnalysis(app, bounds: BruteForceTests.bounds).graph
      guard let launch = brute.launch else { continue }
      let all = BruteExploration(brute, from: launch, cap: BruteForceTests.stateCap, deepLinks: true)
      let text = RandomApps.describe(app)
      var depth = [Int?](repeating: nil, count: app.screens.count)
      for (i, state) in all.states.enumerated() where depth[Int(brute.visible(state))] == nil {
        depth[Int(brute.visible(state))] = Int(all.depth[i])
      }
      if graph.approximate {
        approximated += 1
        for s in app.screens.indices where depth[s] != nil {
          #expect(graph.isReachable(ScreenID(s)), "approximation misses \(app.screens[s].id)\n\(text)")
        }
        continue
      }
      guard all.complete else { continue }
      exact += 1
      for s in app.screens.indices {
        let node = graph.firstNode[s]
        #expect(
          (node >= 0 ? Int(graph.depth[Int(node)]) : nil) == depth[s], "screen \(app.screens[s].id)\n\(text)")
      }
    }
    #expect(exact >= 40)
    #expect(approximated >= 1)
  }
}
