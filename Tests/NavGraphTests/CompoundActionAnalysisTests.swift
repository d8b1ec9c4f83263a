import NavGraph
import NavGraphTestSupport
import Testing

@testable import NavGraph

/// What `check` and `path` say about compound actions (format 1.1 `then`) on minimal apps: decided
/// state by state where the states are enumerated, with a note past the bound.
@Suite struct CompoundActionAnalysisTests {
  static func load(_ text: String) throws -> App {
    let result = LoaderHarness.load(text)
    #expect(result.diagnostics.isEmpty, "\(LoaderHarness.lines(result))")
    return try #require(result.app)
  }

  /// Home (a stack) presents Compose; Compose's `dismiss` then `parts`; X is pushed by the action.
  static func sheetOverStack(parts: String) -> String {
    """
    {"format": "1.1", "entry": "Home",
     "screens": [
       {"id": "Home", "stack": true, "links": [{"kind": "sheet", "to": "Compose"}]},
       {"id": "Compose", "links": [{"kind": "dismiss", "label": "Open X", "then": \(parts)}]},
       {"id": "X"}]}
    """
  }

  /// A part that never acts where its action is used is an `inert-link` located at the part; the
  /// action itself acts. (Before, parts were never checked.)
  @Test func aPartThatNeverActsIsAnInertLinkAtThePart() throws {
    let app = try Self.load(Self.sheetOverStack(parts: #"[{"kind": "pop"}, "X"]"#))
    let inert = NavigationAnalysis(app).check().findings.filter { $0.code == .inertLink }
    #expect(
      inert.map(\.message) == [
        "pop link, part 1 of the action of dismiss link 'Open X' on 'Compose', never acts where the action is used"
      ])
    #expect(inert.first?.location?.path == "screens[1].links[0].then[0]")
    #expect(inert.first?.location?.line == 4)
  }

  /// `[popToRoot, push X]` on X pushed on A comes back where it started: it never acts, so X (with
  /// its back button hidden) is a dead end, and the link is inert. (Before, the own move decided:
  /// a popToRoot above the root acts, so neither was reported.)
  @Test func anActionThatAlwaysComesBackWhereItStartedIsInertAndLeavesADeadEnd() throws {
    let app = try Self.load(
      #"""
      {"format": "1.1", "entry": "A",
       "screens": [
         {"id": "A", "stack": true, "links": ["X"]},
         {"id": "X", "backButtonHidden": true, "links": [{"kind": "popToRoot", "label": "Again", "then": ["X"]}]}]}
      """#)
    let findings = NavigationAnalysis(app).check().findings
    let deadEnds = findings.filter { $0.code == .deadEnd }
    #expect(deadEnds.map(\.screen) == ["X"])
    #expect(deadEnds.first?.route == ["push 'X'"])
    #expect(
      findings.filter { $0.code == .inertLink }.map(\.message) == [
        "popToRoot link 'Again' on 'X' never acts: its own move and its part ('then') leave every state it is used in as it was"
      ])
  }

  /// `path` counts the action as one move: the issue's case, `dismiss` then `push X` from the sheet.
  /// (Before, the search over configurations followed the own move only and found no path.)
  @Test func pathCountsTheActionAsOneMove() throws {
    let app = try Self.load(Self.sheetOverStack(parts: #"["X"]"#))
    let outcome = NavigationAnalysis(app).path(
      from: nil, to: ScreenID(2), options: PathOptions(fromLaunch: true))
    guard case .found(let route) = outcome else {
      Issue.record("no path: \(outcome)")
      return
    }
    #expect(route.moves.map { app.describe($0).summary } == ["sheet 'Compose'", "dismiss, then push 'X'"])
  }

  /// B's action pops and pushes B twice: the stack grows without end. `app` adds `parts` after those.
  static func growing(extra: String = "") -> String {
    """
    {"format": "1.1", "entry": "A", "home": "A",
     "screens": [
       {"id": "A", "stack": true, "links": ["B"]},
       {"id": "B", "links": [{"kind": "pop", "label": "More", "then": [\(extra)"B", "B"]}]}]}
    """
  }

  /// Past the bound on the states, the traps of an app with compound actions are not checked, and a
  /// note says so. (Before, the analysis by floors answered, which compound actions make invalid.)
  @Test func pastTheBoundTrapsAreNotCheckedAndANoteSaysSo() throws {
    let app = try Self.load(Self.growing())
    let analysis = NavigationAnalysis(app, bounds: StateBounds(graphStates: 50, trapStates: 10))
    #expect(analysis.traps?.unchecked == .states(10))
    let traps = analysis.check().findings.filter { $0.code == .trap }
    #expect(
      traps.map(\.message) == [
        "traps not checked: with its compound actions ('then') the app has more than 10 states, and only their enumeration decides traps there"
      ])
    #expect(traps.map(\.severity) == [.note])
  }

  /// Past the bound, what acts is over-approximated: a part that cannot act in any frame the
  /// action can reach (a dismiss with no modal) is still reported, with a note that some may be
  /// missed.
  @Test func pastTheBoundAnInertPartIsStillFoundAndANoteSaysSomeMayBeMissed() throws {
    let app = try Self.load(Self.growing(extra: #"{"kind": "dismiss"}, "#))
    let analysis = NavigationAnalysis(app, bounds: StateBounds(graphStates: 50, trapStates: 10))
    #expect(analysis.actionActivity?.exact == false)
    let inert = analysis.check().findings.filter { $0.code == .inertLink }
    #expect(
      inert.map(\.message) == [
        "dismiss link, part 1 of the action of pop link 'More' on 'B', never acts where the action is used",
        "inert links may be missed: with its compound actions ('then') the app has more than 10 states, and past that bound what acts is over-approximated (each one reported is real)",
      ])
    #expect(inert.first?.location?.path == "screens[1].links[0].then[0]")
  }

  /// A trap only a compound action leads into: the sheet's action pushes T on Home's stack, where
  /// T hides its back button; T and U go back and forth, never to Home. Decided by enumerating
  /// the states.
  @Test func aTrapBehindACompoundActionIsFound() throws {
    let app = try Self.load(
      #"""
      {"format": "1.1", "entry": "Home", "home": "Home",
       "screens": [
         {"id": "Home", "stack": true, "links": [{"kind": "sheet", "to": "S"}]},
         {"id": "S", "links": [{"kind": "dismiss", "then": ["T"]}]},
         {"id": "T", "backButtonHidden": true, "links": ["U"]},
         {"id": "U"}]}
      """#)
    let traps = NavigationAnalysis(app).check().findings.filter { $0.code == .trap }
    #expect(traps.map(\.screen) == ["T"])
    #expect(traps.first?.route == ["sheet 'S'", "dismiss, then push 'T'"])
    #expect(traps.first?.screens == ["T", "U"])
  }

  /// A value push in a compound action fails for want of a registration the way a link's own push
  /// does: `unregistered-destination` at the part, with the stacks a registration would fix, and
  /// not an inert part. (Before, the part was reported as `inert-link`.)
  @Test func aValuePushPartWithoutItsRegistrationIsAnUnregisteredDestination() throws {
    let app = try Self.load(
      """
      {"format": "1.1", "entry": "Home",
       "screens": [
         {"id": "Home", "stack": true, "links": [{"kind": "sheet", "to": "Search"}]},
         {"id": "Search", "links": [
           {"kind": "dismiss", "label": "Open", "then": [{"kind": "push", "to": "Item", "value": "Route"}]}]},
         {"id": "Item"}]}
      """)
    let findings = NavigationAnalysis(app).check().findings.filter { $0.severity != .note }
    #expect(findings.filter { $0.code == .inertLink }.isEmpty, "\(findings.map(\.message))")
    let unregistered = findings.filter { $0.code == .unregisteredDestination }
    #expect(
      unregistered.map(\.message) == [
        "push link to 'Item', part 1 of the action of dismiss link 'Open' on 'Search', never acts: no screen of its stack registers a navigationDestination for 'Route'; register it on 'Home' (\"destinations\": [\"Route\"])"
      ])
    #expect(unregistered.first?.location?.path == "screens[1].links[0].then[0]")
  }

  /// Where the action is used over a stack that registers the type, the part acts; over one that
  /// does not, it fails: a warning with a route to such a state.
  @Test func aValuePushPartFailingInSomeStatesHasARouteThere() throws {
    let app = try Self.load(
      """
      {"format": "1.1", "tabs": [{"id": "a", "root": "A"}, {"id": "b", "root": "B"}],
       "screens": [
         {"id": "A", "stack": true, "destinations": ["Route"], "links": [{"kind": "sheet", "to": "Search"}]},
         {"id": "B", "stack": true, "links": [{"kind": "sheet", "to": "Search"}]},
         {"id": "Search", "links": [
           {"kind": "dismiss", "label": "Open", "then": [{"kind": "push", "to": "Item", "value": "Route"}]}]},
         {"id": "Item"}]}
      """)
    let findings = NavigationAnalysis(app).check().findings.filter { $0.code == .unregisteredDestination }
    #expect(
      findings.map(\.message) == [
        "push link to 'Item', part 1 of the action of dismiss link 'Open' on 'Search', does not act in some states: no screen of the stack registers a navigationDestination for 'Route' there"
      ])
    #expect(findings.first?.severity == .warning)
    #expect(findings.first?.location?.path == "screens[2].links[0].then[0]")
    #expect(findings.first?.route?.count == 2, "tab 'b', then the sheet")
  }
}

/// The searches over concrete states stop at a budget of screens as well as of states: where every
/// state is deeper than the last (a screen that pushes itself, reopened by a compound action), a
/// bound on states alone stores O(bound²) screens (before: `check` on this app took 7.8 s and
/// 1.1 GB in a release build).
@Suite struct StateSearchBudgetTests {
  /// A pushes itself; its sheet's action dismisses and pushes A again.
  static let deepening = """
    {"format": "1.1", "entry": "A",
     "screens": [
       {"id": "A", "stack": true, "links": ["A", {"kind": "sheet", "to": "S"}]},
       {"id": "S", "links": [{"kind": "dismiss", "then": ["A"]}]}]}
    """

  @Test func theStateSpaceStopsAtItsBudgetOfScreens() throws {
    let app = try CompoundActionAnalysisTests.load(Self.deepening)
    let model = NavigationModel(app)
    let bound = 2_000
    let space = StateSpace(model: model, maxStates: bound)
    #expect(!space.complete)
    let frames = space.states.reduce(0) { $0 + $1.frameCount }
    // One expansion past the budget at most: a state has three successors here.
    #expect(frames <= bound * NavigationState.framesPerState + 3 * (space.states.last?.frameCount ?? 0))
    #expect(space.states.count < bound, "the screen budget, not the state bound, stopped it")
  }

  @Test func checkSaysWhatTheBudgetLeftUnchecked() throws {
    let app = try CompoundActionAnalysisTests.load(Self.deepening)
    let notes = NavigationAnalysis(app).check().findings.filter { $0.severity == .note }.map(\.message)
    let bound = TrapAnalysis.defaultMaxDeepLinkStates
    let space = StateSpace(model: NavigationModel(app), maxStates: bound)
    let screens = bound * NavigationState.framesPerState
    #expect(space.stoppedBy == .screens(found: space.states.count, screens: screens))
    // The note says which bound stopped the search: far fewer states than the state bound were
    // found, so "more than 20000 states" would not be true.
    #expect(
      notes.contains(
        "traps not checked: with its compound actions ('then') the app has at least \(space.states.count) "
          + "states holding more than \(screens) screens in all, and only their enumeration decides traps there"
      ),
      "\(notes)")
  }
}
