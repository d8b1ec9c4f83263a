/// Per screen, a lower bound on the moves `SkeletonSearch` needs from a node showing it to a node
/// showing the target: what lets the search skip the nodes that no shortest route passes through.
///
/// The bound is the distance to the target in a relaxed graph of screens that has an edge for every
/// move the search can make from a node showing a screen: to the screen named by each of its links
/// (push, the modals, replace; whether or not the link acts there), and to every screen that the
/// search's other moves show: a frame of the start state (pop, popToRoot, dismiss, back, swipe-down,
/// re-selecting a tab, a `tab` link or a tab-bar tap while the start's frames are kept) or a tab's
/// root (a `tab` link or a tab-bar tap once they are gone). Every move of the search is an edge of
/// that graph, so the bound never exceeds the real distance, and a move lowers it by at most one
/// (it is consistent): what keeps the pruned search's route the one the whole search finds
/// (`SkeletonSearch.run`). `unreachable` means that no route reaches the target at all. (An app with
/// compound actions, whose parts show screens no link names, is searched by `StatePathSearch`.)
///
/// Algorithm: a breadth-first search from the target over the links that name a screen, reversed
/// (`ReversedLinks`), gives d(s), the fewest links from s; the bound is min(d(s), 1 + min d(r)) over
/// the start's frames and the tabs' roots r, since one move reaches any of them from anywhere. The
/// search stops at the level 1 + min d(r): farther screens' bound is 1 + min d(r) whatever their d.
/// Complexity: O(S + L) time, O(S) memory besides the reversed links, for S screens and L links.
struct PathLowerBounds {
  /// The bound of a screen from which no route reaches the target.
  static let unreachable = Int32.max

  private let distances: [Int32]
  /// 1 + the fewest links from a revealed screen to the target (`unreachable` when none leads there).
  private let viaRevealed: Int32

  /// The bounds for routes to `target` in `model`'s app, whose links `reversed` are, where `revealed`
  /// are the screens of the start state's frames (the tabs' roots are added).
  init(model: NavigationModel, reversed: ReversedLinks, target: Int32, revealed: [Int32]) {
    let screens = model.app.screens.count
    // The screens one move reaches from anywhere (`viaRevealed`), and whether each is one.
    var jumps = revealed.filter { $0 >= 0 }
    for u in 0..<model.tabCount where model.tabRoot(u) >= 0 { jumps.append(model.tabRoot(u)) }
    var isJump = [Bool](repeating: false, count: screens)
    for r in jumps { isJump[Int(r)] = true }
    var distances = [Int32](repeating: PathLowerBounds.unreachable, count: screens)
    var queue = [Int32](repeating: 0, count: screens)
    var nearest = PathLowerBounds.unreachable
    distances.withUnsafeMutableBufferPointer { distances in
      queue.withUnsafeMutableBufferPointer { queue in
        reversed.sources.withUnsafeBufferPointer { sources in
          reversed.firstSource.withUnsafeBufferPointer { firstSource in
            distances[Int(target)] = 0
            queue[0] = target
            if isJump[Int(target)] { nearest = 0 }
            var head = 0
            var tail = 1
            // Level by level, until the level of the nearest revealed screen: the distances past it
            // are never the bound (`viaRevealed` is less or equal).
            var level: Int32 = 0
            while head < tail && level < nearest {
              let end = tail
              while head < end {
                let t = Int(queue[head])
                head += 1
                for i in Int(firstSource[t])..<Int(firstSource[t + 1]) {
                  let s = Int(sources[i])
                  guard distances[s] == PathLowerBounds.unreachable else { continue }
                  distances[s] = level + 1
                  queue[tail] = Int32(s)
                  tail += 1
                  if isJump[s] && nearest == PathLowerBounds.unreachable { nearest = level + 1 }
                }
              }
              level += 1
            }
          }
        }
      }
    }
    self.distances = distances
    viaRevealed = nearest == PathLowerBounds.unreachable ? nearest : nearest + 1
  }

  /// The bound from a node showing `screen`.
  @inline(__always) subscript(screen: Int32) -> Int32 { min(distances[Int(screen)], viaRevealed) }
}
