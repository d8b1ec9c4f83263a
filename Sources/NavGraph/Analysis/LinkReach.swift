/// Whether a chain of links can lead from launch to a screen: a necessary condition for a reachable
/// state to show it, decided without the configuration graph, so that `path` can say that a screen
/// is unreachable from launch without building the whole graph (which a search `until` an
/// unreachable screen does).
///
/// The forward search of `ConfigurationGraph` reaches every reachable configuration from the launch
/// configuration by forward moves only: links that name a screen (push, the modals, replace) and
/// moves that show a tab's root (a `tab` link, a tab-bar tap). So every screen a reachable state
/// shows is reached from the launch screen or a tab's root by links that name a screen, whether or
/// not they act. Deep links and the parts of compound actions show screens too: in such an app the
/// answer is always yes (nothing is decided here).
///
/// Algorithm: breadth-first search over screens from the launch screen and the tabs' roots, along
/// the links that name a screen, stopped when it meets the screen. O(S + L) time and O(S) memory for
/// S screens and L links, less when the screen is met early.
enum LinkReach {
  /// Whether links may lead from launch to `screen`; false proves that no reachable state shows it.
  static func mayReach(_ screen: Int32, in model: NavigationModel) -> Bool {
    guard model.app.deepLinks.isEmpty && !model.hasCompoundActions, let launch = model.launch else {
      return true
    }
    var seen = [Bool](repeating: false, count: model.app.screens.count)
    var queue: [Int32] = []
    func visit(_ s: Int32) {
      guard s >= 0 && !seen[Int(s)] else { return }
      seen[Int(s)] = true
      queue.append(s)
    }
    visit(launch.screen)
    for u in 0..<model.tabCount { visit(model.tabRoot(u)) }
    var head = 0
    while head < queue.count && !seen[Int(screen)] {
      for l in model.links(of: queue[head]) where model.linkKinds[l].target == .screen {
        visit(model.linkTargets[l])
      }
      head += 1
    }
    return seen[Int(screen)]
  }
}
