/// A shortest route: the moves, in order, and the state they end in.
public struct Route: Sendable {
  /// The moves, from the start state.
  public var moves: [Move]
  /// The state after each move (`states[i]` follows `moves[i]`), for a route `path` found; empty
  /// for the routes of `routes`, which keep only the final state (every screen has one, and the
  /// states between are what the memory of `routes` went to).
  public var states: [NavigationSnapshot]
  /// The state the route starts in.
  public var start: NavigationSnapshot
  /// The final state.
  public var end: NavigationSnapshot

  /// A route of `moves` from `start`, through `states`.
  public init(moves: [Move], states: [NavigationSnapshot], start: NavigationSnapshot) {
    self.moves = moves
    self.states = states
    self.start = start
    end = states.last ?? start
  }

  /// A route of `moves` from `start` to `end`, without the states between.
  public init(moves: [Move], start: NavigationSnapshot, end: NavigationSnapshot) {
    self.moves = moves
    states = []
    self.start = start
    self.end = end
  }
}

/// The answer to a `path` query.
public enum PathOutcome: Sendable {
  /// The fewest moves.
  case found(Route)
  /// No state reachable from the start shows the target; `reason` says why, naming screens.
  case noPath(reason: String)
  /// The search explored `limit` states without finding the target and without exhausting the space.
  case limitReached(limit: Int)
  /// `from` is reachable, but the search for routes of an app with deep links stopped at its bound
  /// of `limit` states before reaching a state that shows it (`RouteTable`): the state to start
  /// from is unknown.
  case routeLimitReached(limit: Int)
}

/// Options of a `path` query.
public struct PathOptions: Sendable {
  /// Start at launch instead of the state reached by the shortest route to `from`.
  public var fromLaunch: Bool
  /// The most states the search explores before it gives up and says so.
  public var maxStates: Int

  /// The default bound on the states a search explores.
  public static let defaultMaxStates = 5_000_000

  /// Options; by default from `from`, with the default bound.
  public init(fromLaunch: Bool = false, maxStates: Int = PathOptions.defaultMaxStates) {
    self.fromLaunch = fromLaunch
    self.maxStates = maxStates
  }
}
