/// What a map draws, as plain data: the screens drawn in full, grouped into clusters (areas, and
/// push groups inside them), the areas drawn as one node, the edges between them by kind, the tab
/// bar, the deep links' entry arrows (format 1.1), and the findings and route drawn on them. The writers (`DOTWriter`, `MermaidWriter`) only
/// translate this value into their language.
///
/// Built "filter first, then map": a `RenderPlan` gives every screen its area (`MapAreas`), chooses
/// the screens (`MapSelection`) and finds the push groups (`PushGroups`), and only then are nodes
/// and edges made. The whole map (`MapView.all`) bundles the links from an area into the shared
/// destinations into one edge per area and kind, leaves out the links inside a dense push group
/// (its box says how many), and puts the tab bar on top; an area's page draws the areas it links to
/// as one node each; the overview (`NavigationMap+Overview`) draws every area as one node. An edge
/// between two areas does not rank the layout (`constrains` is false), except the one that
/// presents a modal flow first, which hangs the flow below its presenter.
///
/// Everything is in a fixed order: nodes by screen index, clusters as `MapAreas` orders them (push
/// groups after), area nodes by area, link edges by their first link in file order, then route-only
/// edges by step. Linear in screens, links and route moves.
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
    /// The index of the node's cluster in `clusters` (its push group's when it is in one), or nil
    /// when it is drawn outside any cluster.
    package var cluster: Int?
    /// Whether the screen is in a reported cycle group but not on its example cycle: drawn
    /// quietly, while the example cycle's edges are highlighted.
    package var inCycleGroup: Bool
    /// Whether the screen is new since the older version (`render --diff`).
    package var isAdded = false
  }

  /// What an area is: a cluster's, or an area node's.
  package enum AreaKind: Hashable, Sendable {
    case tab
    /// The screens two or more tabs' stacks show.
    case shared
    /// A modal flow presented by a link of this kind (sheet, popover or full-screen cover).
    case modal(LinkKind)
    /// The screens outside every area (only as an area node).
    case outside
    /// A push group: screens of one area that all reach each other by push.
    case pushGroup
  }

  package struct Cluster: Hashable, Sendable {
    package var kind: AreaKind
    /// The tab's title (or id), the modal root's title, `Shared destinations`, or for a push group
    /// the number of its screens.
    package var title: String
    /// For a push group: the cluster of its area.
    package var parent: Int?
    /// For a push group drawn compactly: the links between its screens, which the map leaves out.
    package var hiddenLinks: Int?
  }

  /// An area, or a push group, drawn as one node.
  package struct AreaNode: Hashable, Sendable {
    package var kind: AreaKind
    /// The area's title as a cluster would have it (`Home`, `sheet: New post`, `Shared
    /// destinations`, `Outside the tabs`); for a push group, `push group`.
    package var title: String
    /// The screens it stands for, in screen order.
    package var screens: [Int32]
    /// The first titles of its screens (at most `sampleTitles`).
    package var sample: [String]
    /// The links between its screens.
    package var innerLinks: Int
    /// How many of its screens `check` reports unreachable, and as a dead end or a trap.
    package var unreachable: Int
    package var stuck: Int
    /// In the overview: the cluster of its area, when the area has push groups.
    package var cluster: Int?

    /// How many screen titles an area node shows.
    package static let sampleTitles = 3
  }

  /// One end of an edge, or where the launch arrow points.
  package enum Endpoint: Hashable, Sendable {
    /// The node of the screen at this index of `App.screens`.
    case screen(Int32)
    /// The area node at this index of `areaNodes`.
    case area(Int)
    /// The tab bar.
    case tabBar
  }

  package struct Edge: Hashable, Sendable {
    package var from: Endpoint
    package var to: Endpoint
    package var kind: LinkKind
    /// The labels of the links drawn by this edge, in file order, when labels are on (none for a
    /// bundle); a value push adds `(value Route)`.
    package var labels: [String]
    /// The value types of the value pushes drawn by this edge (format 1.1), in file order.
    package var values: [String] = []
    /// The compound actions (format 1.1 `then`) drawn by this edge, each in words with its parts
    /// (`dismiss, then push 'Profile'`, `MoveDescription.effect`), in file order; with labels on,
    /// each also adds its kinds to `labels`, `(dismiss, then push)`.
    package var compoundActions: [String] = []
    /// The links it draws (global indices into `App.links`), in file order; empty for a route-only
    /// edge.
    package var links: [Int32]
    /// A bundle of links into the shared destinations: the clusters its two ends are clipped to,
    /// so that it is drawn from area to area (it is laid out between one screen of each).
    package var tailCluster: Int?
    package var headCluster: Int?
    /// Whether the edge ranks the layout: false for an edge between two areas (or an area and the
    /// screens outside every area) other than the first presentation of a modal flow, and for
    /// route-only edges.
    package var constrains: Bool
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
    /// Whether every link it draws is new since the older version (`render --diff`).
    package var isAdded = false

    /// A bundle of links drawn from cluster to cluster.
    package var isBundle: Bool { tailCluster != nil || headCluster != nil }
  }

  /// A tab of the tab bar, drawn in tab-bar order above the tabs' areas, with an edge to its root.
  package struct TabBarEntry: Hashable, Sendable {
    package var title: String
    package var root: Endpoint
  }

  /// The app's `name`, the map's title.
  package var title: String?
  package var nodes: [Node]
  package var areaNodes: [AreaNode]
  package var clusters: [Cluster]
  package var edges: [Edge]
  /// The tab bar, when the map draws two or more tabs' areas whole (or the overview their nodes).
  package var tabBar: [TabBarEntry]
  /// Where the launch arrow points: the entry screen, the tab bar when the app launches on it,
  /// the first tab's root, or in the overview the area node holding the entry; nil when not drawn.
  package var launch: Endpoint?
  /// Whether this is the overview, whose edges are weighted by the links they stand for.
  package var isOverview: Bool
  package var rankdir: RankDirection
  package var legend: Bool
  /// Whether a route is drawn (for the legend).
  package var hasRoute: Bool
  /// The removed screens and links drawn as ghosts (`render --diff`); nil without an older version.
  package var changes: MapChanges?
  /// The deep links drawn as entry arrows from the "deep links" node (format 1.1), in file order;
  /// empty without deep links (`NavigationMap+DeepLinks`).
  package var deepLinks: [DeepLinkEntry] = []

  /// The map of `app` drawn with `options`, with `checkResult`'s findings when given and
  /// `options.findings` is on. Throws `RenderError` for a bad or empty filter; the size of the map
  /// is not checked here (`RenderPlan` does).
  package init(app: App, checkResult: CheckResult?, options: RenderOptions) throws {
    self.init(
      plan: try RenderPlan(analysis: NavigationAnalysis(app), options: options, checkingSize: false),
      checkResult: checkResult)
  }

  init(plan: RenderPlan, checkResult: CheckResult?) {
    if plan.options.view == .overview {
      self.init(overviewOf: plan, checkResult: plan.options.findings ? checkResult : nil)
    } else {
      self.init(screensOf: plan, checkResult: plan.options.findings ? checkResult : nil)
    }
    if let changes = plan.options.changes { mark(changes, labels: plan.options.labels) }
    addDeepLinks(plan.analysis)
  }

  /// Marks what `changes` added, and keeps its ghosts whose ends are drawn: a ghost link to or
  /// from a screen the map does not draw is left out; its label only when `labels` are drawn.
  /// Linear in nodes, edges and changes.
  mutating func mark(_ changes: MapChanges, labels: Bool) {
    var drawn: Set<Int32> = []
    for i in nodes.indices {
      drawn.insert(nodes[i].screen)
      nodes[i].isAdded = changes.addedScreens.contains(ScreenID(rawValue: nodes[i].screen))
    }
    for i in edges.indices where !edges[i].links.isEmpty {
      edges[i].isAdded = edges[i].links.allSatisfy { changes.addedLinks.contains(LinkID(rawValue: $0)) }
    }
    var kept = changes
    kept.ghostLinks = changes.ghostLinks.filter { link in
      [link.from, link.to].allSatisfy { end in
        if case .screen(let s) = end { return drawn.contains(s) }
        return true
      }
    }
    if !labels { for i in kept.ghostLinks.indices { kept.ghostLinks[i].label = nil } }
    self.changes = kept
  }

  /// The node of screen `s`, marked with `findings`.
  static func node(_ s: Int32, app: App, findings: CheckResult?, cluster: Int?) -> Node {
    let id = ScreenID(rawValue: s)
    let screen = app.screens[id]
    var status = Status.normal
    var inCycleGroup = false
    if let findings {
      if id.index < findings.reachable.count && !findings.reachable[id.index] {
        status = .unreachable
      } else if findings.deadEnds.contains(id) {
        status = .deadEnd
      } else if findings.traps.contains(id) {
        status = .trap
      }
      inCycleGroup =
        screen.links.contains { findings.cycleLinks.contains($0) }
        && !screen.links.contains { findings.exampleCycleLinks.contains($0) }
    }
    let kinds = Set(app.links(of: id).map(\.kind))
    return Node(
      screen: s, title: screen.displayName,
      id: screen.title != nil && screen.title != screen.id ? screen.id : nil,
      isEntry: app.entry == id, isHome: app.home == id, status: status,
      markers: [LinkKind.pop, .popToRoot, .dismiss].filter { kinds.contains($0) },
      cluster: cluster, inCycleGroup: inCycleGroup)
  }

  /// An area node for `screens`, with their findings counted.
  static func areaNode(
    kind: AreaKind, title: String, screens: [Int32], app: App, findings: CheckResult?, innerLinks: Int = 0
  ) -> AreaNode {
    var unreachable = 0
    var stuck = 0
    if let findings {
      for s in screens {
        if Int(s) < findings.reachable.count && !findings.reachable[Int(s)] {
          unreachable += 1
        } else if findings.deadEnds.contains(ScreenID(rawValue: s))
          || findings.traps.contains(ScreenID(rawValue: s))
        {
          stuck += 1
        }
      }
    }
    return AreaNode(
      kind: kind, title: title, screens: screens,
      sample: screens.prefix(AreaNode.sampleTitles).map { app.screens[Int($0)].displayName },
      innerLinks: innerLinks, unreachable: unreachable, stuck: stuck, cluster: nil)
  }

  static func kind(of area: Int32, _ areas: MapAreas) -> AreaKind {
    switch areas.kinds[Int(area)] {
    case .tab: return .tab
    case .shared: return .shared
    case .modal(_, let kind, _): return .modal(kind)
    }
  }

  /// The title of area `area` (-1: outside every area) as its cluster or node shows it: the tab's
  /// title, `Shared destinations`, the modal root's title, `Outside the tabs` (`Screens` in an app
  /// without tabs).
  static func title(ofArea area: Int32, _ plan: RenderPlan) -> String {
    guard area >= 0 else { return plan.app.tabs.isEmpty ? "Screens" : "Outside the tabs" }
    switch plan.areas.kinds[Int(area)] {
    case .tab(let t): return title(ofTab: Int(t), plan.app)
    case .shared: return "Shared destinations"
    case .modal(let root, _, _): return plan.app.screens[Int(root)].displayName
    }
  }

  /// A push group's cluster title: how many screens, and for a compact one how many links the map
  /// leaves out.
  static func groupTitle(_ group: PushGroups.Group, compact: Bool) -> String {
    let screens = "push group: \(group.screens.count) screens"
    return compact ? "\(screens), \(group.links.count) links among them" : screens
  }

  /// A tab's title, or its id.
  static func title(ofTab t: Int, _ app: App) -> String { app.tabs[t].title ?? app.tabs[t].id }

  /// Every text the map shows: its title, the clusters' titles, the tab bar, the nodes' and edges'
  /// labels.
  func texts() -> [String] {
    var texts = title.map { [$0] } ?? []
    texts += clusters.map(DOTWriter.clusterTitle)
    texts += tabBar.map(\.title)
    for node in nodes { texts += DOTWriter.labelLines(node) }
    for node in areaNodes { texts += DOTWriter.labelLines(node) }
    for edge in edges { texts += DOTWriter.labelLines(edge) }
    if !deepLinks.isEmpty { texts.append("deep links") }
    for entry in deepLinks { texts += [entry.id] + [entry.url, entry.label].compactMap { $0 } }
    return texts
  }

  /// The positions in `nodes` of each cluster's own nodes, the positions in `areaNodes` of each
  /// cluster's area nodes, and of the nodes outside every cluster, in order. Linear in nodes.
  package func nodesByCluster() -> (
    clusters: [[Int]], areaNodes: [[Int]], outside: [Int], outsideAreas: [Int]
  ) {
    var members = [[Int]](repeating: [], count: clusters.count)
    var areaMembers = [[Int]](repeating: [], count: clusters.count)
    var outside: [Int] = []
    var outsideAreas: [Int] = []
    for (i, node) in nodes.enumerated() {
      if let c = node.cluster { members[c].append(i) } else { outside.append(i) }
    }
    for (i, node) in areaNodes.enumerated() {
      if let c = node.cluster { areaMembers[c].append(i) } else { outsideAreas.append(i) }
    }
    return (members, areaMembers, outside, outsideAreas)
  }

  struct EdgeKey: Hashable {
    var from: Endpoint
    var to: Endpoint
    var kind: LinkKind
    var isRouteOnly: Bool
  }
}
