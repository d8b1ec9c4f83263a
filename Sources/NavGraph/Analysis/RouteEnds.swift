/// The states a graph's routes end in, made once per node of its search tree: a depth-first walk
/// of the tree from launch that applies each node's move to a copy of its parent's state, instead
/// of replaying every route from launch.
///
/// The routes of a graph without stored routes are its parent links (`ConfigurationGraph.moves`),
/// so they are the paths of a tree and share their prefixes: at 200,000 screens a route is six
/// moves on average, and replaying each from launch applied six moves per screen where the tree
/// has about one node per screen (docs/PERFORMANCE.md). The walk visits only the nodes on some
/// screen's route (the first nodes and their ancestors), iteratively with an explicit stack, and
/// keeps the states of the current path only.
///
/// Complexity: O(nodes) time for the tree, plus one move applied and one state copied per node on
/// a route; memory O(nodes) for the tree and O(depth × size of a state) for the path.
extension ConfigurationGraph {
  /// Calls `body` with each screen that has a first node and the state its route from `launch`
  /// ends in (`launch.replayed(moves(to: firstNode[s]), model)`), screens in the walk's order (depth
  /// first, children in node order); a screen whose route has a move that does not act is left
  /// out, as its replay fails. For a graph without stored routes (`storesRoutes` false).
  package func forEachRouteEnd(from launch: NavigationState, _ body: (Int, NavigationState) -> Void) {
    let n = count
    // On a route: a first node or an ancestor of one. A parent is numbered before its children
    // (the search is breadth first), so one pass from the last node up marks them all.
    var onRoute = [Bool](repeating: false, count: n)
    for node in firstNode where node >= 0 { onRoute[Int(node)] = true }
    for v in stride(from: n - 1, through: 0, by: -1) where onRoute[v] && parent[v] >= 0 {
      onRoute[Int(parent[v])] = true
    }
    // The children of each node on a route, in node order: `children[firstChild[v]..<firstChild[v + 1]]`.
    var firstChild = [Int32](repeating: 0, count: n + 1)
    for v in 0..<n where onRoute[v] && parent[v] >= 0 { firstChild[Int(parent[v]) + 1] += 1 }
    for v in 0..<n { firstChild[v + 1] += firstChild[v] }
    var children = [Int32](repeating: 0, count: Int(firstChild[n]))
    var filled = firstChild
    for v in 0..<n where onRoute[v] && parent[v] >= 0 {
      let p = Int(parent[v])
      children[Int(filled[p])] = Int32(v)
      filled[p] += 1
    }
    // Depth first: each pending node with its level (the number of states on the path above it).
    var pending: [(node: Int32, level: Int)] = []
    for v in stride(from: n - 1, through: 0, by: -1) where onRoute[v] && parent[v] < 0 {
      pending.append((Int32(v), 0))
    }
    var path: [NavigationState] = []
    while let (v, level) = pending.popLast() {
      path.removeLast(path.count - level)
      var state = level == 0 ? launch : path[level - 1]
      if parent[Int(v)] >= 0 {
        guard state.apply(move(to: v), model) else { continue }
      }
      path.append(state)
      let screen = Int(configuration(v).screen)
      if firstNode[screen] == v { body(screen, state) }
      for c in children[Int(firstChild[Int(v)])..<Int(firstChild[Int(v) + 1])].reversed() {
        pending.append((c, level + 1))
      }
    }
  }
}
