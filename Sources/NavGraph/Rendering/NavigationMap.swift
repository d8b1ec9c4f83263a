/// What a map draws, as plain data: the screens chosen by the filters, grouped into clusters, the
/// edges between them by kind, and the findings and route drawn on them. The writers (`DOTWriter`,
/// `MermaidWriter`) only translate this value into their language.
///
/// Built "filter first, then map": a `RenderPlan` gives every screen its area (`MapAreas`) and
/// chooses the screens (`MapSelection`), and only then are nodes and edges made, for the chosen
/// screens only. Everything is in a fixed order: nodes by screen index, clusters as `MapAreas`
/// orders them, link edges by their first link in file order, route-only edges by step. Linear in
/// screens, links and route moves.
package struct NavigationMap: Hashable, Sendable {
  /// How `check`'s findings mark a screen; a dead end is reported over a trap.
  package enum Status: String, Hashable, Sendable {
    case normal
    case unreachable
    case deadEnd
    case trap
  }

  package struct Node: Hashable, Sendable {
    /// The screen's index in `App.screens`; writers name the node after it (`n0`, `n1`).
    package var screen: Int32
    package var title: String
    /// The screen's id when it differs from the title.
    package var id: String?
    package var isEntry: Bool
    package var isHome: Bool
    package var status: Status
    /// The screen's links without a target (`pop`, `popToRoot`, `dismiss`), each once, in that order.
    package var markers: [LinkKind]
    /// The index of the node's cluster in `clusters`, or nil when it is drawn outside any cluster.
    package var cluster: Int?
    /// With `--tab`: where the screen belongs when that is another tab's area (`tab 'Feed'`) or
    /// outside the tabs (`outside the tabs`); the screen is drawn in the selected tab's cluster
    /// when that tab's stack shows it, else outside the clusters, and marked as shared.
    package var otherArea: String?
    /// Whether the screen is in a reported cycle group but not on its example cycle: drawn
    /// quietly, while the example cycle's edges are highlighted.
    package var inCycleGroup: Bool
  }

  package enum ClusterKind: Hashable, Sendable {
    case tab
    /// A modal flow presented by a link of this kind (sheet, popover or full-screen cover).
    case modal(LinkKind)
  }

  package struct Cluster: Hashable, Sendable {
    package var kind: ClusterKind
    /// The tab's title (or id), or the modal root's title.
    package var title: String
  }

  package struct Edge: Hashable, Sendable {
    package var from: Int32
    package var to: Int32
    package var kind: LinkKind
    /// The labels of the links drawn by this edge, in file order, when labels are on; a value
    /// push adds `(value Route)`.
    package var labels: [String]
    /// The value types of the value pushes drawn by this edge (format 1.1), in file order.
    package var values: [String] = []
    /// Whether one of its links is on the example cycle of a cycle `check` reported.
    package var isCycle: Bool
    /// The 1-based numbers of the highlighted route's moves along this edge.
    package var steps: [Int]
    /// A move of the highlighted route that no drawn link shows (back, swipe down, the tab bar,
    /// a `pop` or `dismiss` link): drawn only for the route.
    package var isRouteOnly: Bool
    /// For route-only edges, how the move is made: `back`, `swipe down`, `tab bar`, `tab again`,
    /// or the link's kind.
    package var action: String?
  }

  /// The app's `name`, the map's title.
  package var title: String?
  package var nodes: [Node]
  package var clusters: [Cluster]
  package var edges: [Edge]
  /// The screen the launch arrow points at (the entry, or the first tab's root), when drawn.
  package var launch: Int32?
  package var rankdir: RankDirection
  package var legend: Bool
  /// Whether a route is drawn (for the legend).
  package var hasRoute: Bool

  /// The map of `app` drawn with `options`, with `checkResult`'s findings when given and
  /// `options.findings` is on. Throws `RenderError` for a bad or empty filter; the size of the map
  /// is not checked here (`RenderPlan` does).
  package init(app: App, checkResult: CheckResult?, options: RenderOptions) throws {
    self.init(
      plan: try RenderPlan(analysis: NavigationAnalysis(app), options: options, checkingSize: false),
      checkResult: checkResult)
  }

  init(plan: RenderPlan, checkResult: CheckResult?) {
    let app = plan.app
    let options = plan.options
    let areas = plan.areas
    let kept = plan.selection.kept
    let findings = options.findings ? checkResult : nil
    let screenCount = app.screens.count

    // Where each kept screen is drawn: its own area, or with `--tab`, when it belongs to another
    // tab (or outside the tabs), the selected tab's area if that tab's stack shows it.
    var drawnIn = [Int32](repeating: -1, count: screenCount)
    var otherArea = [String?](repeating: nil, count: screenCount)
    let graph = plan.analysis.graph
    for s in 0..<screenCount where kept[s] {
      let area = areas.areaOf[s]
      drawnIn[s] = area
      guard let tab = plan.selection.tab, area != tab.index, area < 0 || !areas.isModal(area),
        area >= 0 || graph.isReachable(Int32(s))
      else { continue }
      otherArea[s] = area >= 0 ? "tab '\(Self.title(ofTab: Int(area), app))'" : "outside the tabs"
      drawnIn[s] = tab.inStack[s] ? tab.index : -1
    }

    var used = [Bool](repeating: false, count: areas.kinds.count)
    for s in 0..<screenCount where drawnIn[s] >= 0 { used[Int(drawnIn[s])] = true }
    var clusterIndex = [Int](repeating: -1, count: areas.kinds.count)
    var mapClusters: [Cluster] = []
    for (c, kind) in areas.kinds.enumerated() where used[c] {
      clusterIndex[c] = mapClusters.count
      switch kind {
      case .tab(let t):
        mapClusters.append(Cluster(kind: .tab, title: Self.title(ofTab: Int(t), app)))
      case .modal(let root, let linkKind):
        mapClusters.append(Cluster(kind: .modal(linkKind), title: app.screens[Int(root)].displayName))
      }
    }

    var nodes: [Node] = []
    for s in 0..<screenCount where kept[s] {
      let screen = app.screens[s]
      var status = Status.normal
      var inCycleGroup = false
      if let findings {
        let index = Int32(s)
        if s < findings.reachable.count && !findings.reachable[s] {
          status = .unreachable
        } else if findings.deadEnds.contains(index) {
          status = .deadEnd
        } else if findings.traps.contains(index) {
          status = .trap
        }
        inCycleGroup =
          screen.linkRange.contains { findings.cycleLinks.contains(Int32($0)) }
          && !screen.linkRange.contains { findings.exampleCycleLinks.contains(Int32($0)) }
      }
      let kinds = Set(app.links(of: Int32(s)).map(\.kind))
      let cluster = drawnIn[s]
      nodes.append(
        Node(
          screen: Int32(s), title: screen.displayName,
          id: screen.title != nil && screen.title != screen.id ? screen.id : nil,
          isEntry: app.entry == Int32(s), isHome: app.home == Int32(s), status: status,
          markers: [LinkKind.pop, .popToRoot, .dismiss].filter { kinds.contains($0) },
          cluster: cluster >= 0 ? clusterIndex[Int(cluster)] : nil, otherArea: otherArea[s],
          inCycleGroup: inCycleGroup))
    }

    var edges: [Edge] = []
    var edgeIndex: [EdgeKey: Int] = [:]
    for s in 0..<Int32(screenCount) where kept[Int(s)] {
      for l in app.screens[Int(s)].linkRange {
        let link = app.links[l]
        guard let t = MapSelection.drawnTarget(of: link, app: app), kept[Int(t)] else { continue }
        let key = EdgeKey(from: s, to: t, kind: link.kind, isRouteOnly: false)
        let e: Int
        if let existing = edgeIndex[key] {
          e = existing
        } else {
          e = edges.count
          edgeIndex[key] = e
          edges.append(
            Edge(
              from: s, to: t, kind: link.kind, labels: [], isCycle: false, steps: [], isRouteOnly: false,
              action: nil))
        }
        if options.labels, let label = link.label, !edges[e].labels.contains(label) {
          edges[e].labels.append(label)
        }
        if link.value >= 0 {
          let type = app.valueTypes[Int(link.value)]
          if !edges[e].values.contains(type) { edges[e].values.append(type) }
          if options.labels && !edges[e].labels.contains("(value \(type))") {
            edges[e].labels.append("(value \(type))")
          }
        }
        if let findings, findings.exampleCycleLinks.contains(Int32(l)) { edges[e].isCycle = true }
      }
    }

    if let route = plan.highlight {
      for (i, move) in route.moves.enumerated() where i < route.states.count {
        let from = move.on
        guard from >= 0, Int(from) < screenCount, kept[Int(from)] else { continue }
        if move.via == .link, move.link >= 0, Int(move.link) < app.links.count,
          let t = MapSelection.drawnTarget(of: app.links[Int(move.link)], app: app),
          let e = edgeIndex[EdgeKey(from: from, to: t, kind: move.kind, isRouteOnly: false)]
        {
          edges[e].steps.append(i + 1)
          continue
        }
        let to = route.states[i].visible
        guard to >= 0, Int(to) < screenCount, kept[Int(to)] else { continue }
        let key = EdgeKey(from: from, to: to, kind: move.kind, isRouteOnly: true)
        if let e = edgeIndex[key] {
          edges[e].steps.append(i + 1)
        } else {
          edgeIndex[key] = edges.count
          edges.append(
            Edge(
              from: from, to: to, kind: move.kind, labels: [], isCycle: false, steps: [i + 1],
              isRouteOnly: true,
              action: Self.action(of: move)))
        }
      }
    }

    var launch: Int32? = nil
    if app.entry >= 0 && Int(app.entry) < screenCount {
      launch = app.entry
    } else if let first = app.tabs.first, first.root >= 0, Int(first.root) < screenCount {
      launch = first.root
    }
    if let l = launch, !kept[Int(l)] { launch = nil }

    self.title = app.name
    self.nodes = nodes
    self.clusters = mapClusters
    self.edges = edges
    self.launch = launch
    self.rankdir = options.rankdir
    self.legend = options.legend
    self.hasRoute = plan.highlight.map { !$0.moves.isEmpty } ?? false
  }

  /// A tab's title, or its id.
  static func title(ofTab t: Int, _ app: App) -> String { app.tabs[t].title ?? app.tabs[t].id }

  /// Every text the map shows: its title, the clusters' titles, the nodes' and edges' labels.
  func texts() -> [String] {
    var texts = title.map { [$0] } ?? []
    texts += clusters.map(\.title)
    for node in nodes { texts += DOTWriter.labelLines(node) }
    for edge in edges { texts += DOTWriter.labelLines(edge) }
    return texts
  }

  /// The positions in `nodes` of each cluster's nodes, and of the nodes outside every cluster, in
  /// node order. Linear in nodes.
  package func nodesByCluster() -> (clusters: [[Int]], outside: [Int]) {
    var members = [[Int]](repeating: [], count: clusters.count)
    var outside: [Int] = []
    for (i, node) in nodes.enumerated() {
      if let c = node.cluster { members[c].append(i) } else { outside.append(i) }
    }
    return (members, outside)
  }

  /// How a route-only move is made, for its edge's label.
  static func action(of move: Move) -> String {
    switch (move.kind, move.via) {
    case (.pop, .system): return "back"
    case (.dismiss, .system): return "swipe down"
    case (.tab, .system): return "tab bar"
    case (.popToRoot, .system): return "tab again"
    default: return move.kind.rawValue
    }
  }

  private struct EdgeKey: Hashable {
    var from: Int32
    var to: Int32
    var kind: LinkKind
    var isRouteOnly: Bool
  }
}
