/// The viewer's data about its map, beside the `check` and `routes` reports: for every screen, the
/// SVG element that draws it (`MapElementID`: its node, or the area node it is drawn in), its area,
/// its flags, its links (with the edge that draws each), the actions of its route from launch and
/// the edges and screens that route takes; for every edge, its element, ends, kind, the links it
/// draws and whether it is in a reported cycle; for every area node, its element, title and
/// screens. The viewer's script only looks things up in this data: every fact in it is computed
/// here, by the library.
///
///     {"version": 2, "file": "app.json", "name": "Social", "launch": 0, "home": 0,
///      "areas": ["Home", "Shared destinations", "sheet: New post"],
///      "areaNodes": [{"node": "ng_a0", "title": "Explore", "screens": [4, 5]}],
///      "screens": [{"id": "Feed", "title": "Home", "node": "ng_s0", "area": 0, "flags": ["home"],
///                   "params": [{"name": "postID", "type": "Post.ID"}],
///                   "links": [{"kind": "push", "to": "PostDetail", "screen": 9, "label": "Open post",
///                              "value": "Route",
///                              "edge": "ng_e3"}],
///                   "actions": ["tap 'Open post' on 'Feed'"], "routeEdges": ["ng_e3"],
///                   "routeStops": [0, 9]}],
///      "edges": [{"id": "ng_e3", "fromArea": 0, "toArea": 1, "kind": "push", "links": [[0, 0], [2, 1]]},
///                {"id": "ng_e4", "from": 9, "to": 10, "kind": "push", "links": [[9, 0]], "cycle": true}]}
///
/// Screens are listed in file order, all of them (a screen the view leaves out has no `node`; one
/// drawn inside an area node has `areaNode`, an index into `areaNodes`); `from`, `to`, `screen`,
/// `launch` (the screen launch shows, the first tab's root when the app launches on the tab bar),
/// `home` and `routeStops` are indices into `screens`, `area`, `fromArea` and `toArea`
/// into `areas` (the map's clusters, titled as drawn). An edge's ends are screens (`from`, `to`),
/// the clusters of a bundle (`fromArea`, `toArea`) or area nodes (`fromNode`, `toNode`, indices
/// into `areaNodes`); `links` lists the links it draws as pairs of a screen and the index of the
/// link among that screen's `links`. A link's `to` is the id of its target screen or tab, and
/// `screen` the screen it shows (a tab link's tab root; for a compound action, the screen of its
/// last move that names one), and `then` a compound action's parts in words (`push 'Profile'`). `actions` is present for a reachable
/// screen (empty for the launch screen), in the words of `path`. An edge with `route` is a move of
/// the highlighted route that no link draws. Optional keys are left out when they have no value. An
/// app with deep links (format 1.1) adds a top-level `deepLinks` array in file order (`[{"id",
/// "url", "label", "to", "edge", "brokenShows"}]`: `to` a screen index, `edge` the element of its
/// entry arrow when the map draws one, `brokenShows` the screen it shows opened at launch when that
/// is not `to`), which the viewer lists.
///
/// Linear in screens, links and the total length of the routes.
enum ViewerMapData {
  /// The version of this data's shape.
  static let version = 2

  static func json(app: App, map: NavigationMap, reports: ViewerReports) -> JSONValue {
    let screenCount = app.screens.count
    var drawn = [Bool](repeating: false, count: screenCount)
    var area = [Int?](repeating: nil, count: screenCount)
    var areaNode = [Int?](repeating: nil, count: screenCount)
    for node in map.nodes where node.screen >= 0 && Int(node.screen) < screenCount {
      drawn[Int(node.screen)] = true
      area[Int(node.screen)] = Self.areaCluster(node.cluster, map)
    }
    for (a, node) in map.areaNodes.enumerated() {
      for s in node.screens where Int(s) < screenCount && !drawn[Int(s)] { areaNode[Int(s)] = a }
    }

    // Which edge draws each link, and each link's place among its screen's links.
    var edgeOfLink = [Int](repeating: -1, count: app.links.count)
    for (i, edge) in map.edges.enumerated() { for l in edge.links { edgeOfLink[Int(l)] = i } }
    var ownerOfLink = [Int32](repeating: -1, count: app.links.count)
    for s in app.screenIDs { for l in app.screens[s].links { ownerOfLink[l.index] = s.rawValue } }

    var edges: [JSONValue] = []
    for (i, edge) in map.edges.enumerated() {
      var members: [String: JSONValue] = [
        "id": .string(MapElementID.edge(i)), "kind": .string(edge.kind.rawValue),
      ]
      func end(_ endpoint: NavigationMap.Endpoint, cluster: Int?, _ name: String) {
        if let cluster {
          members[name + "Area"] = .int(Self.areaCluster(cluster, map) ?? cluster)
          return
        }
        switch endpoint {
        case .screen(let s): members[name] = .int(Int(s))
        case .area(let a): members[name + "Node"] = .int(a)
        case .tabBar: break
        }
      }
      end(edge.from, cluster: edge.tailCluster, "from")
      end(edge.to, cluster: edge.headCluster, "to")
      if !edge.links.isEmpty {
        members["links"] = .array(
          edge.links.map { l in
            let s = ownerOfLink[Int(l)]
            let first = app.screens[ScreenID(rawValue: s)].links.lowerBound
            return .array([.int(Int(s)), .int(first.distance(to: LinkID(rawValue: l)))])
          })
      }
      if edge.isCycle { members["cycle"] = .bool(true) }
      if edge.isRouteOnly { members["route"] = .bool(true) }
      edges.append(.object(members))
    }

    let routes = reports.routes.routes
    var screens: [JSONValue] = []
    screens.reserveCapacity(screenCount)
    for s in 0..<screenCount {
      let screen = app.screens[s]
      let index = ScreenID(s)
      var members: [String: JSONValue] = ["id": .string(screen.id), "title": .string(screen.displayName)]
      if drawn[s] { members["node"] = .string(MapElementID.screen(index.rawValue)) }
      if let a = area[s] { members["area"] = .int(a) }
      if let a = areaNode[s] { members["areaNode"] = .int(a) }

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
      for id in screen.links {
        let l = id.index
        let link = app.links[id]
        var linkMembers: [String: JSONValue] = ["kind": .string(link.kind.rawValue)]
        switch link.destination {
        case .screen(let t)?: linkMembers["to"] = .string(app.screens[t].id)
        case .tab(let t)?: linkMembers["to"] = .string(app.tabs[t].id)
        case nil: break
        }
        if let shown = MapSelection.drawnMove(of: id, app: app) {
          linkMembers["screen"] = .int(Int(shown.target))
        }
        if let label = link.label { linkMembers["label"] = .string(label) }
        if let type = app.valueType(of: id) { linkMembers["value"] = .string(type) }
        if let parts = app.describe(Move(.link(id), on: index)).parts { linkMembers["then"] = .string(parts) }
        if edgeOfLink[l] >= 0 { linkMembers["edge"] = .string(MapElementID.edge(edgeOfLink[l])) }
        links.append(.object(linkMembers))
      }
      if !links.isEmpty { members["links"] = .array(links) }

      if s < routes.count, let route = routes[s] {
        members["actions"] = .strings(route.moves.map { app.describe($0).action })
        var routeEdges: [String] = []
        var stops: [JSONValue] = []
        for move in route.moves {
          stops.append(.int(move.on.index))
          if let l = move.link, edgeOfLink[l.index] >= 0 {
            routeEdges.append(MapElementID.edge(edgeOfLink[l.index]))
          }
        }
        if !routeEdges.isEmpty { members["routeEdges"] = .strings(routeEdges) }
        if !route.moves.isEmpty { members["routeStops"] = .array(stops + [.int(s)]) }
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
    if !map.areaNodes.isEmpty {
      document["areaNodes"] = .array(
        map.areaNodes.enumerated().map { a, node in
          .object([
            "node": .string(MapElementID.area(a)), "title": .string(DOTWriter.labelLines(node).first ?? ""),
            "screens": .array(node.screens.map { .int(Int($0)) }),
          ])
        })
    }
    if !app.deepLinks.isEmpty {
      var edgeOfDeepLink: [Int: Int] = [:]
      for (i, entry) in map.deepLinks.enumerated() { edgeOfDeepLink[entry.deepLink] = i }
      let openings = reports.routes.deepLinks
      document["deepLinks"] = .array(
        app.deepLinks.enumerated().map { d, deepLink in
          var members: [String: JSONValue] = [
            "id": .string(deepLink.id), "url": deepLink.url.map(JSONValue.string) ?? .null,
          ]
          if let label = deepLink.label { members["label"] = .string(label) }
          if let to = deepLink.to { members["to"] = .int(to.index) }
          if let i = edgeOfDeepLink[d] { members["edge"] = .string(MapElementID.deepLink(i)) }
          if let opening = openings.first(where: { $0.deepLink == d }), !opening.endsOnTarget {
            members["brokenShows"] = .int(opening.state.visible.index)
          }
          return .object(members)
        })
    }
    if let name = app.name { document["name"] = .string(name) }
    switch map.launch {
    case .screen(let launch)?: document["launch"] = .int(Int(launch))
    case .tabBar?:
      if case .screen(let root)? = map.tabBar.first?.root { document["launch"] = .int(Int(root)) }
    case .area?, nil: break
    }
    if let home = app.home { document["home"] = .int(home.index) }
    return .object(document)
  }

  /// The area cluster of `cluster`: itself, or for a push group its area's.
  static func areaCluster(_ cluster: Int?, _ map: NavigationMap) -> Int? {
    guard let cluster else { return nil }
    return map.clusters[cluster].parent ?? cluster
  }
}
