/// A directed graph on dense vertices `0..<n` in compressed sparse row form.
public struct CSRGraph: Sendable {
  public let vertexCount: Int
  /// The out-edges of `v` are `targets[offsets[v]..<offsets[v + 1]]`, with `labels` alongside.
  public let offsets: [Int32]
  public let targets: [Int32]
  public let labels: [Int32]

  /// Builds the graph from (source, target, label) triples, keeping each vertex's edges in input order.
  /// O(V + E) by counting sort.
  public init(vertexCount: Int, edges: [(source: Int32, target: Int32, label: Int32)]) {
    self.vertexCount = vertexCount
    var offsets = [Int32](repeating: 0, count: vertexCount + 1)
    for e in edges { offsets[Int(e.source) + 1] += 1 }
    for v in 0..<vertexCount { offsets[v + 1] += offsets[v] }
    var fill = offsets
    var targets = [Int32](repeating: 0, count: edges.count)
    var labels = [Int32](repeating: 0, count: edges.count)
    for e in edges {
      let i = Int(fill[Int(e.source)])
      targets[i] = e.target
      labels[i] = e.label
      fill[Int(e.source)] += 1
    }
    self.offsets = offsets
    self.targets = targets
    self.labels = labels
  }

  public func edges(of v: Int32) -> Range<Int> { Int(offsets[Int(v)])..<Int(offsets[Int(v) + 1]) }
}

/// Strongly connected components by Tarjan's algorithm, iterative with an explicit call stack
/// (as in networkx's `strongly_connected_components`), so a million-vertex chain cannot overflow the
/// machine stack.
///
/// Source: R. Tarjan, "Depth-first search and linear graph algorithms", SIAM J. Comput. 1(2), 1972.
/// Complexity: O(V + E) time, O(V) extra memory.
public struct StronglyConnectedComponents: Sendable {
  /// Per vertex: the index of its component. Components are numbered in the order Tarjan's
  /// algorithm completes them (reverse topological order of the condensation).
  public let component: [Int32]
  public let componentCount: Int

  public init(_ graph: CSRGraph) {
    let n = graph.vertexCount
    var index = [Int32](repeating: -1, count: n)
    var low = [Int32](repeating: 0, count: n)
    var onStack = [Bool](repeating: false, count: n)
    var component = [Int32](repeating: -1, count: n)
    var stack: [Int32] = []
    var callStack: [(vertex: Int32, edge: Int)] = []
    var counter: Int32 = 0
    var components: Int32 = 0
    for root in 0..<Int32(n) where index[Int(root)] < 0 {
      index[Int(root)] = counter
      low[Int(root)] = counter
      counter += 1
      stack.append(root)
      onStack[Int(root)] = true
      callStack.append((root, graph.edges(of: root).lowerBound))
      while let (v, e) = callStack.last {
        let end = graph.edges(of: v).upperBound
        if e < end {
          callStack[callStack.count - 1].edge = e + 1
          let w = graph.targets[e]
          if index[Int(w)] < 0 {
            index[Int(w)] = counter
            low[Int(w)] = counter
            counter += 1
            stack.append(w)
            onStack[Int(w)] = true
            callStack.append((w, graph.edges(of: w).lowerBound))
          } else if onStack[Int(w)] {
            low[Int(v)] = min(low[Int(v)], index[Int(w)])
          }
          continue
        }
        callStack.removeLast()
        if let (parent, _) = callStack.last { low[Int(parent)] = min(low[Int(parent)], low[Int(v)]) }
        if low[Int(v)] == index[Int(v)] {
          while true {
            let w = stack.removeLast()
            onStack[Int(w)] = false
            component[Int(w)] = components
            if w == v { break }
          }
          components += 1
        }
      }
    }
    self.component = component
    self.componentCount = Int(components)
  }
}
