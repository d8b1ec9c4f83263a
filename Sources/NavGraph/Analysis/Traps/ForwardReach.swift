/// What the forward moves of each reachable configuration can reach: the questions `TrapFloors`,
/// `TrapSituation` and `TrapExamples` ask about configurations (docs/TRAPS.md).
///
/// Each configuration's *own facts* (`ConfigurationFacts`: its links, back button, swipe-down, tab
/// bar) come from the graph, which records them while it reads the links; this adds home. Three
/// least fixpoints over the forward moves (`ForwardGraph`) extend them to what lies above (see
/// `ForwardFixpoint`):
/// - P(c), `StackAbove`: pushes only, the configurations above c in its own stack;
/// - G(c), `Above`: pushes and presentations, everything the user can put on top of c;
/// - F(c), `reachesHome`: every forward move (`tab` links and the tab bar lead to tab roots,
///   `replace` to the new root): whether home can be shown again from a fresh state showing c.
///
/// Every query first tries the configuration's own facts; a fixpoint (and the forward graph it
/// runs on) is computed only when a question needs it, then kept. In the usual app, where every
/// pushed screen can go back and the tab bar shows at the tab roots, `TrapAnalysis` needs none of
/// them. The queries are non-mutating: the fixpoints live in a lazy cache (`Once` boxes) shared by
/// every copy of the value.
///
/// Complexity: O(C) for the own facts; each fixpoint O(C + E) time and memory for C configurations
/// and E acting forward links, times ⌈tabs / 64⌉ for the tab sets of G.
struct ForwardReach: Sendable {
  /// The fixpoints, made on first use.
  private final class Cache: Sendable {
    let forward = Once<ForwardGraph>()
    let stackAbove = Once<[StackAbove]>()
    let above = Once<AboveFacts>()
    let reachesHome = Once<[Bool]>()
  }

  let graph: ConfigurationGraph
  let home: Int32
  /// Words per tab set.
  let tabWords: Int
  /// Per tab: the node of its root configuration, or -1 when no reachable state shows it.
  let tabRoots: [Int32]
  /// Whether some reachable configuration has an acting `replace` link.
  let hasReplace: Bool
  /// Whether a visit can stay on a single root: the app launches on `entry` or has a `replace`.
  var singleRootsPossible: Bool { hasReplace || graph.model.app.entry != nil }
  /// Per node, its own facts.
  let flags: [ConfigurationFacts]
  private let cache = Cache()

  init(graph: ConfigurationGraph, home: Int32) {
    self.graph = graph
    self.home = home
    let model = graph.model
    let n = graph.count
    let tabCount = Int(model.tabCount)
    tabWords = max(1, (tabCount + 63) / 64)
    var tabRoots = [Int32](repeating: -1, count: tabCount)
    for u in 0..<tabCount where model.tabRoot(Int32(u)) >= 0 {
      tabRoots[u] = graph.node(of: model.root(model.tabRoot(Int32(u)), in: Int32(u))) ?? -1
    }
    self.tabRoots = tabRoots
    var flags = graph.facts
    var hasReplace = false
    for v in 0..<n {
      if graph.configuration(Int32(v)).screen == home { flags[v].insert(.showsHome) }
      if flags[v].contains(.replaces) { hasReplace = true }
    }
    self.flags = flags
    self.hasReplace = hasReplace
  }

  // MARK: The lazy parts

  /// The forward moves (built on first use).
  var forward: ForwardGraph {
    cache.forward.value {
      ForwardGraph(graph: graph, showsTabBar: { flags[$0].contains(.showsTabBar) }, tabRoots: tabRoots)
    }
  }

  /// P for every node (computed on first use).
  private var stackAbove: [StackAbove] { cache.stackAbove.value { ForwardFixpoint.stackAbove(self) } }

  /// G for every node (computed on first use).
  private var above: AboveFacts { cache.above.value { ForwardFixpoint.above(self) } }

  /// F for every node (computed on first use).
  var freshReach: [Bool] { cache.reachesHome.value { ForwardFixpoint.reachesHome(self) } }

  // MARK: Queries

  func has(_ v: Int32, _ flag: ConfigurationFacts) -> Bool { flags[Int(v)].contains(flag) }

  /// Whether the frame showing v surely reaches a frame below it, from its own facts alone.
  func surelyHasDown(_ v: Int32) -> Bool {
    let f = flags[Int(v)]
    if f.contains(.popsOnce) { return true }
    let c = graph.configuration(v)
    if !c.isRoot && f.contains(.resets) { return true }
    return graph.model.isModal(c.container) && f.contains(.dismisses)
  }

  /// Whether the frame showing configuration v can reach a frame below it without leaving its tab:
  /// pop it, reset its stack to the root, or dismiss its modal (not counting a `tab` link back to the
  /// selected tab, which depends on the tab: see `hasDown(_:tab:)`).
  func hasDown(_ v: Int32) -> Bool {
    if surelyHasDown(v) { return true }
    let c = graph.configuration(v)
    let modal = graph.model.isModal(c.container)
    if c.isRoot && !modal { return false }
    let p = stackAbove[Int(v)]
    if !c.isRoot && p.contains(.reset) { return true }
    return modal && p.contains(.dismiss)
  }

  /// `hasDown(_:)`, plus, in a modal over the tab bar with `tab` selected, a `tab` link in G(v) back
  /// to that tab (it dismisses every modal).
  func hasDown(_ v: Int32, tab: Int32) -> Bool {
    if hasDown(v) { return true }
    guard tab >= 0, graph.model.isModal(graph.configuration(v).container) else { return false }
    return tabAbove(v, tab)
  }

  /// Whether some acting `tab` link of G(v) selects `tab`.
  func tabAbove(_ v: Int32, _ tab: Int32) -> Bool {
    let model = graph.model
    let c = graph.configuration(v)
    for l in model.links(of: c.screen)
    where model.linkKinds[l] == .tab && model.linkTargets[l] == tab && model.acts(link: l, in: c) {
      return true
    }
    return above.tabs[Int(v) * tabWords + Int(tab) / 64] & (1 << UInt64(tab % 64)) != 0
  }

  /// The tabs some acting `tab` link of G(v) selects (`tabWords` words).
  func tabLinksAbove(_ v: Int32) -> [UInt64] {
    Array(above.tabs[Int(v) * tabWords..<(Int(v) + 1) * tabWords])
  }

  /// Whether some configuration of G(v) shows home or leads by `replace` to a fresh state that can.
  func seesHome(_ v: Int32) -> Bool {
    if has(v, .showsHome) { return true }
    return !above.facts[Int(v)].isDisjoint(with: [.home, .goodReplace])
  }

  /// Whether home is reachable through forward moves from v: from a fresh state showing v.
  func reachesHome(_ v: Int32) -> Bool {
    if has(v, .showsHome) { return true }
    return freshReach[Int(v)]
  }

  /// Whether G(v) holds a candidate modal floor (`Above.candidate`, or with `single`
  /// `Above.singleCandidate`, which is known only when `singleRootsPossible`).
  func candidateAbove(_ v: Int32, single: Bool) -> Bool {
    above.facts[Int(v)].contains(single ? .singleCandidate : .candidate)
  }

  /// The tabs reachable by one switch from the region of a floor v of tab `tab` (`tabWords` words,
  /// `tab` excluded): the `tab` links of G(v), and every tab when P(v) shows the tab bar.
  func switchTargets(_ v: Int32, tab: Int) -> [UInt64] {
    var words: [UInt64]
    if has(v, .showsTabBar) || stackAbove[Int(v)].contains(.tabBar) {
      words = allTabs
    } else {
      words = tabLinksAbove(v)
    }
    words[tab / 64] &= ~(1 << UInt64(tab % 64))
    return words
  }

  /// Every tab of the app, as a tab set.
  var allTabs: [UInt64] {
    var words = [UInt64](repeating: 0, count: tabWords)
    for t in 0..<Int(graph.model.tabCount) { words[t / 64] |= 1 << UInt64(t % 64) }
    return words
  }

  static func intersects(_ a: [UInt64], _ b: [UInt64]) -> Bool {
    for i in 0..<a.count where a[i] & b[i] != 0 { return true }
    return false
  }
}
