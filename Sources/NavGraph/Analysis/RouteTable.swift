/// `routes`: for every screen, the shortest route from launch and the state it ends in.
///
/// The routes are those of `ConfigurationGraph` (exact fewest moves, ties by the model's move order),
/// replayed on concrete states; each keeps its final state only. Complexity: O(C + L) for the search plus the length of every route
/// for the replays.
enum RouteTable {
  /// Index = screen; nil when the screen is unreachable. `NavigationAnalysis.routes` keeps them.
  static func routes(in graph: ConfigurationGraph) -> [Route?] {
    guard let launch = NavigationState.launch(graph.model) else {
      return Array(repeating: nil, count: graph.model.app.screens.count)
    }
    return graph.firstNode.map { node in
      guard node >= 0 else { return nil }
      let moves = graph.moves(to: node)
      guard let states = launch.replaying(moves, graph.model) else { return nil }
      return Route(moves: moves, start: launch.snapshot, end: (states.last ?? launch).snapshot)
    }
  }
}
