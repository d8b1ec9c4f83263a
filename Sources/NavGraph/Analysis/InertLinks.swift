/// Links of reachable screens that act in no configuration their screen is visible in: a push from a
/// screen never inside a NavigationStack, a pop or popToRoot on a screen that is always a root, a
/// dismiss on a screen never in a modal, a `dismissAction` on a screen that is always the root of
/// the root stack, a `tab` link in an app without tabs (or shown only on that tab), a `replace` of the
/// screen by itself when it is already alone. A value push that would act with its type registered
/// is an `UnregisteredDestinations` entry instead.
///
/// For an inert push the fix is a NavigationStack where the screen is shown: a container without one
/// holds only its root, so the screen is the root of every container it is shown in, and the
/// `"stack": true` it needs goes on the screen itself (as the root of `entry`, a modal or a
/// `replace`, which default to false) or on the tabs it is the root of (`stackAdvice`).
///
/// Exact for the same reason as `DeadEnds`. Complexity: O(C × links per screen).
struct InertLinks: Sendable {
  /// Where a screen with an inert push is shown: as the root of `entry`, a modal or a `replace`
  /// (`screen`), and as the root of these tabs (sorted). `InertLinkRule` says it in its message.
  struct StackAdvice: Sendable {
    var screen = false
    var tabs: [Int32] = []
  }

  /// Per link: it acts in some reachable configuration of its screen.
  let acting: [Bool]
  /// Inert links of reachable screens with their screen, sorted by link.
  let inert: [(screen: Int32, link: Int32)]
  /// For each screen with an inert push: where it is shown, none of it inside a NavigationStack.
  let stackAdvice: [Int32: StackAdvice]

  init(graph: ConfigurationGraph, unregistered: UnregisteredDestinations) {
    let model = graph.model
    let app = model.app
    var acting = [Bool](repeating: false, count: app.links.count)
    for node in 0..<Int32(graph.count) {
      let c = graph.configuration(node)
      for l in model.links(of: c.screen) where !acting[l] && model.acts(link: l, in: c) { acting[l] = true }
    }
    let reported = Set(unregistered.links.map(\.link))
    var inert: [(screen: Int32, link: Int32)] = []
    for s in 0..<app.screens.count where graph.firstNode[s] >= 0 {
      // A link whose target did not resolve is an input error already (`unknown-id`), reported once.
      for l in model.links(of: Int32(s))
      where !acting[l] && (model.linkTargets[l] >= 0 || model.linkKinds[l].target == .none)
        && !reported.contains(Int32(l))
      {
        inert.append((Int32(s), Int32(l)))
      }
    }
    var advice: [Int32: StackAdvice] = [:]
    for (s, l) in inert where model.linkKinds[Int(l)] == .push { advice[s] = StackAdvice() }
    if !advice.isEmpty {
      for node in 0..<Int32(graph.count) {
        let c = graph.configuration(node)
        guard advice[c.screen] != nil else { continue }
        // A configuration is visited once, and the screen is the root of its container.
        if model.isTab(c.container) {
          advice[c.screen]!.tabs.append(c.container)
        } else {
          advice[c.screen]!.screen = true
        }
      }
      for s in advice.keys { advice[s]!.tabs.sort() }
    }
    self.acting = acting
    self.inert = inert
    self.stackAdvice = advice
  }

}
