internal import NavGraph
internal import SwiftSyntax

/// A container whose body is only a root-style choice (`Gate { Group { if onboarded { Home() } else
/// { Intro() } } }` over its own state or an `@AppStorage` key) used as a modal's or a push's
/// destination: it shows the branch its state selects, as the App's root switch does, so the
/// destination is that branch's view, not a screen of the container's own (held-out set 55
/// FoodieFinder's splash cover of its welcome coordinator; before, the container was an empty
/// screen of its own, silently).
extension NavigationResolver {
  /// The branch `destination` shows when it is such a container: the view of the branch its state's
  /// initial value selects (`initialValue(of:)`, as the root switch reads it). Nil for any other
  /// destination, or when the value is one the reader cannot tell (then warned at `location` when
  /// one is given, and the container read as before).
  func switchedContainerBranch(_ destination: Shape, warnAt location: SourceAnchor?) -> Shape? {
    guard case .view(let name, _, _) = destination, let type = index.types[name], bodyIsOnlyAChoice(type),
      case .choice(let branches)? = reader.summaries[.view(name)]?.top, branches.count > 1,
      let key = switchedKey(of: branches, owner: type.qualifiedName)
    else { return nil }
    guard let value = initialValue(of: key),
      let branch = branches.first(where: { holds($0.conditions[0], for: value) })
    else {
      if let location {
        warn(
          "'\(name)' shows one of its views by '\(key)', whose value when it is shown the reader cannot tell, so it is read as a screen of its own; add the view it shows through the overlay if that is wrong",
          at: location)
      }
      return nil
    }
    return branch.shape
  }

  /// The one piece of state every branch tests, alone, when each shows a view type and the state is
  /// the container's own or an `@AppStorage` key; nil otherwise.
  private func switchedKey(of branches: [(conditions: [Condition], shape: Shape)], owner: String) -> StateKey?
  {
    var found: StateKey?
    for branch in branches {
      guard branch.conditions.count == 1, case .state(let key) = branch.conditions[0].subject,
        key.owner == owner || key.owner == "@AppStorage", found == nil || found == key,
        case .view = branch.shape
      else { return nil }
      found = key
    }
    return found
  }
}
