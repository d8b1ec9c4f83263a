import NavGraph
import NavGraphTestSupport
import Testing

/// `ignore` entries: how the loader reads them and which findings they suppress (`Suppressions`,
/// docs/CHECK.md#suppressions).
@Suite struct SuppressionsTests {
  /// Launch on 'A' (a tab); 'A' presents 'Cover' (a trap: nothing leads back), 'Cover' and 'Next'
  /// push each other (a push cycle), and 'Orphan' is unreachable.
  static func app(
    a: String = "", cover: String = "", next: String = "", orphan: String = "", closing: String = ""
  ) -> String {
    LoaderHarness.app(
      screens: """
          {"id": "A", "stack": true\(a), "links": [{"kind": "fullScreenCover", "to": "Cover"}]},
          {"id": "Cover", "stack": true\(cover), "links": ["Next"]},
          {"id": "Next"\(next), "links": [{"to": "Cover"\(closing)}]},
          {"id": "Orphan"\(orphan)}
        """)
  }

  static func check(_ json: String, _ options: CheckOptions = CheckOptions()) -> (CheckResult, LoadResult) {
    let load = LoaderHarness.load(json)
    return (NavigationAnalysis(load.app!).check(options), load)
  }

  static func codes(_ result: CheckResult) -> [String] { result.findings.map(\.code.rawValue) }

  @Test func withoutEntriesEveryFindingIsReported() {
    let (result, load) = Self.check(Self.app())
    #expect(load.diagnostics.isEmpty)
    #expect(Self.codes(result) == ["trap", "cycle", "unreachable"])
    #expect(result.ignored.isEmpty)
  }

  @Test func aScreenEntrySuppressesTheFindingAboutTheScreen() {
    let (result, _) = Self.check(
      Self.app(
        cover: #", "ignore": {"trap": "a forced update, on purpose"}"#,
        orphan: #", "ignore": {"unreachable": "shown from a push notification"}"#))
    #expect(Self.codes(result) == ["cycle"])
    #expect(result.ignored.map(\.finding.code.rawValue) == ["trap", "unreachable"])
    #expect(
      result.ignored.map(\.reason) == ["a forced update, on purpose", "shown from a push notification"])
    #expect(result.ignored[0].finding.screen == "Cover")
  }

  /// A cycle is suppressed by an entry on any screen of its group or any link inside it.
  @Test func aCycleIsMatchedByAnyScreenOrLinkOfItsGroup() {
    for app in [
      Self.app(cover: #", "ignore": {"cycle": "on purpose"}"#),
      Self.app(next: #", "ignore": {"cycle": "on purpose"}"#),
      Self.app(closing: #", "ignore": {"cycle": "on purpose"}"#),
    ] {
      let (result, load) = Self.check(app)
      #expect(load.diagnostics.isEmpty)
      #expect(Self.codes(result) == ["trap", "unreachable"])
      #expect(result.ignored.map(\.finding.code) == [.cycle])
    }
    // 'A' is not in the group.
    let (result, _) = Self.check(Self.app(a: #", "ignore": {"cycle": "on purpose"}"#))
    #expect(Self.codes(result) == ["unused-ignore", "trap", "cycle", "unreachable"])
  }

  /// A link finding is matched against the link, then its screen.
  @Test func aLinkFindingIsMatchedByTheLinkOrItsScreen() {
    func app(_ screen: String, _ link: String) -> String {
      LoaderHarness.app(screens: #"{"id": "A"\#(screen), "links": [{"kind": "pop"\#(link)}]}"#)
    }
    let reported = Self.check(app("", ""))
    #expect(Self.codes(reported.0) == ["inert-link"])
    for (screen, link) in [
      ("", #", "ignore": {"inert-link": "kept for later"}"#),
      (#", "ignore": {"inert-link": "kept for later"}"#, ""),
    ] {
      let (result, load) = Self.check(app(screen, link))
      #expect(load.diagnostics.isEmpty)
      #expect(result.findings.isEmpty, "\(screen)\(link)")
      #expect(result.ignored.map(\.reason) == ["kept for later"])
    }
  }

  @Test func anEntryThatMatchesNothingIsAWarningAtTheEntry() {
    let json = Self.app(a: #", "ignore": {"dead-end": "stale"}"#)
    let (result, _) = Self.check(json)
    let unused = result.findings[0]
    #expect(unused.code == .unusedIgnore)
    #expect(unused.severity == .warning)
    #expect(
      unused.message == "screen 'A' ignores 'dead-end', but no such finding is about it; delete the entry")
    #expect(unused.location?.path == "screens[0].ignore[\"dead-end\"]")
    #expect(unused.location?.line == 4)
    #expect(unused.location?.column == 41)
    // Off with --disable unused-ignore; not reported for a code that did not run.
    #expect(
      !Self.codes(Self.check(json, CheckOptions(disabled: [.unusedIgnore])).0).contains("unused-ignore"))
    #expect(!Self.codes(Self.check(json, CheckOptions(disabled: [.deadEnd])).0).contains("unused-ignore"))
    let deep = Self.app(a: #", "ignore": {"deep": "fine"}"#)
    #expect(!Self.codes(Self.check(deep).0).contains("unused-ignore"))
    #expect(Self.codes(Self.check(deep, CheckOptions(maxSteps: 9)).0).contains("unused-ignore"))
  }

  /// The trap check runs only when `home` is reachable: without it, a `trap` entry is not unused.
  @Test func aTrapEntryIsNotUnusedWhenTheTrapCheckCannotRun() {
    let json = """
      {
        "home": "Home",
        "entry": "Start",
        "screens": [
          {"id": "Start", "ignore": {"trap": "the update screen blocks the app on purpose"}},
          {"id": "Home"}
        ]
      }
      """
    let codes = Self.codes(Self.check(json).0)
    #expect(codes.contains("unreachable"))
    #expect(!codes.contains("unused-ignore"))
  }

  @Test func theLoaderChecksCodesAndReasons() {
    let load = LoaderHarness.load(
      LoaderHarness.app(
        screens: #"""
              {"id": "A", "ignore": {"cyle": "x", "unknown-key": "y", "trap": "", "deep": 3, "cycle": "a", "cycle": "b"}}
          """#))
    #expect(
      LoaderHarness.lines(load) == [
        "4:28: error: unknown finding code 'cyle'; did you mean 'cycle'? [unknown-code]",
        "4:41: error: 'unknown-key' cannot be ignored: only the findings of check can (unreachable, dead-end, "
          + "trap, cycle, inert-link, unregistered-destination, deep) [unknown-code]",
        "4:61: error: ignoring 'trap' needs a reason: the value is empty [missing-reason]",
        "4:81: error: 'deep' must be a string, found a number [wrong-type]",
        "4:98: error: duplicate key 'cycle' [duplicate-key]",
        "  4:84: note: first defined here",
      ])
    #expect(load.app?.ignores.map(\.code) == [.cycle])
    let notObject = LoaderHarness.load(LoaderHarness.app(screens: #"{"id": "A", "ignore": ["cycle"]}"#))
    #expect(
      LoaderHarness.lines(notObject) == [
        "4:23: error: 'ignore' must be an object, found an array [wrong-type]"
      ])
  }

  /// `AppBuilder` takes the same entries, with the same checks.
  @Test func theBuilderTakesEntries() {
    var builder = AppBuilder()
    builder.addTab("t", root: "A")
    builder.addScreen(
      "A", links: [.init(.pop, ignores: [.init("inert-link", reason: "later")])],
      ignores: [.init("cycel", reason: "x")])
    let built = builder.build()
    #expect(built.diagnostics.map(\.message) == ["unknown finding code 'cycel'; did you mean 'cycle'?"])
    #expect(built.app?.ignores == [Ignore(element: .link(LinkID(0)), code: .inertLink, reason: "later")])
    let result = NavigationAnalysis(built.app!).check()
    #expect(result.findings.isEmpty)
    #expect(result.ignored.count == 1)
  }
}
