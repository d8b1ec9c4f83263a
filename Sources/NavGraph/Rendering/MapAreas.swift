/// The area each screen is drawn in: a tab's box, the shared destinations' box, a modal flow's box,
/// or outside every box.
///
/// Rule (docs/RENDERING.md), applied in this order:
/// 1. A tab's root belongs to its own tab (the first such tab, when a screen roots several).
/// 2. A screen that two or more tabs push onto their stacks, from their own root and without
///    passing through another tab's root, belongs to the shared destinations: the destinations a
///    router lets every tab push. Whatever such a screen pushes (but another tab's root) is pushed
///    by the same tabs, so the area is closed under push. (A tab that pushes another tab's root
///    does not make that tab's screens shared.)
/// 3. Every other reachable screen belongs to where its shortest route from launch shows it first:
///    the `ConfigurationGraph`'s first configuration of that screen. In a tab's stack: that tab.
///    In a modal (sheet, popover or full-screen cover): the modal flow rooted at the screen that
///    modal was presented with. At the root outside the tab bar (an entry flow, a `replace`
///    target): outside every area.
/// 4. An unreachable screen joins the area of a screen that pushes it, breadth-first from every
///    screen already in an area (in screen order); one that is presented by a modal link and still
///    has no area roots a modal flow of its own, which claims the unreachable screens it pushes.
///    The rest stay outside.
///
/// Areas are numbered: tabs in tab-bar order, then the shared destinations (when there are any),
/// then modal flows by root screen index. The tabs pushing each screen are found by a
/// breadth-first search from every tab's root that labels a screen with at most two tabs (so each
/// screen is expanded at most twice); the modal root of every configuration in one pass in
/// breadth-first order (a pushed configuration's parent is in the same container and comes
/// earlier; in an app with deep links each modal screen's route is replayed instead, see
/// `modalFlows`). The whole is linear in configurations, screens and links (plus the routes'
/// lengths with deep links); iterative.
struct MapAreas {
  enum Kind: Hashable, Sendable {
    case tab(Int32)
    /// The screens two or more tabs' stacks show.
    case shared
    /// A modal flow: its root screen, the kind of link that presents it and that link (on the
    /// shortest route for a reachable flow, the first in file order for an unreachable one).
    case modal(root: Int32, kind: LinkKind, link: Int32)
  }

  /// Tabs in tab-bar order (so a tab's index is its area's), the shared destinations, then modal
  /// flows by root screen.
  var kinds: [Kind]
  /// Per screen: its area's index into `kinds`, or -1 when it is drawn outside every area.
  var areaOf: [Int32]
  /// The shared destinations' area, when the app has any.
  var shared: Int32?

  init(graph: ConfigurationGraph) {
    let model = graph.model
    let app = model.app
    let count = app.screens.count
    var areaOf = [Int32](repeating: -1, count: count)
    let sharedMark: Int32 = -2
    let unset: Int32 = -1

    // 1. Tab roots.
    for (t, tab) in app.tabs.enumerated() {
      if let root = tab.root?.index, areaOf[root] < 0 { areaOf[root] = Int32(t) }
    }

    // 2. Screens two tabs push: each screen is labelled with the first two tabs that reach it.
    var rootOf = [Int32](repeating: -1, count: count)
    for (t, tab) in app.tabs.enumerated() {
      if let root = tab.root?.index, rootOf[root] < 0 { rootOf[root] = Int32(t) }
    }
    var firstTab = [Int32](repeating: -1, count: count)
    var secondTab = [Int32](repeating: -1, count: count)
    var labelled: [(screen: Int32, tab: Int32)] = []
    func label(_ s: Int32, _ t: Int32) {
      let i = Int(s)
      guard rootOf[i] < 0 || rootOf[i] == t else { return }
      if firstTab[i] < 0 {
        firstTab[i] = t
        labelled.append((s, t))
      } else if firstTab[i] != t && secondTab[i] < 0 {
        secondTab[i] = t
        labelled.append((s, t))
      }
    }
    for (t, tab) in app.tabs.enumerated() where model.hasStack(Int32(t)) {
      if let root = tab.root { label(root.rawValue, Int32(t)) }
    }
    var next = 0
    while next < labelled.count {
      let (s, t) = labelled[next]
      next += 1
      for link in app.links(of: ScreenID(rawValue: s)) where link.kind == .push {
        if let target = link.targetScreen { label(target.rawValue, t) }
      }
    }
    var hasShared = false
    for s in 0..<count where secondTab[s] >= 0 && areaOf[s] == unset {
      areaOf[s] = sharedMark
      hasShared = true
    }

    // 3. Reachable screens, by their first configuration. Modal flows are keyed by root screen
    // here (as -3 - root) and numbered once all are known.
    var presenting = [Int32](repeating: -1, count: count)
    var modalKind = [LinkKind?](repeating: nil, count: count)
    let flows = MapAreas.modalFlows(graph)
    for s in 0..<count where areaOf[s] == unset {
      let n = graph.firstNode[s]
      guard n >= 0 else { continue }
      let c = graph.configuration(n)
      if model.isTab(c.container) {
        areaOf[s] = c.container
      } else if model.isModal(c.container), let flow = flows(n) {
        if modalKind[Int(flow.root)] == nil {
          modalKind[Int(flow.root)] = flow.kind
          presenting[Int(flow.root)] = flow.link
        }
        areaOf[s] = -3 - flow.root
      }
    }

    // 4. Unreachable screens: pushed from an area, then unreachable modal roots.
    var queue: [Int32] = []
    for s in 0..<Int32(count) where areaOf[Int(s)] != unset { queue.append(s) }
    func claimPushed(from start: Int) {
      var head = start
      while head < queue.count {
        let s = queue[head]
        head += 1
        for link in app.links(of: ScreenID(rawValue: s)) where link.kind == .push {
          guard let t = link.targetScreen, !graph.isReachable(t), areaOf[t.index] == unset else { continue }
          areaOf[t.index] = areaOf[Int(s)]
          queue.append(t.rawValue)
        }
      }
    }
    claimPushed(from: 0)
    var presentedBy = [Int32](repeating: -1, count: count)
    for s in app.screenIDs {
      for l in app.screens[s].links {
        let link = app.links[l]
        if link.kind.isModal, let t = link.targetScreen, presentedBy[t.index] < 0 {
          presentedBy[t.index] = l.rawValue
        }
      }
    }
    for s in 0..<Int32(count) {
      let link = presentedBy[Int(s)]
      guard link >= 0, areaOf[Int(s)] == unset, !graph.isReachable(s) else { continue }
      modalKind[Int(s)] = app.links[Int(link)].kind
      presenting[Int(s)] = link
      areaOf[Int(s)] = -3 - s
      let start = queue.count
      queue.append(s)
      claimPushed(from: start)
    }

    // Number the shared destinations, then the modal flows by root screen.
    var kinds: [Kind] = app.tabs.indices.map { .tab(Int32($0)) }
    var shared: Int32? = nil
    if hasShared {
      shared = Int32(kinds.count)
      kinds.append(.shared)
    }
    var modalArea = [Int32](repeating: -1, count: count)
    for root in 0..<count {
      guard let kind = modalKind[root] else { continue }
      modalArea[root] = Int32(kinds.count)
      kinds.append(.modal(root: Int32(root), kind: kind, link: presenting[root]))
    }
    for s in 0..<count {
      if areaOf[s] == sharedMark {
        areaOf[s] = shared!
      } else if areaOf[s] <= -3 {
        areaOf[s] = modalArea[Int(-3 - areaOf[s])]
      }
    }

    self.kinds = kinds
    self.areaOf = areaOf
    self.shared = shared
  }

  /// The modal flow each node of `graph` in a modal is shown in: its root screen, the kind of the
  /// modal and the link that presented it (-1 when no link did: a deep link).
  ///
  /// Without deep links a node's parent is the configuration it was pushed from, in the same
  /// container, so the roots are found in one pass in breadth-first order. With deep links a node's
  /// parent is the configuration of the state it was first reached from (by a deep link, a back
  /// move, or a link in another container), so each asked node's route is replayed instead and the
  /// flow read from the state it ends in: linear in the route's length.
  static func modalFlows(_ graph: ConfigurationGraph) -> (Int32) -> (
    root: Int32, kind: LinkKind, link: Int32
  )? {
    let model = graph.model
    if !model.app.deepLinks.isEmpty {
      let launch = NavigationState.launch(model)
      return { n in
        let moves = graph.moves(to: n)
        guard let launch, let states = launch.replaying(moves, model), let top = states.last?.modals.last
        else {
          return nil
        }
        // The move that presented the top modal: the last one after which the modal stack grew to it.
        let depth = states.last!.modals.count
        var link: Int32 = -1
        for i in states.indices.reversed() where states[i].modals.count == depth {
          let before = i == 0 ? launch.modals.count : states[i - 1].modals.count
          if before < depth {
            if let l = moves[i].link, model.linkKinds[l.index].isModal { link = l.rawValue }
            break
          }
        }
        return (top.stack[0].rawValue, top.kind, link)
      }
    }
    var modalRoot = [Int32](repeating: -1, count: graph.count)
    for n in 0..<Int32(graph.count) {
      let c = graph.configuration(n)
      guard model.isModal(c.container) else { continue }
      modalRoot[Int(n)] = c.isRoot ? n : modalRoot[Int(graph.parent[Int(n)])]
    }
    return { n in
      let rootNode = modalRoot[Int(n)]
      let link = graph.via[Int(rootNode)]
      return (graph.configuration(rootNode).screen, model.linkKinds[Int(link)], link)
    }
  }

  /// Whether area `a` is a modal flow's.
  func isModal(_ a: Int32) -> Bool {
    if case .modal = kinds[Int(a)] { return true }
    return false
  }

  /// Whether area `a` is a tab's.
  func isTab(_ a: Int32) -> Bool {
    if case .tab = kinds[Int(a)] { return true }
    return false
  }

  /// The link that presents modal area `a` (its flow's first presentation), or nil for other areas.
  func presentingLink(_ a: Int32) -> Int32? {
    if case .modal(_, _, let link) = kinds[Int(a)] { return link }
    return nil
  }
}
