/// The area each screen is drawn in: a tab's box, a modal flow's box, or outside every box.
///
/// Rule (docs/RENDERING.md), applied in this order:
/// 1. A tab's root belongs to its own tab (the first such tab, when a screen roots several).
/// 2. Every other reachable screen belongs to where its shortest route from launch shows it first:
///    the `ConfigurationGraph`'s first configuration of that screen. In a tab's stack: that tab.
///    In a modal (sheet, popover or full-screen cover): the modal flow rooted at the screen that
///    modal was presented with. At the root outside the tab bar (an entry flow, a `replace`
///    target): outside every area.
/// 3. An unreachable screen joins the area of a screen that pushes it, breadth-first from every
///    screen already in an area (in screen order); one that is presented by a modal link and still
///    has no area roots a modal flow of its own, which claims the unreachable screens it pushes.
///    The rest stay outside.
///
/// Areas are numbered: tabs in tab-bar order, then modal flows by root screen index. The modal root
/// of every configuration is found in one pass in breadth-first order (a pushed configuration's
/// parent is in the same container and comes earlier), so the whole is linear in configurations,
/// screens and links; iterative.
struct MapAreas {
  enum Kind: Hashable, Sendable {
    case tab(Int32)
    /// A modal flow: its root screen and the kind of link that presents it (on the shortest route
    /// for a reachable flow, the first in file order for an unreachable one).
    case modal(root: Int32, kind: LinkKind)
  }

  /// Tabs in tab-bar order (so a tab's index is its area's), then modal flows by root screen.
  var kinds: [Kind]
  /// Per screen: its area's index into `kinds`, or -1 when it is drawn outside every area.
  var areaOf: [Int32]

  init(graph: ConfigurationGraph) {
    let model = graph.model
    let app = model.app
    let count = app.screens.count
    var areaOf = [Int32](repeating: -1, count: count)

    // 1. Tab roots.
    for (t, tab) in app.tabs.enumerated() {
      if let root = tab.root, areaOf[root.index] < 0 { areaOf[root.index] = Int32(t) }
    }

    // 2. Reachable screens, by their first configuration. Modal flows are keyed by root screen
    // here (as -2 - root) and numbered once all are known.
    var modalRoot = [Int32](repeating: -1, count: graph.count)
    var modalKind = [LinkKind?](repeating: nil, count: count)
    for n in 0..<Int32(graph.count) {
      let c = graph.configuration(n)
      guard model.isModal(c.container) else { continue }
      modalRoot[Int(n)] = c.isRoot ? n : modalRoot[Int(graph.parent[Int(n)])]
    }
    for s in 0..<count where areaOf[s] < 0 {
      let n = graph.firstNode[s]
      guard n >= 0 else { continue }
      let c = graph.configuration(n)
      if model.isTab(c.container) {
        areaOf[s] = c.container
      } else if model.isModal(c.container) {
        let rootNode = modalRoot[Int(n)]
        let root = graph.configuration(rootNode).screen
        if modalKind[Int(root)] == nil {
          modalKind[Int(root)] = model.linkKinds[Int(graph.via[Int(rootNode)])]
        }
        areaOf[s] = -2 - root
      }
    }

    // 3. Unreachable screens: pushed from an area, then unreachable modal roots.
    var queue: [Int32] = []
    for s in 0..<Int32(count) where areaOf[Int(s)] != -1 { queue.append(s) }
    func claimPushed(from start: Int) {
      var head = start
      while head < queue.count {
        let s = queue[head]
        head += 1
        for link in app.links(of: ScreenID(rawValue: s)) where link.kind == .push {
          guard let target = link.targetScreen, !graph.isReachable(target), areaOf[target.index] == -1 else {
            continue
          }
          areaOf[target.index] = areaOf[Int(s)]
          queue.append(target.rawValue)
        }
      }
    }
    claimPushed(from: 0)
    var presentedBy = [LinkKind?](repeating: nil, count: count)
    for link in app.links where link.kind.isModal {
      if let target = link.targetScreen, presentedBy[target.index] == nil {
        presentedBy[target.index] = link.kind
      }
    }
    for s in 0..<Int32(count) {
      guard let kind = presentedBy[Int(s)], areaOf[Int(s)] == -1, !graph.isReachable(s) else { continue }
      modalKind[Int(s)] = kind
      areaOf[Int(s)] = -2 - s
      let start = queue.count
      queue.append(s)
      claimPushed(from: start)
    }

    // Number the modal flows by root screen.
    var kinds: [Kind] = app.tabs.indices.map { .tab(Int32($0)) }
    var modalArea = [Int32](repeating: -1, count: count)
    for root in 0..<count {
      guard let kind = modalKind[root] else { continue }
      modalArea[root] = Int32(kinds.count)
      kinds.append(.modal(root: Int32(root), kind: kind))
    }
    for s in 0..<count where areaOf[s] <= -2 { areaOf[s] = modalArea[Int(-2 - areaOf[s])] }

    self.kinds = kinds
    self.areaOf = areaOf
  }

  /// Whether area `a` is a modal flow's.
  func isModal(_ a: Int32) -> Bool {
    if case .modal = kinds[Int(a)] { return true }
    return false
  }
}
