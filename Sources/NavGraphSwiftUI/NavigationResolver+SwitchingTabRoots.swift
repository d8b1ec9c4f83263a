/// A tab whose root switches on state: `Tab("Profile") { if session.isSignedIn { ProfileView() }
/// else { SignInView() } }`, or a tab root view whose body is such an `if` or `switch`.
extension NavigationResolver {
  /// The content a tab shows when its root switches on state: the branch the state's initial value
  /// selects (the first when the reader cannot tell that value), as at the App's root. The model's
  /// tab roots are fixed, so the other branches are left out, with a warning at the test naming
  /// them; a view holding the switch is not a screen, its code is the chosen branch's (as a root
  /// switch's host, returned with the shape). Nil when the tab's content does not switch on one piece of state (read as
  /// before), or when every branch shows the same view. O(branches).
  func switchingTabRoot(_ item: TabItemInfo) -> (shape: Shape, host: String?)? {
    var content = item.content
    var stack = false
    if case .stack(let inner) = content {
      content = inner
      stack = true
    }
    var host: String?
    var alternatives: [(conditions: [Condition], shape: Shape)]
    switch content {
    case .choice(let found): alternatives = found
    case .view(let name, _, _):
      guard let summary = reader.summaries[.view(name)] else { return nil }
      switch summary.top {
      case .choice(let found): alternatives = found
      case .stack(.choice(let found)):
        alternatives = found
        stack = true
      default: return nil
      }
      host = name
    default: return nil
    }
    guard let subject = alternatives.first?.conditions.first?.subject, case .state(let key) = subject,
      key.owner != "?",
      alternatives.allSatisfy({ $0.conditions.count == 1 && $0.conditions[0].subject == subject })
    else { return nil }
    var views: [Set<String>] = []
    for alternative in alternatives {
      var names = Set<String>()
      collectViews(alternative.shape, into: &names)
      views.append(names)
    }
    guard Set(views).count > 1 else { return nil }
    let value = initialValue(of: key)
    let chosen = value.flatMap { value in alternatives.firstIndex { $0.conditions[0].admits(value) } } ?? 0
    var shape = alternatives[chosen].shape
    if let host {
      rootSwitchHosts.insert(host)
      if case .inline(let id, _, _, _) = shape, id == .view(host) {
        shape = .view(host, Decoration(), index.types[host]?.location ?? item.location)
      }
    }
    let shown = views[chosen].sorted().map { "'\($0)'" }.joined(separator: ", ")
    let others = views.indices.filter { $0 != chosen }.flatMap { views[$0].subtracting(views[chosen]) }
    let left = Set(others).sorted().map { "'\($0)'" }.joined(separator: ", ")
    let why =
      value == nil
      ? "its first branch (the reader cannot tell the value of '\(key)' at launch)"
      : "the branch the initial value of '\(key)' selects"
    warn(
      "this tab's root switches on '\(key)', and the model's tab roots are fixed, so the tab shows \(shown.isEmpty ? "the content of '\(host ?? "the tab")'" : shown), \(why), and leaves out \(left.isEmpty ? "the other branches" : left); add them through the overlay (navgraph.json in the first PATH, or --overlay)",
      at: alternatives[0].conditions[0].location ?? item.location)
    return (stack ? .stack(shape) : shape, host)
  }
}
