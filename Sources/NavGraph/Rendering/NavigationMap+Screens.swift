extension NavigationMap {
  /// A map of screens (the whole map, an area's page, or a focus): the screens `plan` chose, in
  /// their areas' clusters and push groups; on a page the other areas as one node each; the tab
  /// bar, the launch arrow, the link edges (bundled into the shared destinations on the whole map)
  /// and the highlighted route's moves, marked with `findings`. See `NavigationMap` for the order.
  /// Linear in screens, links and route moves.
  init(screensOf plan: RenderPlan, checkResult findings: CheckResult?) {
    let app = plan.app
    let options = plan.options
    let areas = plan.areas
    let groups = plan.groups
    let kept = plan.selection.kept
    let page = plan.selection.page
    let screenCount = app.screens.count
    let whole = page == nil && options.focus == nil

    // Clusters: the areas with drawn screens, then their push groups (compact on the whole map
    // when dense).
    var used = [Bool](repeating: false, count: areas.kinds.count)
    for s in 0..<screenCount where kept[s] && areas.areaOf[s] >= 0 { used[Int(areas.areaOf[s])] = true }
    var clusterOfArea = [Int](repeating: -1, count: areas.kinds.count)
    var clusters: [Cluster] = []
    for a in areas.kinds.indices where used[a] {
      clusterOfArea[a] = clusters.count
      clusters.append(
        Cluster(kind: Self.kind(of: Int32(a), areas), title: Self.title(ofArea: Int32(a), plan), parent: nil))
    }
    var clusterOfGroup = [Int](repeating: -1, count: groups.groups.count)
    var compact = [Bool](repeating: false, count: groups.groups.count)
    for (g, group) in groups.groups.enumerated() {
      compact[g] = whole && group.isDense
      clusterOfGroup[g] = clusters.count
      clusters.append(
        Cluster(
          kind: .pushGroup, title: Self.groupTitle(group, compact: compact[g]),
          parent: clusterOfArea[Int(group.area)], hiddenLinks: compact[g] ? group.links.count : nil))
    }

    var nodes: [Node] = []
    for s in 0..<screenCount where kept[s] {
      let area = areas.areaOf[s]
      let group = groups.groupOf.isEmpty ? -1 : groups.groupOf[s]
      let cluster = group >= 0 ? clusterOfGroup[Int(group)] : area >= 0 ? clusterOfArea[Int(area)] : -1
      nodes.append(Self.node(Int32(s), app: app, findings: findings, cluster: cluster >= 0 ? cluster : nil))
    }

    // Area nodes: on a page, the areas (and the outside) its screens link to.
    var areaNode = [Int](repeating: -1, count: areas.kinds.count + 1)  // the last is the outside
    var areaNodes: [AreaNode] = []
    if page != nil {
      var linked = [Bool](repeating: false, count: areas.kinds.count + 1)
      for s in 0..<Int32(screenCount) where kept[Int(s)] {
        for l in app.screens[ScreenID(rawValue: s)].links {
          guard let t = MapSelection.drawnMove(of: l, app: app)?.target, !kept[Int(t)] else { continue }
          let a = Int(areas.areaOf[Int(t)])
          linked[a >= 0 ? a : areas.kinds.count] = true
        }
      }
      var members = [[Int32]](repeating: [], count: areas.kinds.count + 1)
      for s in 0..<Int32(screenCount) {
        let a = Int(areas.areaOf[Int(s)])
        members[a >= 0 ? a : areas.kinds.count].append(s)
      }
      for a in linked.indices where linked[a] {
        areaNode[a] = areaNodes.count
        let area = Int32(a < areas.kinds.count ? a : -1)
        areaNodes.append(
          Self.areaNode(
            kind: area >= 0 ? Self.kind(of: area, areas) : .outside, title: Self.title(ofArea: area, plan),
            screens: members[a], app: app, findings: findings))
      }
    }

    // Edges, in the order of their first link.
    var edges: [Edge] = []
    var edgeIndex: [EdgeKey: Int] = [:]
    var deepest = [Int32](repeating: -1, count: areas.kinds.count)
    if whole { deepest = Self.deepestScreens(plan) }
    for s in 0..<Int32(screenCount) where kept[Int(s)] {
      let sourceArea = areas.areaOf[Int(s)]
      for id in app.screens[ScreenID(rawValue: s)].links {
        let l = id.index
        let link = app.links[id]
        guard let (kind, t) = MapSelection.drawnMove(of: id, app: app) else { continue }
        let targetArea = areas.areaOf[Int(t)]
        let key: EdgeKey
        if kept[Int(t)] {
          let group = groups.groupOf.isEmpty ? -1 : groups.groupOf[Int(s)]
          if group >= 0 && compact[Int(group)] && groups.groupOf[Int(t)] == group && kind == .push {
            continue
          }
          if whole, let shared = areas.shared, targetArea == shared, sourceArea >= 0, sourceArea != shared {
            key = EdgeKey(
              from: .area(Int(sourceArea)), to: .area(Int(shared)), kind: kind, isRouteOnly: false)
          } else {
            key = EdgeKey(from: .screen(s), to: .screen(t), kind: kind, isRouteOnly: false)
          }
        } else if page != nil {
          let node = areaNode[targetArea >= 0 ? Int(targetArea) : areas.kinds.count]
          key = EdgeKey(from: .screen(s), to: .area(node), kind: kind, isRouteOnly: false)
        } else {
          continue
        }
        let e: Int
        if let existing = edgeIndex[key] {
          e = existing
        } else {
          e = edges.count
          edgeIndex[key] = e
          edges.append(
            Edge(
              from: key.from, to: key.to, kind: kind, labels: [], links: [], tailCluster: nil,
              headCluster: nil, constrains: true, isCycle: false, steps: [], isRouteOnly: false, action: nil))
        }
        edges[e].links.append(Int32(l))
        if options.labels, let label = link.label, !edges[e].labels.contains(label) {
          edges[e].labels.append(label)
        }
        if let type = app.valueType(of: id) {
          if !edges[e].values.contains(type) { edges[e].values.append(type) }
          if options.labels && !edges[e].labels.contains("(value \(type))") {
            edges[e].labels.append("(value \(type))")
          }
        }
        if let parts = app.linkParts[id] {
          let effect = app.describe(Move(.link(id), on: ScreenID(rawValue: s))).effect
          if !edges[e].compoundActions.contains(effect) { edges[e].compoundActions.append(effect) }
          let kinds =
            "(" + ([link.kind] + parts.moves.map(\.kind)).map(\.rawValue).joined(separator: ", then ") + ")"
          if options.labels && !edges[e].labels.contains(kinds) { edges[e].labels.append(kinds) }
        }
        if let findings, findings.exampleCycleLinks.contains(id) { edges[e].isCycle = true }
      }
    }
    // An edge between two areas (the screens outside every area counting as one) does not rank
    // the layout, unless it presents a modal flow first: the tabs stay on top below the tab bar,
    // and a modal flow hangs below the screen that first presents it.
    for e in edges.indices {
      guard case .screen(let from) = edges[e].from, case .screen(let to) = edges[e].to else { continue }
      let (a, b) = (areas.areaOf[Int(from)], areas.areaOf[Int(to)])
      if a != b {
        let presenting = b >= 0 ? areas.presentingLink(b) : nil
        edges[e].constrains = edges[e].links.contains { $0 == presenting }
      }
    }
    // Bundles (keyed by area above): laid out from the deepest screen of their area to their most linked destination,
    // and clipped to the two clusters.
    for e in edges.indices {
      guard case .area(let from) = edges[e].from, case .area(let to) = edges[e].to else { continue }
      var linksTo: [Int32: Int] = [:]
      var head: Int32 = -1
      for l in edges[e].links {
        let t = MapSelection.drawnMove(of: LinkID(Int(l)), app: app)!.target
        linksTo[t, default: 0] += 1
        if head < 0 || linksTo[t]! > linksTo[head]! || (linksTo[t]! == linksTo[head]! && t < head) {
          head = t
        }
      }
      edges[e].from = .screen(deepest[from])
      edges[e].to = .screen(head)
      edges[e].tailCluster = clusterOfArea[from]
      edges[e].headCluster = clusterOfArea[to]
      edges[e].labels = []
    }

    if let route = plan.highlight {
      var edgeOfLink: [Int32: Int] = [:]
      for (e, edge) in edges.enumerated() { for l in edge.links { edgeOfLink[l] = e } }
      for (i, move) in route.moves.enumerated() where i < route.states.count {
        let from = move.on.rawValue
        guard Int(from) < screenCount, kept[Int(from)] else { continue }
        if let l = move.link, let e = edgeOfLink[l.rawValue] {
          edges[e].steps.append(i + 1)
          continue
        }
        let to = route.states[i].visible.rawValue
        guard Int(to) < screenCount, kept[Int(to)] else { continue }
        let description = app.describe(move)
        let key = EdgeKey(from: .screen(from), to: .screen(to), kind: description.kind, isRouteOnly: true)
        if let e = edgeIndex[key] {
          edges[e].steps.append(i + 1)
        } else {
          edgeIndex[key] = edges.count
          edges.append(
            Edge(
              from: .screen(from), to: .screen(to), kind: description.kind, labels: [], links: [],
              tailCluster: nil, headCluster: nil, constrains: false, isCycle: false, steps: [i + 1],
              isRouteOnly: true, action: description.edgeLabel))
        }
      }
    }

    // The tab bar, on the whole map of an app with two or more tabs.
    var tabBar: [TabBarEntry] = []
    if whole && app.tabs.count >= 2 {
      for (t, tab) in app.tabs.enumerated() {
        guard let root = tab.root else { continue }
        tabBar.append(TabBarEntry(title: Self.title(ofTab: t, app), root: .screen(root.rawValue)))
      }
    }
    var launch: Endpoint? = nil
    if let entry = app.entry {
      if kept[entry.index] { launch = .screen(entry.rawValue) }
    } else if !tabBar.isEmpty {
      launch = .tabBar
    } else if let root = app.tabs.first?.root, kept[root.index] {
      launch = .screen(root.rawValue)
    }

    self.title = app.name
    self.nodes = nodes
    self.areaNodes = areaNodes
    self.clusters = clusters
    self.edges = edges
    self.tabBar = tabBar
    self.launch = launch
    self.isOverview = false
    self.rankdir = options.rankdir
    self.legend = options.legend
    self.hasRoute = plan.highlight.map { !$0.moves.isEmpty } ?? false
  }

  /// Per area: its drawn screen whose first configuration is deepest (ties: the first), the tail
  /// of its bundle; -1 when it has none. One pass over the screens.
  private static func deepestScreens(_ plan: RenderPlan) -> [Int32] {
    let areas = plan.areas
    let graph = plan.analysis.graph
    var deepest = [Int32](repeating: -1, count: areas.kinds.count)
    var depth = [Int32](repeating: -2, count: areas.kinds.count)
    for s in 0..<Int32(plan.app.screens.count) where plan.selection.kept[Int(s)] {
      let a = Int(areas.areaOf[Int(s)])
      guard a >= 0 else { continue }
      let n = graph.firstNode[Int(s)]
      let d = n >= 0 ? graph.depth[Int(n)] : -1
      if d > depth[a] {
        depth[a] = d
        deepest[a] = s
      }
    }
    return deepest
  }
}
