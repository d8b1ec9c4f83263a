internal import NavGraph

/// The `onDismiss` of a modal, which runs when the modal closes: reported when it navigates, since
/// the description cannot say so; a handler that only sets other state (`loadImage`, setting the
/// picked image) is no navigation and is not reported.
extension NavigationResolver {
  /// Reports each `onDismiss` whose effects navigate (`navigates`).
  func reportNavigatingDismissHandlers() {
    for handler in reader.dismissHandlers where navigates(handler.effects) {
      warn(
        "navigation in the 'onDismiss' of '.\(handler.kind.rawValue)' runs when the \(handler.kind.rawValue) closes, which the description cannot say; add it through the overlay",
        at: handler.location)
    }
  }

  /// Whether effects navigate: a dismiss, a closure or navigation the reader cannot follow, a change
  /// to a navigation path, or a write to state that shows a presentation, switches the root or
  /// selects the app's tab (also through a `@Binding`). Iterative over nested branches.
  func navigates(_ effects: [Effect]) -> Bool {
    var work = effects
    while let effect = work.popLast() {
      switch effect {
      case .dismiss, .callClosure, .unresolved: return true
      case .write(let key, _, _), .toggle(let key, _):
        if drivesNavigation(key) { return true }
      case .append(let key, _, _), .appendAll(let key, _, _), .removeLast(let key, _, _),
        .removeAll(let key, _):
        if origins(of: key).contains(where: isPath) { return true }
      case .storedClosure(_, let inner, _): work += inner
      case .branches(let branches, _): for branch in branches { work += branch.effects }
      }
    }
    return false
  }

  /// Whether writing state navigates: it, the state a `@Binding` stands for, or state derived from
  /// it (`CodeReader.derivations`) shows a presentation, switches the root, selects the app's tab or
  /// resets a path. Each key once.
  private func drivesNavigation(_ key: StateKey) -> Bool {
    var seen: Set<StateKey> = [key]
    var work = [key]
    while let current = work.popLast() {
      for origin in origins(of: current) {
        if !presentations(of: origin).isEmpty || rootSwitches[origin] != nil || appTabs?.selection == origin
          || isPath(origin)
        {
          return true
        }
        for derivation in reader.derivations[origin] ?? [] where seen.insert(derivation.target).inserted {
          work.append(derivation.target)
        }
      }
    }
    return false
  }
}
