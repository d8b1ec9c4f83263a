import NavGraphTestSupport
import Testing

@testable import NavGraph

@Suite struct UnreachableRuleTests {
  /// Issue 10, cascades: one finding per root of the unreachable part, the screens behind it
  /// listed with it. Unreachable links: A > B, B > C, B sheet D, D > B, E > C, F > G, G replace F,
  /// H tab t (root T). Roots: A (B, C, D behind it), E (C is A's already), F (G: same component),
  /// H (T, although T comes first in the file).
  @Test func unreachableScreensAreReportedAtTheRootsOfTheUnreachablePart() {
    var b = TestApp()
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
    var b = TestApp()
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
  @Test func unreachableScreen() {
    var b = TestApp()
    b.tabs = [("t", "A", true)]
    b.screen("A", [(.push, "B", nil)])
    b.screen("B")
    b.screen("Orphan", [(.push, "A", nil)])
    let result = NavigationAnalysis(b.build()).check()
    #expect(result.findings.map(\.code) == [.unreachable])
    #expect(result.findings[0].message == "screen 'Orphan' is unreachable: no route from launch shows it")
    #expect(result.reachable == [true, true, false])
  }
}
