internal import NavGraph
internal import SwiftSyntax

/// Writes Combine makes when other state changes (`CodeReader.readPublishers`), and writes to a
/// root switch's state that no action is seen to make.
extension NavigationResolver {
  /// The effects with, after each write (or toggle) of state that Combine passes on, the write it
  /// leads to (`service.signedIn = true` also sets `AppState.signedIn` through
  /// `service.$signedIn.assign(to: &$signedIn)`), transitively, each target once per write: so a
  /// root switch on the target replaces the root on the screen where the source is set, the screen
  /// shown at the time. A write to a `@Binding` is one to the state its creators bind it to. A write
  /// a change handler makes (`.onChange(of: user) { showChat = $0 != nil }`) comes after the whole
  /// action, when SwiftUI calls the handler: a modal's `user = row; dismiss()` dismisses, then
  /// pushes on the presenter's stack; the handler clearing the flag (the value set to nil) is not
  /// read. O(effects × derivations reached).
  func withDerivedWrites(_ effects: [Effect]) -> [Effect] {
    guard !reader.derivations.isEmpty || !reader.changeHandlers.isEmpty else { return effects }
    var result: [Effect] = []
    var afterAction: [Effect] = []
    for effect in effects {
      result.append(effect)
      // A change handler's moves for the value written, once the action has run
      // (`CodeReader+ChangeHandlers`).
      if case .write(let key, let value, _) = effect, let name = value.caseName {
        var seen = Set<StateKey>()
        for origin in [key] + origins(of: key) where seen.insert(origin).inserted {
          for handler in reader.changeHandlers[origin] ?? [] { afterAction += handler.effects[name] ?? [] }
        }
      }
      let source: StateKey
      let written: Value?
      let location: SourceAnchor
      switch effect {
      case .write(let key, let value, let at): (source, written, location) = (key, value, at)
      case .toggle(let key, let at): (source, written, location) = (key, nil, at)
      default: continue
      }
      let first = result.count
      defer { if source.owner == "NotificationCenter" { result = withScreenMovesFirst(result, from: first) } }
      var seen: Set<StateKey> = [source]
      var work: [(StateKey, Value?)] = [(source, written)]
      while let (key, value) = work.popLast() {
        let found = origins(of: key).flatMap { reader.derivations[$0] ?? [] }
        for derivation in found where seen.insert(derivation.target).inserted {
          var derived = derivation.value ?? value
          if let whenNotNil = derivation.whenNotNil {
            derived =
              value.flatMap(isNil).map { .bool($0 ? !whenNotNil : whenNotNil) } ?? .unknown("\(key) != nil")
            // The flag cleared: it is set only while its presentation shows, over the screen whose
            // code clears the value (a reset beside opening something else), so nothing closes.
            if case .bool(false)? = derived { continue }
          }
          let write: Effect =
            derived.map { .write(derivation.target, $0, location) } ?? .toggle(derivation.target, location)
          if derivation.afterAction { afterAction.append(write) } else { result.append(write) }
          work.append((derivation.target, derived))
        }
      }
    }
    return result + afterAction
  }

  /// The writes a notification's observers make at a post (from `first` on), those that select the
  /// app's tab or switch the root after the others: the observers' writes land together, so the
  /// moves on the posting screen's stack (a flag that closes it) come before the move away from it.
  private func withScreenMovesFirst(_ effects: [Effect], from first: Int) -> [Effect] {
    guard first < effects.count else { return effects }
    var screen: [Effect] = []
    var away: [Effect] = []
    for effect in effects[first...] {
      if case .write(let key, _, _) = effect,
        origins(of: key).contains(where: { $0 == appTabs?.selection || rootSwitches[$0] != nil })
      {
        away.append(effect)
      } else {
        screen.append(effect)
      }
    }
    return Array(effects[..<first]) + screen + away
  }

  /// Whether a value is nil; nil when the reader cannot tell. A value made, a case, a literal, a
  /// presented item or a name an `if let` binds is not; state of a type that is not optional is
  /// not; an expression the reader cannot tell is not when it has no `?` in it (`result.user`, as
  /// `nonNilName` reads it).
  func isNil(_ value: Value) -> Bool? {
    switch value {
    case .none: return true
    case .bool, .int, .string, .enumCase, .instance, .array, .object, .item, .nonNil, .closure, .method:
      return false
    case .state(_, let type?), .typed(let type):
      if case .optional = type { return nil }
      return false
    case .unknown(let text): return text.contains(".") && !text.contains("?") ? false : nil
    default: return nil
    }
  }

  /// Reports writes to a root switch's state made where no action is seen to run them (a closure
  /// given to a listener in an initializer, a Combine subscription the reader cannot follow): the
  /// root changes then on whichever screen is shown, which the reader cannot tell, so no link is
  /// made. A warning at the write.
  func reportDetachedRootWrites() {
    for write in reader.detachedWrites
    where rootSwitches[write.key] != nil && !reader.continuedWrites.contains(write.location) {
      warn(
        "'\(write.key)', which the root switches on, is set in \(write.cause), which no action the reader follows runs, so it cannot tell on which screen the root changes; add the 'replace' or 'tab' links through the overlay (navgraph.json in the first PATH, or --overlay) on the screens where it happens",
        at: write.location)
    }
  }

  /// Reports handlers of notifications that no code the reader follows posts
  /// (`CodeReader.recordNotificationHandler`): what they do is read at the posts only, so here it
  /// is not read. A warning at the handler.
  func reportUnpostedNotifications() {
    for handler in reader.notificationHandlers where !reader.postedNotifications.contains(handler.name) {
      warn(
        "this handler runs when the notification '\(handler.name)' is posted, which no code the reader follows does, so what it does is not read; add its moves through the overlay (navgraph.json in the first PATH, or --overlay) on the screens that post it",
        at: handler.location)
    }
  }
}
