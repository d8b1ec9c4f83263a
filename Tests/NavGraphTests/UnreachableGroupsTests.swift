import NavGraphTestSupport
import Testing

@testable import NavGraph

@Suite struct UnreachableGroupsTests {
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
}
