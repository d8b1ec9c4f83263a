/// `routes --format json`: per screen in file order, the shortest route from launch in the shapes
/// of `path` (see `NavigationJSON`), so a router can rebuild each screen's NavigationPath:
///
///     {"version": 1, "file": "app.json", "routes": [
///       {"id": "D", "reachable": true, "steps": 2, "moves": [...], "state": {"tab": "c", ...}},
///       {"id": "Orphan", "reachable": false}]}
///
/// An app with deep links (format 1.1) adds `deepLinks`, per deep link in file order: `id`, `url`,
/// `label` (when it has one), `to`, `state` (the state it opens at launch) and `endsOnTarget`
/// (whether that state shows `to`). Keys sorted (`JSONValue`). Linear in the size of the output.
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
    var document: [String: JSONValue] = [
      "version": .int(RoutesJSONReporter.version),
      "file": .string(report.file),
      "routes": .array(entries),
    ]
    if !report.deepLinks.isEmpty {
      document["deepLinks"] = .array(
        report.deepLinks.map { opening in
          let deepLink = app.deepLinks[opening.deepLink]
          var members: [String: JSONValue] = [
            "id": .string(deepLink.id), "url": deepLink.url.map(JSONValue.string) ?? .null,
            "state": app.json(of: opening.state),
            "endsOnTarget": .bool(opening.endsOnTarget),
          ]
          if let label = deepLink.label { members["label"] = .string(label) }
          if let to = deepLink.to { members["to"] = .string(app.screens[to].id) }
          return .object(members)
        })
    }
    return JSONValue.object(document).serialized()
  }
}
