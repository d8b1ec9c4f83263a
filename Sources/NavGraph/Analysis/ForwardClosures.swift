/// Facts about every reachable configuration that depend on what its forward moves can reach: the
/// inputs of `TrapAnalysis` (docs/TRAPS.md).
///
/// Three closures are defined over the configurations of a `ConfigurationGraph`:
/// - P(c), pushes only (the configurations above c in its own stack): whether one shows the tab bar,
///   whether one can reset the stack to its root (a `popToRoot` link, or re-selecting the tab), whether
///   one can dismiss the stack's modal (a `dismiss` link, or swipe-down).
/// - G(c), pushes and modal presentations (everything the user can put on top of c): whether one
///   shows `home`, whether one has a `replace` whose fresh state can show `home` again, the set of
///   tabs some acting `tab` link selects, and whether G(c) holds a *candidate* modal floor.
/// - F(c), every forward move, where `tab` links and the tab bar lead to tab roots and `replace` to the
///   new root: whether `home` is reachable. This is exactly whether home can be shown again from a
///   *fresh* state (launch on `entry`, a `replace`, or a newly made tab bar, where every tab not yet
///   visited is at its root).
///
/// Each is a least fixpoint computed, for all configurations at once, by one pass of Tarjan's
/// algorithm (iterative) over a subgraph of the forward moves, OR-ing facts over each strongly
/// connected component and its successors in the order Tarjan completes components (reverse
/// topological). The passes (and the forward graph they run on) are computed only when a question
/// cannot be answered from the configuration's own facts: in the usual app, where every pushed
/// screen can go back and the tab bar shows at the tab roots, `TrapAnalysis` needs none of them.
///
/// Source: R. Tarjan, "Depth-first search and linear graph algorithms", SIAM J. Comput. 1(2), 1972.
/// Complexity: O(C) for the own facts; each pass O(C + E) time and memory for C configurations and
/// E acting forward links (plus one edge per configuration that shows the tab bar), times
/// ⌈tabs / 64⌉ for the tab sets.
struct ForwardClosures: Sendable {
  /// Per-configuration flags: its own facts, then closure facts once computed.
  struct Flags: OptionSet, Sendable {
    let rawValue: UInt32
    /// Back, or an acting `pop` link: the configuration itself can pop.
    static let popsOnce = Flags(rawValue: 1 << 0)
    /// At least one move (not a dead end).
    static let hasMove = Flags(rawValue: 1 << 1)
    /// Shows home.
    static let showsHome = Flags(rawValue: 1 << 2)
    /// Shows the tab bar.
    static let showsTabBar = Flags(rawValue: 1 << 3)
    /// Has a `popToRoot` link or shows the tab bar (re-select).
    static let resets = Flags(rawValue: 1 << 4)
    /// In a modal, has a `dismiss` link or allows swipe-down.
    static let dismisses = Flags(rawValue: 1 << 5)
    /// Has an acting `replace` link.
    static let replaces = Flags(rawValue: 1 << 6)
    /// Has an acting `tab` link.
    static let switchesTab = Flags(rawValue: 1 << 7)
    /// Home is reachable through forward moves (F).
    static let reachesHome = Flags(rawValue: 1 << 8)
    /// Some configuration of G(c) shows home.
    static let homeAbove = Flags(rawValue: 1 << 9)
    /// Some configuration of G(c) has an acting `replace` whose fresh state reaches home.
    static let goodReplaceAbove = Flags(rawValue: 1 << 10)
    /// Some configuration of P(c) shows the tab bar.
    static let tabBarAbove = Flags(rawValue: 1 << 11)
    /// Some configuration of P(c) resets.
    static let resetAbove = Flags(rawValue: 1 << 12)
    /// Some configuration of P(c) dismisses.
    static let dismissAbove = Flags(rawValue: 1 << 13)
    /// G(c) holds a modal floor with moves that does not see home (a trap over a tab-bar root
    /// unless a switch saves it).
    static let candidateAbove = Flags(rawValue: 1 << 14)
    /// G(c) holds a modal floor with moves whose fresh reach misses home (for a single root).
    static let singleCandidateAbove = Flags(rawValue: 1 << 15)
  }

  /// Edge kinds of the forward graph.
  static let pushEdge: UInt8 = 1
  static let modalEdge: UInt8 = 2
  static let tabEdge: UInt8 = 4
  static let replaceEdge: UInt8 = 8
  static let tabBarEdge: UInt8 = 16

  let graph: ConfigurationGraph
  let home: Int32
  /// Words per tab set.
  let tabWords: Int
  /// Per tab: the node of its root configuration, or -1 when no reachable state shows it.
  let tabRoots: [Int32]
  /// Whether some reachable configuration has an acting `replace` link.
  let hasReplace: Bool
  private(set) var flags: [Flags]
  /// Per node, `tabWords` words once G is computed: the tabs some acting `tab` link in G(c) selects.
  private(set) var tabsAbove: [UInt64] = []
  /// The forward graph in CSR form once built: edges of node v are `offsets[v]..<offsets[v + 1]`.
  /// Vertex `count` is a hub standing for the tab bar, whose edges lead to every tab root.
  private(set) var offsets: [Int32] = []
  private(set) var targets: [Int32] = []
  private(set) var kinds: [UInt8] = []
  private var pushClosed = false
  private var presentClosed = false
  private var forwardClosed = false

  init(graph: ConfigurationGraph, home: Int32) {
    self.graph = graph
    self.home = home
    let model = graph.model
    let app = model.app
    let n = graph.count
    let tabCount = Int(model.tabCount)
    tabWords = max(1, (tabCount + 63) / 64)
    var tabRoots = [Int32](repeating: -1, count: tabCount)
    for u in 0..<tabCount where model.tabRoot(Int32(u)) >= 0 {
      let root = Configuration(screen: model.tabRoot(Int32(u)), container: Int32(u), isRoot: true)
      tabRoots[u] = graph.node(of: root) ?? -1
    }
    self.tabRoots = tabRoots
    var flags = [Flags](repeating: [], count: n)
    var hasReplace = false
    for v in 0..<n {
      let c = graph.configuration(Int32(v))
      let screen = app.screens[Int(c.screen)]
      let modal = model.isModal(c.container)
      var f: Flags = []
      if c.screen == home { f.insert(.showsHome) }
      if !c.isRoot && !screen.backButtonHidden { f.insert(.popsOnce) }
      if model.showsTabBar(c) { f.formUnion([.showsTabBar, .resets]) }
      if model.canSwipeDown(c) { f.insert(.dismisses) }
      for l in model.links(of: c.screen) {
        let kind = model.linkKinds[l]
        if kind == .popToRoot { f.insert(.resets) }
        if kind == .dismiss && modal { f.insert(.dismisses) }
        guard model.acts(link: l, in: c) else { continue }
        f.insert(.hasMove)
        switch kind {
        case .pop: f.insert(.popsOnce)
        case .replace: f.insert(.replaces)
        case .tab: f.insert(.switchesTab)
        default: break
        }
      }
      if f.contains(.popsOnce) || model.canSwipeDown(c)
        || f.contains(.showsTabBar) && (tabCount > 1 || !c.isRoot)
      {
        f.insert(.hasMove)
      }
      if f.contains(.replaces) { hasReplace = true }
      flags[v] = f
    }
    self.flags = flags
    self.hasReplace = hasReplace
  }

  func has(_ v: Int32, _ flag: Flags) -> Bool { flags[Int(v)].contains(flag) }

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
  mutating func hasDown(_ v: Int32) -> Bool {
    if surelyHasDown(v) { return true }
    let c = graph.configuration(v)
    if c.isRoot && !graph.model.isModal(c.container) { return false }
    closePushes()
    if !c.isRoot && has(v, .resetAbove) { return true }
    return graph.model.isModal(c.container) && has(v, .dismissAbove)
  }

  /// `hasDown(_:)`, plus, in a modal over the tab bar with `tab` selected, a `tab` link in G(v) back
  /// to that tab (it dismisses every modal).
  mutating func hasDown(_ v: Int32, tab: Int32) -> Bool {
    if hasDown(v) { return true }
    guard tab >= 0, graph.model.isModal(graph.configuration(v).container) else { return false }
    return tabAbove(v, tab)
  }

  /// Whether some acting `tab` link of G(v) selects `tab`.
  mutating func tabAbove(_ v: Int32, _ tab: Int32) -> Bool {
    let model = graph.model
    for l in model.links(of: graph.configuration(v).screen)
    where model.linkKinds[l] == .tab && model.linkTargets[l] == tab
      && graph.model.acts(link: l, in: graph.configuration(v))
    {
      return true
    }
    closePresentations()
    return tabsAbove[Int(v) * tabWords + Int(tab) / 64] & (1 << UInt64(tab % 64)) != 0
  }

  /// The tabs some acting `tab` link of G(v) selects (`tabWords` words).
  mutating func tabLinksAbove(_ v: Int32) -> [UInt64] {
    closePresentations()
    return Array(tabsAbove[Int(v) * tabWords..<(Int(v) + 1) * tabWords])
  }

  /// Whether some configuration of G(v) shows home or leads by `replace` to a fresh state that can.
  mutating func seesHome(_ v: Int32) -> Bool {
    if has(v, .showsHome) { return true }
    closePresentations()
    return !flags[Int(v)].isDisjoint(with: [.homeAbove, .goodReplaceAbove])
  }

  /// Whether home is reachable through forward moves from v: from a fresh state showing v.
  mutating func reachesHome(_ v: Int32) -> Bool {
    if has(v, .showsHome) { return true }
    closeForward()
    return has(v, .reachesHome)
  }

  /// Whether G(v) holds a candidate modal floor (`Flags.candidateAbove`, or
  /// `Flags.singleCandidateAbove` with `single`).
  mutating func candidateAbove(_ v: Int32, single: Bool) -> Bool {
    closePresentations()
    return has(v, single ? .singleCandidateAbove : .candidateAbove)
  }

  /// The tabs reachable by one switch from the region of a floor v of tab `tab` (`tabWords` words,
  /// `tab` excluded): the `tab` links of G(v), and every tab when P(v) shows the tab bar.
  mutating func switchTargets(_ v: Int32, tab: Int) -> [UInt64] {
    var words: [UInt64]
    if has(v, .showsTabBar) {
      words = allTabs
    } else {
      closePushes()
      words = has(v, .tabBarAbove) ? allTabs : tabLinksAbove(v)
    }
    words[tab / 64] &= ~(1 << UInt64(tab % 64))
    return words
  }

  var allTabs: [UInt64] {
    var words = [UInt64](repeating: 0, count: tabWords)
    for t in 0..<Int(graph.model.tabCount) { words[t / 64] |= 1 << UInt64(t % 64) }
    return words
  }

  static func intersects(_ a: [UInt64], _ b: [UInt64]) -> Bool {
    for i in 0..<a.count where a[i] & b[i] != 0 { return true }
    return false
  }

  /// The forward edges of v (building the forward graph on first use).
  mutating func edges(_ v: Int32) -> Range<Int> {
    buildEdges()
    return Int(offsets[Int(v)])..<Int(offsets[Int(v) + 1])
  }

  private mutating func buildEdges() {
    guard offsets.isEmpty else { return }
    let model = graph.model
    let n = graph.count
    var offsets = [Int32](repeating: 0, count: n + 2)
    var targets: [Int32] = []
    var kinds: [UInt8] = []
    targets.reserveCapacity(n * 5)
    kinds.reserveCapacity(n * 5)
    for v in 0..<n {
      offsets[v] = Int32(targets.count)
      let c = graph.configuration(Int32(v))
      for l in model.links(of: c.screen) where model.acts(link: l, in: c) {
        let kind: UInt8
        switch model.linkKinds[l] {
        case .push: kind = ForwardClosures.pushEdge
        case .sheet, .popover, .fullScreenCover: kind = ForwardClosures.modalEdge
        case .tab: kind = ForwardClosures.tabEdge
        case .replace: kind = ForwardClosures.replaceEdge
        case .pop, .popToRoot, .dismiss: continue
        }
        guard let next = model.forwardTarget(link: l, from: c), let t = graph.node(of: next) else { continue }
        targets.append(t)
        kinds.append(kind)
      }
      if flags[v].contains(.showsTabBar) {
        targets.append(Int32(n))
        kinds.append(ForwardClosures.tabBarEdge)
      }
    }
    offsets[n] = Int32(targets.count)
    for r in tabRoots where r >= 0 {
      targets.append(r)
      kinds.append(ForwardClosures.tabBarEdge)
    }
    offsets[n + 1] = Int32(targets.count)
    self.offsets = offsets
    self.targets = targets
    self.kinds = kinds
  }

  /// P: pushes only.
  private mutating func closePushes() {
    guard !pushClosed else { return }
    pushClosed = true
    buildEdges()
    let n = graph.count
    var values = [UInt64](repeating: 0, count: n + 1)
    for v in 0..<n {
      let f = flags[v]
      values[v] =
        (f.contains(.showsTabBar) ? 1 : 0) | (f.contains(.resets) ? 2 : 0) | (f.contains(.dismisses) ? 4 : 0)
    }
    close(mask: ForwardClosures.pushEdge, words: 1, values: &values, vertexCount: n + 1, candidates: nil)
    for v in 0..<n {
      if values[v] & 1 != 0 { flags[v].insert(.tabBarAbove) }
      if values[v] & 2 != 0 { flags[v].insert(.resetAbove) }
      if values[v] & 4 != 0 { flags[v].insert(.dismissAbove) }
    }
  }

  /// F: home reachable through every forward move (the hub included).
  private mutating func closeForward() {
    guard !forwardClosed else { return }
    forwardClosed = true
    buildEdges()
    let n = graph.count
    let all =
      ForwardClosures.pushEdge | ForwardClosures.modalEdge | ForwardClosures.tabEdge
      | ForwardClosures.replaceEdge | ForwardClosures.tabBarEdge
    var values = [UInt64](repeating: 0, count: n + 1)
    for v in 0..<n where flags[v].contains(.showsHome) { values[v] = 1 }
    close(mask: all, words: 1, values: &values, vertexCount: n + 1, candidates: nil)
    for v in 0..<n where values[v] != 0 { flags[v].insert(.reachesHome) }
  }

  /// G: pushes and presentations. Word 0 holds flags, then the tab set.
  private mutating func closePresentations() {
    guard !presentClosed else { return }
    presentClosed = true
    buildEdges()
    closePushes()
    if hasReplace || graph.model.app.entry != nil { closeForward() }
    let n = graph.count
    let model = graph.model
    let stride = 1 + tabWords
    var values = [UInt64](repeating: 0, count: (n + 1) * stride)
    // Per configuration: bit 0, a modal floor (no way below it in its tab) with moves; bit 1, home
    // reachable from a fresh state here. A floor is a candidate trap floor when nothing it reaches
    // sees home (tab-bar root), or when its fresh reach misses home (single root).
    var candidates = [UInt8](repeating: 0, count: n + 1)
    for v in 0..<n {
      var bits: UInt64 = flags[v].contains(.showsHome) ? 1 : 0
      for e in Int(offsets[v])..<Int(offsets[v + 1]) {
        let t = targets[e]
        switch kinds[e] {
        case ForwardClosures.replaceEdge: if flags[Int(t)].contains(.reachesHome) { bits |= 2 }
        case ForwardClosures.tabEdge:
          let u = Int(graph.configuration(t).container)
          values[v * stride + 1 + u / 64] |= 1 << UInt64(u % 64)
        default: break
        }
      }
      values[v * stride] |= bits
      if flags[v].contains(.hasMove) && model.isModal(graph.configuration(Int32(v)).container)
        && !hasDown(Int32(v))
      {
        candidates[v] |= 1
      }
      if flags[v].contains(.reachesHome) { candidates[v] |= 2 }
    }
    close(
      mask: ForwardClosures.pushEdge | ForwardClosures.modalEdge, words: stride, values: &values,
      vertexCount: n + 1,
      candidates: candidates)
    var tabsAbove = [UInt64](repeating: 0, count: n * tabWords)
    for v in 0..<n {
      let bits = values[v * stride]
      if bits & 1 != 0 { flags[v].insert(.homeAbove) }
      if bits & 2 != 0 { flags[v].insert(.goodReplaceAbove) }
      if bits & 4 != 0 { flags[v].insert(.candidateAbove) }
      if bits & 8 != 0 { flags[v].insert(.singleCandidateAbove) }
      for w in 0..<tabWords { tabsAbove[v * tabWords + w] = values[v * stride + 1 + w] }
    }
    self.tabsAbove = tabsAbove
  }

  /// Replaces each vertex's value (`words` words, initially its own facts) by the OR over everything
  /// it reaches through edges whose kind is in `mask`: iterative Tarjan, each component's value
  /// computed when the component completes (its successors' components are complete by then).
  /// With `candidates`, a component holding a candidate floor (bit 0) gets bit 2 of word 0 when its
  /// value has neither bit 0 nor 1 (it does not see home), and bit 3 when that floor's fresh reach
  /// misses home (`candidates` bit 1 clear).
  private func close(
    mask: UInt8, words: Int, values: inout [UInt64], vertexCount n: Int, candidates: [UInt8]?
  ) {
    // Tarjan's state in plain buffers: this loop runs over every configuration and link.
    let index = UnsafeMutableBufferPointer<Int32>.allocate(capacity: n)
    let low = UnsafeMutableBufferPointer<Int32>.allocate(capacity: n)
    let stack = UnsafeMutableBufferPointer<Int32>.allocate(capacity: n)
    let callVertex = UnsafeMutableBufferPointer<Int32>.allocate(capacity: n)
    let callEdge = UnsafeMutableBufferPointer<Int32>.allocate(capacity: n)
    let done = UnsafeMutableBufferPointer<Bool>.allocate(capacity: n)
    let acc = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: words)
    defer {
      for buffer in [index, low, stack, callVertex, callEdge] { buffer.deallocate() }
      done.deallocate()
      acc.deallocate()
    }
    _ = index.initialize(from: repeatElement(-1, count: n))
    _ = done.initialize(from: repeatElement(false, count: n))
    let candidates = candidates ?? []
    offsets.withUnsafeBufferPointer { offsets in
      targets.withUnsafeBufferPointer { targets in
        kinds.withUnsafeBufferPointer { kinds in
          values.withUnsafeMutableBufferPointer { values in
            var counter: Int32 = 0
            var top = 0
            for root in 0..<n where index[root] < 0 {
              index[root] = counter
              low[root] = counter
              counter += 1
              stack[top] = Int32(root)
              top += 1
              callVertex[0] = Int32(root)
              callEdge[0] = offsets[root]
              var depth = 1
              while depth > 0 {
                let v = Int(callVertex[depth - 1])
                let end = offsets[v + 1]
                var e = callEdge[depth - 1]
                var descended = false
                while e < end {
                  let i = Int(e)
                  e += 1
                  guard kinds[i] & mask != 0 else { continue }
                  let w = Int(targets[i])
                  if index[w] < 0 {
                    callEdge[depth - 1] = e
                    index[w] = counter
                    low[w] = counter
                    counter += 1
                    stack[top] = Int32(w)
                    top += 1
                    callVertex[depth] = Int32(w)
                    callEdge[depth] = offsets[w]
                    depth += 1
                    descended = true
                    break
                  } else if !done[w] && index[w] < low[v] {
                    low[v] = index[w]
                  }
                }
                if descended { continue }
                depth -= 1
                if depth > 0 {
                  let parent = Int(callVertex[depth - 1])
                  if low[v] < low[parent] { low[parent] = low[v] }
                }
                guard low[v] == index[v] else { continue }
                // v roots a component: its members are on the stack from v up.
                var first = top - 1
                while Int(stack[first]) != v { first -= 1 }
                for k in first..<top { done[Int(stack[k])] = true }
                for w in 0..<words { acc[w] = 0 }
                var candidate = false
                var unreached = false
                for k in first..<top {
                  let m = Int(stack[k])
                  for w in 0..<words { acc[w] |= values[m * words + w] }
                  for i in Int(offsets[m])..<Int(offsets[m + 1]) where kinds[i] & mask != 0 {
                    let t = Int(targets[i]) * words
                    for w in 0..<words { acc[w] |= values[t + w] }
                  }
                  if m < candidates.count && candidates[m] & 1 != 0 {
                    candidate = true
                    if candidates[m] & 2 == 0 { unreached = true }
                  }
                }
                if candidate && acc[0] & 3 == 0 { acc[0] |= 4 }
                if unreached { acc[0] |= 8 }
                for k in first..<top {
                  let m = Int(stack[k])
                  for w in 0..<words { values[m * words + w] = acc[w] }
                }
                top = first
              }
            }
          }
        }
      }
    }
  }
}
