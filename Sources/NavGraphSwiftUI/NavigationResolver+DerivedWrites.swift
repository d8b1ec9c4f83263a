internal import NavGraph
internal import SwiftSyntax

/// Writes Combine makes when other state changes (`CodeReader.readPublishers`), and writes to a
/// root switch's state that no action is seen to make.
extension NavigationResolver {
  /// The effects with, after each write (or toggle) of state that Combine passes on, the write it
  /// leads to (`service.signedIn = true` also sets `AppState.signedIn` through
  /// `service.$signedIn.assign(to: &$signedIn)`), transitively, each target once per write: so a
  /// root switch on the target replaces the root on the screen where the source is set, the screen
  /// shown at the time. O(effects × derivations reached).
  func withDerivedWrites(_ effects: [Effect]) -> [Effect] {
    guard !reader.derivations.isEmpty else { return effects }
    var result: [Effect] = []
    for effect in effects {
      result.append(effect)
      let source: StateKey
      let written: Value?
      let location: SourceAnchor
      switch effect {
      case .write(let key, let value, let at): (source, written, location) = (key, value, at)
      case .toggle(let key, let at): (source, written, location) = (key, nil, at)
      default: continue
      }
      var seen: Set<StateKey> = [source]
      var work: [(StateKey, Value?)] = [(source, written)]
      while let (key, value) = work.popLast() {
        for derivation in reader.derivations[key] ?? [] where seen.insert(derivation.target).inserted {
          let derived = derivation.value ?? value
          if let derived {
            result.append(.write(derivation.target, derived, location))
          } else {
            result.append(.toggle(derivation.target, location))
          }
          work.append((derivation.target, derived))
        }
      }
    }
    return result
  }

  /// Reports writes to a root switch's state made where no action is seen to run them (a closure
  /// given to a listener in an initializer, a Combine subscription the reader cannot follow): the
  /// root changes then on whichever screen is shown, which the reader cannot tell, so no link is
  /// made. A warning at the write.
  func reportDetachedRootWrites() {
    for write in reader.detachedWrites where rootSwitches[write.key] != nil {
      warn(
        "'\(write.key)', which the root switches on, is set in \(write.cause), which no action the reader follows runs, so it cannot tell on which screen the root changes; add the 'replace' or 'tab' links through the overlay (navgraph.json in the first PATH, or --overlay) on the screens where it happens",
        at: write.location)
    }
  }
}
