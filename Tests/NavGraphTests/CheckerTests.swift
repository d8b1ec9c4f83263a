import Testing

@testable import NavGraph

@Suite struct CheckerTests {
  func codes(_ app: App, options: CheckOptions = CheckOptions()) -> [String] {
    NavigationAnalysis(app).check(options).findings.map { "\($0.code.rawValue) \($0.screen ?? "-")" }
  }

  @Test func oneScreenAppIsClean() {
    var b = AppBuilder()
    b.entry = "Only"
    b.screen("Only")
    #expect(codes(b.build()) == [])
  }

  /// Issue 10, cascades: one finding per root of the unreachable part, the screens behind it
  /// listed with it. Unreachable links: A > B, B > C, B sheet D, D > B, E > C, F > G, G replace F,
  /// H tab t (root T). Roots: A (B, C, D behind it), E (C is A's already), F (G: same component),
  /// H (T, although T comes first in the file).
  @Test func unreachableScreensAreReportedAtTheRootsOfTheUnreachablePart() {
    var b = AppBuilder()
    b.entry = "Start"
    b.home = "Start"
    b.tabs = [("t", "T", true)]
    b.screen("Start", [(.sheet, "Reached", nil)])
    b.screen("Reached")
    b.screen("A", [(.push, "B", nil)])
    b.screen("B", [(.push, "C", nil), (.sheet, "D", nil)])
    b.screen("C")
    b.screen("D", [(.push, "B", nil)], stack: true)
    b.screen("E", [(.push, "C", nil)])
    b.screen("F", [(.push, "G", nil)])
    b.screen("G", [(.replace, "F", nil)])
    b.screen("T")
    b.screen("H", [(.tab, "t", nil)])
    let result = NavigationAnalysis(b.build()).check()
    let unreachable = result.findings.filter { $0.code == .unreachable }
    #expect(unreachable.map(\.screen) == ["A", "E", "F", "H"])
    #expect(unreachable.map(\.screens) == [["A", "B", "C", "D"], ["E"], ["F", "G"], ["H", "T"]])
    #expect(unreachable[0].notes.map(\.message) == ["also unreachable behind it: 'B', 'C', 'D'"])
    #expect(unreachable[1].notes.isEmpty)
    #expect(result.unreachableCount == 9)
    #expect(result.reachable.filter { !$0 }.count == 9)
  }

  /// Home behind another unreachable screen: the note moves to that screen's finding; a long list
  /// is cut after ten names.
  @Test func unreachableHomeBehindAnotherScreenIsNamed() {
    var b = AppBuilder()
    b.entry = "Start"
    b.home = "Home"
    b.screen("Start")
    b.screen("Menu", [(.push, "Home", nil)] + (0..<12).map { (.push, "S\($0)", nil) }, stack: true)
    b.screen("Home")
    for i in 0..<12 { b.screen("S\(i)") }
    let findings = NavigationAnalysis(b.build()).check().findings
    #expect(findings.map(\.code) == [.deadEnd, .unreachable])
    let finding = findings[1]
    #expect(finding.screen == "Menu")
    #expect(finding.screens?.count == 14)
    #expect(
      finding.notes.map(\.message) == [
        "also unreachable behind it: 'Home', 'S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8' and 3 more",
        "'Home' behind it is 'home': the trap check is skipped",
      ])
  }

  /// A chain of 200,000 unreachable screens, each linking to the one before it: one finding, at the
  /// last screen, with every other screen behind it (iterative, linear).
  @Test func longUnreachableChainIsOneFinding() {
    let n = 200_000
    var screens = [Screen(id: "Start", offset: 0)]
    var links: [Link] = []
    for i in 1...n {
      links.append(
        Link(kind: .push, target: Int32(i - 1), label: nil, offset: i * 10 + 1, targetOffset: i * 10 + 1))
      screens.append(
        Screen(id: "S\(i)", linkStart: Int32(links.count - 1), linkEnd: Int32(links.count), offset: i * 10))
    }
    screens[0].linkStart = 0
    screens[0].linkEnd = 0
    let app = App(entry: 0, home: 0, screens: screens, links: links)
    let groups = UnreachableGroups(
      model: NavigationModel(app), reachable: [true] + [Bool](repeating: false, count: n))
    #expect(groups.groups.count == 1)
    #expect(groups.groups[0].first == Int32(n))
    #expect(groups.groups[0].count == n)
  }

  @Test func unreachableScreen() {
    var b = AppBuilder()
    b.tabs = [("t", "A", true)]
    b.screen("A", [(.push, "B", nil)])
    b.screen("B")
    b.screen("Orphan", [(.push, "A", nil)])
    let result = NavigationAnalysis(b.build()).check()
    #expect(result.findings.map(\.code) == [.unreachable])
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
    let result = NavigationAnalysis(b.build()).check()
    #expect(result.findings.map(\.code) == [.deadEnd])
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
    let result = NavigationAnalysis(b.build()).check()
    #expect(result.findings.map(\.code) == [.cycle])
    #expect(result.findings[0].message == "push cycle 'D' > 'E' > 'D': the stack can grow without bound")
    #expect(result.findings[0].cycle == ["D", "E", "D"])
    #expect(result.findings[0].route == ["push 'D'"])
    #expect(result.cycleLinks == [1, 2])
    // It points at the link that closes the cycle: E's push back to D.
    #expect(result.findings[0].location?.offset == 2 * 1000 + 1)
    #expect(result.findings[0].location?.path == "screens[2].links[0]")
    #expect(result.findings[0].group == ["D", "E"])
    #expect(result.exampleCycleLinks == [1, 2])
  }

  /// A group larger than its example cycle: `group` lists every screen, the note counts the rest.
  @Test func cycleGroupListsEveryScreen() {
    var b = AppBuilder()
    b.tabs = [("t", "A", true)]
    b.screen("A", [(.push, "B", nil)])
    b.screen("B", [(.push, "C", nil), (.push, "D", nil)])
    b.screen("C", [(.push, "B", nil)])
    b.screen("D", [(.push, "C", nil)])
    let finding = NavigationAnalysis(b.build()).check().findings[0]
    #expect(finding.cycle == ["B", "C", "B"])
    #expect(finding.group == ["B", "C", "D"])
    #expect(finding.notes.map(\.message) == ["the group has 3 screens; 1 more not on this cycle"])
    #expect(finding.location?.path == "screens[2].links[0]")
  }

  @Test func exampleCycleLinksAreTheCycleTheFindingShows() {
    // One group {C, D, E}: its example is C > D > C; D > E > C is the rest of the group.
    var b = AppBuilder()
    b.tabs = [("c", "C", true)]
    b.screen("C", [(.push, "D", nil)])
    b.screen("D", [(.push, "C", nil), (.push, "E", nil)])
    b.screen("E", [(.push, "C", nil)])
    let result = NavigationAnalysis(b.build()).check()
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
    let result = NavigationAnalysis(b.build()).check()
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
      NavigationAnalysis(b.build()).check().findings.map(\.message) == [
        "push cycle 'A' > 'A': the stack can grow without bound"
      ])
  }

  @Test func cycleListingIsCapped() {
    var b = AppBuilder()
    b.tabs = [("t", "R", true)]
    let n = 5
    b.screen("R", (0..<n).map { (.push, "S\($0)", nil) })
    for i in 0..<n { b.screen("S\(i)", [(.push, "S\(i)", nil)]) }
    let findings = NavigationAnalysis(b.build()).check(CheckOptions(maxCycles: 3)).findings
    #expect(findings.filter { $0.code == .cycle }.count == 4)
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
    let result = NavigationAnalysis(b.build()).check()
    #expect(
      result.findings.map(\.message) == [
        "push link to 'Next' 'Go' on 'Start' never acts: 'Start' is never shown inside a NavigationStack; "
          + "add \"stack\": true to screen 'Start'",
        "pop link on 'Start' never acts: 'Start' is always the root of its stack",
        "dismiss link on 'Start' never acts: 'Start' is never shown in a modal",
      ])
    #expect(result.inertLinks == [0, 1, 2])
  }

  /// The fix for an inert push names every root without a stack the screen is shown as: the screen
  /// itself (here as a sheet's root) and the tabs whose `stack` is false.
  @Test func inertPushNamesTheRootsThatNeedAStack() {
    var b = AppBuilder()
    b.tabs = [("a", "A", false), ("b", "B", true), ("c", "A", false)]
    b.screen("A", [(.push, "Detail", "Open"), (.sheet, "A", nil)])
    b.screen("B")
    b.screen("Detail")
    let messages = NavigationAnalysis(b.build()).check().findings.filter { $0.code == .inertLink }.map(
      \.message)
    #expect(
      messages == [
        "push link to 'Detail' 'Open' on 'A' never acts: 'A' is never shown inside a NavigationStack; "
          + "add \"stack\": true to screen 'A' and tabs 'a', 'c'"
      ])
    var one = AppBuilder()
    one.tabs = [("feed", "Feed", false)]
    one.screen("Feed", [(.push, "Post", nil)])
    one.screen("Post")
    #expect(
      NavigationAnalysis(one.build()).check().findings.first { $0.code == .inertLink }?.message
        == "push link to 'Post' on 'Feed' never acts: 'Feed' is never shown inside a NavigationStack; "
        + "add \"stack\": true to tab 'feed'")
  }

  /// The loader reports the tab link's unknown target (`unknown-id`: the app has no tabs); check does
  /// not report the same link again.
  @Test func tabLinkWithoutTabsIsReportedOnce() {
    var b = AppBuilder()
    b.entry = "Start"
    b.tabs = []
    b.screen("Start", [(.sheet, "Other", nil)])
    b.screen("Other", [(.tab, "t", nil)])
    let findings = NavigationAnalysis(b.build()).check().findings
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
    #expect(codes(b.build(), options: CheckOptions(maxSteps: 1, disabled: [.deep])) == [])
  }

  @Test func seedAppIsClean() {
    #expect(codes(AppBuilder.tabsCoordinator) == [])
  }

  /// X is a dead end as a cover's root and trapped (with a back button) when pushed in C's cover:
  /// the dead-end state is reported as a dead end, and the trapped state is listed with C's trap.
  @Test func deadEndIsNotReportedAgainAsTrap() {
    var b = AppBuilder()
    b.tabs = [("a", "Home", true)]
    b.screen("Home", [(.fullScreenCover, "X", nil), (.fullScreenCover, "C", nil)])
    b.screen("C", [(.push, "X", nil)], stack: true)
    b.screen("X")
    let app = b.build()
    let result = NavigationAnalysis(app).check()
    #expect(result.traps.contains(2))
    #expect(codes(app) == ["trap C", "dead-end X"])
    let trap = NavigationAnalysis(app).check().findings[0]
    #expect(trap.screens == ["C", "X"])
  }

  /// Issue 10, bug 2: the trap is entered at S through a `replace`, where S has a move (its `tab`
  /// link); S is also a dead end in tab t (pushed there without a back button or tab bar, where the
  /// link to tab t does nothing). Only that dead-end state is left out of the traps: the trap at S
  /// and the rest of its group (R) are reported. The filter removed here dropped both.
  @Test func trapEnteredAtAScreenThatIsADeadEndElsewhere() {
    var b = AppBuilder()
    b.entry = "Start"
    b.home = "Start"
    b.tabs = [("t", "R", true)]
    b.screen("Start", [(.replace, "S", "Continue")])
    b.screen("S", [(.tab, "t", "Open")], backButtonHidden: true, hidesTabBar: true)
    b.screen("R", [(.push, "S", nil)])
    let app = b.build()
    let result = NavigationAnalysis(app).check()
    #expect(result.deadEnds == [1])
    #expect(result.traps == [1, 2])
    #expect(codes(app) == ["dead-end S", "trap S"])
    let trap = result.findings.first { $0.code == .trap }
    #expect(trap?.route == ["replace 'S'"])
    #expect(trap?.screens == ["S", "R"])
    #expect(trap?.notes.map(\.message) == ["also trapped from there: 'R'"])
    #expect(result.findings.first { $0.code == .deadEnd }?.route == ["replace 'S'", "tab 't'", "push 'S'"])
  }
}
