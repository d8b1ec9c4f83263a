extension NavigationMap {
  /// The overview (`MapView.overview`): the one-page picture of a big app. One node per area (each
  /// tab, the shared destinations, each modal flow, and one for every screen outside them) and one
  /// per push group (`PushGroups`, drawn inside a cluster of its area with a node for the area's
  /// other screens); one edge per two nodes and link kind, standing for every link between their
  /// screens, its width growing with their number. The tab bar, in tab order, points at
  /// the tabs' nodes.
  ///
  /// Nodes in area order (the outside last), edges by their first link in file order. Linear in
  /// screens and links.
  init(overviewOf plan: RenderPlan, checkResult findings: CheckResult?) {
    let app = plan.app
    let areas = plan.areas
    let groups = plan.groups
    let screenCount = app.screens.count
    let outside = areas.kinds.count

    var members = [[Int32]](repeating: [], count: areas.kinds.count + 1)
    for s in 0..<Int32(screenCount) {
      let a = Int(areas.areaOf[Int(s)])
      if groups.groupOf[Int(s)] < 0 { members[a >= 0 ? a : outside].append(s) }
    }
    var groupsOf = [[Int]](repeating: [], count: areas.kinds.count)
    for (g, group) in groups.groups.enumerated() { groupsOf[Int(group.area)].append(g) }

    var clusters: [Cluster] = []
    var areaNodes: [AreaNode] = []
    var nodeOfArea = [Int](repeating: -1, count: areas.kinds.count + 1)
    var nodeOfGroup = [Int](repeating: -1, count: groups.groups.count)
    for a in 0...outside {
      let area = Int32(a < outside ? a : -1)
      let title = Self.title(ofArea: area, plan)
      let kind = area >= 0 ? Self.kind(of: area, areas) : .outside
      var cluster: Int? = nil
      if area >= 0 && !groupsOf[a].isEmpty {
        cluster = clusters.count
        clusters.append(Cluster(kind: kind, title: title, parent: nil))
      }
      if !members[a].isEmpty {
        nodeOfArea[a] = areaNodes.count
        var node = Self.areaNode(kind: kind, title: title, screens: members[a], app: app, findings: findings)
        node.cluster = cluster
        areaNodes.append(node)
      }
      for g in area >= 0 ? groupsOf[a] : [] {
        nodeOfGroup[g] = areaNodes.count
        var node = Self.areaNode(
          kind: .pushGroup, title: "push group", screens: groups.groups[g].screens, app: app,
          findings: findings,
          innerLinks: groups.groups[g].links.count)
        node.cluster = cluster
        areaNodes.append(node)
      }
    }
    func node(of s: Int32) -> Int {
      let g = groups.groupOf[Int(s)]
      if g >= 0 { return nodeOfGroup[Int(g)] }
      let a = Int(areas.areaOf[Int(s)])
      return nodeOfArea[a >= 0 ? a : outside]
    }

    var edges: [Edge] = []
    var edgeIndex: [EdgeKey: Int] = [:]
    for s in 0..<Int32(screenCount) {
      let from = node(of: s)
      for id in app.screens[ScreenID(rawValue: s)].links {
        let l = id.index
        guard let (kind, t) = MapSelection.drawnMove(of: id, app: app) else { continue }
        let to = node(of: t)
        if to == from {
          if groups.groupOf[Int(s)] < 0 { areaNodes[from].innerLinks += 1 }
          continue
        }
        let key = EdgeKey(from: .area(from), to: .area(to), kind: kind, isRouteOnly: false)
        if let e = edgeIndex[key] {
          edges[e].links.append(Int32(l))
        } else {
          edgeIndex[key] = edges.count
          edges.append(
            Edge(
              from: key.from, to: key.to, kind: key.kind, labels: [], links: [Int32(l)], tailCluster: nil,
              headCluster: nil, constrains: true, isCycle: false, steps: [], isRouteOnly: false, action: nil))
        }
        if let findings, findings.exampleCycleLinks.contains(id) {
          edges[edgeIndex[key]!].isCycle = true
        }
      }
    }

    var tabBar: [TabBarEntry] = []
    if app.tabs.count >= 2 {
      for (t, tab) in app.tabs.enumerated() {
        guard let root = tab.root else { continue }
        tabBar.append(TabBarEntry(title: Self.title(ofTab: t, app), root: .area(node(of: root.rawValue))))
      }
    }
    var launch: Endpoint? = nil
    if let entry = app.entry {
      launch = .area(node(of: entry.rawValue))
    } else if !tabBar.isEmpty {
      launch = .tabBar
    } else if let root = app.tabs.first?.root {
      launch = .area(node(of: root.rawValue))
    }

    self.title = app.name
    self.nodes = []
    self.areaNodes = areaNodes
    self.clusters = clusters
    self.edges = edges
    self.tabBar = tabBar
    self.launch = launch
    self.isOverview = true
    self.rankdir = plan.options.rankdir
    self.legend = plan.options.legend
    self.hasRoute = false
  }
}
