/// `path --format json`:
///
///     {"from": "C", "to": "E", "moves": [{"kind": "push", "to": "D", "via": "link",
///      "label": "NavigateToD", "on": "C"}, ...], "steps": 2, "state": {"tab": "c", "stacks":
///      {"b": ["B"], "c": ["C", "D", "E"]}, "modals": []}}
///
/// with the move and state shapes of `NavigationJSON`; `state` is the final state and `from` is
/// omitted for a query from launch. A query from a deep link (`path --deep-link`) has `deepLink`
/// (its id) instead of `from`, and with an answer `start`, the state the deep link opens cold. Without an answer: `{"from", "to", "error": "no-path",
/// "reason"}` or `{"from", "to", "error": "limit-reached", "limit"}`. Keys sorted (`JSONValue`).
public struct PathJSONReporter: Reporter {
  /// A JSON reporter.
  public init() {}

  /// The answer as one JSON document.
  public func generateReport(_ report: PathReport) -> String {
    let app = report.app
    var members: [String: JSONValue] = ["to": .string(app.screens[report.to].id)]
    if let from = report.from { members["from"] = .string(app.screens[from].id) }
    if let d = report.deepLink { members["deepLink"] = .string(app.deepLinks[d].id) }
    switch report.outcome {
    case .found(let route):
      if report.deepLink != nil { members["start"] = app.json(of: route.start) }
      members["moves"] = .array(route.moves.map(app.json(of:)))
      members["steps"] = .int(route.moves.count)
      members["state"] = app.json(of: route.end)
    case .noPath(let reason):
      members["error"] = .string("no-path")
      members["reason"] = .string(reason)
    case .limitReached(let limit):
      members["error"] = .string("limit-reached")
      members["limit"] = .int(limit)
    case .routeLimitReached(let limit):
      members["error"] = .string("route-limit-reached")
      members["limit"] = .int(limit)
    }
    return JSONValue.object(members).serialized()
  }
}
