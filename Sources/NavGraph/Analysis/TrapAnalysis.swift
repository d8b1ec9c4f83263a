/// A trap entry: a screen shown by a move from a state that can still show home into one that never
/// can again.
public struct TrapFinding: Sendable {
  public var screen: Int32
  /// A route from launch to a trap state showing `screen` (replayable with
  /// `NavigationState.replaying`); empty only when the example search hit its bound first.
  public var route: [Move]
  /// The other trap screens (not dead ends) reachable from that state, sorted: those above its
  /// floor, and those the example search met after it.
  public var alsoTrapped: [Int32]

  public init(screen: Int32, route: [Move], alsoTrapped: [Int32]) {
    self.screen = screen
    self.route = route
    self.alsoTrapped = alsoTrapped
  }
}

/// The `trap` check: reachable states from which `home` can never be visible again, decided exactly
/// under the state model of docs/MODEL.md without enumerating states (docs/TRAPS.md).
///
/// Algorithm: `TrapFloors` finds the floors that are traps in some reachable situation, asking
/// `ForwardClosures` about each configuration (three least fixpoints over the configuration graph,
/// computed only when a question needs them); every configuration above a trapped floor is trapped
/// (a forward search over pushes and presentations). A screen is a trap screen when it is visible in
/// a trapped configuration that has a move (a state without moves is a dead end, reported as such).
/// `TrapExamples` finds the entries and their routes.
///
/// Complexity: O(C + E) for C reachable configurations and E acting links, plus the visits of
/// `TrapFloors` (one per tab in the usual app) and, only when there are traps, the example search.
/// In the usual app (pushed screens can go back, tab roots show the tab bar) it is O(C).
public struct TrapAnalysis: Sendable {
  /// Screens visible in some reachable trap state that is not a dead end (sorted).
  public let trapScreens: [Int32]
  /// One finding per trap entry screen, sorted by screen.
  public let findings: [TrapFinding]
  private let closures: ForwardClosures?

  /// The bound on states of the example search.
  public static let defaultMaxExampleStates = 500_000

  /// Analyses the app of `graph` with `home` (a screen index). When home is -1 or unreachable there
  /// is nothing to decide: no trap screens, no findings.
  public init(
    graph: ConfigurationGraph, home: Int32, maxExampleStates: Int = TrapAnalysis.defaultMaxExampleStates
  ) {
    guard home >= 0, Int(home) < graph.model.app.screens.count, graph.isReachable(home) else {
      trapScreens = []
      findings = []
      closures = nil
      return
    }
    let floors = TrapFloors(closures: ForwardClosures(graph: graph, home: home))
    var closures = floors.closures
    var trapped = [Bool](repeating: false, count: graph.count)
    var queue = floors.badFloors
    for v in queue { trapped[Int(v)] = true }
    var i = 0
    while i < queue.count {
      let v = queue[i]
      i += 1
      for e in closures.edges(v)
      where closures.kinds[e] & (ForwardClosures.pushEdge | ForwardClosures.modalEdge) != 0 {
        let t = closures.targets[e]
        if !trapped[Int(t)] {
          trapped[Int(t)] = true
          queue.append(t)
        }
      }
    }
    var screens = Set<Int32>()
    for v in queue where closures.has(v, .hasMove) { screens.insert(graph.configuration(v).screen) }
    trapScreens = screens.sorted()
    findings = TrapExamples.find(
      &closures, trapped: trapped, trapScreens: trapScreens, maxStates: maxExampleStates)
    self.closures = closures
  }

  /// Whether home can never be visible again from `state`, which must be a reachable state (false
  /// otherwise, and when the check does not apply: no home, or home unreachable). It may compute
  /// closures the analysis did not need, on a copy: cheap on small apps, costly on huge ones.
  func isTrap(_ state: NavigationState) -> Bool {
    var tabs: [[Int32]: (good: [UInt64], either: [UInt64])] = [:]
    guard var closures, let situation = TrapSituation(state, &closures, tabs: &tabs) else { return false }
    return !situation.good
  }
}
