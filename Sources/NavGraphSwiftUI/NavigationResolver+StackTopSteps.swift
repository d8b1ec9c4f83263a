internal import NavGraph

/// A guide that picks its move by the route on top of its stack (`func advance() { switch
/// path.last { case nil: path.append(.welcome) case .welcome?: path.append(.permissions) case
/// .permissions?: path.append(.preferences) case .preferences?: isCompleted = true } }`), called by
/// every screen of the stack: on each screen only the branch for the route that shows it runs, as
/// the screen shown is the top of the path. Without it every caller got every branch: each step
/// pushed every later step and closed the flow.
extension NavigationResolver {
  /// The branches of a `switch` on a path's last element that run on a screen: those naming a route
  /// the stack's destinations show the screen for, or `nil` when the screen is a stack's root (the
  /// path is empty), and the `default` when the screen is shown for a route no branch names. All of
  /// them for any other switch, or on a screen the path's routes do not show (a component's code on
  /// a screen of another stack). O(branches × registrations of the route type).
  func currentTopBranches(_ branches: [EffectBranch], screen: ScreenRecord) -> [EffectBranch] {
    guard let top = branches.first?.top, branches.allSatisfy({ $0.top?.path == top.path }) else {
      return branches
    }
    let named = Set(branches.flatMap { $0.top?.cases ?? [] })
    let routes = reader.index.types[top.element]?.cases.map(\.name) ?? named.filter { $0 != "nil" }.sorted()
    let registrations = stackRegistrations(
      reader.registrations[top.element] ?? [], on: screen.key, stack: pushedStack(top.path))
    var shown: Set<String> = screen.stack ? ["nil"] : []
    for name in routes {
      let route = Value.enumCase(type: top.element, name: name)
      if registrations.contains(where: { oneTarget($0, for: route, type: top.element) == [screen.key] }) {
        shown.insert(name)
      }
    }
    guard !shown.isEmpty else { return branches }
    let unnamed = !shown.isSubset(of: named)
    return branches.filter { branch in
      let cases = branch.top?.cases ?? []
      return cases.isEmpty ? unnamed : cases.contains(where: shown.contains)
    }
  }
}
