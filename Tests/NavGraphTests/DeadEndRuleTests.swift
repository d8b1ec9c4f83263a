import NavGraphTestSupport
import Testing

@testable import NavGraph

@Suite struct DeadEndRuleTests {
  @Test func tabRootAlsoPushedElsewhereCanPop() {
    var b = TestApp()
    b.tabs = [("a", "A", true), ("b", "B", true)]
    b.screen("A", [(.push, "B", nil)])
    b.screen("B", [(.pop, nil, "Back")])
    #expect(CheckHarness.codes(b.build()) == [])
  }

  @Test func sheetWithDismissDisabledAndNoLinksIsDeadEnd() {
    var b = TestApp()
    b.tabs = [("t", "Home", true)]
    b.screen("Home", [(.sheet, "Form", "Open")])
    b.screen("Form", dismissDisabled: true)
    let result = NavigationAnalysis(b.build()).check()
    #expect(result.findings.map(\.code) == [.deadEnd])
    #expect(result.findings[0].route == ["sheet 'Form'"])
    #expect(result.deadEnds == [ScreenID(1)])
  }

  @Test func sheetThatCanBeSwipedDownIsNotDeadEnd() {
    var b = TestApp()
    b.tabs = [("t", "Home", true)]
    b.screen("Home", [(.sheet, "Form", "Open")])
    b.screen("Form")
    #expect(CheckHarness.codes(b.build()) == [])
  }

  @Test func pushedScreenWithHiddenBackButtonAndNoLinksIsDeadEnd() {
    var b = TestApp()
    b.tabs = [("t", "Home", true)]
    b.screen("Home", [(.push, "Stuck", nil)])
    b.screen("Stuck", backButtonHidden: true, hidesTabBar: true)
    #expect(CheckHarness.codes(b.build()) == ["dead-end Stuck"])
  }

  @Test func hiddenBackButtonWithTabBarIsNotDeadEnd() {
    var b = TestApp()
    b.tabs = [("t", "Home", true)]
    b.screen("Home", [(.push, "Pushed", nil)])
    b.screen("Pushed", backButtonHidden: true)
    // Re-selecting the current tab pops to its root.
    #expect(CheckHarness.codes(b.build()) == [])
  }
}
