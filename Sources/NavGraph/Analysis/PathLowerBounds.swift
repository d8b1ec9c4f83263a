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
/// Algorithm: the links that name a screen, reversed (counted per target, then placed); a
/// breadth-first search from the target over them gives d(s), the fewest links from s; the bound is
/// min(d(s), 1 + min d(r)) over the start's frames and the tabs' roots r, since one move reaches any
/// of them from anywhere. Complexity: O(S + L) time and memory for S screens and L links.
struct PathLowerBounds {
  /// The bound of a screen from which no route reaches the target.
  static let unreachable = Int32.max

  private let distances: [Int32]
  /// 1 + the fewest links from a revealed screen to the target (`unreachable` when none leads there).
  private let viaRevealed: Int32

  /// The bounds for routes to `target` in `model`'s app, where `revealed` are the screens of the start
  /// state's frames (the tabs' roots are added).
  init(model: NavigationModel, target: Int32, revealed: [Int32]) {
    let screens = model.app.screens.count
    let links = model.linkKinds.count
    // Per link, the screen it names, or -1 (a tab, none, unresolved).
    var named = [Int32](repeating: -1, count: links)
    // The reversed links: `sources[firstSource[t]..<firstSource[t + 1]]` lead to screen t.
    var firstSource = [Int32](repeating: 0, count: screens + 1)
    named.withUnsafeMutableBufferPointer { named in
      firstSource.withUnsafeMutableBufferPointer { firstSource in
        model.linkKinds.withUnsafeBufferPointer { kinds in
          model.linkTargets.withUnsafeBufferPointer { targets in
            for l in 0..<links where targets[l] >= 0 && kinds[l].target == .screen {
              named[l] = targets[l]
              firstSource[Int(targets[l]) + 1] += 1
            }
          }
        }
        for s in 0..<screens { firstSource[s + 1] += firstSource[s] }
      }
    }
    var sources = [Int32](repeating: 0, count: Int(firstSource[screens]))
    var next = firstSource
    sources.withUnsafeMutableBufferPointer { sources in
      next.withUnsafeMutableBufferPointer { next in
        named.withUnsafeBufferPointer { named in
          model.linkStarts.withUnsafeBufferPointer { starts in
            for s in 0..<screens {
              for l in Int(starts[s])..<Int(starts[s + 1]) where named[l] >= 0 {
                let t = Int(named[l])
                sources[Int(next[t])] = Int32(s)
                next[t] += 1
              }
            }
          }
        }
      }
    }
    var distances = [Int32](repeating: PathLowerBounds.unreachable, count: screens)
    var queue = [Int32](repeating: 0, count: screens)
    distances.withUnsafeMutableBufferPointer { distances in
      queue.withUnsafeMutableBufferPointer { queue in
        sources.withUnsafeBufferPointer { sources in
          firstSource.withUnsafeBufferPointer { firstSource in
            distances[Int(target)] = 0
            queue[0] = target
            var head = 0
            var tail = 1
            while head < tail {
              let t = Int(queue[head])
              head += 1
              for i in Int(firstSource[t])..<Int(firstSource[t + 1]) {
                let s = Int(sources[i])
                guard distances[s] == PathLowerBounds.unreachable else { continue }
                distances[s] = distances[t] + 1
                queue[tail] = Int32(s)
                tail += 1
              }
            }
          }
        }
      }
    }
    var nearest = PathLowerBounds.unreachable
    for r in revealed where r >= 0 { nearest = min(nearest, distances[Int(r)]) }
    for u in 0..<model.tabCount where model.tabRoot(u) >= 0 {
      nearest = min(nearest, distances[Int(model.tabRoot(u))])
    }
    self.distances = distances
    viaRevealed = nearest == PathLowerBounds.unreachable ? nearest : nearest + 1
  }

  /// The bound from a node showing `screen`.
  @inline(__always) subscript(screen: Int32) -> Int32 { min(distances[Int(screen)], viaRevealed) }
}
