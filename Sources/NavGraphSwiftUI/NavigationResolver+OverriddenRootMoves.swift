/// Root moves that a later root move in the same action overrides: two writes to the root's state
/// in one action (`UserDefaults.standard.set(false, forKey: "loggedIn")` switching the outer root,
/// then `settings.loggedIn = false` switching a root nested in its branch) leave the root showing
/// what the later one shows, not a chain through both.
extension NavigationResolver {
  /// The moves without a `replace` right before another `replace`, and without a `tab` equal to the
  /// one right before it (`tab 0` then `tab 0`). Other repeated moves act twice (`pop` then `pop`).
  /// The same moves when there is neither. Linear.
  func withoutOverriddenRootMoves(_ moves: [PendingMove]) -> [PendingMove] {
    var result: [PendingMove] = []
    for move in moves {
      if let last = result.last,
        (last.kind == .tab && last == move) || (last.kind == .replace && move.kind == .replace)
      {
        result.removeLast()
      }
      result.append(move)
    }
    return result
  }
}
