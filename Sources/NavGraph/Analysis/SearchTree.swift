/// The tree a breadth-first search over concrete states grows: for each state found, in order of
/// discovery (the root is 0), the state it was first reached from and the move that reached it.
/// The route to a state is the moves on its branch, from the root: the shortest one, since the
/// search is breadth-first. `TrapExamples`, `DeepLinkTraps` and `ConfigurationGraph`'s search of
/// apps with deep links keep one.
///
/// Complexity: O(1) to add a state; O(depth) for a route.
struct SearchTree {
  /// Per state: the state it was first reached from, or -1 for the root.
  private(set) var parent: [Int32] = [-1]
  /// Per state: the move that reached it (nil for the root).
  private(set) var move: [Move?] = [nil]

  /// The number of states in the tree.
  var count: Int { parent.count }

  /// Adds a state reached from `from` by `move`; returns its number.
  @discardableResult mutating func add(from: Int32, by move: Move) -> Int32 {
    parent.append(from)
    self.move.append(move)
    return Int32(parent.count - 1)
  }

  /// The moves from the root to `state`, in order.
  func route(to state: Int32) -> [Move] {
    var moves: [Move] = []
    var n = state
    while parent[Int(n)] >= 0 {
      moves.append(move[Int(n)]!)
      n = parent[Int(n)]
    }
    return moves.reversed()
  }
}
