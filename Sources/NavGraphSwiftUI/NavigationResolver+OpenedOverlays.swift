internal import NavGraph

/// Overlays around the tab bar shown only while state is true: a side menu given a binding to the
/// host's state (`SideMenu(isPresented: $showMenu)`) that closes itself (`isPresented = false`), or
/// shown under `if showMenu` (`if menu.isOpen`), opened by some screens' actions (`showMenu = true`
/// in the tab roots' toolbar buttons). Its links can be used only where it can be opened, so they
/// belong to those screens.
extension NavigationResolver {
  /// The summaries of the code around the tab bar that an overlay shown by state shows (the
  /// overlay's own and its components'), each with that state: a component under `if` on state,
  /// or whose own actions set one of its `@Binding` Booleans to false, that binding standing for
  /// the state of a view of the code around the tab bar (`views`). O(summaries × effects).
  func openedOverlayCode(_ ids: [SummaryID], views: Set<String>) -> [SummaryID: StateKey] {
    var result: [SummaryID: StateKey] = [:]
    for id in ids {
      for use in reader.summaries[id]?.uses ?? [] where use.role == .component {
        guard let key = use.requires.first else { continue }
        for shown in closure(of: [.view(use.type)]) where result[shown] == nil {
          result[shown] = openedState(key)
        }
      }
    }
    for id in ids {
      guard case .view(let name) = id, result[id] == nil, let summary = reader.summaries[id] else { continue }
      var state: StateKey?
      for site in summary.links {
        guard case .effects(let effects) = site.trigger else { continue }
        for key in writes(effects, closing: true) where key.owner == name && reader.aliases[key] != nil {
          state = state ?? origins(of: key).first { views.contains($0.owner) }
        }
      }
      guard let state else { continue }
      for shown in closure(of: [id]) where result[shown] == nil { result[shown] = state }
    }
    return result
  }

  /// The state a condition or a write stands for: what a binding is bound to.
  func openedState(_ key: StateKey) -> StateKey { origins(of: key).first ?? key }

  /// The screens whose own code (not the code around the tab bar, `around`) opens state: an action
  /// that sets it to true or toggles it, directly or through a binding standing for it. O(screens ×
  /// their code's effects).
  func openers(of state: StateKey, around: Set<SummaryID>) -> Set<ScreenKey> {
    var result = Set<ScreenKey>()
    for key in order {
      guard let record = screens[key] else { continue }
      let opens = record.code.subtracting(around).contains { id in
        (reader.summaries[id]?.links ?? []).contains { site in
          guard case .effects(let effects) = site.trigger else { return false }
          return writes(effects, closing: false).contains { origins(of: $0).contains(state) || $0 == state }
        }
      }
      if opens { result.insert(key) }
    }
    return result
  }

  /// The state effects set to false (`closing`), or to true or toggle, in every branch. Iterative
  /// over branches: O(effects).
  private func writes(_ effects: [Effect], closing: Bool) -> [StateKey] {
    var result: [StateKey] = []
    var pending = effects
    while let effect = pending.popLast() {
      switch effect {
      case .write(let key, .bool(let value), _) where value != closing: result.append(key)
      case .toggle(let key, _) where !closing: result.append(key)
      case .branches(let branches, _): for branch in branches { pending += branch.effects }
      default: break
      }
    }
    return result
  }
}
