/// Where the links of an app with compound actions (format 1.1 `then`) act, decided state by
/// state: which links and which parts act, the dead ends, and the stacks a failing value push is
/// in. `DeadEnds`, `InertLinks` and `UnregisteredDestinations` read it in such apps.
///
/// A compound action's parts after a backward move act on the frame it reveals, so whether the
/// action acts, and whether a part does, depends on the history, not on the configuration alone
/// (`[popToRoot, push X]` is inert exactly where the root below is X). Two ways to decide:
/// - exact, when the reachable states were all enumerated (`StateSpace` within its bound): a link
///   acts where it is a move of some reachable state (`NavigationState.moves`); a part acts where
///   it changes the state it is applied to, in some reachable state showing its link's screen
///   (`NavigationState.performing`); a dead end is a reachable state with no move;
/// - past the bound, over-approximated by the saturation of `DeepLinkReach` (docs/MODEL.md,
///   "Compound actions"): a move of an action acts where it acts from some frame the moves before
///   it can leave (`DeepLinkReach.movesActing`), and the action acts where one of its moves does.
///   What acts is then a superset of what does, so an inert link, an inert part or a dead end
///   reported is one, but some may be missed.
///
/// Complexity: exact, O(N·(L + P·S)) over N states, L links per screen, P parts and S the size of
/// a state; past the bound, O(F·L·P·F) over F frames.
struct ActionActivity {
  /// The bound the enumeration of the states stopped at; nil when every reachable state was
  /// enumerated (else the saturation decided).
  let stoppedBy: StateSpace.Bound?
  /// Whether every reachable state was enumerated.
  var exact: Bool { stoppedBy == nil }
  /// Per link: it acts in some reachable state (its whole action, its own move and its parts).
  let acting: [Bool]
  /// Per link with a compound action, by its global index: per part, whether it acts in some
  /// reachable state where the action is used.
  let partsActing: [Int: [Bool]]
  /// Per dead-end screen but home (sorted): the container of its first dead-end state and a route
  /// from launch to that state (nil past the bound when the search for routes did not reach a
  /// state with that configuration).
  let deadEnds: [(screen: Int32, container: Int32, route: [Move]?)]
  /// Per value push that fails for want of a registration somewhere: the screens at the roots of
  /// the stacks it fails in.
  let failingRoots: [Int32: Set<Int32>]
  /// When every reachable state was enumerated, per part of a compound action that is a value push
  /// failing for want of a registration in some reachable state where the action is used: the
  /// screens at the roots of the stacks it fails on, and a route from launch to the first such
  /// state (breadth-first, so a shortest one). Keyed by link and part. Empty past the bound: the
  /// saturation over-approximates where a part is tried, so there a part that never acts is an
  /// inert part, whatever the reason.
  let failingParts: [PartKey: (roots: Set<Int32>, route: [Move])]

  /// A part of a compound action: its link's global index and its position after the own move.
  struct PartKey: Hashable, Comparable {
    var link: Int32
    var part: Int

    static func < (a: PartKey, b: PartKey) -> Bool { (a.link, a.part) < (b.link, b.part) }
  }

  init(graph: ConfigurationGraph, states: StateSpace) {
    let model = graph.model
    var acting = [Bool](repeating: false, count: model.app.links.count)
    var partsActing = model.linkParts.mapValues { [Bool](repeating: false, count: $0.count) }
    var dead: [Int32: (container: Int32, route: [Move]?)] = [:]
    var failingRoots: [Int32: Set<Int32>] = [:]
    var failingParts: [PartKey: (roots: Set<Int32>, route: [Move])] = [:]
    let home = model.app.home?.rawValue ?? -1
    /// Records a failing value push of a visible configuration `c`, in stacks rooted at `roots`.
    func failing(_ c: Configuration, roots: () -> [Int32]) {
      for l in model.links(of: c.screen) where model.missingRegistration(link: l, in: c) != nil {
        failingRoots[Int32(l), default: []].formUnion(roots())
      }
    }
    if states.complete {
      for (i, state) in states.states.enumerated() {
        let c = state.configuration(model)
        for (move, _) in states.user[i] { if case .link(let l) = move.action { acting[l.index] = true } }
        for l in model.links(of: c.screen) where partsActing[l] != nil && model.isResolved(link: l) {
          let performed = state.performing(link: l, model)
          for (p, acts) in performed.partsActing.enumerated() where acts { partsActing[l]![p] = true }
          for (p, root) in performed.partsFailing {
            let key = PartKey(link: Int32(l), part: p)
            if failingParts[key] == nil { failingParts[key] = ([], states.tree.route(to: Int32(i))) }
            failingParts[key]!.roots.insert(root)
          }
        }
        if states.user[i].isEmpty && c.screen != home && dead[c.screen] == nil {
          dead[c.screen] = (c.container, states.tree.route(to: Int32(i)))
        }
        failing(c) { [state.currentStack[0].rawValue] }
      }
    } else {
      var reach = DeepLinkReach(model: model)
      for f in reach.shownFrames {
        let c = reach.frames[Int(f)]
        var moves = model.hasMoveBesidesLinks(c)
        for l in model.links(of: c.screen) where model.isResolved(link: l) {
          let movesActing = reach.movesActing(link: l, from: f)
          let acts = partsActing[l] == nil ? movesActing[0] : movesActing.contains(true)
          acting[l] = acting[l] || acts
          moves = moves || acts
          for (p, acts) in movesActing.dropFirst().enumerated() where acts { partsActing[l]![p] = true }
        }
        if !moves && c.screen != home && dead[c.screen] == nil {
          dead[c.screen] = (c.container, graph.node(of: c).map(graph.moves(to:)))
        }
        failing(c) { reach.rootScreens(f) }
      }
    }
    stoppedBy = states.stoppedBy
    self.acting = acting
    self.partsActing = partsActing
    deadEnds = dead.sorted { $0.key < $1.key }.map { ($0.key, $0.value.container, $0.value.route) }
    self.failingRoots = failingRoots
    self.failingParts = failingParts
  }
}
