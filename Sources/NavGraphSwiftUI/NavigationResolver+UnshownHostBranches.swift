internal import NavGraph

/// A root switch's branch showing the host's own content (`case .probing: ProgressView().task {
/// await crew.reload() }`) that the app does not launch on (the type's initializer sets the state
/// on every path, `NavigationResolver.initializerLaunchValues`, so the declared value it chooses is
/// overridden) and that no move the reader read leads to is never shown: it is no screen, and its
/// handlers' moves are no links. Kept, it was the host as a screen with the moves of a handler that
/// never runs. So is a host-content branch a root write left for the branch it waits for
/// (`awaitedBranch`) when no other move leads to it.
extension NavigationResolver {
  /// Removes such branches' screens once every link is read. O(switches × branches + links).
  func dropUnshownHostBranches() {
    var candidates = awaitedHostBranches.filter { $0 != entry && !tabRoots.contains($0) }
    for (key, alternatives) in rootSwitches where overriddenInitialValues.contains(key) {
      for alternative in alternatives {
        guard case .screen(let key) = alternative.target, case .view(let name, nil) = key,
          rootSwitchHosts.contains(name), key != entry, !tabRoots.contains(key)
        else { continue }
        candidates.insert(key)
      }
    }
    guard !candidates.isEmpty else { return }
    for mark in rootWriteMarks { if case .screen(let key) = mark.branch { candidates.remove(key) } }
    for record in screens.values where !candidates.contains(record.key) {
      for (link, _) in record.links {
        for move in link.moves { if let key = move.screen { candidates.remove(key) } }
      }
    }
    for key in candidates {
      screens[key] = nil
      order.removeAll { $0 == key }
    }
  }
}
