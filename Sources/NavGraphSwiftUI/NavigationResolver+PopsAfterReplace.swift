internal import NavGraph

/// Pops that follow a `replace` in one action: the `replace` resets everything (its screen is the
/// single root, docs/MODEL.md), so a `pop` or `popToRoot` after it never acts, and `check` would
/// call that part of the link inert. The router that sets the root's state and then clears the
/// path (`rootPage = page; navigationPath.removeLast(navigationPath.count)`) is one `replace`.
extension NavigationResolver {
  /// The moves without the `pop` and `popToRoot` moves that come after a `replace`. The same moves
  /// when there is no `replace`. Linear.
  func withoutPopsAfterReplace(_ moves: [PendingMove]) -> [PendingMove] {
    guard let replace = moves.firstIndex(where: { $0.kind == .replace }) else { return moves }
    let inert: Set<LinkKind> = [.pop, .popToRoot]
    return Array(moves[...replace]) + moves[(replace + 1)...].filter { !inert.contains($0.kind) }
  }
}
