internal import SwiftSyntax

/// A root that switches on a route its own stack also pushes: `NavigationStack(path:
/// $coordinator.path) { coordinator.view(for: coordinator.rootPage).navigationDestination(for:
/// Page.self) { coordinator.view(for: $0) } }`, where `setRootPage(_:)` writes `rootPage`. Every
/// case of `Page` is a branch of the root's switch, but only the cases the code writes to
/// `rootPage` (and its initial value) are ever the root: the others are pages the stack pushes.
extension NavigationResolver {
  /// The alternatives of a root switch on `key` that can be the root: all of them, unless `key`
  /// holds a value of a type a `navigationDestination(for:)` registers (a route the stack also
  /// pushes) and every write to it is a case the reader can tell; then those that admit the
  /// state's initial value or a case written to it. O(effects read) once per key.
  func rootAlternatives(
    _ alternatives: [(conditions: [Condition], shape: Shape)], switchingOn key: StateKey
  ) -> [(conditions: [Condition], shape: Shape)] {
    guard let cases = rootCases(of: key) else { return alternatives }
    let kept = alternatives.filter { alternative in
      alternative.conditions.allSatisfy { condition in
        condition.subject != .state(key) || cases.contains { condition.admits($0) }
      }
    }
    return kept.isEmpty ? alternatives : kept
  }

  /// The cases `key` can hold when it holds a pushed route: its initial value and every case
  /// written to it (also through a `@Binding` bound to it). Nil when its type is registered by no
  /// `navigationDestination(for:)`, when its initial value or a write is not a case the reader
  /// can tell (a value passed on unknown, a toggle), or when Combine or a listener sets it.
  func rootCases(of key: StateKey) -> Set<String>? {
    if let known = rootCaseCache[key] { return known }
    let cases = computeRootCases(of: key)
    rootCaseCache[key] = cases
    return cases
  }

  private func computeRootCases(of key: StateKey) -> Set<String>? {
    guard let type = reader.stateType(key)?.unwrapped,
      let declared = index.lookup(type, from: key.owner), declared.kind == .enumType,
      reader.registrations[declared.qualifiedName]?.isEmpty == false
    else { return nil }
    return knownValues(of: key)
  }

  /// The alternatives of a root switch on a view's `@State` without the last one when it shows
  /// the host's own content and no value the state can hold selects it (`if stage == "signin" {
  /// ... } else if stage == "intro" { ... } else if stage == "board" { ... }` with no `else`, and
  /// only those three strings ever stored): that branch is never shown, so no screen. Otherwise
  /// all of them. O(effects read) once per key.
  func withoutUnselectedOwnContent(
    _ alternatives: [(conditions: [Condition], shape: Shape)], switchingOn key: StateKey, host: String?
  ) -> [(conditions: [Condition], shape: Shape)] {
    guard alternatives.count > 2, let last = alternatives.last, isHostContent(last.shape, host: host) != nil,
      isViewState(key), let values = knownValues(of: key)
    else { return alternatives }
    let others = alternatives.dropLast()
    let selected = values.allSatisfy { value in
      others.contains { $0.conditions.allSatisfy { $0.subject != .state(key) || holds($0, for: value) } }
    }
    return selected ? Array(others) : alternatives
  }

  /// The values `key` can hold: its initial value and every value written to it (also through a
  /// `@Binding` bound to it), each a case, number, string or Bool the reader can tell. Nil when
  /// one is not, when it is toggled, or when Combine or a listener sets it.
  private func knownValues(of key: StateKey) -> Set<String>? {
    guard let initial = initialValue(of: key) else { return nil }
    if reader.detachedWrites.contains(where: { $0.key == key })
      || reader.derivations.values.contains(where: { $0.contains { $0.target == key } })
    {
      return nil
    }
    var pending = readEffects()
    var cases: Set<String> = [initial]
    while let effect = pending.popLast() {
      switch effect {
      case .write(let written, let value, _) where origins(of: written).contains(key):
        guard let name = value.caseName else { return nil }
        cases.insert(name)
      case .toggle(let written, _) where origins(of: written).contains(key): return nil
      case .branches(let branches, _): for branch in branches { pending += branch.effects }
      case .storedClosure(_, let effects, _): pending += effects
      default: break
      }
    }
    return cases
  }

  /// The effects of every action the reader read: the link sites of every summary, the deep-link
  /// handlers, the closures given to components and the environment, and what the subscriptions to
  /// subjects and events do (their nested branches and stored closures as they are). Unordered;
  /// linear in the effects.
  func readEffects() -> [Effect] {
    var pending: [Effect] = []
    for summary in reader.summaries.values {
      for site in summary.links {
        if case .effects(let effects) = site.trigger { pending += effects }
      }
      for handler in summary.deepLinkHandlers { pending += handler.effects }
    }
    for arguments in reader.closureArguments.values {
      for argument in arguments { pending += argument.effects }
    }
    for subscribers in reader.subjectSubscribers.values {
      for subscriber in subscribers { pending += subscriber.effects }
    }
    return pending
  }
}
