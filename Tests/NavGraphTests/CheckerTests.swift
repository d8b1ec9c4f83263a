import Testing

@testable import NavGraph

@Suite struct CheckerTests {
  func codes(_ app: App, options: CheckOptions = CheckOptions()) -> [String] {
    Checker.check(app, options: options).findings.map { "\($0.code) \($0.screen ?? "-")" }
  }

  @Test func oneScreenAppIsClean() {
    var b = AppBuilder()
    b.entry = "Only"
    b.screen("Only")
    #expect(codes(b.build()) == [])
  }

  @Test func unreachableScreen() {
    var b = AppBuilder()
    b.tabs = [("t", "A", true)]
    b.screen("A", [(.push, "B", nil)])
    b.screen("B")
    b.screen("Orphan", [(.push, "A", nil)])
    let result = Checker.check(b.build())
    #expect(result.findings.map(\.code) == ["unreachable"])
    #expect(result.findings[0].message == "screen 'Orphan' is unreachable: no route from launch shows it")
    #expect(result.reachable == [true, true, false])
  }

  @Test func tabRootAlsoPushedElsewhereCanPop() {
    var b = AppBuilder()
    b.tabs = [("a", "A", true), ("b", "B", true)]
    b.screen("A", [(.push, "B", nil)])
    b.screen("B", [(.pop, nil, "Back")])
    #expect(codes(b.build()) == [])
  }

  @Test func sheetWithDismissDisabledAndNoLinksIsDeadEnd() {
    var b = AppBuilder()
    b.tabs = [("t", "Home", true)]
    b.screen("Home", [(.sheet, "Form", "Open")])
    b.screen("Form", dismissDisabled: true)
    let result = Checker.check(b.build())
    #expect(result.findings.map(\.code) == ["dead-end"])
    #expect(result.findings[0].route == ["sheet 'Form'"])
    #expect(result.deadEnds == [1])
  }

  @Test func sheetThatCanBeSwipedDownIsNotDeadEnd() {
    var b = AppBuilder()
    b.tabs = [("t", "Home", true)]
    b.screen("Home", [(.sheet, "Form", "Open")])
    b.screen("Form")
    #expect(codes(b.build()) == [])
  }

  @Test func pushedScreenWithHiddenBackButtonAndNoLinksIsDeadEnd() {
    var b = AppBuilder()
    b.tabs = [("t", "Home", true)]
    b.screen("Home", [(.push, "Stuck", nil)])
    b.screen("Stuck", backButtonHidden: true, hidesTabBar: true)
    #expect(codes(b.build()) == ["dead-end Stuck"])
  }

  @Test func hiddenBackButtonWithTabBarIsNotDeadEnd() {
    var b = AppBuilder()
    b.tabs = [("t", "Home", true)]
    b.screen("Home", [(.push, "Pushed", nil)])
    b.screen("Pushed", backButtonHidden: true)
    // Re-selecting the current tab pops to its root.
    #expect(codes(b.build()) == [])
  }

  @Test func pushCycle() {
    var b = AppBuilder()
    b.tabs = [("c", "C", true)]
    b.screen("C", [(.push, "D", nil)])
    b.screen("D", [(.push, "E", nil)])
    b.screen("E", [(.push, "D", nil)])
    let result = Checker.check(b.build())
    #expect(result.findings.map(\.code) == ["cycle"])
    #expect(result.findings[0].message == "push cycle 'D' > 'E' > 'D': the stack can grow without bound")
    #expect(result.findings[0].cycle == ["D", "E", "D"])
    #expect(result.findings[0].route == ["push 'D'"])
    #expect(result.cycleLinks == [1, 2])
    #expect(result.exampleCycleLinks == [1, 2])
  }

  @Test func exampleCycleLinksAreTheCycleTheFindingShows() {
    // One group {C, D, E}: its example is C > D > C; D > E > C is the rest of the group.
    var b = AppBuilder()
    b.tabs = [("c", "C", true)]
    b.screen("C", [(.push, "D", nil)])
    b.screen("D", [(.push, "C", nil), (.push, "E", nil)])
    b.screen("E", [(.push, "C", nil)])
    let result = Checker.check(b.build())
    #expect(
      result.findings.map(\.message) == ["push cycle 'C' > 'D' > 'C': the stack can grow without bound"])
    #expect(result.cycleLinks == [0, 1, 2, 3])
    #expect(result.exampleCycleLinks == [0, 1])
  }

  @Test func modalCycleThroughPush() {
    var b = AppBuilder()
    b.tabs = [("t", "A", true)]
    b.screen("A", [(.sheet, "B", nil)])
    b.screen("B", [(.push, "A", nil)], stack: true)
    let result = Checker.check(b.build())
    #expect(
      result.findings.map(\.message) == [
        "modal cycle 'A' sheet 'B' push 'A': modals can pile up without bound"
      ])
  }

  @Test func selfPushIsACycle() {
    var b = AppBuilder()
    b.tabs = [("t", "A", true)]
    b.screen("A", [(.push, "A", nil)])
    #expect(
      Checker.check(b.build()).findings.map(\.message) == [
        "push cycle 'A' > 'A': the stack can grow without bound"
      ])
  }

  @Test func cycleListingIsCapped() {
    var b = AppBuilder()
    b.tabs = [("t", "R", true)]
    let n = 5
    b.screen("R", (0..<n).map { (.push, "S\($0)", nil) })
    for i in 0..<n { b.screen("S\(i)", [(.push, "S\(i)", nil)]) }
    let findings = Checker.check(b.build(), options: CheckOptions(maxCycles: 3)).findings
    #expect(findings.filter { $0.code == "cycle" }.count == 4)
    #expect(findings.last?.message == "2 more cycles not listed (the listing stops at 3)")
  }

  @Test func inertLinks() {
    var b = AppBuilder()
    b.entry = "Start"
    b.screen(
      "Start",
      [
        (.push, "Next", "Go"), (.pop, nil, nil), (.dismiss, nil, nil), (.tab, "x", nil),
        (.sheet, "Next", nil),
      ])
    b.screen("Next")
    let result = Checker.check(b.build())
    #expect(
      result.findings.map(\.message) == [
        "push link to 'Next' 'Go' on 'Start' never acts: 'Start' is never shown inside a NavigationStack",
        "pop link on 'Start' never acts: 'Start' is always the root of its stack",
        "dismiss link on 'Start' never acts: 'Start' is never shown in a modal",
      ])
    #expect(result.inertLinks == [0, 1, 2])
  }

  /// The loader reports the tab link's unknown target (`unknown-id`: the app has no tabs); check does
  /// not report the same link again.
  @Test func tabLinkWithoutTabsIsReportedOnce() {
    var b = AppBuilder()
    b.entry = "Start"
    b.tabs = []
    b.screen("Start", [(.sheet, "Other", nil)])
    b.screen("Other", [(.tab, "t", nil)])
    let findings = Checker.check(b.build()).findings
    #expect(findings.map(\.message) == [])
  }

  @Test func deepWithMaxSteps() {
    var b = AppBuilder()
    b.tabs = [("t", "A", true)]
    b.screen("A", [(.push, "B", nil)])
    b.screen("B", [(.push, "C", nil)])
    b.screen("C")
    #expect(codes(b.build(), options: CheckOptions(maxSteps: 1)) == ["deep C"])
    #expect(codes(b.build()) == [])
    #expect(codes(b.build(), options: CheckOptions(maxSteps: 1, disabled: ["deep"])) == [])
  }

  @Test func seedAppIsClean() {
    #expect(codes(AppBuilder.tabsCoordinator) == [])
  }

  /// X is a dead end as a cover's root and a trap (with a back button) when pushed in another
  /// cover: it is reported once, as the dead end.
  @Test func deadEndIsNotReportedAgainAsTrap() {
    var b = AppBuilder()
    b.tabs = [("a", "Home", true)]
    b.screen("Home", [(.fullScreenCover, "X", nil), (.fullScreenCover, "C", nil)])
    b.screen("C", [(.push, "X", nil)], stack: true)
    b.screen("X")
    let app = b.build()
    let result = Checker.check(app)
    #expect(result.traps.contains(2))
    #expect(codes(app) == ["trap C", "dead-end X"])
  }
}
