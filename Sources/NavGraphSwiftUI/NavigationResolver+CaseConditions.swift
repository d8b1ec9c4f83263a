/// Content an `if` shows for some cases of a root switch's state only (`CodeReader.caseCondition`):
/// not part of the screens the other cases show.
extension NavigationResolver {
  /// Whether content an `if` shows for some cases of a state (`test`, `CodeReader.caseCondition`) is part
  /// of `screen`: false only when the screen is a root branch shown by one case of that state
  /// which the test excludes (the search screen of `switch router.route`, under `if router.route !=
  /// .search { NavBar() }`). O(the screen's branch conditions).
  func admitsBranch(_ test: Condition, screen: ScreenKey) -> Bool {
    for condition in rootBranchCases[screen] ?? [] where condition.subject == test.subject {
      if let value = condition.value, !test.admits(value) { return false }
    }
    return true
  }
}
