/// `routes`: for every screen, the shortest route from launch and the state it ends in, made when
/// asked for instead of kept.
///
/// The routes are those of `ConfigurationGraph` (exact fewest moves, ties by the model's move order):
/// a route is the graph's parent links walked from the screen's first node, replayed on concrete
/// states (`NavigationState`) for its final state. Nothing per route is kept: a table of 200,000
/// routes is the graph it reads (the routes and their states had been most of the memory of
/// `navgraph routes`, docs/PERFORMANCE.md). A table can also hold routes made elsewhere (`init(_:)`).
///
/// A screen is in one of three cases: it has a route; it is reachable but has none, because the
/// search over concrete states of an app with deep links stopped at its bound (`limit` states)
/// before reaching a state that shows it (`DeepLinkReach` shows it is reachable:
/// `ConfigurationGraph.shownWithoutRoute`); or it is unreachable.
///
/// Complexity: O(1) to make; O(length of the route + size of the state) per route asked for.
public struct RouteTable: RandomAccessCollection, Sendable {
  private enum Source: Sendable {
    case graph(ConfigurationGraph, launch: NavigationState?)
    case list([Route?], reachable: [Bool])
  }

  private let source: Source
  /// The bound the search for routes stopped at, when it stopped before reaching every reachable
  /// screen (`isReachable` without a route); nil when every reachable screen has a route.
  public let limit: Int?

  /// The routes of `graph`.
  package init(graph: ConfigurationGraph) {
    source = .graph(graph, launch: NavigationState.launch(graph.model))
    limit = graph.shownWithoutRoute.contains(true) ? graph.maxStates : nil
  }

  /// A table of routes made elsewhere (index = screen; nil for a screen without one); `reachable`
  /// says which screens without a route are reachable all the same (by default none), with
  /// `limit`, the bound the search stopped at.
  public init(_ routes: [Route?], reachable: [Bool]? = nil, limit: Int? = nil) {
    source = .list(routes, reachable: reachable ?? routes.map { $0 != nil })
    self.limit = limit
  }

  /// The first screen, 0.
  public var startIndex: Int { 0 }

  /// The number of screens.
  public var endIndex: Int {
    switch source {
    case .graph(let graph, _): return graph.firstNode.count
    case .list(let routes, _): return routes.count
    }
  }

  /// The route of screen `s` from launch, or nil when it has none (`isReachable` tells why).
  public subscript(s: Int) -> Route? {
    switch source {
    case .list(let routes, _): return routes[s]
    case .graph(let graph, let launch):
      let node = graph.firstNode[s]
      guard node >= 0, let launch else { return nil }
      let moves = graph.moves(to: node)
      guard let end = launch.replayed(moves, graph.model) else { return nil }
      return Route(moves: moves, start: launch.snapshot, end: end.snapshot)
    }
  }

  /// The moves of screen `s`'s route, without replaying them for its final state (the graph's
  /// routes are made of moves that act, so the replay in `subscript` does not fail); nil when it
  /// has none.
  public func moves(_ s: Int) -> [Move]? {
    switch source {
    case .list(let routes, _): return routes[s]?.moves
    case .graph(let graph, let launch):
      let node = graph.firstNode[s]
      guard node >= 0, launch != nil else { return nil }
      return graph.moves(to: node)
    }
  }

  /// Whether some reachable state shows screen `s`: with a route, or past the search's bound.
  public func isReachable(_ s: Int) -> Bool {
    switch source {
    case .list(_, let reachable): return reachable[s]
    case .graph(let graph, _): return graph.isReachable(Int32(s))
    }
  }

  /// The number of moves of screen `s`'s route (its depth in the graph), nil when it has none;
  /// without walking it.
  public func steps(_ s: Int) -> Int? {
    switch source {
    case .list(let routes, _): return routes[s]?.moves.count
    case .graph(let graph, let launch):
      let node = graph.firstNode[s]
      guard node >= 0, launch != nil else { return nil }
      return Int(graph.depth[Int(node)])
    }
  }
}
