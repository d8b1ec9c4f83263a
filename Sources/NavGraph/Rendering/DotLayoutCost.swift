/// An estimate of the work `dot` does for a graph, to refuse before a layout that would run for
/// minutes: the nodes plus the virtual nodes its long edges need.
///
/// `dot` breaks cycles by reversing the back edges of a depth-first search, ranks the nodes, and
/// replaces each edge spanning `k` ranks by a chain of `k - 1` virtual nodes; crossing minimisation
/// and positioning then work on all of them, and their cost grows faster than linearly. The
/// estimate does the same with longest-path ranking (an upper bound of `dot`'s network-simplex
/// ranking, exact on trees): iterative depth-first search in node order, Kahn's topological order,
/// and the sum of spans. Linear in nodes and edges.
///
/// Calibration with Graphviz 2.43 (`dot -Tsvg`, seconds): generated apps shaped like real ones
/// with costs 2,200, 8,700, 11,600 and 24,800 took 0.2, 1.2, 17 and 174 s, or 2.4 s and 20 s for
/// the last two with `GraphvizRenderer.largeGraphAttributes`; random graphs of 200 and 500 nodes
/// (cost 6,300 and 44,800) took 23 s and over 100 s, or 1.1 s and 22 s with them; a ring of 2,000
/// screens with a modal each (cost 1.2 million) did not finish in 10 minutes.
///
/// The same pass also counts what `LayoutEstimate` needs for `dot`'s time: the reversed edges
/// and the crossing work, the sum over each two adjacent ranks of the square of the edge segments
/// between them (found with a difference array over the ranks).
enum DotLayoutCost {
  /// What one pass finds: the cost, the edges reversed to break cycles, and the crossing work.
  struct Measure: Hashable, Sendable {
    var cost: Int
    var reversedEdges: Int
    var crossingWork: Double
  }

  /// Above this cost `dot` is given `GraphvizRenderer.largeGraphAttributes`.
  static let large = 2_000
  /// Above this cost `dot` is not run.
  static let limit = 30_000

  /// The estimated cost of `nodeCount` nodes joined by `edges` (tail, head) given as node indices.
  static func estimate(nodeCount: Int, edges: [(Int32, Int32)]) -> Int {
    measure(nodeCount: nodeCount, edges: edges).cost
  }

  /// The cost, reversed edges and crossing work of `nodeCount` nodes joined by `edges`.
  static func measure(nodeCount: Int, edges: [(Int32, Int32)]) -> Measure {
    var start = [Int32](repeating: 0, count: nodeCount + 1)
    for (tail, _) in edges { start[Int(tail) + 1] += 1 }
    for i in 0..<nodeCount { start[i + 1] += start[i] }
    var fill = start
    var outgoing = [Int32](repeating: 0, count: edges.count)
    for (e, (tail, _)) in edges.enumerated() {
      outgoing[Int(fill[Int(tail)])] = Int32(e)
      fill[Int(tail)] += 1
    }

    // Depth-first search marking back edges (to a node on the stack).
    var state = [UInt8](repeating: 0, count: nodeCount)
    var reversed = [Bool](repeating: false, count: edges.count)
    var stack: [(node: Int32, next: Int32)] = []
    for root in 0..<nodeCount where state[root] == 0 {
      state[root] = 1
      stack.append((Int32(root), start[root]))
      while let top = stack.last {
        let u = Int(top.node)
        if top.next < start[u + 1] {
          stack[stack.count - 1].next += 1
          let e = Int(outgoing[Int(top.next)])
          let v = Int(edges[e].1)
          if state[v] == 1 {
            reversed[e] = true
          } else if state[v] == 0 {
            state[v] = 1
            stack.append((Int32(v), start[v]))
          }
        } else {
          state[u] = 2
          stack.removeLast()
        }
      }
    }

    // Longest-path ranks over the acyclic graph, in Kahn's topological order.
    var dagStart = [Int32](repeating: 0, count: nodeCount + 1)
    var indegree = [Int32](repeating: 0, count: nodeCount)
    for (e, (tail, head)) in edges.enumerated() where tail != head {
      let (from, to) = reversed[e] ? (head, tail) : (tail, head)
      dagStart[Int(from) + 1] += 1
      indegree[Int(to)] += 1
    }
    for i in 0..<nodeCount { dagStart[i + 1] += dagStart[i] }
    var dagFill = dagStart
    var successors = [Int32](repeating: 0, count: Int(dagStart[nodeCount]))
    for (e, (tail, head)) in edges.enumerated() where tail != head {
      let (from, to) = reversed[e] ? (head, tail) : (tail, head)
      successors[Int(dagFill[Int(from)])] = to
      dagFill[Int(from)] += 1
    }
    var rank = [Int](repeating: 0, count: nodeCount)
    var queue = (0..<nodeCount).filter { indegree[$0] == 0 }.map(Int32.init)
    var head = 0
    while head < queue.count {
      let u = Int(queue[head])
      head += 1
      for i in Int(dagStart[u])..<Int(dagStart[u + 1]) {
        let v = Int(successors[i])
        rank[v] = max(rank[v], rank[u] + 1)
        indegree[v] -= 1
        if indegree[v] == 0 { queue.append(Int32(v)) }
      }
    }

    var cost = nodeCount
    var segments = [Int](repeating: 0, count: nodeCount + 1)
    for (tail, head) in edges where tail != head {
      let (low, high) = (min(rank[Int(tail)], rank[Int(head)]), max(rank[Int(tail)], rank[Int(head)]))
      cost += max(0, high - low - 1)
      segments[low] += 1
      segments[high] -= 1
    }
    var crossingWork = 0.0
    var between = 0
    for r in 0..<nodeCount {
      between += segments[r]
      crossingWork += Double(between) * Double(between)
    }
    return Measure(cost: cost, reversedEdges: reversed.count { $0 }, crossingWork: crossingWork)
  }
}
