/// The viewer's data about its map, beside the `check` and `routes` reports: for every screen, the
/// SVG element that draws it (`MapElementID`), its area, its flags, its links (with the edge that
/// draws each), the actions of its route from launch and the edges that route takes; for every
/// edge, its element, ends, kind and whether it is in a reported cycle. The viewer's script only
/// looks things up in this data: every fact in it is computed here, by the library.
///
///     {"version": 1, "file": "app.json", "name": "Social", "launch": 0, "home": 0,
///      "areas": ["Home", "sheet: New post"],
///      "screens": [{"id": "Feed", "title": "Home", "node": "ng_s0", "area": 0, "flags": ["home"],
///                   "params": [{"name": "postID", "type": "Post.ID"}],
///                   "links": [{"kind": "push", "to": "PostDetail", "screen": 9, "label": "Open post",
///                              "value": "Route",
///                              "edge": "ng_e3"}],
///                   "actions": ["tap 'Open post' on 'Feed'"], "routeEdges": ["ng_e3"]}],
///      "edges": [{"id": "ng_e3", "from": 0, "to": 9, "kind": "push", "cycle": true}]}
///
/// Screens are listed in file order, all of them (a screen the filters leave out has no `node`);
/// `from`, `to`, `screen`, `launch` and `home` are indices into `screens`; `area` into `areas`
/// (the map's clusters, titled as drawn). A link's `to` is the id of its target screen or tab, and
/// `screen` the screen it shows (a tab link's tab root). `actions` is present for a reachable
/// screen (empty for the launch screen), in the words of `path`. An edge with `route` is a move of
/// the highlighted route that no link draws. Optional keys are left out when they have no value.
/// A later format's deep links would add a top-level `deepLinks` array
/// (`[{"id", "url", "label", "to"}]`, `to` a screen index), which the viewer lists when present.
///
/// Linear in screens, links and the total length of the routes.
enum ViewerMapData {
  /// The version of this data's shape.
  static let version = 1

  static func json(app: App, map: NavigationMap, reports: ViewerReports) -> JSONValue {
    let screenCount = app.screens.count
    var drawn = [Bool](repeating: false, count: screenCount)
    var area = [Int?](repeating: nil, count: screenCount)
    for node in map.nodes where node.screen >= 0 && Int(node.screen) < screenCount {
      drawn[Int(node.screen)] = true
      area[Int(node.screen)] = node.cluster
    }

    var edgeOf: [EdgeKey: Int] = [:]
    var edges: [JSONValue] = []
    for (i, edge) in map.edges.enumerated() {
      var members: [String: JSONValue] = [
        "id": .string(MapElementID.edge(i)), "from": .int(Int(edge.from)), "to": .int(Int(edge.to)),
        "kind": .string(edge.kind.rawValue),
      ]
      if edge.isCycle { members["cycle"] = .bool(true) }
      if edge.isRouteOnly {
        members["route"] = .bool(true)
      } else {
        edgeOf[EdgeKey(from: edge.from, to: edge.to, kind: edge.kind)] = i
      }
      edges.append(.object(members))
    }

    /// The element id of the edge drawing a link of `kind` from `s` to the screen `t`, if drawn.
    func edgeID(from s: Int32, to t: Int32?, kind: LinkKind) -> String? {
      guard let t, let e = edgeOf[EdgeKey(from: s, to: t, kind: kind)] else { return nil }
      return MapElementID.edge(e)
    }

    let routes = reports.routes.routes
    var screens: [JSONValue] = []
    screens.reserveCapacity(screenCount)
    for s in 0..<screenCount {
      let screen = app.screens[s]
      let index = Int32(s)
      var members: [String: JSONValue] = ["id": .string(screen.id), "title": .string(screen.displayName)]
      if drawn[s] { members["node"] = .string(MapElementID.screen(index)) }
      if let a = area[s] { members["area"] = .int(a) }

      var flags: [String] = []
      if app.entry == index { flags.append("entry") }
      if app.home == index { flags.append("home") }
      if screen.stack { flags.append("stack") }
      if screen.backButtonHidden { flags.append("backButtonHidden") }
      if screen.dismissDisabled { flags.append("dismissDisabled") }
      if screen.hidesTabBar { flags.append("hidesTabBar") }
      if !flags.isEmpty { members["flags"] = .strings(flags) }
      if !screen.params.isEmpty {
        members["params"] = .array(
          screen.params.map { .object(["name": .string($0.name), "type": .string($0.type)]) })
      }

      var links: [JSONValue] = []
      for link in app.links(of: index) {
        var linkMembers: [String: JSONValue] = ["kind": .string(link.kind.rawValue)]
        if link.target >= 0 {
          switch link.kind.target {
          case .screen where Int(link.target) < screenCount:
            linkMembers["to"] = .string(app.screens[Int(link.target)].id)
          case .tab where Int(link.target) < app.tabs.count:
            linkMembers["to"] = .string(app.tabs[Int(link.target)].id)
          default: break
          }
        }
        let shown = MapSelection.drawnTarget(of: link, app: app)
        if let shown { linkMembers["screen"] = .int(Int(shown)) }
        if let label = link.label { linkMembers["label"] = .string(label) }
        if link.value >= 0 { linkMembers["value"] = .string(app.valueTypes[Int(link.value)]) }
        if let id = edgeID(from: index, to: shown, kind: link.kind) { linkMembers["edge"] = .string(id) }
        links.append(.object(linkMembers))
      }
      if !links.isEmpty { members["links"] = .array(links) }

      if s < routes.count, let route = routes[s] {
        members["actions"] = .strings(route.moves.map(app.action(of:)))
        var routeEdges: [String] = []
        for move in route.moves where move.via == .link && move.link >= 0 && Int(move.link) < app.links.count
        {
          let shown = MapSelection.drawnTarget(of: app.links[Int(move.link)], app: app)
          if let id = edgeID(from: move.on, to: shown, kind: move.kind) { routeEdges.append(id) }
        }
        if !routeEdges.isEmpty { members["routeEdges"] = .strings(routeEdges) }
      }
      screens.append(.object(members))
    }

    var document: [String: JSONValue] = [
      "version": .int(version),
      "file": .string(reports.check.file),
      "areas": .strings(map.clusters.map(DOTWriter.clusterTitle)),
      "screens": .array(screens),
      "edges": .array(edges),
    ]
    if let name = app.name { document["name"] = .string(name) }
    if let launch = map.launch { document["launch"] = .int(Int(launch)) }
    if app.home >= 0 && Int(app.home) < screenCount { document["home"] = .int(Int(app.home)) }
    return .object(document)
  }

  private struct EdgeKey: Hashable {
    var from: Int32
    var to: Int32
    var kind: LinkKind
  }
}
