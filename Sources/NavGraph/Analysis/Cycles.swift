/// Push cycles and modal cycles: groups of screens around which the stack, or the pile of modals,
/// can grow without bound.
///
/// A push cycle is a strongly connected component of the graph whose edges are the push links that
/// act somewhere (`InertLinks`), with more than one screen or a self-loop. A modal cycle is a strongly
/// connected component of the graph of acting push links and modal links (sheet, popover,
/// fullScreenCover) of reachable screens that contains at least one modal link. Each group comes with
/// one shortest example cycle: for push cycles the shortest cycle through the group's first screen (in
/// file order), for modal cycles the shortest one through the group's first modal link, both by a
/// breadth-first search confined to the group.
///
/// Complexity: O(S + L) for the components (iterative Tarjan) and O(S + L) for all examples together,
/// since each search stays inside its own group.
struct Cycles: Sendable {
  enum Kind: String, Sendable {
    case push
    case modal
  }

  struct Group: Sendable {
    var kind: Kind
    /// The group's screens in file order.
    var screens: [Int32]
    /// An example cycle: screens, the first repeated at the end, and the links between them.
    var cycle: [Int32]
    var cycleLinks: [Int32]
    /// Every link inside the group (of the group's kind), in increasing order.
    var links: [Int32]
  }

  /// Every group, push cycles and modal cycles ordered by their first screen.
  let groups: [Group]

  init(model: NavigationModel, reachable: [Bool], acting: [Bool]) {
    var components: (push: [Int32], modal: [Int32]) = ([], [])
    self.init(model: model, reachable: reachable, acting: acting, components: &components)
  }

  /// The cycles, with each screen's strongly connected component in the push graph and in the modal
  /// one (numbers only compared for equality, `CycleGuess`).
  init(
    model: NavigationModel, reachable: [Bool], acting: [Bool],
    components: inout (push: [Int32], modal: [Int32])
  ) {
    let graphs = Cycles.graphs(model, reachable: reachable, acting: acting)
    var groups = Cycles.groups(of: graphs.push, kind: .push, model: model, component: &components.push)
    groups += Cycles.groups(of: graphs.modal, kind: .modal, model: model, component: &components.modal)
    self.groups = groups.sorted {
      ($0.screens[0], $0.kind == .push ? 0 : 1) < ($1.screens[0], $1.kind == .push ? 0 : 1)
    }
  }

  /// The graph of the push links that act somewhere and the graph of those and the modal links, of
  /// the reachable screens, in compressed sparse row form: one pass over their links counts each
  /// screen's edges in both, a second writes them. A screen's edges are its links in file order and
  /// the screens come in order, so there is no edge list to sort and no array grown edge by edge.
  private static func graphs(_ model: NavigationModel, reachable: [Bool], acting: [Bool])
    -> (push: CSRGraph, modal: CSRGraph)
  {
    /// Whether link `l` is an edge of the push graph (and so of the modal one), of the modal graph
    /// only, or of neither.
    func edge(_ l: Int) -> (push: Bool, modal: Bool) {
      guard model.linkTargets[l] >= 0 else { return (false, false) }
      let kind = model.linkKinds[l]
      return kind == .push ? (acting[l], acting[l]) : (false, kind.isModal)
    }
    var pushOffsets = [Int32](repeating: 0, count: reachable.count + 1)
    var modalOffsets = [Int32](repeating: 0, count: reachable.count + 1)
    var pushCount: Int32 = 0
    var modalCount: Int32 = 0
    for s in reachable.indices {
      if reachable[s] {
        for l in model.links(of: Int32(s)) {
          let e = edge(l)
          if e.push { pushCount += 1 }
          if e.modal { modalCount += 1 }
        }
      }
      pushOffsets[s + 1] = pushCount
      modalOffsets[s + 1] = modalCount
    }
    var pushTargets = [Int32](repeating: 0, count: Int(pushCount))
    var pushLabels = [Int32](repeating: 0, count: Int(pushCount))
    var modalTargets = [Int32](repeating: 0, count: Int(modalCount))
    var modalLabels = [Int32](repeating: 0, count: Int(modalCount))
    pushTargets.withUnsafeMutableBufferPointer { pushTargets in
      pushLabels.withUnsafeMutableBufferPointer { pushLabels in
        modalTargets.withUnsafeMutableBufferPointer { modalTargets in
          modalLabels.withUnsafeMutableBufferPointer { modalLabels in
            var p = 0
            var m = 0
            for s in reachable.indices where reachable[s] {
              for l in model.links(of: Int32(s)) {
                let e = edge(l)
                if e.push {
                  pushTargets[p] = model.linkTargets[l]
                  pushLabels[p] = Int32(l)
                  p += 1
                }
                if e.modal {
                  modalTargets[m] = model.linkTargets[l]
                  modalLabels[m] = Int32(l)
                  m += 1
                }
              }
            }
          }
        }
      }
    }
    return (
      CSRGraph(offsets: pushOffsets, targets: pushTargets, labels: pushLabels),
      CSRGraph(offsets: modalOffsets, targets: modalTargets, labels: modalLabels)
    )
  }

  /// The groups of `graph`: its strongly connected components with an edge inside (more than one
  /// screen, or a self-loop), in the order the components complete. When a component completes,
  /// every edge leaving it enters a component completed before it, so its inside edges are those
  /// whose target has its number: they are counted then, and only the components with one are
  /// gathered, one array per group (most components are single screens without one). `component`
  /// is set to each vertex's component.
  private static func groups(of graph: CSRGraph, kind: Kind, model: NavigationModel, component: inout [Int32])
    -> [Group]
  {
    component = [Int32](repeating: -1, count: graph.vertexCount)
    var count: Int32 = 0
    var kept: [(component: Int32, size: Int, inside: Int)] = []
    StronglyConnectedComponents.forEach(offsets: graph.offsets, targets: graph.targets) { members in
      for v in members { component[Int(v)] = count }
      var inside = 0
      for v in members {
        for e in graph.edges(of: v) where component[Int(graph.targets[e])] == count { inside += 1 }
      }
      if inside > 0 { kept.append((count, members.count, inside)) }
      count += 1
    }
    // Per component, its group's index, or -1; the groups' screens in file order.
    var groupOf = [Int32](repeating: -1, count: Int(count))
    var members: [[Int32]] = []
    for (g, k) in kept.enumerated() {
      groupOf[Int(k.component)] = Int32(g)
      members.append([])
      members[g].reserveCapacity(k.size)
    }
    for v in 0..<Int32(graph.vertexCount) {
      let g = groupOf[Int(component[Int(v)])]
      if g >= 0 { members[Int(g)].append(v) }
    }
    var result: [Group] = []
    for (g, screens) in members.enumerated() {
      let comp = kept[g].component
      // The group's links in increasing order: its screens come in order, a screen's edges are its
      // links in file order, and links are numbered screen by screen.
      var inside: [Int32] = []
      inside.reserveCapacity(kept[g].inside)
      var firstModal: (source: Int32, edge: Int)?
      for v in screens {
        for e in graph.edges(of: v) where component[Int(graph.targets[e])] == comp {
          inside.append(graph.labels[e])
          if firstModal == nil && model.linkKinds[Int(graph.labels[e])].isModal { firstModal = (v, e) }
        }
      }
      let example: (screens: [Int32], links: [Int32])
      switch kind {
      case .push:
        example = shortestCycle(graph, component: component, from: screens[0], firstEdge: nil)
      case .modal:
        guard let firstModal else { continue }
        example = shortestCycle(
          graph, component: component, from: firstModal.source, firstEdge: firstModal.edge)
      }
      result.append(
        Group(kind: kind, screens: screens, cycle: example.screens, cycleLinks: example.links, links: inside))
    }
    return result
  }

  /// The shortest cycle through `from` inside its component (starting with `firstEdge` when given),
  /// by breadth-first search.
  private static func shortestCycle(_ graph: CSRGraph, component: [Int32], from: Int32, firstEdge: Int?)
    -> (screens: [Int32], links: [Int32])
  {
    let comp = component[Int(from)]
    var parentEdge: [Int32: Int] = [:]
    var queue: [Int32] = []
    var head = 0
    let startEdges: [Int] = firstEdge.map { [$0] } ?? Array(graph.edges(of: from))
    for e in startEdges where component[Int(graph.targets[e])] == comp {
      let w = graph.targets[e]
      if w == from { return ([from, from], [graph.labels[e]]) }
      if parentEdge[w] == nil {
        parentEdge[w] = e
        queue.append(w)
      }
    }
    while head < queue.count {
      let v = queue[head]
      head += 1
      for e in graph.edges(of: v) where component[Int(graph.targets[e])] == comp {
        let w = graph.targets[e]
        if w == from {
          var screens: [Int32] = [from]
          var links: [Int32] = [graph.labels[e]]
          var x = v
          while x != from {
            screens.append(x)
            let pe = parentEdge[x]!
            links.append(graph.labels[pe])
            x = source(of: pe, graph)
          }
          screens.append(from)
          return (screens.reversed(), links.reversed())
        }
        if parentEdge[w] == nil {
          parentEdge[w] = e
          queue.append(w)
        }
      }
    }
    return ([from], [])
  }

  /// The source vertex of edge index `e` (binary search over the offsets).
  private static func source(of e: Int, _ graph: CSRGraph) -> Int32 {
    var low = 0
    var high = graph.vertexCount - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if Int(graph.offsets[mid]) <= e { low = mid } else { high = mid - 1 }
    }
    return Int32(low)
  }
}
