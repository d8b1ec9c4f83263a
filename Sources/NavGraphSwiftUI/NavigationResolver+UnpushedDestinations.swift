internal import NavGraph

/// Destinations nothing pushes: a case of a `navigationDestination` switch that no code the reader
/// follows pushes (`case .editItem(let item): EditItemView(item: item)` with no `push(.editItem)`),
/// registered by a screen the app shows. It is a screen of the app all the same (the view the code
/// names as a navigation target), with its own links, so that `check` reports it as unreachable
/// instead of the description leaving it out silently, and the screens it leads to are read too.
extension NavigationResolver {
  /// Adds the screens of the registrations of the screens found so far that nothing pushed, and
  /// processes them, until no new registration is met: each registration is read once, in source
  /// order per round, so the result does not depend on the order screens were found. Each round is
  /// linear in the screens and summaries, and a round runs only after one that read new
  /// registrations, so there are at most as many rounds as registrations (in practice one or two).
  func addUnpushedDestinations(app: String?) {
    var read: Set<SourceAnchor> = []
    while true {
      // The views whose code the app shows: the App's, and those of every screen found so far
      // (their own, their components', the hosts around them), and the views holding a stack
      // around a tab bar (`NavigationStack(path: $path) { TabView { ... }.navigationDestination(for:
      // Leg.self) { ... } }` in a view of its own), whose destinations the tabs push.
      var shown: Set<String> = app.map { [$0] } ?? []
      shown.formUnion(outerStacks.values)
      for record in screens.values {
        shown.formUnion(record.views)
        for id in record.code { if let host = reader.summaries[id]?.host { shown.insert(host) } }
      }
      var registrations: [Registration] = []
      for summary in reader.summaries.values where summary.host.map(shown.contains) ?? false {
        for registration in summary.registrations where !read.contains(registration.location) {
          registrations.append(registration)
        }
      }
      for registration in registrations { read.insert(registration.location) }
      guard !registrations.isEmpty else { return }
      for registration in registrations.sorted(by: { $0.location < $1.location }) {
        guard let views = declaredViews(withoutAppTabHost(registration.destination)) else { continue }
        _ = targets(views, selector: nil, stack: false, eager: true)
      }
      while let key = pending.popFirst() { process(key) }
    }
  }

  /// The alternatives of a destination that are view types (`case .archive: ArchiveView()`), without
  /// those the reader cannot follow, which a push reports where it happens (a wrapper's `build($0)`,
  /// read with its creator's closure there). Nil when none is left. Bounded by the reader's depth
  /// of nested choices.
  private func declaredViews(_ shape: Shape) -> Shape? {
    switch shape {
    case .view: return shape
    case .stack(let inner): return declaredViews(inner).map(Shape.stack)
    case .choice(let alternatives):
      let kept = alternatives.compactMap { alternative in
        declaredViews(alternative.shape).map { (conditions: alternative.conditions, shape: $0) }
      }
      return kept.isEmpty ? nil : .choice(kept)
    case .inline, .tabs, .unresolved, .empty: return nil
    }
  }

  /// A registered destination without the host of the app's tab bar among its cases (`case .main:
  /// MainView()` in a root stack whose root branch shows that tab bar already): that case shows
  /// the app's tab bar, which is no screen; the other cases are kept. Bounded by the reader's
  /// depth of nested choices.
  func withoutAppTabHost(_ shape: Shape) -> Shape {
    switch shape {
    case .view(let name, _, _): return appTabs?.host == name ? .empty : shape
    case .choice(let alternatives):
      return .choice(alternatives.map { (conditions: $0.conditions, shape: withoutAppTabHost($0.shape)) })
    case .inline, .stack, .tabs, .unresolved, .empty: return shape
    }
  }
}
