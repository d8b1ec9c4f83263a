/// Writes a `NavigationMap` as a Mermaid `flowchart`, the diagram GitHub renders in Markdown.
///
/// Node ids are generated from screen indices (`n0`), subgraph ids from cluster positions (`c0`),
/// so no user text is ever an id; user text appears only inside quoted labels, escaped by
/// `MermaidWriter.escaped(_:)`. Edge styles by kind: push `-->`, sheet and popover `-.->`,
/// full-screen cover `==>` dashed, tab `-.->` dotted, replace `==>`; example cycles and the route
/// are coloured with `linkStyle`, findings, cycle groups and area nodes with `classDef`; a bundle
/// joins its two subgraphs, and the tab bar is a node with an edge to each tab. Deep links (format
/// 1.1) are edges from one `deeplinks>"deep links"]` node (a flag, where launch is a circle), each
/// labelled with the deep link's id and URL, dotted (`-.->`) when broken at launch. An edge that
/// draws compound actions (format 1.1 `then`) is preceded by a `%% compound action: ...` comment
/// for each, with its parts (Mermaid has no tooltips on edges). The
/// app's name is the title, in YAML front matter (`---` / `title: "..."` / `---`, read by Mermaid
/// 9.3 and later, as on GitHub), written as a JSON string, which YAML reads as a double-quoted
/// scalar. A pure function of the map; linear in its size.
package enum MermaidWriter {
  package static func write(_ map: NavigationMap) -> String { written(map).text }

  /// The text, and how many links (`-->` and the like, legend included) it has: Mermaid refuses
  /// a flowchart with more than its `maxEdges`.
  static func written(_ map: NavigationMap) -> (text: String, links: Int) {
    var out = ""
    out.reserveCapacity(128 + map.nodes.count * 48 + map.edges.count * 32)
    if let title = map.title { out += "---\ntitle: \(yamlQuoted(title))\n---\n" }
    out += "flowchart \(map.rankdir.rawValue)\n"
    if map.launch != nil { out += "  launch((\"start\"))\n" }
    if !map.deepLinks.isEmpty { out += "  deeplinks>\"deep links\"]\n" }
    if !map.tabBar.isEmpty {
      out += "  tabbar[\"" + map.tabBar.map { escaped($0.title) }.joined(separator: " · ") + "\"]\n"
    }

    let groups = map.nodesByCluster()
    func writeCluster(_ c: Int, indent: String) {
      out += "\(indent)subgraph c\(c)[\"\(escaped(DOTWriter.clusterTitle(map.clusters[c])))\"]\n"
      for i in groups.clusters[c] { out += indent + "  " + node(map.nodes[i]) + "\n" }
      for i in groups.areaNodes[c] { out += indent + "  " + areaNode(map.areaNodes[i], i) + "\n" }
      for child in map.clusters.indices where map.clusters[child].parent == c {
        writeCluster(child, indent: indent + "  ")
      }
      out += "\(indent)end\n"
    }
    for c in map.clusters.indices where map.clusters[c].parent == nil { writeCluster(c, indent: "  ") }
    for i in groups.outside { out += "  " + node(map.nodes[i]) + "\n" }
    for i in groups.outsideAreas { out += "  " + areaNode(map.areaNodes[i], i) + "\n" }
    let ghosts = map.changes?.ghosts ?? []
    for (g, title) in ghosts.enumerated() { out += "  g\(g)(\"\(escaped(title))\")\n" }

    var linkCount = 0
    var styles: [String: [Int]] = [:]
    if let launch = map.launch {
      out += "  launch --> \(name(launch))\n"
      linkCount += 1
    }
    for entry in map.tabBar {
      out += "  tabbar --> \(name(entry.root))\n"
      linkCount += 1
    }
    for entry in map.deepLinks {
      let text = "|\"" + escaped(entry.id) + (entry.url.map { "<br>" + escaped($0) } ?? "") + "\"|"
      out += "  deeplinks \(entry.brokenShows == nil ? "-->" : "-.->")\(text) \(name(entry.to))\n"
      linkCount += 1
    }
    for edge in map.edges {
      var lines = DOTWriter.labelLines(edge)
      if let count = DOTWriter.countText(edge, always: map.isOverview) { lines.append(count) }
      let text = lines.isEmpty ? "" : "|\"" + lines.map(escaped).joined(separator: "<br>") + "\"|"
      let from = edge.tailCluster.map { "c\($0)" } ?? name(edge.from)
      let to = edge.headCluster.map { "c\($0)" } ?? name(edge.to)
      for action in edge.compoundActions { out += "  %% compound action: \(escaped(action))\n" }
      out += "  \(from) \(arrow(edge))\(text) \(to)\n"
      if let style = linkStyle(edge) { styles[style, default: []].append(linkCount) }
      linkCount += 1
    }
    for link in map.changes?.ghostLinks ?? [] {
      let text = link.label.map { "|\"" + escaped($0) + "\"|" } ?? ""
      out += "  \(ghostName(link.from)) -.->\(text) \(ghostName(link.to))\n"
      styles[removedLinkStyle, default: []].append(linkCount)
      linkCount += 1
    }
    if map.legend {
      out += legend(map, firstLink: linkCount, styles: &styles, links: &linkCount)
    }

    out += "  classDef launch fill:#1a202c,stroke:#1a202c,color:#ffffff\n"
    out += "  classDef unreachable fill:\(DOTWriter.mutedFill),stroke:\(DOTWriter.muted),"
    out += "stroke-dasharray: 4 3,color:\(DOTWriter.mutedText)\n"
    out += "  classDef alarm fill:\(DOTWriter.alarmFill),stroke:\(DOTWriter.alarm),stroke-width:2px,"
    out += "color:\(DOTWriter.alarm)\n"
    out += "  classDef cycleGroup stroke:\(DOTWriter.cycle)\n"
    out += "  classDef area fill:\(DOTWriter.mutedFill),stroke-width:2px\n"
    if !map.deepLinks.isEmpty { out += "  classDef deepLinks fill:#ffffff,stroke:#1a202c,color:#1a202c\n" }
    if map.changes != nil {
      out += "  classDef added stroke:\(DOTWriter.added),stroke-width:2px\n"
      out +=
        "  classDef removed fill:none,stroke:\(DOTWriter.muted),stroke-dasharray: 4 3,color:\(DOTWriter.mutedText)\n"
    }
    var launchNodes: [String] = map.launch != nil ? ["launch"] : []
    var unreachable: [String] = []
    var alarm: [String] = []
    var cycleGroup: [String] = []
    var area: [String] = map.areaNodes.indices.map { "a\($0)" }
    var added: [String] = map.nodes.filter(\.isAdded).map { "n\($0.screen)" }
    var removed: [String] = ghosts.indices.map { "g\($0)" }
    var deepLinks: [String] = map.deepLinks.isEmpty ? [] : ["deeplinks"]
    for node in map.nodes {
      switch node.status {
      case .normal: if node.inCycleGroup { cycleGroup.append("n\(node.screen)") }
      case .unreachable: unreachable.append("n\(node.screen)")
      case .deadEnd, .trap: alarm.append("n\(node.screen)")
      }
    }
    if map.legend {
      launchNodes.append("legend_launch")
      unreachable.append("legend_unreachable")
      alarm.append("legend_alarm")
      cycleGroup.append("legend_cycle_group")
      if !map.areaNodes.isEmpty { area.append("legend_area") }
      if !map.deepLinks.isEmpty { deepLinks.append("legend_deeplinks") }
      if map.changes != nil {
        added.append("legend_added")
        removed.append("legend_removed")
      }
    }
    for (name, members) in [
      ("launch", launchNodes), ("unreachable", unreachable), ("alarm", alarm), ("cycleGroup", cycleGroup),
      ("area", area), ("added", added), ("removed", removed), ("deepLinks", deepLinks),
    ]
    where !members.isEmpty {
      out += "  class \(members.joined(separator: ",")) \(name)\n"
    }
    for style in styles.keys.sorted() {
      out += "  linkStyle \(styles[style]!.map(String.init).joined(separator: ",")) \(style)\n"
    }
    return (out, linkCount)
  }

  /// The Mermaid id of an edge's end.
  private static func name(_ endpoint: NavigationMap.Endpoint) -> String {
    switch endpoint {
    case .screen(let s): return "n\(s)"
    case .area(let a): return "a\(a)"
    case .tabBar: return "tabbar"
    }
  }

  /// `text` as a one-line JSON string, which YAML reads as a double-quoted scalar with the same
  /// value: `"` and `\\` escaped; line feeds, carriage returns and tabs become spaces, other control
  /// characters and U+FFFE and U+FFFF become U+FFFD, as in labels.
  static func yamlQuoted(_ text: String) -> String {
    "\"" + String(escaping: text, yamlEscapes, displayable: true) + "\""
  }

  private static let yamlEscapes: EscapeTable = ["\"": "\\\"", "\\": "\\\\", "\n": " ", "\r": " ", "\t": " "]

  private static func node(_ node: NavigationMap.Node) -> String {
    let label = "\"" + DOTWriter.labelLines(node).map(escaped).joined(separator: "<br>") + "\""
    return node.isHome ? "n\(node.screen)[[\(label)]]" : "n\(node.screen)(\(label))"
  }

  private static func areaNode(_ node: NavigationMap.AreaNode, _ index: Int) -> String {
    "a\(index)([\"" + DOTWriter.labelLines(node).map(escaped).joined(separator: "<br>") + "\"])"
  }

  private static func arrow(_ edge: NavigationMap.Edge) -> String {
    if edge.isRouteOnly { return "-.->" }
    switch edge.kind {
    case .push: return "-->"
    case .sheet, .popover, .tab, .pop, .popToRoot, .dismiss, .dismissAction: return "-.->"
    case .fullScreenCover, .replace: return "==>"
    }
  }

  /// The Mermaid id of a ghost link's end.
  private static func ghostName(_ end: MapChanges.End) -> String {
    switch end {
    case .screen(let s): return "n\(s)"
    case .ghost(let g): return "g\(g)"
    }
  }

  /// The `linkStyle` of a removed link (`render --diff`): dashed and grey.
  static let removedLinkStyle = "stroke:\(DOTWriter.muted),stroke-dasharray: 4 3,color:\(DOTWriter.mutedText)"

  /// The `linkStyle` of an edge beyond its arrow: the route's, a cycle's or the added colour, the
  /// dash of a full-screen cover, the dots of a tab link.
  private static func linkStyle(_ edge: NavigationMap.Edge) -> String? {
    var parts: [String] = []
    if !edge.steps.isEmpty {
      parts += ["stroke:\(DOTWriter.route)", "stroke-width:2px", "color:\(DOTWriter.route)"]
    } else if edge.isCycle {
      parts += ["stroke:\(DOTWriter.cycle)", "stroke-width:2px", "color:\(DOTWriter.cycle)"]
    } else if edge.isAdded {
      parts += ["stroke:\(DOTWriter.added)", "stroke-width:2px", "color:\(DOTWriter.added)"]
    }
    if !edge.isRouteOnly {
      if edge.kind == .fullScreenCover { parts.append("stroke-dasharray: 6 4") }
      if edge.kind == .tab { parts.append("stroke-dasharray: 1 4") }
    }
    return parts.isEmpty ? nil : parts.joined(separator: ",")
  }

  private static func legend(
    _ map: NavigationMap, firstLink: Int, styles: inout [String: [Int]], links: inout Int
  ) -> String {
    var out = "  subgraph legend[\"Legend\"]\n"
    out +=
      "    legend_launch((\"start\")) --> legend_screen(\"entry screen<br>(id)<br>‹ pop  « popToRoot  × dismiss\")\n"
    out += "    legend_home[[\"home\"]]\n"
    out += "    legend_unreachable(\"unreachable\")\n"
    out += "    legend_alarm(\"dead end or trap\")\n"
    out += "    legend_cycle_group(\"in a cycle group\")\n"
    if map.changes != nil { out += "    legend_added(\"added\")\n    legend_removed(\"removed\")\n" }
    if !map.areaNodes.isEmpty { out += "    legend_area([\"an area<br>N screens\"])\n" }
    if !map.deepLinks.isEmpty { out += "    legend_deeplinks>\"deep links\"]\n" }
    var samples: [(name: String, arrow: String, style: String?)] = [
      ("push", "-->", nil),
      ("sheet or popover", "-.->", nil),
      ("fullScreenCover", "==>", "stroke-dasharray: 6 4"),
      ("tab (to its root)", "-.->", "stroke-dasharray: 1 4"),
      ("replace", "==>", nil),
      ("example cycle", "-->", "stroke:\(DOTWriter.cycle),stroke-width:2px,color:\(DOTWriter.cycle)"),
    ]
    if !map.deepLinks.isEmpty {
      samples.append(("deep link", "-->", nil))
      samples.append(("deep link, broken at launch", "-.->", nil))
    }
    if map.hasRoute {
      samples.append(
        ("route step", "-->", "stroke:\(DOTWriter.route),stroke-width:2px,color:\(DOTWriter.route)"))
    }
    if map.changes != nil {
      samples.append(
        ("added link", "-->", "stroke:\(DOTWriter.added),stroke-width:2px,color:\(DOTWriter.added)"))
      samples.append(("removed link", "-.->", removedLinkStyle))
    }
    for (i, sample) in samples.enumerated() {
      out += "    legend_\(i)a[\"\(sample.name)\"] \(sample.arrow) legend_\(i)b[\"·\"]\n"
      if let style = sample.style { styles[style, default: []].append(firstLink + 1 + i) }
    }
    links += 1 + samples.count
    out += "  end\n"
    return out
  }

  /// Escapes user text for a quoted Mermaid label, one Unicode scalar at a time, with Mermaid's
  /// entity codes: `"` `#quot;`, `&` `#amp;`, `<` `#lt;`, `>` `#gt;`, `#` `#35;`, and `|` `#124;`,
  /// `` ` `` `#96;` and `%` `#37;`, so the text can neither
  /// end the label nor start HTML, a Markdown string, an entity or a comment. A line feed becomes
  /// `<br>`; a carriage return is dropped, a tab becomes a space; other control characters and
  /// U+FFFE and U+FFFF become U+FFFD; everything else, including non-ASCII, is kept as UTF-8.
  package static func escaped(_ text: String) -> String {
    String(escaping: text, labelEscapes, displayable: true)
  }

  private static let labelEscapes: EscapeTable = [
    "\"": "#quot;", "&": "#amp;", "<": "#lt;", ">": "#gt;", "#": "#35;", "|": "#124;", "`": "#96;",
    "%": "#37;",
    "\n": "<br>", "\r": "", "\t": " ",
  ]
}
