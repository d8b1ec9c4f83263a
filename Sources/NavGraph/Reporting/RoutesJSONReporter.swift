/// `routes --format json`: per screen in file order, the shortest route from launch in the shapes
/// of `path` (see `NavigationJSON`), so a router can rebuild each screen's NavigationPath:
///
///     {"version": 1, "file": "app.json", "routes": [
///       {"id": "D", "reachable": true, "steps": 2, "moves": [...], "state": {"tab": "c", ...}},
///       {"id": "Orphan", "reachable": false}]}
///
/// An app with deep links (format 1.1) adds `deepLinks`, per deep link in file order: `id`, `url`,
/// `label` (when it has one), `to`, `state` (the state it opens at launch) and `endsOnTarget`
/// (whether that state shows `to`). A screen reachable only past the bound of the search for routes
/// (`RouteTable`) is `{"id": "X", "limit": 50000, "reachable": true}`: no `steps`, `moves` or
/// `state`, and `limit` the bound.
///
/// Keys sorted (`JSONValue`). Written in parts (`ChunkedOutput`): the document's members in key
/// order, each route's entry serialized on its own at its depth, so that no more than one entry is
/// held at a time. Linear in the size of the output.
public struct RoutesJSONReporter: RoutesReporter {
  /// The version of the JSON contract.
  public static let version = 1

  /// A JSON reporter.
  public init() {}

  /// The table as one JSON document, the bytes `JSONValue.serialized()` writes for it.
  public func write(_ report: RoutesReport, to output: (String) -> Void) {
    let app = report.app
    var orders = JSONValue.KeyOrders()
    withoutActuallyEscaping(output) { output in
      var out = ChunkedOutput(output)
      out.append("{\n")
      if !report.deepLinks.isEmpty {
        let deepLinks = JSONValue.array(
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
        out.append("  \"deepLinks\": " + deepLinks.serialized(depth: 1, &orders) + ",\n")
      }
      out.append("  \"file\": " + JSONValue.string(report.file).serialized(depth: 1, &orders) + ",\n")
      out.append("  \"routes\": [")
      for s in app.screens.indices {
        var members: [String: JSONValue] = ["id": .string(app.screens[s].id)]
        if let route = report.route(s) {
          members["reachable"] = .bool(true)
          members["steps"] = .int(route.moves.count)
          members["moves"] = .array(route.moves.map(app.json(of:)))
          members["state"] = app.json(of: route.end)
        } else {
          let reachable = s < report.routes.count && report.routes.isReachable(s)
          members["reachable"] = .bool(reachable)
          if reachable, let limit = report.routes.limit { members["limit"] = .int(limit) }
        }
        out.append((s == 0 ? "\n    " : ",\n    ") + JSONValue.object(members).serialized(depth: 2, &orders))
      }
      out.append(app.screens.isEmpty ? "],\n" : "\n  ],\n")
      out.append("  \"version\": \(RoutesJSONReporter.version)\n}\n")
      out.flush()
    }
  }
}
