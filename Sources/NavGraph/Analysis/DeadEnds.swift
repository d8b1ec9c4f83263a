/// Reachable states whose visible screen has no move at all: no acting link, no back button, no
/// swipe-down, no tab-bar tap that changes anything.
///
/// A state showing `home` is not a dead end: the user is where they must be able to get back to
/// (a one-screen app is not an error).
///
/// Exact, because the moves available depend only on the configuration (`NavigationModel`) and
/// `ConfigurationGraph` holds exactly the configurations of reachable states. For each dead-end
/// screen the first such configuration in breadth-first order is kept, so its route is a shortest
/// one. In an app with compound actions the moves depend on the state, and `ActionActivity`
/// decides (exact where it enumerated the states; past its bound, a dead end reported is one, but
/// some may be missed). Complexity: O(C + L) over the reachable configurations.
struct DeadEnds: Sendable {
  /// Per dead-end screen (sorted): the container of its first dead-end state, and a route from
  /// launch to such a state (nil when no search reached one, past the bounds of an app with
  /// compound actions).
  let entries: [(screen: Int32, container: Int32, route: [Move]?)]

  init(graph: ConfigurationGraph, activity: ActionActivity?) {
    if let activity {
      entries = activity.deadEnds
      return
    }
    var first: [Int32: Int32] = [:]
    let home = graph.model.app.home?.rawValue ?? -1
    for node in 0..<Int32(graph.count) {
      guard !graph.facts[Int(node)].contains(.hasMove) else { continue }
      let c = graph.configuration(node)
      if c.screen != home && first[c.screen] == nil { first[c.screen] = node }
    }
    entries = first.sorted { $0.key < $1.key }.map {
      ($0.key, graph.configuration($0.value).container, graph.moves(to: $0.value))
    }
  }
}
