/// A tab whose root switches on state: `Tab("Profile") { if session.isSignedIn { ProfileView() }
/// else { SignInView() } }`, or a tab root view whose body is such an `if` or `switch`.
extension NavigationResolver {
  /// Whether a switch in a tab changes the tab's screen rather than its content: every branch is a
  /// view type (none is content written in place, as a list's empty state is), and a branch is a
  /// stack of its own or the state is not the holding view's own (a session's `isSignedIn`, not
  /// the chart type a picker in the view sets, nor the objects of a SwiftData query it holds).
  private func switchesScreens(
    _ alternatives: [(conditions: [Condition], shape: Shape)], on key: StateKey, host: String?
  ) -> Bool {
    var stacked = false
    for alternative in alternatives {
      var shape = alternative.shape
      if case .stack(let inner) = shape {
        shape = inner
        stacked = true
      }
      guard case .view = shape else { return false }
    }
    // A SwiftData query's objects are the holding view's data (`if tasks.isEmpty { EmptyTasks() }
    // else { TaskList() }`: an empty state), not state that changes its screen.
    return stacked || (key.owner != host && key.owner != CodeReader.queryOwner)
  }

  /// The content a tab shows when its root switches on state: the branch the state's initial value
  /// selects (the first when the reader cannot tell that value), as at the App's root. The model's
  /// tab roots are fixed, so the other branches are left out, with a warning at the test naming
  /// them; a view holding the switch is not a screen, its code is the chosen branch's (as a root
  /// switch's host, returned with the shape). Nil when the tab's content does not switch its
  /// screen on one piece of state (`switchesScreens`; read as before), or when every branch shows
  /// the same view. O(branches).
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
      key.owner != "?", key.constantValue == nil,
      alternatives.allSatisfy({ $0.conditions.count == 1 && $0.conditions[0].subject == subject })
    else { return nil }
    var views: [Set<String>] = []
    for alternative in alternatives {
      var names = Set<String>()
      collectViews(alternative.shape, into: &names)
      views.append(names)
    }
    guard Set(views).count > 1, switchesScreens(alternatives, on: key, host: host) else { return nil }
    let value = initialValue(of: key)
    let chosen =
      value.flatMap { value in alternatives.firstIndex { holds($0.conditions[0], for: value) } } ?? 0
    let shape = alternatives[chosen].shape
    if let host { rootSwitchHosts.insert(host) }
    let shown = views[chosen].sorted().map { "'\($0)'" }.joined(separator: ", ")
    let others = views.indices.filter { $0 != chosen }.flatMap { views[$0].subtracting(views[chosen]) }
    let left = Set(others).sorted().map { "'\($0)'" }.joined(separator: ", ")
    let why =
      value == nil
      ? "its first branch (the reader cannot tell the value of '\(key)' at launch)"
      : "the branch the initial value of '\(key)' selects"
    warn(
      "this tab's root switches on '\(key)', and the model's tab roots are fixed, so the tab shows \(shown), \(why), and leaves out \(left); add them through the overlay (navgraph.json in the first PATH, or --overlay)",
      at: alternatives[0].conditions[0].location ?? item.location)
    return (stack ? .stack(shape) : shape, host)
  }
}
