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
/// The graph is held by reference (`GraphRoutes`): a query reads it without copying its arrays
/// (copying the graph out of the table retained and released each of them, which had been a sixth
/// of `navgraph routes`, docs/PERFORMANCE.md).
///
/// Complexity: O(1) to make; O(length of the route + size of the state) per route asked for.
public struct RouteTable: RandomAccessCollection, Sendable {
  /// The graph the routes are read from, and the state at launch they are replayed from.
  private final class GraphRoutes: Sendable {
    let graph: ConfigurationGraph
    let launch: NavigationState?

    init(_ graph: ConfigurationGraph) {
      self.graph = graph
      launch = NavigationState.launch(graph.model)
    }
  }

  private enum Source: Sendable {
    case graph(GraphRoutes)
    case list([Route?], reachable: [Bool])
  }

  private let source: Source
  /// The bound the search for routes stopped at, when it stopped before reaching every reachable
  /// screen (`isReachable` without a route); nil when every reachable screen has a route.
  public let limit: Int?

  /// The routes of `graph`.
  package init(graph: ConfigurationGraph) {
    source = .graph(GraphRoutes(graph))
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
    case .graph(let routes): return routes.graph.firstNode.count
    case .list(let routes, _): return routes.count
    }
  }

  /// The route of screen `s` from launch, or nil when it has none (`isReachable` tells why).
  public subscript(s: Int) -> Route? {
    switch source {
    case .list(let routes, _): return routes[s]
    case .graph(let routes):
      let node = routes.graph.firstNode[s]
      guard node >= 0, let launch = routes.launch else { return nil }
      let moves = routes.graph.moves(to: node)
      guard let end = launch.replayed(moves, routes.graph.model) else { return nil }
      return Route(moves: moves, start: launch.snapshot, end: end.snapshot)
    }
  }

  /// The state screen `s`'s route ends in, without the route (`subscript`'s `end`); nil when it
  /// has none.
  package func end(_ s: Int) -> NavigationSnapshot? {
    switch source {
    case .list(let routes, _): return routes[s]?.end
    case .graph(let routes):
      let node = routes.graph.firstNode[s]
      guard node >= 0, let launch = routes.launch else { return nil }
      return launch.replayed(routes.graph.moves(to: node), routes.graph.model)?.snapshot
    }
  }

  /// Calls `body` with each screen that has a route and the state it ends in (`end(_:)`), in no
  /// particular order, for a caller that reads every route's end: for a graph without stored routes
  /// each state is made once per node of its search tree (`ConfigurationGraph.forEachRouteEnd`), not
  /// replayed from launch per screen.
  package func forEachEnd(_ body: (Int, NavigationSnapshot) -> Void) {
    if case .graph(let routes) = source, !routes.graph.storesRoutes {
      guard let launch = routes.launch else { return }
      routes.graph.forEachRouteEnd(from: launch) { body($0, $1.snapshot) }
      return
    }
    for s in indices {
      if let end = end(s) { body(s, end) }
    }
  }

  /// The moves of screen `s`'s route, without replaying them for its final state (the graph's
  /// routes are made of moves that act, so the replay in `subscript` does not fail); nil when it
  /// has none.
  public func moves(_ s: Int) -> [Move]? {
    switch source {
    case .list(let routes, _): return routes[s]?.moves
    case .graph(let routes):
      let node = routes.graph.firstNode[s]
      guard node >= 0, routes.launch != nil else { return nil }
      return routes.graph.moves(to: node)
    }
  }

  /// `moves(_:)` written into `moves` (emptied first, its capacity kept), for a caller that reads
  /// every route in turn; false, with `moves` empty, when screen `s` has no route.
  package func moves(_ s: Int, into moves: inout [Move]) -> Bool {
    switch source {
    case .list(let routes, _):
      moves.removeAll(keepingCapacity: true)
      guard let route = routes[s] else { return false }
      moves.append(contentsOf: route.moves)
      return true
    case .graph(let routes):
      let node = routes.graph.firstNode[s]
      guard node >= 0, routes.launch != nil else {
        moves.removeAll(keepingCapacity: true)
        return false
      }
      routes.graph.moves(to: node, into: &moves)
      return true
    }
  }

  /// Whether some reachable state shows screen `s`: with a route, or past the search's bound.
  public func isReachable(_ s: Int) -> Bool {
    switch source {
    case .list(_, let reachable): return reachable[s]
    case .graph(let routes): return routes.graph.isReachable(Int32(s))
    }
  }

  /// The number of moves of screen `s`'s route (its depth in the graph), nil when it has none;
  /// without walking it.
  public func steps(_ s: Int) -> Int? {
    switch source {
    case .list(let routes, _): return routes[s]?.moves.count
    case .graph(let routes):
      let node = routes.graph.firstNode[s]
      guard node >= 0, routes.launch != nil else { return nil }
      return Int(routes.graph.depth[Int(node)])
    }
  }
}
