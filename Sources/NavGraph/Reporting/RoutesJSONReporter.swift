/// `routes --format json`: per screen in file order, the shortest route from launch in the shapes
/// of `path` (see `NavigationJSON`), so a router can rebuild each screen's NavigationPath:
///
///     {"version": 1, "file": "app.json", "routes": [
///       {"id": "D", "reachable": true, "steps": 2, "moves": [...], "state": {"tab": "c", ...}},
///       {"id": "Orphan", "reachable": false}]}
///
/// Keys sorted (`JSONValue`). Linear in the size of the output.
public struct RoutesJSONReporter: RoutesReporter {
  /// The version of the JSON contract.
  public static let version = 1

  /// A JSON reporter.
  public init() {}

  /// The table as one JSON document.
  public func generateReport(_ report: RoutesReport) -> String {
    let app = report.app
    let entries = app.screens.indices.map { s -> JSONValue in
      var members: [String: JSONValue] = ["id": .string(app.screens[s].id)]
      if s < report.routes.count, let route = report.routes[s] {
        members["reachable"] = .bool(true)
        members["steps"] = .int(route.moves.count)
        members["moves"] = .array(route.moves.map(app.json(of:)))
        members["state"] = app.json(of: route.end)
      } else {
        members["reachable"] = .bool(false)
      }
      return .object(members)
    }
    return JSONValue.object([
      "version": .int(RoutesJSONReporter.version),
      "file": .string(report.file),
      "routes": .array(entries),
    ]).serialized()
  }
}
