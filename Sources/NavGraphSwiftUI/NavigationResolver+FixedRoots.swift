internal import SwiftSyntax

/// A root `if` or `switch` on something that is no state the reader follows: a function call, a
/// feature flag, a constant (`if featureFlags().isDebugMode { AppTabView() } else { HomeStack() }`).
extension NavigationResolver {
  /// The root such a choice gives. Nothing in the app is seen to change what it tests, so a run
  /// shows one branch for its whole length. A value the reader knows (a literal, `if true`, `if
  /// !false`; a constant, `if usesNewOnboarding`, `switch Rollout.layout`) says which; anything
  /// else cannot be told, and the first branch is read, with a warning at the test naming the
  /// branches left out: reading every branch would link screens that no single run shows together
  /// (a false link), while reading one only misses the others' screens. The host's own code (a
  /// side menu beside the `if`) is part of what the branch shows. `unchanged`: the state a view
  /// holds that nothing changes (`unchangingStateValue`), whose initial value `key` is: the choice
  /// is noted, with the branches never shown in its place. O(branches).
  func fixedRoot(
    _ alternatives: [(conditions: [Condition], shape: Shape)], testing key: StateKey, stack: Bool,
    host: String?, unchanged: StateKey? = nil
  ) -> RootForm? {
    let literal = key.constantValue
    var chosen =
      literal.flatMap { value in alternatives.firstIndex { $0.conditions.first?.admits(value) == true } } ?? 0
    if literal == nil, let first = tabBar(shownBy: alternatives[0].shape),
      let plain = alternatives.indices.dropFirst().first(where: {
        if case .empty = alternatives[$0].shape { return false }
        return tabBar(shownBy: alternatives[$0].shape) == nil
      })
    {
      // The tab bar's branch written first (`if Auth.auth().currentUser != nil { MainTabs() } else
      // { SignIn() }`): the branch without one is read, and the tab bar kept, as when it is
      // written second, so the order the branches are written in changes nothing; unless the
      // other branch shows a tab's screen, which the tab bar shows already.
      var tabScreens = Set<String>()
      var plainScreens = Set<String>()
      collectViews(.tabs(first.info), into: &tabScreens)
      collectViews(alternatives[plain].shape, into: &plainScreens)
      if tabScreens.isDisjoint(with: plainScreens) { chosen = plain }
    }
    guard let form = rootForm(alternatives[chosen].shape, stack: stack) else { return nil }
    if let unchanged, let literal {
      var others = Set<String>()
      for (index, alternative) in alternatives.enumerated() where index != chosen {
        collectViews(alternative.shape, into: &others)
      }
      let names = others.sorted().map { "'\($0)'" }.joined(separator: ", ")
      warn(
        "the root shows one of its branches by '\(unchanged)', which nothing changes (no code writes it and its view gives its binding to nothing), so it always shows the branch its initial value '\(literal)' selects"
          + (others.isEmpty ? "" : ", never the others (\(names)) in its place"),
        at: alternatives[0].conditions.first?.location ?? shapeLocation(alternatives[0].shape),
        severity: .note)
    }
    if literal == nil {
      // The model's one tab bar, at the root, is the tab bar of a branch left out when the one
      // read shows none (`if Vault.shared.key == "" { Gate() } else { TabView { ... } }`), as when
      // the reader can follow the test: kept as the app's, with no link to it. Read as code around
      // the branch read, its tabs were pushes from each screen it shows.
      let kept =
        form.showsTabBar
        ? nil : keptTabBar(alternatives.indices.filter { $0 != chosen }, of: alternatives, host: host)
      var others = Set<String>()
      for (index, alternative) in alternatives.enumerated() where index != chosen && index != kept?.index {
        collectViews(alternative.shape, into: &others)
      }
      let names = others.sorted().map { "'\($0)'" }.joined(separator: ", ")
      let left = others.isEmpty ? "" : " (\(names))"
      let read: String
      if let kept {
        var tabs = Set<String>()
        collectViews(alternatives[kept.index].shape, into: &tabs)
        let shown = tabs.isEmpty ? "" : " (" + tabs.sorted().map { "'\($0)'" }.joined(separator: ", ") + ")"
        let why = "since reading them all would link screens no run shows together"
        let rest = others.isEmpty ? "" : "; it leaves out the others\(left), \(why)"
        read =
          "it reads \(chosen == 0 ? "the first" : "the first branch without a tab bar"), \(describe(form)), and keeps the tab bar of another branch\(shown) as the app's, with no link to it, since it cannot tell when the root changes\(rest)"
      } else {
        read =
          "it reads the first, \(describe(form)), and leaves out the others\(left), since reading them all would link screens no run shows together"
      }
      warn(
        "the root shows one of its branches by '\(key.name)', which is no state the reader follows (a function call, a flag, a constant, or state of a type not in the files read), so a run shows one branch and the reader cannot tell which; \(read); set 'entry' or 'tabs' in the overlay for another branch",
        at: alternatives[0].conditions.first?.location ?? shapeLocation(alternatives[0].shape))
    }
    guard let host else { return form }
    // The handlers on a branch that state nothing changes keeps out never run.
    if unchanged != nil {
      for (index, alternative) in alternatives.enumerated() where index != chosen {
        attachBranchHandlers(alternative.shape, host: host, to: nil)
      }
    }
    // The branches' views are not the host's components: the host is code around them.
    rootSwitchHosts.insert(host)
    switch form {
    case .single(let target): attachRootHostCode(host, to: target)
    case .switching(_, let branches, _):
      for branch in branches { attachRootHostCode(host, to: branch.target) }
    }
    return form
  }

  /// The first tab bar a branch left out shows (a `TabView` written in the branch, in a stack, or
  /// the body of the view it shows), made one of the root's tab bar branches
  /// (`rootTabBarBranches`), which `settleRootTabBar` makes the app's once the root is read, with
  /// the code around it: the host's, the view's wrappers and modifiers. `index`: its branch's
  /// position among all the alternatives. O(branches).
  private func keptTabBar(
    _ indices: [Int], of alternatives: [(conditions: [Condition], shape: Shape)], host: String?
  ) -> (index: Int, info: TabViewInfo)? {
    for index in indices {
      let alternative = alternatives[index]
      guard let (info, around) = tabBar(shownBy: alternative.shape) else { continue }
      for id in around { attachAroundCode(id, to: .tabs(info)) }
      if let host { attachRootHostCode(host, to: .tabs(info)) }
      if !rootTabBarBranches.contains(where: { $0.info === info }) {
        rootTabBarBranches.append((info, alternative.conditions.first?.location))
      }
      return (index, info)
    }
    return nil
  }

  /// The tab bar a root branch shows (a `TabView` written in the branch, in a stack, or the body of
  /// the view it shows), with the code around it (the view's wrappers and modifiers); nil for a
  /// branch showing none.
  private func tabBar(shownBy shape: Shape) -> (info: TabViewInfo, around: [SummaryID])? {
    switch shape {
    case .tabs(let found), .stack(.tabs(let found)): return (found, [])
    case .view(let name, let decoration, _):
      guard let (found, wrappers) = tabs(shownBy: name) else { return nil }
      return (found, wrappers + decoration.content)
    default: return nil
    }
  }

  /// `'HomeView'`, `the tab bar`, or `a switch on 'Session.signedIn'`.
  private func describe(_ form: RootForm) -> String {
    switch form {
    case .single(.screen(let key)): return "'\(screenName(key))'"
    case .single(.tabs): return "the tab bar"
    case .switching(let key, _, _): return "a switch on '\(key)'"
    }
  }
}
