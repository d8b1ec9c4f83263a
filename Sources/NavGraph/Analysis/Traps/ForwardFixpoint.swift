/// P(c): what some configuration of c's own stack at or above c (pushes only) can do.
struct StackAbove: OptionSet, Sendable {
  let rawValue: UInt8
  /// Shows the tab bar.
  static let tabBar = StackAbove(rawValue: 1 << 0)
  /// Can reset the stack to its root: a `popToRoot` link, or re-selecting the tab.
  static let reset = StackAbove(rawValue: 1 << 1)
  /// Can dismiss the stack's modal: a `dismiss` link, or swipe-down.
  static let dismiss = StackAbove(rawValue: 1 << 2)
}

/// G(c): what some configuration the user can put on top of c (pushes and presentations, c
/// included) shows or leads to.
struct Above: OptionSet, Sendable {
  let rawValue: UInt8
  /// Shows home.
  static let home = Above(rawValue: 1 << 0)
  /// Has an acting `replace` whose fresh state can show home again.
  static let goodReplace = Above(rawValue: 1 << 1)
  /// A *candidate* modal floor for a tab-bar root: a modal floor with moves from whose strongly
  /// connected group nothing reachable sees home (home, or a good replace).
  static let candidate = Above(rawValue: 1 << 2)
  /// A candidate modal floor for a single root: a modal floor with moves whose fresh reach misses
  /// home.
  static let singleCandidate = Above(rawValue: 1 << 3)
}

/// G for every node: its facts, and the tabs some acting `tab` link in it selects.
struct AboveFacts: Sendable {
  let facts: [Above]
  /// `tabWords` words per node.
  let tabs: [UInt64]
}

/// The three least fixpoints of `ForwardReach`, each computed for all configurations at once by one
/// pass of Tarjan's algorithm (`StronglyConnectedComponents.forEach`) over a subgraph of the forward
/// moves: a vertex's value is the OR of its own facts and of the values of everything it reaches.
/// Components complete in reverse topological order, so when one completes, every component its
/// edges enter is final: its value is the OR over its members and their edges' targets.
///
/// Source: R. Tarjan, "Depth-first search and linear graph algorithms", SIAM J. Comput. 1(2), 1972.
/// Complexity: O(C + E) time and memory per pass, times the words per value.
enum ForwardFixpoint {
  /// P: pushes only.
  static func stackAbove(_ reach: ForwardReach) -> [StackAbove] {
    let forward = reach.forward
    let n = reach.flags.count
    var values = [UInt64](repeating: 0, count: n + 1)
    for v in 0..<n {
      let own = reach.flags[v]
      var p: StackAbove = []
      if own.contains(.showsTabBar) { p.insert(.tabBar) }
      if own.contains(.resets) { p.insert(.reset) }
      if own.contains(.dismisses) { p.insert(.dismiss) }
      values[v] = UInt64(p.rawValue)
    }
    close(forward, under: .push, words: 1, values: &values)
    return (0..<n).map { StackAbove(rawValue: UInt8(values[$0])) }
  }

  /// F: home reachable through every forward move, the hub included.
  static func reachesHome(_ reach: ForwardReach) -> [Bool] {
    let forward = reach.forward
    let n = reach.flags.count
    var values = [UInt64](repeating: 0, count: n + 1)
    for v in 0..<n where reach.flags[v].contains(.showsHome) { values[v] = 1 }
    close(forward, under: .all, words: 1, values: &values)
    return (0..<n).map { values[$0] != 0 }
  }

  /// G: pushes and presentations. A value is word 0, the `Above` facts, then the tab set.
  ///
  /// A modal configuration with moves and no way down (`ForwardReach.hasDown`) is a modal floor. A
  /// component holding one gets `candidate` when its closed value neither shows home nor has a good
  /// replace, and `singleCandidate` when that floor's fresh reach misses home (F, asked only when a
  /// single root is possible: otherwise no question reads `singleCandidate`).
  static func above(_ reach: ForwardReach) -> AboveFacts {
    let forward = reach.forward
    let graph = reach.graph
    let n = reach.flags.count
    let tabWords = reach.tabWords
    let stride = 1 + tabWords
    let fresh = reach.singleRootsPossible ? reach.freshReach : [Bool](repeating: false, count: n)
    var values = [UInt64](repeating: 0, count: (n + 1) * stride)
    var modalFloor = [Bool](repeating: false, count: n + 1)
    for v in 0..<n {
      var own: Above = reach.flags[v].contains(.showsHome) ? .home : []
      for e in forward.edges(Int32(v)) {
        let t = Int(forward.targets[e])
        switch forward.kind(e) {
        case .replace: if fresh[t] { own.insert(.goodReplace) }
        case .tab:
          let u = Int(graph.configuration(Int32(t)).container)
          values[v * stride + 1 + u / 64] |= 1 << UInt64(u % 64)
        default: break
        }
      }
      values[v * stride] |= UInt64(own.rawValue)
      modalFloor[v] =
        reach.flags[v].contains(.hasMove) && graph.model.isModal(graph.configuration(Int32(v)).container)
        && !reach.hasDown(Int32(v))
    }
    let seen = UInt64(Above([.home, .goodReplace]).rawValue)
    close(forward, under: .pushesAndPresentations, words: stride, values: &values) { members, value in
      var candidate = false
      var unreached = false
      for m in members where modalFloor[Int(m)] {
        candidate = true
        if !fresh[Int(m)] { unreached = true }
      }
      var added: Above = []
      if candidate && value & seen == 0 { added.insert(.candidate) }
      if unreached { added.insert(.singleCandidate) }
      return UInt64(added.rawValue)
    }
    var facts = [Above](repeating: [], count: n)
    var tabs = [UInt64](repeating: 0, count: n * tabWords)
    for v in 0..<n {
      facts[v] = Above(rawValue: UInt8(values[v * stride]))
      for w in 0..<tabWords { tabs[v * tabWords + w] = values[v * stride + 1 + w] }
    }
    return AboveFacts(facts: facts, tabs: tabs)
  }

  /// Replaces each vertex's value (`words` words, initially its own facts) by the OR over everything
  /// it reaches through edges of `kinds`, the vertex included. `added(members, word0)`, when given,
  /// returns facts to add to word 0 of a completed component's value, from its members and the OR
  /// so far; they propagate to every vertex that reaches the component.
  private static func close(
    _ forward: ForwardGraph, under kinds: ForwardGraph.Kinds, words: Int, values: inout [UInt64],
    added: ((UnsafeBufferPointer<Int32>, UInt64) -> UInt64)? = nil
  ) {
    let mask = kinds.rawValue
    let acc = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: words)
    defer { acc.deallocate() }
    // Plain buffers: this runs over every configuration and forward link. Every target is a vertex
    // (below `offsets.count - 1`) and `values` has `words` words per vertex.
    forward.offsets.withUnsafeBufferPointer { offsets in
      forward.targets.withUnsafeBufferPointer { targets in
        forward.kinds.withUnsafeBufferPointer { edgeKinds in
          values.withUnsafeMutableBufferPointer { values in
            StronglyConnectedComponents.forEach(
              offsets: forward.offsets, targets: forward.targets, kinds: forward.kinds, mask: mask
            ) { members in
              for w in 0..<words { acc[w] = 0 }
              for m in members {
                let m = Int(m)
                for w in 0..<words { acc[w] |= values[m * words + w] }
                for i in Int(offsets[m])..<Int(offsets[m + 1]) where edgeKinds[i] & mask != 0 {
                  let t = Int(targets[i]) * words
                  for w in 0..<words { acc[w] |= values[t + w] }
                }
              }
              if let added { acc[0] |= added(members, acc[0]) }
              for m in members {
                for w in 0..<words { values[Int(m) * words + w] = acc[w] }
              }
            }
          }
        }
      }
    }
  }
}
