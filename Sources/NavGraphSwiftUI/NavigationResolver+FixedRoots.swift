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
  /// side menu beside the `if`) is part of what the branch shows. O(branches).
  func fixedRoot(
    _ alternatives: [(conditions: [Condition], shape: Shape)], testing key: StateKey, stack: Bool,
    host: String?
  ) -> RootForm? {
    let literal = key.constantValue
    let chosen =
      literal.flatMap { value in alternatives.firstIndex { $0.conditions.first?.admits(value) == true } } ?? 0
    guard let form = rootForm(alternatives[chosen].shape, stack: stack) else { return nil }
    if literal == nil {
      var others = Set<String>()
      for alternative in alternatives.dropFirst() { collectViews(alternative.shape, into: &others) }
      let left = others.isEmpty ? "" : " (" + others.sorted().map { "'\($0)'" }.joined(separator: ", ") + ")"
      warn(
        "the root shows one of its branches by '\(key.name)', which is no state the reader follows (a function call, a flag, a constant, or state of a type not in the files read), so a run shows one branch and the reader cannot tell which; it reads the first, \(describe(form)), and leaves out the others\(left), since reading them all would link screens no run shows together; set 'entry' or 'tabs' in the overlay for another branch",
        at: alternatives[0].conditions.first?.location ?? shapeLocation(alternatives[0].shape))
    }
    guard let host else { return form }
    // The branches' views are not the host's components: the host is code around them.
    rootSwitchHosts.insert(host)
    switch form {
    case .single(let target): attachRootHostCode(host, to: target)
    case .switching(_, let branches, _):
      for branch in branches { attachRootHostCode(host, to: branch.target) }
    }
    return form
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
