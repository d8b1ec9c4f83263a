import NavGraphTestSupport
import Testing

@testable import NavGraph

/// `CheckResult`'s link sets are made when first read (`CheckLinkSets`): every copy reads the same
/// sets, and setting one on a copy changes neither that copy's other sets nor the original.
@Suite struct CheckLinkSetsTests {
  /// Tab C pushes D, D and E push each other (a push cycle of links 1 and 2); E presents F, a sheet
  /// without a NavigationStack, whose `pop` (link 4) acts in no state: inert.
  private func result() -> CheckResult {
    var b = TestApp()
    b.tabs = [("c", "C", true)]
    b.screen("C", [(.push, "D", nil)])
    b.screen("D", [(.push, "E", nil)])
    b.screen("E", [(.push, "D", nil), (.sheet, "F", nil)])
    b.screen("F", [(.pop, nil, nil), (.dismiss, nil, nil)])
    return NavigationAnalysis(b.build()).check()
  }

  @Test func copiesReadTheSameSets() {
    let original = result()
    let copy = original
    #expect(copy.cycleLinks == [LinkID(1), LinkID(2)])
    #expect(original.cycleLinks == copy.cycleLinks)
    #expect(original.exampleCycleLinks == [LinkID(1), LinkID(2)])
    #expect(original.inertLinks == [LinkID(4)])
  }

  @Test func settingOneSetOnACopyKeepsTheRest() {
    let original = result()
    var copy = original
    copy.cycleLinks = [LinkID(0)]
    #expect(copy.cycleLinks == [LinkID(0)])
    #expect(copy.exampleCycleLinks == [LinkID(1), LinkID(2)])
    #expect(copy.inertLinks == [LinkID(4)])
    #expect(original.cycleLinks == [LinkID(1), LinkID(2)])
    copy.inertLinks = []
    #expect(copy.inertLinks.isEmpty && copy.cycleLinks == [LinkID(0)] && original.inertLinks == [LinkID(4)])
  }
}
