/// Writes a `NavigationMap` as Graphviz DOT text.
///
/// Node names are generated from indices (`n0` for screen 0, `a0` for area node 0), clusters from
/// their position (`cluster_0`), so user text never appears in an id; it appears only in `label`
/// values, quoted and escaped by `DOTWriter.quoted(_:)`. Every value is quoted. Output is a pure
/// function of the map, so the same map always gives the same bytes. Linear in the size of the map.
/// With `elementIDs`, nodes and edges also get the `id` attributes of `MapElementID`, which
/// Graphviz copies into the SVG (`<g id="ng_s3" class="node">`) for the HTML viewer.
///
/// Layout devices (docs/RENDERING.md, "The default map"):
/// - The tab bar is one node whose cells are ports in tab order, with an edge from each cell to
///   its tab's root. `dot` counts two such edges whose ends are in the wrong order as a crossing,
///   whose cost is the product of their crossing penalties; merged parallel edges add theirs, so
///   each edge is written with `tabBarCopies` invisible copies: a crossing of two costs 32 × 32 =
///   1,024, more than an edge through a cluster (1,000), and the tabs keep tab-bar order.
/// - An edge that does not rank the layout gets `constraint=false`; a bundle is clipped to its two
///   clusters (`compound`, `ltail`, `lhead`) and its count is an `xlabel`, placed after the layout.
/// - Leaf edges are staggered as Graphviz's `unflatten -l 3` staggers them: a node's edges to
///   screens that have no other edge get `minlen` 1, 2, 3, 1, ... in turn, so that a screen with
///   many leaves spreads them over three ranks instead of one wide row.
/// - A compact push group's screens are laid out in rows of `ceil(√n)` (`rank=same` and invisible
///   edges).
package enum DOTWriter {
  /// The colours of the visual language (also used by `MermaidWriter`).
  static let ink = "#4a5568"
  static let muted = "#a0aec0"
  static let mutedText = "#718096"
  static let mutedFill = "#f7fafc"
  static let alarm = "#c53030"
  static let alarmFill = "#fff5f5"
  static let cycle = "#dd6b20"
  static let route = "#2b6cb0"
  /// Screens and links added since an older version (`render --diff`); removed ones are ghosts in
  /// `muted`, dashed.
  static let added = "#2f855a"

  /// The invisible copies of each tab-bar edge that make its crossings cost more than a cluster's.
  static let tabBarCopies = 31
  /// The ranks leaf edges are staggered over.
  static let leafStagger = 3

  /// The DOT text of `map`. Without `clusters` (for engines that do not keep clusters together)
  /// the areas' and push groups' boxes are left out and their nodes written at the top level.
  package static func write(_ map: NavigationMap, elementIDs: Bool = false, clusters: Bool = true) -> String {
    var out = ""
    out.reserveCapacity(512 + map.nodes.count * 120 + map.edges.count * 100)
    out += "digraph \"navgraph\" {\n"
    out += "  graph [charset=\"UTF-8\", rankdir=\"\(map.rankdir.rawValue)\", fontname=\"Helvetica\", "
    if let title = map.title {
      out += "label=\(quoted(title)), labelloc=\"t\", fontsize=\"16\", "
    } else {
      out += "fontsize=\"11\", "
    }
    if clusters && map.edges.contains(where: \.isBundle) { out += "compound=\"true\", " }
    out += "nodesep=\"0.35\", ranksep=\"0.5\"];\n"
    out += "  node [shape=\"box\", style=\"rounded,filled\", color=\"\(ink)\", fillcolor=\"#ffffff\", "
    out += "fontname=\"Helvetica\", fontsize=\"11\", margin=\"0.15,0.06\"];\n"
    out +=
      "  edge [color=\"\(ink)\", fontname=\"Helvetica\", fontsize=\"9\", fontcolor=\"\(ink)\", arrowsize=\"0.7\"];\n"
    if map.launch != nil {
      out +=
        "  \"launch\" [shape=\"point\", width=\"0.14\", color=\"#1a202c\", label=\"\", tooltip=\"launch\"];\n"
    }
    if !map.deepLinks.isEmpty {
      out += "  \"deeplinks\" [\(deepLinksNodeAttributes), tooltip=\"deep links\"];\n"
    }
    if !map.tabBar.isEmpty { out += "  " + tabBarNode(map) + "\n" }

    let groups = map.nodesByCluster()
    let titles = map.nodes.map(\.title)
    func writeCluster(_ c: Int, indent: String) {
      let cluster = map.clusters[c]
      if clusters {
        out += "\(indent)subgraph \"cluster_\(c)\" {\n"
        out += "\(indent)  graph [label=\(quoted(clusterTitle(cluster))), "
        switch cluster.kind {
        case .tab, .outside: out += "style=\"rounded\", color=\"#718096\", fontcolor=\"#2d3748\""
        case .shared: out += "style=\"rounded\", color=\"\(ink)\", penwidth=\"1.6\", fontcolor=\"#2d3748\""
        case .modal: out += "style=\"rounded,dashed\", color=\"\(muted)\", fontcolor=\"\(ink)\""
        case .pushGroup:
          out +=
            "style=\"rounded,filled\", color=\"\(muted)\", fillcolor=\"\(mutedFill)\", fontcolor=\"\(ink)\""
        }
        out += ", fontsize=\"\(cluster.kind == .pushGroup ? 11 : 12)\"];\n"
      }
      let inner = clusters ? indent + "  " : indent
      for i in groups.clusters[c] { out += inner + node(map.nodes[i], elementIDs: elementIDs) + "\n" }
      for i in groups.areaNodes[c] {
        out += inner + areaNode(map.areaNodes[i], i, elementIDs: elementIDs) + "\n"
      }
      if cluster.hiddenLinks != nil {
        out += grid(groups.clusters[c].map { "n\(map.nodes[$0].screen)" }, inner)
      }
      for child in map.clusters.indices where map.clusters[child].parent == c {
        writeCluster(child, indent: inner)
      }
      if clusters { out += "\(indent)}\n" }
    }
    for c in map.clusters.indices where map.clusters[c].parent == nil { writeCluster(c, indent: "  ") }
    for i in groups.outside { out += "  " + node(map.nodes[i], elementIDs: elementIDs) + "\n" }
    for i in groups.outsideAreas {
      out += "  " + areaNode(map.areaNodes[i], i, elementIDs: elementIDs) + "\n"
    }
    let ghosts = map.changes?.ghosts ?? []
    for (g, title) in ghosts.enumerated() {
      out += "  \"g\(g)\" [label=\(quoted(title)), style=\"rounded,dashed\", color=\"\(muted)\", "
      out += "fontcolor=\"\(mutedText)\", tooltip=\(quoted("removed: " + title))];\n"
    }

    if let launch = map.launch {
      out += "  \"launch\" -> \(name(launch, map)) [color=\"#1a202c\", arrowsize=\"0.8\"];\n"
    }
    for (i, entry) in map.deepLinks.enumerated() {
      out += "  \"deeplinks\" -> \(name(entry.to, map)) [" + deepLinkAttributes(entry, i, elementIDs) + "];\n"
    }
    let port = tabBarPort(map.rankdir)
    if !map.tabBar.isEmpty {
      out +=
        "  // Each tab-bar edge has \(tabBarCopies) invisible copies, so that dot keeps the tabs in tab-bar order.\n"
    }
    for (t, entry) in map.tabBar.enumerated() {
      let cell = "\"tabbar\":\"t\(t)\":\"\(port)\" -> \(name(entry.root, map))"
      out +=
        "  \(cell) [color=\"\(muted)\", arrowsize=\"0.6\", tooltip=\(quoted("tab bar → " + entry.title))];\n"
      for _ in 0..<tabBarCopies { out += "  \(cell) [style=\"invis\"];\n" }
    }
    var screenTitles: [Int32: String] = [:]
    for (i, node) in map.nodes.enumerated() { screenTitles[node.screen] = titles[i] }
    let minlen = staggeredLeafEdges(map)
    for (i, edge) in map.edges.enumerated() {
      out +=
        "  "
        + self.edge(
          edge, map: map, titles: screenTitles, id: elementIDs ? MapElementID.edge(i) : nil,
          clusters: clusters,
          minlen: minlen[i])
        + "\n"
    }
    for link in map.changes?.ghostLinks ?? [] {
      var attributes = ["style=\"dashed\"", "color=\"\(muted)\"", "fontcolor=\"\(mutedText)\""]
      if let label = link.label { attributes.append("label=" + quoted(label)) }
      attributes.append("tooltip=" + quoted("removed: \(link.kind.rawValue) link"))
      out +=
        "  \(ghostName(link.from)) -> \(ghostName(link.to)) [" + attributes.joined(separator: ", ") + "];\n"
    }
    if map.legend { out += legend(map) }
    out += "}\n"
    return out
  }

  /// The "deep links" start node's shape and colours, distinct from the launch point (a pennant).
  static let deepLinksNodeAttributes =
    "shape=\"cds\", style=\"filled\", color=\"#1a202c\", fillcolor=\"#ffffff\", fontsize=\"9\", "
    + "margin=\"0.06,0.02\", label=\"deep links\""

  /// The style of a deep link's entry arrow: the launch arrow's colour, dashed when the deep link
  /// does not show its `to` opened at launch.
  static func deepLinkStyle(broken: Bool) -> [String] {
    (broken ? ["style=\"dashed\""] : []) + ["color=\"#1a202c\"", "arrowsize=\"0.8\""]
  }

  /// A deep link's entry arrow: it does not rank the layout (the start node stays at the top, as the
  /// launch point does), its id is a `headlabel` (beside the screen it opens, not a `label`: dot
  /// 2.43 mishandles labelled flat edges, see `edge`), its tooltip says the id, URL and label, and
  /// what it shows instead of `to` when it is broken at launch.
  private static func deepLinkAttributes(_ entry: NavigationMap.DeepLinkEntry, _ i: Int, _ elementIDs: Bool)
    -> String
  {
    var tooltip = ["deep link '\(entry.id)'" + (entry.url.map { ": \($0)" } ?? "")]
    if let label = entry.label { tooltip.append(label) }
    if let shows = entry.brokenShows { tooltip.append("broken: opened at launch it shows '\(shows)'") }
    var attributes = deepLinkStyle(broken: entry.brokenShows != nil)
    attributes += [
      "constraint=\"false\"", "headlabel=" + quoted(entry.id), "labelfontsize=\"9\"", "labelangle=\"-30\"",
      "labeldistance=\"2\"", "tooltip=" + quoted(lines: tooltip),
    ]
    if elementIDs { attributes.append("id=" + quoted(MapElementID.deepLink(i))) }
    return attributes.joined(separator: ", ")
  }

  /// The DOT name of a ghost link's end.
  private static func ghostName(_ end: MapChanges.End) -> String {
    switch end {
    case .screen(let s): return "\"n\(s)\""
    case .ghost(let g): return "\"g\(g)\""
    }
  }

  /// Per edge of `map`, the `minlen` that staggers it (nil: the default, 1): a constraining edge
  /// to a node that has no other edge (launch, tab bar and the other edges counted) is the
  /// tail's k-th such edge and gets `k % leafStagger + 1`, as `unflatten -l` does. Linear in edges.
  static func staggeredLeafEdges(_ map: NavigationMap) -> [Int?] {
    var degree: [NavigationMap.Endpoint: Int] = [:]
    if let launch = map.launch { degree[launch, default: 0] += 1 }
    for entry in map.tabBar { degree[entry.root, default: 0] += 1 + tabBarCopies }
    for edge in map.edges {
      degree[edge.from, default: 0] += 1
      degree[edge.to, default: 0] += 1
    }
    var leaves: [NavigationMap.Endpoint: Int] = [:]
    return map.edges.map { edge in
      guard edge.constrains, !edge.isBundle, edge.from != edge.to, degree[edge.to] == 1 else { return nil }
      let k = leaves[edge.from, default: 0]
      leaves[edge.from] = k + 1
      return k % leafStagger == 0 ? nil : k % leafStagger + 1
    }
  }

  /// The style attributes of an edge of `kind`, in `color`.
  static func kindAttributes(_ kind: LinkKind, color: String) -> [String] {
    switch kind {
    case .push: return ["color=\"\(color)\""]
    case .sheet: return ["style=\"dashed\"", "color=\"\(color)\""]
    case .popover: return ["style=\"dashed\"", "arrowhead=\"empty\"", "color=\"\(color)\""]
    case .fullScreenCover: return ["style=\"dashed,bold\"", "color=\"\(color)\""]
    case .tab: return ["style=\"dotted\"", "color=\"\(color)\""]
    case .replace: return ["color=\"\(color):invis:\(color)\""]
    case .pop, .popToRoot, .dismiss, .dismissAction: return ["style=\"dashed\"", "color=\"\(color)\""]
    }
  }

  /// What an edge's end is called in its tooltip: the screen's or area's title.
  private static func endTitle(
    _ endpoint: NavigationMap.Endpoint, cluster: Int?, map: NavigationMap, titles: [Int32: String]
  ) -> String {
    if let cluster { return clusterTitle(map.clusters[cluster]) }
    switch endpoint {
    case .screen(let s): return titles[s] ?? ""
    case .area(let a): return labelLines(map.areaNodes[a]).first ?? ""
    case .tabBar: return "tab bar"
    }
  }

  private static func edge(
    _ edge: NavigationMap.Edge, map: NavigationMap, titles: [Int32: String], id: String?, clusters: Bool,
    minlen: Int?
  ) -> String {
    let color = !edge.steps.isEmpty ? route : edge.isCycle ? cycle : edge.isAdded ? added : ink
    var attributes =
      edge.isRouteOnly ? ["style=\"dashed\"", "color=\"\(color)\""] : kindAttributes(edge.kind, color: color)
    if !edge.steps.isEmpty || edge.isCycle || edge.isAdded {
      attributes += ["penwidth=\"2\"", "fontcolor=\"\(color)\""]
    }
    if !edge.constrains { attributes.append("constraint=\"false\"") }
    if let minlen { attributes.append("minlen=\"\(minlen)\"") }
    let lines = labelLines(edge)
    if map.isOverview {
      // The count is an `xlabel` (see below) and the edge has no `weight`: dot 2.43's spline router
      // gives up on weighted, labelled parallel edges; the width shows the count.
      let count = edge.links.count
      var width = 1
      while width < 5 && 1 << (2 * width) <= count { width += 1 }
      attributes += ["xlabel=" + quoted(countText(edge, always: true)!), "penwidth=\"\(width)\""]
    } else if edge.constrains {
      if !lines.isEmpty { attributes.append("label=" + quoted(lines: lines)) }
      if let count = countText(edge) { attributes.append("xlabel=" + quoted(count)) }
    } else if let count = countText(edge) {
      attributes.append("xlabel=" + quoted(lines: lines + [count]))
    } else if !lines.isEmpty {
      // An edge that does not rank the layout may join two screens of one rank (a flat edge), and
      // dot 2.43 frees a reallocated list twice after laying out labelled flat edges (`flat_edges`,
      // found with valgrind): its text is an `xlabel`, placed after the layout.
      attributes.append("xlabel=" + quoted(lines: lines))
    }
    if edge.isBundle {
      if edge.steps.isEmpty && !edge.isCycle { attributes.append("penwidth=\"2\"") }
      if clusters {
        if let c = edge.tailCluster { attributes.append("ltail=\"cluster_\(c)\"") }
        if let c = edge.headCluster { attributes.append("lhead=\"cluster_\(c)\"") }
      }
    }
    let values = edge.values.isEmpty ? "" : " (value \(edge.values.joined(separator: ", ")))"
    let how = edge.action ?? (edge.isBundle ? "\(edge.kind.rawValue) links" : edge.kind.rawValue + values)
    let from = endTitle(edge.from, cluster: edge.tailCluster, map: map, titles: titles)
    let to = endTitle(edge.to, cluster: edge.headCluster, map: map, titles: titles)
    let summary = "\(from) → \(to): " + (countText(edge).map { "\($0), " } ?? "") + how
    attributes.append("tooltip=" + quoted(lines: [summary] + lines + edge.compoundActions))
    if let id { attributes.append("id=" + quoted(id)) }
    return "\(name(edge.from, map)) -> \(name(edge.to, map)) [" + attributes.joined(separator: ", ") + "];"
  }
}
