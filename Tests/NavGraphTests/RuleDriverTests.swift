import NavGraphTestSupport
import Testing

@testable import NavGraph

@Suite struct RuleDriverTests {
  @Test func oneScreenAppIsClean() {
    var b = TestApp()
    b.entry = "Only"
    b.screen("Only")
    #expect(CheckHarness.codes(b.build()) == [])
  }

  @Test func deepWithMaxSteps() {
    var b = TestApp()
    b.tabs = [("t", "A", true)]
    b.screen("A", [(.push, "B", nil)])
    b.screen("B", [(.push, "C", nil)])
    b.screen("C")
    #expect(CheckHarness.codes(b.build(), options: CheckOptions(maxSteps: 1)) == ["deep C"])
    #expect(CheckHarness.codes(b.build()) == [])
    #expect(CheckHarness.codes(b.build(), options: CheckOptions(maxSteps: 1, disabled: [.deep])) == [])
  }

  @Test func seedAppIsClean() {
    #expect(CheckHarness.codes(TestApp.tabsCoordinator) == [])
  }

  /// X is a dead end as a cover's root and trapped (with a back button) when pushed in C's cover:
  /// the dead-end state is reported as a dead end, and the trapped state is listed with C's trap.
  @Test func deadEndIsNotReportedAgainAsTrap() {
    var b = TestApp()
    b.tabs = [("a", "Home", true)]
    b.screen("Home", [(.fullScreenCover, "X", nil), (.fullScreenCover, "C", nil)])
    b.screen("C", [(.push, "X", nil)], stack: true)
    b.screen("X")
    let app = b.build()
    let result = NavigationAnalysis(app).check()
    #expect(result.traps.contains(ScreenID(2)))
    #expect(CheckHarness.codes(app) == ["trap C", "dead-end X"])
    let trap = NavigationAnalysis(app).check().findings[0]
    #expect(trap.screens == ["C", "X"])
  }

  /// Issue 10, bug 2: the trap is entered at S through a `replace`, where S has a move (its `tab`
  /// link); S is also a dead end in tab t (pushed there without a back button or tab bar, where the
  /// link to tab t does nothing). Only that dead-end state is left out of the traps: the trap at S
  /// and the rest of its group (R) are reported. The filter removed here dropped both.
  @Test func trapEnteredAtAScreenThatIsADeadEndElsewhere() {
    var b = TestApp()
    b.entry = "Start"
    b.home = "Start"
    b.tabs = [("t", "R", true)]
    b.screen("Start", [(.replace, "S", "Continue")])
    b.screen("S", [(.tab, "t", "Open")], backButtonHidden: true, hidesTabBar: true)
    b.screen("R", [(.push, "S", nil)])
    let app = b.build()
    let result = NavigationAnalysis(app).check()
    #expect(result.deadEnds == [ScreenID(1)])
    #expect(result.traps == [ScreenID(1), ScreenID(2)])
    #expect(CheckHarness.codes(app) == ["dead-end S", "trap S"])
    let trap = result.findings.first { $0.code == .trap }
    #expect(trap?.route == ["replace 'S'"])
    #expect(trap?.screens == ["S", "R"])
    #expect(trap?.notes.map(\.message) == ["also trapped from there: 'R'"])
    #expect(result.findings.first { $0.code == .deadEnd }?.route == ["replace 'S'", "tab 't'", "push 'S'"])
  }
}
