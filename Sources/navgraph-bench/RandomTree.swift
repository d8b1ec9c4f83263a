/// A random rooted tree on nodes `0..<n`, numbered breadth-first with node 0 the root, as the
/// generator lays out a tab's (or a modal flow's) push hierarchy.
///
/// Algorithm: one pass over the nodes in order; node `i` gets a uniform number of children in
/// `0...2 × branching` (mean `branching`), at least one when it is the last node so far (so the tree
/// keeps growing until it has `n` nodes). Children take the next free numbers, so the children of
/// `i` are `firstChild[i] ..< firstChild[i] + childCount[i]` and a node's depth is its parent's plus
/// one. The node numbered last is one of the deepest. O(n) time and memory, no recursion.
struct RandomTree {
  private(set) var firstChild: [Int32]
  private(set) var childCount: [Int32]
  private(set) var depth: [Int32]

  init(nodes n: Int, branching: Int, random: inout SeededRandom) {
    firstChild = [Int32](repeating: 0, count: n)
    childCount = [Int32](repeating: 0, count: n)
    depth = [Int32](repeating: 0, count: n)
    var next = 1
    for i in 0..<n {
      if next >= n { break }
      var k = random.between(0, 2 * branching)
      if i == next - 1 { k = max(k, 1) }
      k = min(k, n - next)
      firstChild[i] = Int32(next)
      childCount[i] = Int32(k)
      for c in next..<(next + k) { depth[c] = depth[i] + 1 }
      next += k
    }
  }

  /// The children of node `i`, in order.
  func children(of i: Int) -> Range<Int> {
    Int(firstChild[i])..<Int(firstChild[i] + childCount[i])
  }

  /// The greatest depth of any node (0 for a single node).
  var maxDepth: Int { Int(depth.max() ?? 0) }
}
