/// A trap entry: a screen shown by a move from a state that can still show home into one that never
/// can again.
package struct TrapFinding: Sendable {
  package var screen: Int32
  /// A route from launch to a trap state showing `screen` (replayable with
  /// `NavigationState.replaying`); empty only when the example search hit its bound first.
  package var route: [Move]
  /// The other trap screens (not dead ends) reachable from that state, sorted: those above its
  /// floor, and those the example search met after it.
  package var alsoTrapped: [Int32]

  package init(screen: Int32, route: [Move], alsoTrapped: [Int32]) {
    self.screen = screen
    self.route = route
    self.alsoTrapped = alsoTrapped
  }
}

/// The `trap` check: reachable states from which `home` can never be visible again, decided exactly
/// under the state model of docs/MODEL.md without enumerating states (docs/TRAPS.md).
///
/// Glossary (the words of this folder; docs/TRAPS.md has the proofs):
/// - *state*: a concrete navigation state: a tab bar with a stack per tab (or a single root stack),
///   and the modals presented over it, each with its stack.
/// - *configuration*: a screen in a container, at its root or above it (`NavigationModel`); every
///   reachable one is a node of the `ConfigurationGraph`.
/// - *frame*: one screen of one stack of a state, shown in its configuration.
/// - *way down* of a frame: a move to a frame below it that does not leave the tab: pop, reset the
///   stack to its root (`popToRoot`, re-selecting the tab), dismiss the frame's modal, or, in a modal
///   over the tab bar, a `tab` link back to the selected tab (`ForwardReach.hasDown`).
/// - *floor*: a frame the user cannot go below without leaving the tab: the root of the root stack,
///   or a pushed or presented frame with no way down from anything above it. Every frame can reach
///   its floor and come back, so a state can show home again exactly when its floor can.
/// - *region* of a floor: the configurations above it that can come back down to it (pushes through
///   frames with a way down), the floors directly above it and the modals presented from it.
/// - *visit*: a stay on a single root (launch on `entry`, or a `replace`), or in one tab of the tab
///   bar together with the floor every other tab's stack was left at.
/// - *frozen floor*: that floor of a tab the user left; it stays until the user comes back.
/// - *fresh state*: a state with no history: launch on `entry`, after a `replace`, or a tab bar made
///   anew, where every tab not yet visited is at its root.
/// - *P(c)*, *G(c)*, *F(c)*: the configurations above c in its own stack (pushes), everything that
///   can be put on top of c (pushes and presentations), and everything forward moves reach from c;
///   their facts are the fixpoints of `ForwardReach`.
/// - *candidate* modal floor: a modal floor with moves whose G does not see home (`Above`).
/// - *situation*: the selected tab, the visible configuration, its floor and every tab's floor:
///   what decides whether a concrete state can show home again (`TrapSituation`).
/// - *entry*: a move from a state that can still show home into a trap state that has a move.
///
/// Algorithm: `TrapFloors` finds the floors that are traps in some visit, asking `ForwardReach`
/// about each configuration; every configuration above a trapped floor is trapped (a forward search
/// over pushes and presentations). A screen is a trap screen when it is visible in a trapped
/// configuration that has a move (a state without moves is a dead end, reported as such).
/// `TrapExamples` finds the entries and their routes.
///
/// Complexity: O(C + E) for C reachable configurations and E acting links, plus the visits of
/// `TrapFloors` (one per tab in the usual app) and, only when there are traps, the example search.
/// In the usual app (pushed screens can go back, tab roots show the tab bar) it is O(C).
package struct TrapAnalysis: Sendable {
  /// Screens visible in some reachable trap state that is not a dead end (sorted).
  package let trapScreens: [Int32]
  /// One finding per trap entry screen, sorted by screen.
  package let findings: [TrapFinding]
  private let reach: ForwardReach?
  /// In an app with deep links or compound actions whose states were all enumerated, the
  /// enumeration that decided it (`DeepLinkTraps`).
  private let states: DeepLinkTraps?
  /// Set when the app has deep links and its states go past the bound of their enumeration (the
  /// bound it stopped at): then the traps are those of the states the user's own moves reach from
  /// launch (exact there, `TrapFloors`), and a trap reached only through a deep link is not found.
  package let partial: StateSpace.Bound?
  /// Set when the app has compound actions (format 1.1 `then`) and its states go past the bound of
  /// their enumeration (the bound it stopped at): the traps are not checked. The floors of `TrapFloors` rest on the moves
  /// of a configuration being a function of it, which a compound action's parts, acting on the
  /// frames its backward moves reveal, break (docs/TRAPS.md).
  package let unchecked: StateSpace.Bound?

  /// The bound on the states of an app with deep links or compound actions that are enumerated
  /// (`StateSpace`).
  package static let defaultMaxDeepLinkStates = 20_000

  /// The bound on states of the example search.
  package static let defaultMaxExampleStates = 500_000

  /// Analyses the app of `graph` with `home` (a screen index). When home is -1 or unreachable there
  /// is nothing to decide: no trap screens, no findings. In an app with deep links or compound
  /// actions, its states are enumerated up to `maxDeepLinkStates` (`StateSpace`, or `states` when
  /// given; `DeepLinkTraps`, exact); beyond, see `partial` and `unchecked`.
  package init(
    graph: ConfigurationGraph, home: Int32, maxExampleStates: Int = TrapAnalysis.defaultMaxExampleStates,
    maxDeepLinkStates: Int = TrapAnalysis.defaultMaxDeepLinkStates, states: StateSpace? = nil
  ) {
    guard home >= 0, Int(home) < graph.model.app.screens.count, graph.isReachable(home) else {
      self.init(none: nil)
      return
    }
    let model = graph.model
    guard !model.app.deepLinks.isEmpty || model.hasCompoundActions else {
      self.init(floors: graph, home: home, maxExampleStates: maxExampleStates, partial: nil)
      return
    }
    let space = states ?? StateSpace(model: model, maxStates: maxDeepLinkStates)
    let enumeration = DeepLinkTraps(space: space, home: home)
    if enumeration.decided {
      self.init(deepLinks: enumeration)
      return
    }
    guard !model.hasCompoundActions else {
      self.init(none: nil, unchecked: space.stoppedBy)
      return
    }
    let userGraph = ConfigurationGraph(model: graph.model, userMovesOnly: true)
    guard userGraph.isReachable(home) else {
      self.init(none: space.stoppedBy)
      return
    }
    self.init(floors: userGraph, home: home, maxExampleStates: maxExampleStates, partial: space.stoppedBy)
  }

  /// No trap found: home is not reachable (by the user's own moves, when `partial`), or the traps
  /// are not checked (`unchecked`).
  private init(none partial: StateSpace.Bound?, unchecked: StateSpace.Bound? = nil) {
    trapScreens = []
    findings = []
    reach = nil
    states = nil
    self.partial = partial
    self.unchecked = unchecked
  }

  /// The traps of the states `graph` reaches, decided by their floors (`TrapFloors`).
  private init(
    floors graph: ConfigurationGraph, home: Int32, maxExampleStates: Int, partial: StateSpace.Bound?
  ) {
    let reach = ForwardReach(graph: graph, home: home)
    let badFloors = TrapFloors(reach: reach).badFloors
    var trapped = [Bool](repeating: false, count: graph.count)
    var queue = badFloors
    for v in queue { trapped[Int(v)] = true }
    if !queue.isEmpty {
      let forward = reach.forward
      var i = 0
      while i < queue.count {
        let v = queue[i]
        i += 1
        for e in forward.edges(v) where forward.isPushOrPresentation(e) {
          let t = forward.targets[e]
          if !trapped[Int(t)] {
            trapped[Int(t)] = true
            queue.append(t)
          }
        }
      }
    }
    var screens = Set<Int32>()
    for v in queue where reach.has(v, .hasMove) { screens.insert(graph.configuration(v).screen) }
    trapScreens = screens.sorted()
    findings = TrapExamples.find(
      reach, trapped: trapped, trapScreens: trapScreens, maxStates: maxExampleStates)
    self.reach = reach
    states = nil
    self.partial = partial
    unchecked = nil
  }

  /// The traps found by enumerating every state of an app with deep links.
  private init(deepLinks: DeepLinkTraps) {
    states = deepLinks
    partial = nil
    unchecked = nil
    trapScreens = deepLinks.trapScreens
    findings = deepLinks.findings
    reach = nil
  }

  /// Whether home can never be visible again from `state`, which must be a reachable state (false
  /// otherwise, and when the check does not apply: no home, or home unreachable, or `unchecked`;
  /// when `partial`, a state the user's own moves reach). It may compute
  /// fixpoints the analysis did not need (kept for later questions): cheap on small apps, costly
  /// on huge ones.
  func isTrap(_ state: NavigationState) -> Bool {
    if let states { return states.isTrap(state) }
    var tabs: [[Int32]: (good: [UInt64], either: [UInt64])] = [:]
    guard let reach, let situation = TrapSituation(state, reach, tabs: &tabs) else { return false }
    return !situation.good
  }
}
