/// The links that name a screen (push, the modals, replace), reversed: per screen, the screens
/// whose links lead to it, as `PathLowerBounds` walks them back from a target. Made once for a
/// `path` query, whose two searches (the route to `from`, then the search to `to`) both use it.
///
/// Compressed rows: counted per target, then placed, in screen order. O(S + L) time and memory for
/// S screens and L links.
struct ReversedLinks: Sendable {
  /// `sources[firstSource[t]..<firstSource[t + 1]]` are the screens with a link to screen t (one
  /// entry per link).
  let firstSource: [Int32]
  let sources: [Int32]

  init(_ model: NavigationModel) {
    let screens = model.app.screens.count
    var firstSource = [Int32](repeating: 0, count: screens + 1)
    firstSource.withUnsafeMutableBufferPointer { firstSource in
      model.linkKinds.withUnsafeBufferPointer { kinds in
        model.linkTargets.withUnsafeBufferPointer { targets in
          for l in 0..<kinds.count where targets[l] >= 0 && kinds[l].target == .screen {
            firstSource[Int(targets[l]) + 1] += 1
          }
        }
      }
      for s in 0..<screens { firstSource[s + 1] += firstSource[s] }
    }
    var sources = [Int32](repeating: 0, count: Int(firstSource[screens]))
    var next = firstSource
    sources.withUnsafeMutableBufferPointer { sources in
      next.withUnsafeMutableBufferPointer { next in
        model.linkKinds.withUnsafeBufferPointer { kinds in
          model.linkTargets.withUnsafeBufferPointer { targets in
            model.linkStarts.withUnsafeBufferPointer { starts in
              for s in 0..<screens {
                for l in Int(starts[s])..<Int(starts[s + 1])
                where targets[l] >= 0 && kinds[l].target == .screen {
                  let t = Int(targets[l])
                  sources[Int(next[t])] = Int32(s)
                  next[t] += 1
                }
              }
            }
          }
        }
      }
    }
    self.firstSource = firstSource
    self.sources = sources
  }
}
