/// The configurations reachable from launch, found breadth-first over forward moves, with a
/// shortest route to each.
///
/// Algorithm: breadth-first search from the launch configuration, trying moves in the model's order
/// (the visible screen's links in file order, then the tab bar in tab order). Only forward moves are
/// followed: push, present, `tab`, `replace`, and tapping another tab in the tab bar (which shows that
/// tab's root the first time it is selected). Every other move (pop, popToRoot, dismiss, back,
/// swipe-down, re-selecting a tab) reveals a configuration that was visible earlier on the same route,
/// so it can neither reach a new configuration nor shorten a route to one (docs/MODEL.md has the
/// argument). Hence the set of configurations found is exactly the set visible in reachable states,
/// and each one's depth is its fewest moves from launch, with ties broken as a breadth-first search
/// over states would break them. The search itself is `ForwardSearch`.
///
/// Complexity: O(C + L·C/S) time and memory, where C is the number of reachable configurations
/// (at most screens × containers × 2 × M, in practice a small multiple of screens) and L the links;
/// M is the number of distinct registration masks of reachable stacks (1 in an app without value
/// pushes; at most 2^k for the k value types that value pushes use, docs/MODEL.md).
package struct ConfigurationGraph: Sendable {
  package let model: NavigationModel
  /// Per node: the configuration's key (`Configuration.key`).
  package private(set) var keys: [UInt64] = []
  /// Per node: the configuration's registration mask; empty when the model tracks none.
  private var masks: [UInt64] = []
  /// Per node: the node it was first reached from, or -1 for launch.
  package private(set) var parent: [Int32] = []
  /// Per node: the link index that reached it, `-1` for launch, `-2` for a tab-bar tap, `-3` for
  /// another move (in an app with deep links: back, swipe-down, a deep link).
  package private(set) var via: [Int32] = []
  /// Per node: fewest moves from launch.
  package private(set) var depth: [Int32] = []
  /// Per screen: the first node (in breadth-first order) that shows it, or -1 when unreachable.
  /// Numbered once the search ends (`numberFirstNodes`): a check per node added would read this
  /// array at a random screen, a cache miss per node at a million screens.
  package private(set) var firstNode: [Int32]
  /// Per node: its own facts (`ConfigurationFacts`), recorded while its links are read. A graph
  /// made `until` a screen has them for the nodes it expanded only.
  package private(set) var facts: [ConfigurationFacts] = []
  /// Per link: whether it acts in some node (of the nodes expanded, in a graph made `until`).
  package private(set) var acting: [Bool]
  private var table: ConfigurationIndex
  /// In an app with deep links: per node, its shortest route from launch (`DeepLinkRoutes`); else empty.
  private var routes: [[Move]] = []
  /// In an app with deep links: per deep link, a shortest route to a reachable state from which it
  /// does not end on its `to`, or nil when there is none.
  package private(set) var deepLinkFailures: [[Move]?] = []
  /// The most states the search of an app with deep links explores, unless told otherwise.
  package static let defaultMaxStates = 50_000
  /// The most states the search of an app with deep links explores (the bound it was made with).
  package let maxStates: Int
  /// In an app with deep links, per screen: shown in some reachable state (`DeepLinkReach`) though
  /// the search stopped at its bound before reaching one (no node, no route); else empty.
  package private(set) var shownWithoutRoute: [Bool] = []
  /// Whether the search over states of an app with deep links or compound actions stopped at its
  /// bound before finding every configuration `DeepLinkReach` says is visible (those it did not
  /// find count as reachable, without a route) or a state where each deep link it says can fail
  /// warm does fail.
  package private(set) var approximate = false

  /// The graph of `model`'s app. With deep links, the search over concrete states stops after
  /// `maxStates` states (`approximate`); `userMovesOnly` leaves the deep links out (the graph of the
  /// states the user's own moves reach, which the trap check falls back on, `TrapAnalysis`).
  ///
  /// `until` (an app without deep links, or `userMovesOnly`) stops the search as soon as it finds a
  /// configuration showing that screen: the graph is then a prefix of the whole one, the nodes found
  /// until then with the same numbers, parents and routes (only they: reachability and the count
  /// are those of the prefix), which is all `path` needs for its start (`ShortestPath`). When the
  /// screen is unreachable the search runs to its end.
  package init(
    model: NavigationModel, maxStates: Int = ConfigurationGraph.defaultMaxStates, userMovesOnly: Bool = false,
    until: Int32? = nil
  ) {
    self.model = model
    self.maxStates = maxStates
    firstNode = Array(repeating: -1, count: model.app.screens.count)
    let searchesStates = (!model.app.deepLinks.isEmpty || model.hasCompoundActions) && !userMovesOnly
    guard searchesStates else {
      let search = ForwardSearch(model: model, launch: model.launch, until: until ?? -1)
      keys = search.keys
      masks = search.masks
      parent = search.parent
      via = search.via
      depth = search.depth
      facts = search.facts
      acting = search.acting
      table = search.index
      numberFirstNodes()
      return
    }
    acting = Array(repeating: false, count: model.linkKinds.count)
    table = ConfigurationIndex(
      screens: model.app.screens.count, containers: model.containers.count, masks: model.tracksRegistrations)
    guard let launch = model.launch else { return }
    searchStates(from: launch, maxStates: maxStates)
  }

  /// The graph of an app with deep links or compound actions (`then`, whose parts after a backward
  /// move act on revealed frames, so the forward search does not suffice): the configurations
  /// `DeepLinkReach` finds visible, each
  /// with the shortest route to a state showing it, found by a breadth-first search over concrete
  /// states (`NavigationState`; the user's moves in the model's order, then the deep links in file
  /// order), which stops once every such configuration and a state where each deep link that can
  /// fail warm does fail are found, or at `maxStates` states (or `NavigationState.framesPerState` times
  /// as many screens on their stacks). Unless it stops at that bound with
  /// something predicted not found (`approximate`), the graph is exact: every prediction was
  /// found, or every reachable state was seen (what was not found was over-approximated).
  /// Cost: the states within the depth of the last one found.
  private mutating func searchStates(from launch: Configuration, maxStates: Int) {
    var reach = DeepLinkReach(model: model)
    var pending = Set(reach.shown)
    let failsWarm = reach.failsWarm()
    deepLinkFailures = Array(repeating: nil, count: model.app.deepLinks.count)
    var waiting = Set(failsWarm.indices.filter { failsWarm[$0] })
    guard let start = NavigationState.launch(model) else { return }
    var states = [start]
    var frames = start.frameCount
    var seen: [NavigationState: Int32] = [start: 0]
    var tree = SearchTree()
    var nodeOf: [Int32] = []
    var head = 0
    while head < states.count && (!pending.isEmpty || !waiting.isEmpty) {
      let state = states[head]
      let c = state.configuration(model)
      pending.remove(c)
      if let known = table.value(for: c) {
        nodeOf.append(known)
      } else {
        let p = tree.parent[head] >= 0 ? nodeOf[Int(tree.parent[head])] : -1
        var v: Int32 = -1
        switch tree.move[head]?.action {
        case .link(let l)?: v = l.rawValue
        case .selectTab?: v = -2
        case _?: v = -3
        case nil: break
        }
        let r = tree.route(to: Int32(head))
        add(c, parent: p, via: v, depth: Int32(r.count))
        routes.append(r)
        nodeOf.append(Int32(keys.count - 1))
      }
      for d in waiting.sorted() {
        let end = state.applying(Move(.deepLink(d), on: state.visible), model) ?? state
        if end.visible != model.app.deepLinks[d].to {
          deepLinkFailures[d] = tree.route(to: Int32(head))
          waiting.remove(d)
        }
      }
      var successors = state.moves(model)
      for d in model.app.deepLinks.indices {
        let move = Move(.deepLink(d), on: state.visible)
        if let next = state.applying(move, model) { successors.append((move, next)) }
      }
      for (move, next) in successors where seen[next] == nil {
        seen[next] = Int32(states.count)
        states.append(next)
        frames += next.frameCount
        tree.add(from: Int32(head), by: move)
      }
      head += 1
      if states.count > maxStates || frames > maxStates * NavigationState.framesPerState {
        approximate = true
        break
      }
    }
    let model = self.model
    for v in 0..<keys.count { recordFacts(v, model) }
    numberFirstNodes()
    shownWithoutRoute = Array(repeating: false, count: model.app.screens.count)
    // Every configuration and failure the saturation predicts was found, or every reachable state
    // was seen (then those not found were over-approximated): the graph is exact.
    if head == states.count || (pending.isEmpty && waiting.isEmpty) {
      approximate = false
      return
    }
    for c in pending where firstNode[Int(c.screen)] < 0 { shownWithoutRoute[Int(c.screen)] = true }
  }

  /// Reads the links of node `v` (the next node without facts): records its facts and the links
  /// that act there. (`model` is `self.model`, passed so that the calls on it need not copy it out
  /// of `self`.)
  private mutating func recordFacts(_ v: Int, _ model: NavigationModel) {
    let c = configuration(Int32(v))
    let modal = model.isModal(c.container)
    var f = ConfigurationFacts.start(c, model)
    for l in model.links(of: c.screen) {
      let acts = model.acts(link: l, in: c)
      f.link(model.linkKinds[l], acts: acts, in: c, modal: modal)
      if acts { acting[l] = true }
    }
    facts.append(f.finished(c, model))
  }

  private mutating func add(_ c: Configuration, parent p: Int32, via v: Int32, depth d: Int32) {
    let node = Int32(keys.count)
    guard table.insert(c, node) else { return }
    keys.append(c.key)
    if model.tracksRegistrations { masks.append(c.mask) }
    parent.append(p)
    via.append(v)
    depth.append(d)
  }

  /// Fills `firstNode` from the nodes, last to first, so that each screen keeps its first node: a
  /// store per node and no read, O(C).
  private mutating func numberFirstNodes() {
    keys.withUnsafeBufferPointer { keys in
      firstNode.withUnsafeMutableBufferPointer { firstNode in
        for v in keys.indices.reversed() { firstNode[Int(Configuration(key: keys[v]).screen)] = Int32(v) }
      }
    }
  }

  package var count: Int { keys.count }

  package func configuration(_ node: Int32) -> Configuration {
    var c = Configuration(key: keys[Int(node)])
    if !masks.isEmpty { c.mask = masks[Int(node)] }
    return c
  }

  package func node(of c: Configuration) -> Int32? { table.value(for: c) }

  package func isReachable(_ screen: Int32) -> Bool {
    firstNode[Int(screen)] >= 0 || (!shownWithoutRoute.isEmpty && shownWithoutRoute[Int(screen)])
  }

  /// Whether some reachable state shows `screen`.
  public func isReachable(_ screen: ScreenID) -> Bool { isReachable(screen.rawValue) }

  /// The moves of the shortest route from launch to `node`.
  package func moves(to node: Int32) -> [Move] {
    var result: [Move] = []
    moves(to: node, into: &result)
    return result
  }

  /// `moves(to:)` written into `moves`, emptied first with its capacity kept: a caller asking for
  /// a route per screen reuses one array instead of making two (the list walked back from `node`
  /// and its reversed copy) per route.
  package func moves(to node: Int32, into moves: inout [Move]) {
    moves.removeAll(keepingCapacity: true)
    if !routes.isEmpty {
      moves.append(contentsOf: routes[Int(node)])
      return
    }
    var n = node
    while parent[Int(n)] >= 0 {
      moves.append(move(to: n))
      n = parent[Int(n)]
    }
    moves.reverse()
  }

  /// The last move of the route to `node`, which has a parent: the link or the tab-bar tap that
  /// first reached it from its parent (in a graph without stored routes, `storesRoutes`).
  package func move(to node: Int32) -> Move {
    let on = ScreenID(rawValue: configuration(parent[Int(node)]).screen)
    if via[Int(node)] >= 0 { return Move(.link(LinkID(rawValue: via[Int(node)])), on: on) }
    return Move(.selectTab(TabID(rawValue: configuration(node).container)), on: on)
  }

  /// Whether the routes are stored per node (an app with deep links or compound actions): then the
  /// parent links are not all moves `move(to:)` can name, and `moves(to:)` reads the stored route.
  package var storesRoutes: Bool { !routes.isEmpty }
}
