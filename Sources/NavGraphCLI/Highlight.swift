import NavGraph

/// `render --highlight <from> <to>`: the route drawn on the map, the fewest moves from the state
/// that first shows `from` until `to` is visible (`NavigationAnalysis.path`).
enum Highlight {
  /// The route, or nil after saying on standard error why there is none: an unknown screen, no
  /// path, or no answer within the default bound on states.
  static func route(_ ends: (from: String, to: String), _ analysis: NavigationAnalysis, _ console: Console)
    -> Route?
  {
    let app = analysis.app
    guard let from = ScreenLookup.find(ends.from, in: app, console),
      let to = ScreenLookup.find(ends.to, in: app, console)
    else { return nil }
    let failure = "cannot highlight a path from '\(ends.from)' to '\(ends.to)'"
    switch analysis.path(from: from, to: to) {
    case .found(let route):
      return route
    case .noPath(let reason):
      console.error("\(failure): \(reason)")
    case .limitReached(let limit):
      console.error("\(failure): no answer after exploring \(limit) states")
    case .routeLimitReached(let limit):
      console.error(
        "\(failure): '\(ends.from)' is reachable, but no route to it was found within \(limit) states")
    }
    return nil
  }
}
