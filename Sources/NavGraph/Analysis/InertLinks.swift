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
/// In an app with compound actions (format 1.1 `then`), `ActionActivity` says which links act (a
/// compound link is inert when its action never changes the state), and a part of an acting
/// link's action that never acts where the action is used is an inert part (`inertParts`), but for
/// a value push that fails for want of a registration (an `UnregisteredDestinations` entry).
///
/// Exact for the same reason as `DeadEnds` (with compound actions, where `ActionActivity` is;
/// past its bound, an inert link or part reported is one, but some may be missed). Complexity:
/// O(C × links per screen).
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
  /// Parts (format 1.1 `then`, numbered from 0 after the link's own move) that never act where
  /// their link's action is used, of acting links of reachable screens, sorted by link and part.
  let inertParts: [(screen: Int32, link: Int32, part: Int)]
  /// For each screen with an inert push: where it is shown, none of it inside a NavigationStack.
  let stackAdvice: [Int32: StackAdvice]

  init(graph: ConfigurationGraph, unregistered: UnregisteredDestinations, activity: ActionActivity?) {
    let model = graph.model
    let app = model.app
    let acting = activity?.acting ?? graph.acting
    let reported = Set(unregistered.links.filter { $0.part == nil }.map(\.link))
    let reportedParts = Set(
      unregistered.links.compactMap { e in e.part.map { ActionActivity.PartKey(link: e.link, part: $0) } })
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
    var inertParts: [(screen: Int32, link: Int32, part: Int)] = []
    for (l, parts) in activity?.partsActing ?? [:] where acting[l] {
      let s = app.screen(of: LinkID(l)).rawValue
      for (p, acts) in parts.enumerated()
      where !acts && !reportedParts.contains(ActionActivity.PartKey(link: Int32(l), part: p)) {
        inertParts.append((s, Int32(l), p))
      }
    }
    inertParts.sort { ($0.link, $0.part) < ($1.link, $1.part) }
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
    self.inertParts = inertParts
    self.stackAdvice = advice
  }

}
