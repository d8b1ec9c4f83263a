/// A directed graph on dense vertices `0..<n` in compressed sparse row form.
struct CSRGraph: Sendable {
  let vertexCount: Int
  /// The out-edges of `v` are `targets[offsets[v]..<offsets[v + 1]]`, with `labels` alongside.
  let offsets: [Int32]
  let targets: [Int32]
  let labels: [Int32]

  /// Builds the graph from (source, target, label) triples, keeping each vertex's edges in input order.
  /// O(V + E) by counting sort.
  init(vertexCount: Int, edges: [(source: Int32, target: Int32, label: Int32)]) {
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

  /// The graph whose out-edges of `v` are `targets[offsets[v]..<offsets[v + 1]]`, with `labels`
  /// alongside.
  init(offsets: [Int32], targets: [Int32], labels: [Int32]) {
    vertexCount = offsets.count - 1
    self.offsets = offsets
    self.targets = targets
    self.labels = labels
  }

  func edges(of v: Int32) -> Range<Int> { Int(offsets[Int(v)])..<Int(offsets[Int(v) + 1]) }
}

/// Strongly connected components by Tarjan's algorithm, iterative with an explicit call stack
/// (as in networkx's `strongly_connected_components`), so a million-vertex chain cannot overflow the
/// machine stack. The one implementation of the package: the cycle groups (`Cycles`), the
/// unreachable groups (`UnreachableGroups`) and the fixpoints of the trap analysis
/// (`ForwardFixpoint`) all run it.
///
/// Source: R. Tarjan, "Depth-first search and linear graph algorithms", SIAM J. Comput. 1(2), 1972.
/// Complexity: O(V + E) time, O(V) extra memory.
struct StronglyConnectedComponents: Sendable {
  /// Per vertex: the index of its component. Components are numbered in the order Tarjan's
  /// algorithm completes them (reverse topological order of the condensation).
  let component: [Int32]
  let componentCount: Int

  init(_ graph: CSRGraph) {
    var component = [Int32](repeating: -1, count: graph.vertexCount)
    var count: Int32 = 0
    StronglyConnectedComponents.forEach(offsets: graph.offsets, targets: graph.targets) { members in
      for v in members { component[Int(v)] = count }
      count += 1
    }
    self.component = component
    componentCount = Int(count)
  }

  /// Calls `body` with the vertices of each strongly connected component, in the order the
  /// algorithm completes them: every edge leaving a component enters one completed before it, so a
  /// least fixpoint (what each vertex reaches) can be computed in the same pass, component by
  /// component. Roots are tried in vertex order and edges in order.
  ///
  /// The vertices are `0..<offsets.count - 1`; the edges of `v` are `offsets[v]..<offsets[v + 1]`
  /// into `targets`. With `kinds`, only the edges whose kind shares a bit with `mask` count. The
  /// buffer passed to `body` is valid only during the call.
  static func forEach(
    offsets: [Int32], targets: [Int32], kinds: [UInt8]? = nil, mask: UInt8 = 0,
    _ body: (UnsafeBufferPointer<Int32>) -> Void
  ) {
    let n = offsets.count - 1
    guard n > 0 else { return }
    // Tarjan's state in plain buffers: this loop runs over every vertex and edge. Every index into
    // them is a vertex below `n`; the stacks hold each vertex at most once, so `n` slots suffice.
    let index = UnsafeMutableBufferPointer<Int32>.allocate(capacity: n)
    let low = UnsafeMutableBufferPointer<Int32>.allocate(capacity: n)
    let stack = UnsafeMutableBufferPointer<Int32>.allocate(capacity: n)
    let callVertex = UnsafeMutableBufferPointer<Int32>.allocate(capacity: n)
    let callEdge = UnsafeMutableBufferPointer<Int32>.allocate(capacity: n)
    let done = UnsafeMutableBufferPointer<Bool>.allocate(capacity: n)
    defer {
      for buffer in [index, low, stack, callVertex, callEdge] { buffer.deallocate() }
      done.deallocate()
    }
    index.initialize(repeating: -1)
    done.initialize(repeating: false)
    let filtered = kinds != nil
    offsets.withUnsafeBufferPointer { offsets in
      targets.withUnsafeBufferPointer { targets in
        (kinds ?? []).withUnsafeBufferPointer { kinds in
          var counter: Int32 = 0
          var top = 0
          for root in 0..<n where index[root] < 0 {
            index[root] = counter
            low[root] = counter
            counter += 1
            stack[top] = Int32(root)
            top += 1
            callVertex[0] = Int32(root)
            callEdge[0] = offsets[root]
            var depth = 1
            while depth > 0 {
              let v = Int(callVertex[depth - 1])
              let end = offsets[v + 1]
              var e = callEdge[depth - 1]
              var descended = false
              while e < end {
                let i = Int(e)
                e += 1
                if filtered && kinds[i] & mask == 0 { continue }
                let w = Int(targets[i])
                if index[w] < 0 {
                  callEdge[depth - 1] = e
                  index[w] = counter
                  low[w] = counter
                  counter += 1
                  stack[top] = Int32(w)
                  top += 1
                  callVertex[depth] = Int32(w)
                  callEdge[depth] = offsets[w]
                  depth += 1
                  descended = true
                  break
                } else if !done[w] && index[w] < low[v] {
                  // Visited and not yet in a component: w is on the stack.
                  low[v] = index[w]
                }
              }
              if descended { continue }
              depth -= 1
              if depth > 0 {
                let parent = Int(callVertex[depth - 1])
                if low[v] < low[parent] { low[parent] = low[v] }
              }
              guard low[v] == index[v] else { continue }
              // v roots a component: its members are on the stack from v up.
              var first = top - 1
              while Int(stack[first]) != v { first -= 1 }
              for k in first..<top { done[Int(stack[k])] = true }
              body(UnsafeBufferPointer(rebasing: stack[first..<top]))
              top = first
            }
          }
        }
      }
    }
  }
}
