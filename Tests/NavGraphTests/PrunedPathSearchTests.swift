import NavGraphTestSupport
import Testing

@testable import NavGraph

/// The search of `path`, pruned by `PathLowerBounds`, gives exactly what the whole search gives: the
/// same route (the fewest moves, and among them the one a breadth-first search over states meets
/// first), or the same screens seen when there is none, on random apps of 20 to 320 screens with
/// every link kind, tab bars, modals, hidden back buttons and tab bars, value pushes and deep links.
@Suite struct PrunedPathSearchTests {
  @Test func prunedSearchFindsWhatTheWholeSearchFinds() {
    var compared = 0
    var withoutPath = 0
    var found = 0
    // The nodes kept by the searches that find a route, pruned and whole.
    var foundPruned = 0
    var foundWhole = 0
    for seed in 0..<UInt64(50) {
      let app = PrunedPathSearchTests.app(seed: seed)
      let model = NavigationModel(app)
      guard let launch = NavigationState.launch(model) else { continue }
      let graph = ConfigurationGraph(model: model)
      var starts = [launch]
      var r = SplitMix64(seed: seed ^ 0xBADC_0FFE)
      for _ in 0..<6 {
        let from = r.int(app.screens.count)
        let node = graph.firstNode[from]
        guard node >= 0, let states = launch.replaying(graph.moves(to: node), model) else { continue }
        starts.append(states.last ?? launch)
      }
      for d in app.deepLinks.indices {
        if let cold = DeepLinkOpenings.coldState(d, model) { starts.append(cold) }
      }
      for start in starts {
        for _ in 0..<8 {
          let target = Int32(r.int(app.screens.count))
          var pruned = SkeletonSearch(model: model, start: start, target: target, maxStates: 1_000_000)
          var whole = SkeletonSearch(model: model, start: start, target: target, maxStates: 1_000_000)
          whole.prunedBudget = 0
          let a = pruned.run()
          let b = whole.run()
          compared += 1
          let name = "seed \(seed): \(app.screens[start.visible].id) -> \(app.screens[Int(target)].id)"
          // What a bound that is no help costs: the budget, then the whole search.
          #expect(pruned.keptNodes <= whole.keptNodes + pruned.prunedBudget, "\(name): nodes kept")
          switch (a, b) {
          case (.found(let x), .found(let y)):
            found += 1
            foundPruned += pruned.keptNodes
            foundWhole += whole.keptNodes
            #expect(x == y, "\(name): \(x) vs \(y)")
            #expect(!pruned.findsNoRoute, "\(name): found, yet the bounds said there is no route")
          case (.exhausted(let x), .exhausted(let y)):
            withoutPath += 1
            #expect(x == y, "\(name): seen \(x) vs \(y)")
          default:
            Issue.record("\(name): \(a) vs \(b)")
          }
        }
      }
    }
    print(
      "pruned path search: \(compared) searches, \(found) found (nodes kept: \(foundPruned) pruned, "
        + "\(foundWhole) whole), \(withoutPath) without a path")
    #expect(compared > 1_000)
    #expect(found > 400)
    #expect(withoutPath > 50)
    // The pruning has to prune: the searches that find a route keep far fewer nodes.
    #expect(foundPruned * 3 < foundWhole, "kept \(foundPruned) nodes pruned, \(foundWhole) whole")
  }

  /// From launch, the search's route to a screen is the configuration graph's (what `path` starts
  /// from), pruned or whole, and it finds none exactly when the graph has no node showing it; on
  /// random apps without deep links and compound actions, every screen.
  @Test func theRouteFromLaunchIsTheGraphsRoute() {
    var compared = 0
    var unreachable = 0
    for seed in 0..<UInt64(100) {
      var app = seed < 30 ? PrunedPathSearchTests.app(seed: seed) : RandomApps.make(seed: seed &* 7919 &+ 17)
      app.deepLinks = []
      app.linkParts = [:]
      let model = NavigationModel(app)
      guard let launch = NavigationState.launch(model) else { continue }
      let graph = ConfigurationGraph(model: model)
      let reversed = ReversedLinks(model)
      for s in 0..<Int32(app.screens.count) {
        for budget in [nil, 0] {
          var search = SkeletonSearch(
            model: model, start: launch, target: s, maxStates: .max, reversed: reversed)
          if let budget { search.prunedBudget = budget }
          let name =
            "seed \(seed): launch -> \(app.screens[Int(s)].id), budget \(budget.map(String.init) ?? "default")"
          let node = graph.firstNode[Int(s)]
          switch search.run() {
          case .found(let moves):
            compared += 1
            #expect(node >= 0, "\(name): found, yet the graph has no node showing it")
            if node >= 0 {
              #expect(moves == graph.moves(to: node), "\(name): \(moves) vs \(graph.moves(to: node))")
            }
          case .exhausted:
            unreachable += 1
            #expect(node < 0, "\(name): none found, yet the graph reaches it")
          case .limit:
            Issue.record("\(name): limit")
          }
        }
      }
    }
    print("route from launch: \(compared) found, \(unreachable) without a route")
    #expect(compared > 4_000)
    #expect(unreachable > 300)
  }

  /// A random app of 20 to 320 screens (`seed`): 0 to 4 tabs (an entry screen when there are none),
  /// 1 to 5 links a screen of every kind, a third of them to ten hub screens, random flags; one app
  /// in four with value types and value pushes, one in four with deep links.
  static func app(seed: UInt64) -> App {
    var r = SplitMix64(seed: seed &* 0x9E37_79B9 &+ 11)
    let n = 20 + r.int(301)
    let tabCount = r.int(5)
    let typeCount = r.chance(25) ? 1 + r.int(3) : 0
    let tabs = (0..<tabCount).map { t in
      Tab(id: "t\(t)", root: ScreenID(t), stack: r.chance(90), anchor: RandomApps.memoryAnchor(100_000 + t))
    }
    let entry: ScreenID? = tabCount == 0 || r.chance(15) ? ScreenID(r.int(n)) : nil
    let kinds: [(LinkKind, Int)] = [
      (.push, 40), (.sheet, 10), (.fullScreenCover, 8), (.popover, 4), (.tab, 6), (.replace, 3),
      (.pop, 7), (.popToRoot, 6), (.dismiss, 10), (.dismissAction, 6),
    ]
    var screens: [Screen] = []
    var links: [Link] = []
    var linkValues: [LinkID: Int] = [:]
    for i in 0..<n {
      let start = LinkID(links.count)
      for j in 0..<(1 + r.int(5)) {
        let kind = RandomApps.pick(kinds, &r)
        var destination: LinkDestination?
        switch kind.target {
        case .screen: destination = .screen(ScreenID(r.chance(30) ? r.int(min(n, 10)) : r.int(n)))
        case .tab: destination = tabCount > 0 ? .tab(TabID(r.int(tabCount))) : nil
        case .none: break
        }
        if kind == .push && typeCount > 0 && r.chance(40) {
          linkValues[LinkID(links.count)] = r.int(typeCount)
        }
        links.append(
          Link(
            kind: kind, destination: destination, label: "l\(i)_\(j)",
            anchor: RandomApps.memoryAnchor(i * 1000 + j + 1)))
      }
      var destinations: UInt64 = 0
      for t in 0..<typeCount where r.chance(40) { destinations |= 1 << UInt64(t) }
      screens.append(
        Screen(
          id: "S\(i)", stack: r.chance(70), backButtonHidden: r.chance(10), dismissDisabled: r.chance(15),
          hidesTabBar: r.chance(10), destinations: destinations, links: start..<LinkID(links.count),
          anchor: RandomApps.memoryAnchor(i * 1000)))
    }
    let deepLinks =
      r.chance(25)
      ? RandomApps.deepLinks(seed: seed, screens: n, tabs: tabCount, types: typeCount, kinds: kinds) : []
    return App(
      name: "pruned \(seed)", entry: entry, home: nil, tabs: tabs, screens: screens, links: links,
      valueTypes: (0..<typeCount).map { "T\($0)" }, linkValues: linkValues, linkParts: [:],
      deepLinks: deepLinks, sources: RandomApps.memorySources)
  }
}
