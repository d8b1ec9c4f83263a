internal import NavGraph

/// A modal's own stack reset in the action that closes the modal: a router's `dismissModal()`
/// doing `showModal = false; modalRoute = nil; modalRoutes.removeAll()`, where `modalRoutes` is the
/// path of the `NavigationStack` inside the sheet. The sheet and its stack go together, so the
/// reset moves nothing the user sees; read as a move after the dismissal it would be a
/// `popToRoot` of the stack under the sheet.
extension NavigationResolver {
  /// The effects without the changes to the own stack paths of a modal that a write in them
  /// closes (a flag set false, an item set nil; true for a modal shown while its flag is false),
  /// before or after the write: the stack goes with the modal, and the action ends on the
  /// presenter either way. The closing writes are looked for among the action's top-level effects,
  /// the changes dropped in every branch. Linear in the effects.
  func withoutClosedModalPaths(_ effects: [Effect]) -> [Effect] {
    var closed: Set<StateKey> = []
    for effect in effects {
      guard case .write(let key, let value, _) = effect else { continue }
      for presentation in presentations(of: key) where closes(value, presentation) {
        closed.formUnion(presentation.ownPaths)
      }
    }
    return CodeReader.withoutPathChanges(of: closed, effects)
  }

  /// Whether writing `value` to a presentation's state closes it.
  private func closes(_ value: Value, _ presentation: Presentation) -> Bool {
    switch value {
    case .none: return true
    case .bool(let shown): return shown == presentation.negated
    default: return false
    }
  }
}
