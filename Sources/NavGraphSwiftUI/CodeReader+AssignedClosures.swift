internal import NavGraph
internal import SwiftSyntax

/// A completion closure stored in an object's closure property (`coordinator.onSuccess = { _ in
/// profile.isAuthPresented = false }` in a container's `.onAppear`) and called by a method of the
/// object (`func complete(user:) { onSuccess?(user) }`) that a view's action calls: the action
/// runs the stored closure, so its moves are the action's. Followed only when code assigns the
/// property exactly one closure the reader can see; otherwise the stored closure keeps its
/// `unresolved-navigation` warning (`+StoredClosures`).
extension CodeReader {
  /// Records a closure written directly as what an object's closure property is assigned, with what
  /// it does (the effects of its `storedClosure`) and the view whose code assigns it.
  func noteAssignedClosure(_ stored: [Effect], to target: ExprSyntax, rhs: ExprSyntax, in scope: Scope) {
    guard stored.count == 1, case .storedClosure(_, let effects, let location) = stored[0],
      peel(rhs).is(ClosureExprSyntax.self),
      case .closureProperty(let key) = value(of: target, in: scope),
      let owner = index.types[key.owner], !owner.isView,
      assignedClosureSites[location] == nil
    else { return }
    assignedClosureSites[location] = key
    assignedClosures[key, default: []].append(ClosureArgument(creator: scope.origin, effects: effects))
  }

  /// The one closure assigned to an object's closure property, when code assigns it exactly one.
  func assignedClosure(_ key: StateKey) -> ClosureArgument? {
    guard let assigned = assignedClosures[key], assigned.count == 1 else { return nil }
    return assigned[0]
  }

  /// Whether the closure written at `location` is followed to where it is called: the one closure
  /// assigned to a property some code calls.
  func isFollowedAssignedClosure(at location: SourceAnchor) -> Bool {
    guard let key = assignedClosureSites[location] else { return false }
    return assignedClosure(key) != nil && calledClosures.contains(key)
  }
}
