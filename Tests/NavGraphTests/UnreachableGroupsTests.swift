import NavGraphTestSupport
import Testing

@testable import NavGraph

@Suite struct UnreachableGroupsTests {
  /// A chain of 200,000 unreachable screens, each linking to the one before it: one finding, at the
  /// last screen, with every other screen behind it (iterative, linear).
  @Test func longUnreachableChainIsOneFinding() {
    let n = 200_000
    var screens = [Screen(id: "Start")]
    var links: [Link] = []
    for i in 1...n {
      links.append(Link(kind: .push, destination: .screen(ScreenID(i - 1))))
      screens.append(Screen(id: "S\(i)", links: LinkID(links.count - 1)..<LinkID(links.count)))
    }
    let app = App(entry: ScreenID(0), home: ScreenID(0), screens: screens, links: links)
    let groups = UnreachableGroups(
      model: NavigationModel(app), reachable: [true] + [Bool](repeating: false, count: n))
    #expect(groups.groups.count == 1)
    #expect(groups.groups[0].first == Int32(n))
    #expect(groups.groups[0].count == n)
  }
}
