import NavGraphTestSupport
import Testing

@testable import NavGraph

@Suite struct CycleRuleTests {
  @Test func pushCycle() {
    var b = TestApp()
    b.tabs = [("c", "C", true)]
    b.screen("C", [(.push, "D", nil)])
    b.screen("D", [(.push, "E", nil)])
    b.screen("E", [(.push, "D", nil)])
    let result = NavigationAnalysis(b.build()).check()
    #expect(result.findings.map(\.code) == [.cycle])
    #expect(result.findings[0].message == "push cycle 'D' > 'E' > 'D': the stack can grow without bound")
    #expect(result.findings[0].cycle == ["D", "E", "D"])
    #expect(result.findings[0].route == ["push 'D'"])
    #expect(result.cycleLinks == [LinkID(1), LinkID(2)])
    // It points at the link that closes the cycle: E's push back to D.
    #expect(result.findings[0].location?.offset == 2 * 1000 + 1)
    #expect(result.findings[0].location?.path == "screens[2].links[0]")
    #expect(result.findings[0].group == ["D", "E"])
    #expect(result.exampleCycleLinks == [LinkID(1), LinkID(2)])
  }

  /// A group larger than its example cycle: `group` lists every screen, the note counts the rest.
  @Test func cycleGroupListsEveryScreen() {
    var b = TestApp()
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
    var b = TestApp()
    b.tabs = [("c", "C", true)]
    b.screen("C", [(.push, "D", nil)])
    b.screen("D", [(.push, "C", nil), (.push, "E", nil)])
    b.screen("E", [(.push, "C", nil)])
    let result = NavigationAnalysis(b.build()).check()
    #expect(
      result.findings.map(\.message) == ["push cycle 'C' > 'D' > 'C': the stack can grow without bound"])
    #expect(result.cycleLinks == [LinkID(0), LinkID(1), LinkID(2), LinkID(3)])
    #expect(result.exampleCycleLinks == [LinkID(0), LinkID(1)])
  }

  @Test func modalCycleThroughPush() {
    var b = TestApp()
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
    var b = TestApp()
    b.tabs = [("t", "A", true)]
    b.screen("A", [(.push, "A", nil)])
    #expect(
      NavigationAnalysis(b.build()).check().findings.map(\.message) == [
        "push cycle 'A' > 'A': the stack can grow without bound"
      ])
  }

  @Test func cycleListingIsCapped() {
    var b = TestApp()
    b.tabs = [("t", "R", true)]
    let n = 5
    b.screen("R", (0..<n).map { (.push, "S\($0)", nil) })
    for i in 0..<n { b.screen("S\(i)", [(.push, "S\(i)", nil)]) }
    let findings = NavigationAnalysis(b.build()).check(CheckOptions(maxCycles: 3)).findings
    #expect(findings.filter { $0.code == .cycle }.count == 4)
    #expect(findings.last?.message == "2 more cycles not listed (the listing stops at 3)")
  }
}
