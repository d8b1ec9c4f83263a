internal import NavGraph

/// Moves that follow a `replace` in one action: the `replace` resets everything (its screen is the
/// single root, docs/MODEL.md), so a `pop` or `popToRoot` after it never acts, and `check` would
/// call that part of the link inert. The router that sets the root's state and then clears the
/// path (`rootPage = page; navigationPath.removeLast(navigationPath.count)`) is one `replace`. A
/// write of the tab bar's selection after it (`isLoggedIn = false; currentView = 1` on sign-out)
/// selects a tab of a tab bar the root no longer shows: no move either, where a `tab` link would
/// make the tab bar the root again.
extension NavigationResolver {
  /// The moves without the `pop`, `popToRoot` and `tab` moves that come after a `replace`. The same
  /// moves when there is no `replace`. Linear.
  func withoutInertMovesAfterReplace(_ moves: [PendingMove]) -> [PendingMove] {
    guard let replace = moves.firstIndex(where: { $0.kind == .replace }) else { return moves }
    let inert: Set<LinkKind> = [.pop, .popToRoot, .tab]
    return Array(moves[...replace]) + moves[(replace + 1)...].filter { !inert.contains($0.kind) }
  }
}
