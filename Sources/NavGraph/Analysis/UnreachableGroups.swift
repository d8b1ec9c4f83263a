/// The unreachable screens grouped for reporting, so that one missing link gives one error instead
/// of one per screen behind it.
///
/// The *unreachable link graph* has the unreachable screens as vertices and an edge U → V for each
/// link of U to V: `push`, `sheet`, `fullScreenCover`, `popover` or `replace` naming V, or `tab`
/// naming a tab whose root is V (unresolved links have no edge). A *source component* is a strongly
/// connected component that no edge enters from another component: no unreachable screen outside it
/// leads into it. Each source component has one *root*, its first screen in file order; every
/// other unreachable screen is *behind* the first root, in file order, from which it can be reached.
/// Every unreachable screen has one: walking edges backwards through the condensation (a DAG) ends
/// in a source component, whose root reaches the whole component. Inside a source component every
/// screen is led to by another unreachable screen, and reaching any one of them reaches all, so one
/// root stands for it.
///
/// Algorithm: iterative Tarjan (`StronglyConnectedComponents`) on the unreachable link graph, then a
/// breadth-first search from each root in file order that enters only screens no earlier root
/// reached. That search finds exactly the screens behind its root: a screen V reachable from root R
/// but not from any earlier root is reached through screens that no earlier root reaches either (an
/// earlier root reaching one of them would reach V). Complexity: O(S + L) time and memory.
struct UnreachableGroups: Sendable {
  /// One group per root, roots in file order: the root, then the screens behind it in breadth-first
  /// order (links in file order).
  let groups: [[Int32]]

  /// Groups the screens with `reachable[s] == false`.
  init(model: NavigationModel, reachable: [Bool]) {
    let count = reachable.count
    var edges: [(source: Int32, target: Int32, label: Int32)] = []
    for s in 0..<Int32(count) where !reachable[Int(s)] {
      for l in model.links(of: s) {
        var target = model.linkTargets[l]
        guard target >= 0 else { continue }
        switch model.linkKinds[l].target {
        case .screen: break
        case .tab: target = model.tabRoot(target)
        case .none: continue
        }
        if target >= 0 && !reachable[Int(target)] { edges.append((s, target, Int32(l))) }
      }
    }
    let graph = CSRGraph(vertexCount: count, edges: edges)
    let scc = StronglyConnectedComponents(graph)
    var entered = [Bool](repeating: false, count: scc.componentCount)
    for edge in edges where scc.component[Int(edge.source)] != scc.component[Int(edge.target)] {
      entered[Int(scc.component[Int(edge.target)])] = true
    }
    var claimed = [Bool](repeating: false, count: count)
    var groups: [[Int32]] = []
    for root in 0..<Int32(count) where !reachable[Int(root)] && !claimed[Int(root)] {
      // The first unclaimed screen of a component is its first in file order: nothing outside a
      // source component reaches into it, so only its own root can claim its screens.
      guard !entered[Int(scc.component[Int(root)])] else { continue }
      var group = [root]
      claimed[Int(root)] = true
      var head = 0
      while head < group.count {
        let v = group[head]
        head += 1
        for e in graph.edges(of: v) where !claimed[Int(graph.targets[e])] {
          claimed[Int(graph.targets[e])] = true
          group.append(graph.targets[e])
        }
      }
      groups.append(group)
    }
    self.groups = groups
  }
}
