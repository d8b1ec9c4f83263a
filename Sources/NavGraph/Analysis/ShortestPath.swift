/// The fewest moves from one navigation state to a state showing a target screen.
///
/// Algorithm: breadth-first search, exact under the state model, over a compact abstraction of the
/// states reachable from the start state S. A state reachable from S is S's *skeleton* (its stacks
/// and modals, some of them popped or dismissed) plus what the route added on top. Every move that
/// reveals something the route itself added (popping a pushed screen, dismissing a presented modal,
/// returning to a tab already visited) shows a configuration the route already showed, so it never
/// shortens a route; the only history-dependent moves worth taking are those that reveal S's own
/// frames: pop and popToRoot down S's stacks, dismiss of S's modals, and tabs whose stacks S left
/// (a `dismissAction` is a pop on a pushed screen and a dismiss on a modal's root).
/// A search node is therefore (mode, cut, configuration):
/// - `skeleton`: the visible screen is S's frame `cut` (everything above it gone);
/// - `above`: the route pushed screens onto the container of frame `cut`;
/// - `modal`: the route presented modals over the state of `cut`;
/// - `fresh`: a `replace` (or a `tab` link from a single root) reset everything: S is gone, and the
///   search goes on over configurations as from launch (`ConfigurationGraph`).
/// Moves are tried in the model's order, so ties go to the first route a breadth-first search over
/// states would find. The route found is replayed on concrete states (`NavigationState`).
///
/// The search skips the nodes that no shortest route passes through, by a lower bound on the moves
/// left from each screen (`PathLowerBounds`, see `SkeletonSearch`): a query between two screens of a
/// 100,000-screen app keeps tens of nodes instead of tens or hundreds of thousands.
///
/// The configuration graph is not built for a query with a path. The route to `from` is this
/// search's own route from the launch state to `from`, which is the configuration graph's route
/// (`ConfigurationGraph`, the first node showing `from`): from launch, the moves the search has
/// beyond the graph's forward moves (pop, popToRoot, dismiss, back, swipe-down, re-selecting a tab)
/// show nothing or one of the launch state's frames, which the search met first, and the forward
/// moves are tried in the graph's order and show the same configurations, so the first node that
/// shows each configuration is reached as the graph reaches it. Whether `from` or `to` is reachable
/// from launch, asked only when there is no route, is asked first of the links (`LinkReach`: no
/// chain of links from launch proves that a screen is unreachable), then of the configurations
/// until one shows it (a prefix of the graph). When the bound proves that no route reaches `to` and
/// `to` is unreachable from launch, there is no search at all.
///
/// Complexity: O(screens + links) for the reversed links and each bound, then O(N + E) for N nodes
/// explored, at most (frames of S + 1) × configurations; bounded by `PathOptions.maxStates`; the
/// same for the route to `from` (unbounded: the launch state's frames are the tabs' roots), and the
/// graph until a screen only for a query without a path. In an app with deep links, the route to
/// `from` comes from the whole graph (its search over concrete states, with the deep links' moves).
/// In an app with compound actions (format 1.1 `then`) the search is over concrete states instead
/// (`StatePathSearch`), and the route to `from` comes from the whole graph, as with deep links.
enum ShortestPath {
  /// The answer in `model`'s app; `graph` gives the whole configuration graph (made once, when first
  /// asked). `NavigationAnalysis.path(from:to:options:)` asks it.
  static func find(
    model: NavigationModel, graph: () -> ConfigurationGraph, from: ScreenID?, to: ScreenID,
    options: PathOptions
  )
    -> PathOutcome
  {
    let app = model.app
    guard let launch = NavigationState.launch(model) else {
      return .noPath(reason: "the app has no launch screen: no 'entry' and no tabs")
    }
    var start = launch
    var reversed: ReversedLinks?
    if let from, !options.fromLaunch {
      let unreachableFrom = PathOutcome.noPath(
        reason: "'\(app.screens[from].id)' is unreachable from launch, so no route starts there")
      let moves: [Move]
      if app.deepLinks.isEmpty && !model.hasCompoundActions {
        // No chain of links leads to `from`: said without a search for its route, which would run
        // to its end.
        guard LinkReach.mayReach(from.rawValue, in: model) else {
          return isReachable(to, model, graph) ? unreachableFrom : unreachable(to, app)
        }
        let links = ReversedLinks(model)
        reversed = links
        var search = SkeletonSearch(
          model: model, start: launch, target: from.rawValue, maxStates: .max, reversed: links)
        guard case .found(let route) = search.run() else {
          // The search met every reachable configuration.
          return isReachable(to, model, graph) ? unreachableFrom : unreachable(to, app)
        }
        moves = route
      } else {
        let routes = graph()
        guard routes.isReachable(from) else {
          return routes.isReachable(to) ? unreachableFrom : unreachable(to, app)
        }
        let node = routes.firstNode[from.index]
        guard node >= 0 else { return .routeLimitReached(limit: routes.maxStates) }
        moves = routes.moves(to: node)
      }
      guard let states = launch.replaying(moves, model) else {
        return .noPath(reason: "internal error: the route to '\(app.screens[from].id)' does not replay")
      }
      start = states.last ?? launch
    }
    return find(model: model, graph: graph, start: start, to: to, options: options, reversed: reversed)
  }

  /// The answer from the state deep link `deepLink` opens cold (`DeepLinkOpenings`), by the user's
  /// moves only; `NavigationAnalysis.path(fromDeepLink:to:options:)` asks it.
  static func find(
    model: NavigationModel, graph: () -> ConfigurationGraph, fromDeepLink deepLink: Int, to: ScreenID,
    options: PathOptions
  )
    -> PathOutcome
  {
    guard let start = DeepLinkOpenings.coldState(deepLink, model) else {
      return .noPath(reason: "the app has no launch screen: no 'entry' and no tabs")
    }
    return find(model: model, graph: graph, start: start, to: to, options: options)
  }

  /// Whether some reachable state shows `to`: in an app without deep links or compound actions, no
  /// when no chain of links leads to it from launch (`LinkReach`), else as the configurations found
  /// until one shows it say (a prefix of the graph, or all of it when none does, as for the route
  /// to `from`); in another app, as the whole graph says.
  private static func isReachable(_ to: ScreenID, _ model: NavigationModel, _ graph: () -> ConfigurationGraph)
    -> Bool
  {
    guard model.app.deepLinks.isEmpty && !model.hasCompoundActions else { return graph().isReachable(to) }
    return LinkReach.mayReach(to.rawValue, in: model)
      && ConfigurationGraph(model: model, until: to.rawValue).isReachable(to)
  }

  private static func unreachable(_ to: ScreenID, _ app: App) -> PathOutcome {
    .noPath(reason: "'\(app.screens[to].id)' is unreachable from launch")
  }

  /// The search from `start` (a reachable state) to a state showing `to`. Without a path, `to`
  /// unreachable from launch is the reason given first.
  private static func find(
    model: NavigationModel, graph: () -> ConfigurationGraph, start: NavigationState, to: ScreenID,
    options: PathOptions, reversed: ReversedLinks? = nil
  )
    -> PathOutcome
  {
    let app = model.app
    let result: SkeletonSearch.Result
    // Whether `to` is reachable from launch, asked only when there is no path.
    func isReachable() -> Bool { Self.isReachable(to, model, graph) }
    if model.hasCompoundActions {
      result = StatePathSearch.run(
        model: model, start: start, target: to.rawValue, maxStates: options.maxStates)
    } else {
      var search = SkeletonSearch(
        model: model, start: start, target: to.rawValue, maxStates: options.maxStates, reversed: reversed)
      // No route at all: whatever the search ends with, `to` unreachable from launch is the answer.
      if search.findsNoRoute && !isReachable() { return unreachable(to, app) }
      result = search.run()
    }
    switch result {
    case .found(let moves):
      guard let states = start.replaying(moves, model), (states.last ?? start).visible == to else {
        return .noPath(reason: "internal error: the route found does not replay")
      }
      return .found(Route(moves: moves, states: states.map(\.snapshot), start: start.snapshot))
    case .exhausted(let seen):
      guard isReachable() else { return unreachable(to, app) }
      let fromName = app.screens[start.visible].id
      let shown = seen.prefix(5).map { "'\(app.screens[Int($0)].id)'" }.joined(separator: ", ")
      let more = seen.count > 5 ? " and \(seen.count - 5) more" : ""
      return .noPath(
        reason: "no state reachable from '\(fromName)' shows '\(app.screens[to].id)': "
          + "every route from there stays among \(shown)\(more)")
    case .limit:
      guard isReachable() else { return unreachable(to, app) }
      return .limitReached(limit: options.maxStates)
    }
  }
}

/// The breadth-first search over skeleton nodes described in `ShortestPath`.
///
/// It is pruned by `PathLowerBounds`: a search with a bound D keeps only the nodes whose depth plus
/// lower bound is at most D. A node of a shortest route to a node showing the target has depth plus
/// bound at most that route's length, and so has every node of its own first route (the bound is
/// consistent), so a search with D at least the fewest moves keeps every node of the route the
/// whole search finds, reached by the same parents in the same order, and finds that route. The
/// search starts with D the start's bound and raises it to the least depth plus bound it skipped
/// until it finds the target. When the target is found by no bound, when the pruned searches keep
/// `prunedBudget` nodes between them, or when one reaches `maxStates`, the whole search runs, as it
/// did before the pruning (its outcome says why there is no path, or that the bound was reached).
/// `maxStates` bounds the nodes a search keeps: a pruned search may find a route that the whole
/// search would have given up on.
struct SkeletonSearch {
  enum Mode: UInt8 {
    case skeleton, above, modal, fresh
  }

  struct Node {
    var mode: Mode
    var cut: Int32
    var config: Configuration
  }

  enum Result {
    case found([Move])
    case exhausted(seenScreens: [Int32])
    case limit
  }

  /// A frame of the start state: the screen at `height` in the stack of `layer` (0 the root; for a
  /// tab-bar root, `tab` picks the stack) and its configuration there.
  struct Frame {
    var layer: Int32
    var tab: Int32
    var height: Int32
    var config: Configuration
  }

  let model: NavigationModel
  let target: Int32
  let maxStates: Int
  let start: NavigationState
  private var frames: [Frame] = []
  /// The first frame of each root tab's stack, or of the single root stack at index 0.
  private var rootBase: [Int32] = []
  /// The first frame of each modal layer (index 0 unused).
  private var modalBase: [Int32] = [0]
  /// The frame the search starts from.
  private var startFrame: Int32 = 0
  /// Per screen, the least moves from a node showing it to the target.
  private var lowerBounds: PathLowerBounds
  /// The configurations the whole search met, numbered in the order met (`packed`): a table over
  /// every configuration the app could have, made when the whole search runs.
  private var numbers: ConfigurationIndex?
  /// The configurations the pruned searches met, numbered in the order met: few, so hashed.
  private var fewNumbers: [Configuration: Int32] = [:]
  private var numbered: Int32 = 0
  /// The nodes kept by the searches run so far, pruned and whole: the work done.
  private(set) var keptNodes = 0

  /// The most nodes the pruned searches keep between them before the whole search runs instead
  /// (by default the app's screens): a bound that is no help (the target unreachable from the
  /// start, or far away while the start's frames are near it) costs no more than this before the
  /// search it would have replaced.
  var prunedBudget: Int

  /// The search from `start` to a node showing `target`; `reversed` are the model's links reversed,
  /// made here when not given.
  init(
    model: NavigationModel, start: NavigationState, target: Int32, maxStates: Int,
    reversed: ReversedLinks? = nil
  ) {
    self.model = model
    self.start = start
    self.target = target
    self.maxStates = maxStates
    prunedBudget = model.app.screens.count
    let app = model.app
    if start.isTabBarRoot {
      for (u, stack) in start.tabStacks.enumerated() {
        rootBase.append(Int32(frames.count))
        for (h, c) in model.configurations(of: stack, in: Int32(u)).enumerated() {
          frames.append(Frame(layer: 0, tab: Int32(u), height: Int32(h), config: c))
        }
      }
    } else {
      rootBase.append(0)
      let k = model.singleContainer(stack: app.screens[start.rootStack[0]].stack)
      for (h, c) in model.configurations(of: start.rootStack, in: k).enumerated() {
        frames.append(Frame(layer: 0, tab: 0, height: Int32(h), config: c))
      }
    }
    for (i, modal) in start.modals.enumerated() {
      modalBase.append(Int32(frames.count))
      let k = model.modalContainer(kind: modal.kind, stack: modal.hasStack)
      for (h, c) in model.configurations(of: modal.stack, in: k).enumerated() {
        frames.append(Frame(layer: Int32(i + 1), tab: 0, height: Int32(h), config: c))
      }
    }
    lowerBounds = PathLowerBounds(
      model: model, reversed: reversed ?? ReversedLinks(model), target: target,
      revealed: frames.map(\.config.screen))
    startFrame =
      start.modals.isEmpty
      ? top(layer: 0, tab: start.selectedTab.rawValue) : top(layer: Int32(start.modals.count), tab: 0)
  }

  /// Whether no route from the start reaches a node showing the target (`PathLowerBounds`): the
  /// search can only end without one.
  var findsNoRoute: Bool {
    frames[Int(startFrame)].config.screen != target
      && lowerBounds[frames[Int(startFrame)].config.screen] == PathLowerBounds.unreachable
  }

  private func frame(layer: Int32, tab: Int32, height: Int32) -> Int32 {
    (layer == 0 ? rootBase[start.isTabBarRoot ? Int(tab) : 0] : modalBase[Int(layer)]) + height
  }

  /// The top frame of a layer (for layer 0 with a tab bar: of tab `tab`'s stack).
  private func top(layer: Int32, tab: Int32) -> Int32 {
    let count: Int
    if layer == 0 {
      count = start.isTabBarRoot ? start.tabStacks[Int(tab)].count : start.rootStack.count
    } else {
      count = start.modals[Int(layer) - 1].stack.count
    }
    return frame(layer: layer, tab: tab, height: Int32(count - 1))
  }

  private func skeleton(_ f: Int32) -> Node {
    Node(mode: .skeleton, cut: f, config: frames[Int(f)].config)
  }

  /// A node as one 64-bit key for `KeyTable`: mode (2 bits), cut + 1 (30 bits) and a dense number
  /// of the configuration, given the first time the search meets it. (It had been the
  /// configuration's node in `ConfigurationGraph`, which made every query build the whole graph,
  /// and which lacks the configurations past the bound of an app with deep links.)
  private mutating func packed(_ node: Node) -> UInt64 {
    let c: Int32
    if numbers != nil {
      if let known = numbers!.value(for: node.config) {
        c = known
      } else {
        c = numbered
        _ = numbers!.insert(node.config, c)
        numbered += 1
      }
    } else if let known = fewNumbers[node.config] {
      c = known
    } else {
      c = numbered
      fewNumbers[node.config] = c
      numbered += 1
    }
    return UInt64(node.mode.rawValue) << 62 | UInt64(UInt32(bitPattern: node.cut + 1)) << 32
      | UInt64(UInt32(bitPattern: c))
  }

  /// The route the whole search finds, or why there is none (see the type's comment).
  mutating func run() -> Result {
    let first = frames[Int(startFrame)].config.screen
    if first == target { return .found([]) }
    var bound = Int(lowerBounds[first])
    while bound < Int(PathLowerBounds.unreachable) && keptNodes + 1 < prunedBudget {
      let (result, nodes, skipped) = search(bound: bound, most: min(maxStates, prunedBudget - keptNodes))
      keptNodes += nodes
      switch result {
      case .found: return result
      case .exhausted where skipped == nil: return result
      case .exhausted: bound = skipped!
      case .limit: bound = Int(PathLowerBounds.unreachable)
      }
    }
    numbers = ConfigurationIndex(
      screens: model.app.screens.count, containers: model.containers.count, masks: model.tracksRegistrations)
    let (result, nodes, _) = search(bound: nil, most: maxStates)
    keptNodes += nodes
    return result
  }

  /// One breadth-first search from the start, which gives up (`limit`) once it keeps `most` nodes;
  /// with a `bound`, it keeps only the nodes whose depth plus lower bound is at most `bound`.
  /// Returns its result, the nodes it kept, and the least depth plus lower bound of the nodes it
  /// skipped (nil when it skipped none).
  private mutating func search(bound: Int?, most: Int) -> (result: Result, nodes: Int, skipped: Int?) {
    var nodes: [Node] = []
    var parent: [Int32] = []
    var depth: [Int32] = []
    /// The move that reached each node (none for the start).
    var moves: [Move?] = []
    var index = KeyTable(capacity: 1024)
    var seenScreen = [Bool](repeating: false, count: model.app.screens.count)
    var skipped: Int?
    let first = skeleton(startFrame)
    nodes.append(first)
    parent.append(-1)
    depth.append(0)
    moves.append(nil)
    _ = index.insert(packed(first), 0)
    if first.config.screen == target { return (.found([]), 1, nil) }
    var head = 0
    var successors: [(Move, Node)] = []
    while head < nodes.count {
      let node = nodes[head]
      let c = node.config
      seenScreen[Int(c.screen)] = true
      successors.removeAll(keepingCapacity: true)
      let v = ScreenID(rawValue: c.screen)
      for l in model.links(of: c.screen) where model.acts(link: l, in: c) {
        let move = Move(.link(LinkID(l)), on: v)
        if let next = successor(of: node, c, move) { successors.append((move, next)) }
      }
      if model.canGoBack(c) {
        let move = Move(.back, on: v)
        if let next = successor(of: node, c, move) { successors.append((move, next)) }
      }
      if model.canSwipeDown(c) {
        let move = Move(.swipeDown, on: v)
        if let next = successor(of: node, c, move) { successors.append((move, next)) }
      }
      if model.showsTabBar(c) {
        for u in 0..<model.tabCount {
          if u == c.container && c.isRoot { continue }
          let tab = TabID(rawValue: u)
          let move = Move(u == c.container ? .reselectTab(tab) : .selectTab(tab), on: v)
          if let next = successor(of: node, c, move) { successors.append((move, next)) }
        }
      }
      let d = depth[head] + 1
      for (move, next) in successors {
        if let bound {
          let least = Int(d) + Int(lowerBounds[next.config.screen])
          if least > bound {
            skipped = min(skipped ?? least, least)
            continue
          }
        }
        let key = packed(next)
        let id = Int32(nodes.count)
        guard index.insert(key, id).inserted else { continue }
        nodes.append(next)
        parent.append(Int32(head))
        depth.append(d)
        moves.append(move)
        if next.config.screen == target {
          var route: [Move] = []
          var n = id
          while parent[Int(n)] >= 0 {
            route.append(moves[Int(n)]!)
            n = parent[Int(n)]
          }
          return (.found(route.reversed()), nodes.count, skipped)
        }
        if nodes.count >= most { return (.limit, nodes.count, skipped) }
      }
      head += 1
    }
    let seen = seenScreen.indices.filter { seenScreen[$0] }.map(Int32.init)
    return (.exhausted(seenScreens: seen), nodes.count, skipped)
  }

  /// The link kind whose effect `move` has, and the screen or tab it goes to (-1 for none); nil for
  /// a deep link, which is not a user's move (the search makes none).
  private func effect(_ move: Move) -> (kind: LinkKind, to: Int32)? {
    switch move.action {
    case .link(let l): return (model.linkKinds[l.index], model.linkTargets[l.index])
    case .back: return (.pop, -1)
    case .swipeDown: return (.dismiss, -1)
    case .selectTab(let t): return (.tab, t.rawValue)
    case .reselectTab(let t): return (.popToRoot, t.rawValue)
    case .deepLink: return nil
    }
  }

  /// The node a move leads to, or nil when it only revisits what the route already showed.
  private func successor(of node: Node, _ c: Configuration, _ move: Move) -> Node? {
    guard let (effectKind, to) = effect(move) else { return nil }
    // `dismissAction` pops a pushed screen and dismisses a modal's root (`acts` said it acts here).
    let kind = effectKind == .dismissAction ? (c.isRoot ? LinkKind.dismiss : .pop) : effectKind
    let cut = node.cut
    let f = cut >= 0 ? frames[Int(cut)] : Frame(layer: 0, tab: 0, height: 0, config: c)
    let inSkeleton = node.mode == .skeleton || node.mode == .above
    func fresh(_ config: Configuration) -> Node { Node(mode: .fresh, cut: -1, config: config) }
    switch kind {
    case .push:
      let next = model.pushed(to, onto: c)
      return Node(mode: node.mode == .skeleton ? .above : node.mode, cut: cut, config: next)
    case .sheet, .popover, .fullScreenCover:
      let next = model.root(to, in: model.container(forRoot: to, kind: kind))
      return node.mode == .fresh ? fresh(next) : Node(mode: .modal, cut: cut, config: next)
    case .replace:
      return fresh(model.root(to, in: model.container(forRoot: to, kind: .replace)))
    case .tab:
      let tabRoot = model.root(model.tabRoot(to), in: to)
      if node.mode == .fresh || !start.isTabBarRoot { return fresh(tabRoot) }
      return skeleton(top(layer: 0, tab: to))
    case .pop:
      return node.mode == .skeleton ? skeleton(frame(layer: f.layer, tab: f.tab, height: f.height - 1)) : nil
    case .popToRoot:
      return inSkeleton ? skeleton(frame(layer: f.layer, tab: f.tab, height: 0)) : nil
    case .dismiss, .dismissAction:
      guard inSkeleton, f.layer >= 1 else { return nil }
      return f.layer == 1
        ? skeleton(top(layer: 0, tab: start.selectedTab.rawValue)) : skeleton(top(layer: f.layer - 1, tab: 0))
    }
  }
}
