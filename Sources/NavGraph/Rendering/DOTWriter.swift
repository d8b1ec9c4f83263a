/// Writes a `NavigationMap` as Graphviz DOT text.
///
/// Node names are generated from screen indices (`n0`, `n1`), clusters from their position
/// (`cluster_0`), so user text never appears in an id; it appears only in `label` values, quoted
/// and escaped by `DOTWriter.quoted(_:)`. Every value is quoted. Output is a pure function of the
/// map, so the same map always gives the same bytes. Linear in the size of the map. With
/// `elementIDs`, nodes and edges also get the `id` attributes of `MapElementID`, which Graphviz
/// copies into the SVG (`<g id="ng_s3" class="node">`) for the HTML viewer.
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

  package static func write(_ map: NavigationMap, elementIDs: Bool = false) -> String {
    var out = ""
    out.reserveCapacity(256 + map.nodes.count * 120 + map.edges.count * 100)
    out += "digraph \"navgraph\" {\n"
    out += "  graph [charset=\"UTF-8\", rankdir=\"\(map.rankdir.rawValue)\", fontname=\"Helvetica\", "
    if let title = map.title {
      out += "label=\(quoted(title)), labelloc=\"t\", fontsize=\"16\", "
    } else {
      out += "fontsize=\"11\", "
    }
    out += "nodesep=\"0.35\", ranksep=\"0.5\"];\n"
    out += "  node [shape=\"box\", style=\"rounded,filled\", color=\"\(ink)\", fillcolor=\"#ffffff\", "
    out += "fontname=\"Helvetica\", fontsize=\"11\", margin=\"0.15,0.06\"];\n"
    out +=
      "  edge [color=\"\(ink)\", fontname=\"Helvetica\", fontsize=\"9\", fontcolor=\"\(ink)\", arrowsize=\"0.7\"];\n"
    if map.launch != nil {
      out +=
        "  \"launch\" [shape=\"point\", width=\"0.14\", color=\"#1a202c\", label=\"\", tooltip=\"launch\"];\n"
    }

    let groups = map.nodesByCluster()
    for (c, cluster) in map.clusters.enumerated() where !groups.clusters[c].isEmpty {
      out += "  subgraph \"cluster_\(c)\" {\n"
      out += "    graph [label=\(quoted(clusterTitle(cluster))), "
      switch cluster.kind {
      case .tab: out += "style=\"rounded\", color=\"#718096\", fontcolor=\"#2d3748\""
      case .modal: out += "style=\"rounded,dashed\", color=\"#a0aec0\", fontcolor=\"#4a5568\""
      }
      out += ", fontsize=\"12\"];\n"
      for i in groups.clusters[c] { out += "    " + node(map.nodes[i], elementIDs: elementIDs) + "\n" }
      out += "  }\n"
    }
    for i in groups.outside { out += "  " + node(map.nodes[i], elementIDs: elementIDs) + "\n" }

    if let launch = map.launch {
      out += "  \"launch\" -> \"n\(launch)\" [color=\"#1a202c\", arrowsize=\"0.8\"];\n"
    }
    var titles: [Int32: String] = [:]
    for node in map.nodes { titles[node.screen] = node.title }
    for (i, edge) in map.edges.enumerated() {
      out += "  " + self.edge(edge, titles: titles, id: elementIDs ? MapElementID.edge(i) : nil) + "\n"
    }
    if map.legend { out += legend(hasRoute: map.hasRoute) }
    out += "}\n"
    return out
  }

  /// The title of a cluster: the tab's title, or the modal kind and the root's title.
  static func clusterTitle(_ cluster: NavigationMap.Cluster) -> String {
    switch cluster.kind {
    case .tab: return cluster.title
    case .modal(let kind): return "\(modalName(kind)): \(cluster.title)"
    }
  }

  static func modalName(_ kind: LinkKind) -> String {
    switch kind {
    case .fullScreenCover: return "full-screen cover"
    default: return kind.rawValue
    }
  }

  /// The text lines of a node's label: title, `(id)` when it differs, the markers, the area it
  /// also belongs to, the finding.
  static func labelLines(_ node: NavigationMap.Node) -> [String] {
    var lines = [node.title]
    if let id = node.id { lines.append("(\(id))") }
    if !node.markers.isEmpty { lines.append(node.markers.map(markerText).joined(separator: "  ")) }
    if let other = node.otherArea { lines.append("also in \(other)") }
    switch node.status {
    case .normal: break
    case .unreachable: lines.append("unreachable")
    case .deadEnd: lines.append("dead end")
    case .trap: lines.append("trap")
    }
    return lines
  }

  static func markerText(_ kind: LinkKind) -> String {
    switch kind {
    case .pop: return "‹ pop"
    case .popToRoot: return "« popToRoot"
    default: return "× \(kind.rawValue)"
    }
  }

  /// The text lines of an edge's label: the route's step numbers (with the action of a route-only
  /// move), then the link labels.
  static func labelLines(_ edge: NavigationMap.Edge) -> [String] {
    var lines: [String] = []
    if !edge.steps.isEmpty {
      let steps = edge.steps.map(String.init).joined(separator: ", ")
      lines.append(edge.action.map { "\(steps) · \($0)" } ?? steps)
    }
    lines += edge.labels
    return lines
  }

  private static func node(_ node: NavigationMap.Node, elementIDs: Bool) -> String {
    let lines = labelLines(node)
    var attributes = ["label=" + quoted(lines: lines)]
    let dashed = node.status == .unreachable || node.otherArea != nil
    if dashed { attributes.append("style=\"rounded,filled,dashed\"") }
    switch node.status {
    case .normal:
      if node.inCycleGroup { attributes.append("color=\"\(cycle)\"") }
    case .unreachable:
      attributes += ["color=\"\(muted)\"", "fontcolor=\"\(mutedText)\"", "fillcolor=\"\(mutedFill)\""]
    case .deadEnd, .trap:
      attributes += [
        "color=\"\(alarm)\"", "fontcolor=\"\(alarm)\"", "fillcolor=\"\(alarmFill)\"", "penwidth=\"2\"",
      ]
    }
    if node.isHome { attributes.append("peripheries=\"2\"") }
    attributes.append("tooltip=" + quoted(lines: lines))
    if elementIDs { attributes.append("id=" + quoted(MapElementID.screen(node.screen))) }
    return "\"n\(node.screen)\" [" + attributes.joined(separator: ", ") + "];"
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

  private static func edge(_ edge: NavigationMap.Edge, titles: [Int32: String], id: String?) -> String {
    let color = !edge.steps.isEmpty ? route : edge.isCycle ? cycle : ink
    var attributes =
      edge.isRouteOnly ? ["style=\"dashed\"", "color=\"\(color)\""] : kindAttributes(edge.kind, color: color)
    if !edge.steps.isEmpty || edge.isCycle { attributes += ["penwidth=\"2\"", "fontcolor=\"\(color)\""] }
    if edge.isRouteOnly { attributes.append("constraint=\"false\"") }
    let lines = labelLines(edge)
    if !lines.isEmpty { attributes.append("label=" + quoted(lines: lines)) }
    let values = edge.values.isEmpty ? "" : " (value \(edge.values.joined(separator: ", ")))"
    let how = edge.action ?? edge.kind.rawValue + values
    let summary = "\(titles[edge.from] ?? "") → \(titles[edge.to] ?? ""): \(how)"
    attributes.append("tooltip=" + quoted(lines: [summary] + lines))
    if let id { attributes.append("id=" + quoted(id)) }
    return "\"n\(edge.from)\" -> \"n\(edge.to)\" [" + attributes.joined(separator: ", ") + "];"
  }

  /// The legend: node styles, then one sample edge per kind, then the example cycle and the route.
  private static func legend(hasRoute: Bool) -> String {
    var out = "  subgraph \"cluster_legend\" {\n"
    out +=
      "    graph [label=\"Legend\", style=\"rounded\", color=\"#cbd5e0\", fontcolor=\"\(ink)\", fontsize=\"12\"];\n"
    out += "    node [fontsize=\"9\", margin=\"0.08,0.03\"];\n"
    out += "    edge [fontsize=\"9\"];\n"
    out += "    \"legend_launch\" [shape=\"point\", width=\"0.14\", color=\"#1a202c\", label=\"\"];\n"
    out += "    \"legend_screen\" [label=\"entry screen\\n(id)\\n‹ pop  « popToRoot  × dismiss\"];\n"
    out += "    \"legend_home\" [label=\"home\", peripheries=\"2\"];\n"
    out +=
      "    \"legend_unreachable\" [label=\"unreachable\", style=\"rounded,filled,dashed\", color=\"\(muted)\", "
    out += "fontcolor=\"\(mutedText)\", fillcolor=\"\(mutedFill)\"];\n"
    out += "    \"legend_alarm\" [label=\"dead end or trap\", color=\"\(alarm)\", fontcolor=\"\(alarm)\", "
    out += "fillcolor=\"\(alarmFill)\", penwidth=\"2\"];\n"
    out += "    \"legend_cycle_group\" [label=\"in a cycle group\", color=\"\(cycle)\"];\n"
    out += "    \"legend_shared\" [label=\"also in another tab\", style=\"rounded,filled,dashed\"];\n"
    out += "    \"legend_launch\" -> \"legend_screen\" [color=\"#1a202c\", arrowsize=\"0.8\"];\n"
    var samples: [(name: String, attributes: [String])] = [
      ("push", kindAttributes(.push, color: ink)),
      ("sheet", kindAttributes(.sheet, color: ink)),
      ("popover", kindAttributes(.popover, color: ink)),
      ("fullScreenCover", kindAttributes(.fullScreenCover, color: ink)),
      ("tab (to its root)", kindAttributes(.tab, color: ink)),
      ("replace", kindAttributes(.replace, color: ink)),
      ("example cycle", ["color=\"\(cycle)\"", "penwidth=\"2\"", "fontcolor=\"\(cycle)\""]),
    ]
    if hasRoute {
      samples.append(("route step", ["color=\"\(route)\"", "penwidth=\"2\"", "fontcolor=\"\(route)\""]))
    }
    for (i, sample) in samples.enumerated() {
      out += "    \"legend_\(i)a\" [shape=\"point\", width=\"0.06\", label=\"\"];\n"
      out += "    \"legend_\(i)b\" [shape=\"point\", width=\"0.06\", label=\"\"];\n"
      let attributes = sample.attributes + ["label=" + quoted(sample.name)]
      out += "    \"legend_\(i)a\" -> \"legend_\(i)b\" [" + attributes.joined(separator: ", ") + "];\n"
    }
    out += "  }\n"
    return out
  }

  /// A DOT quoted string for label lines: each line escaped, joined by centred line breaks.
  package static func quoted(lines: [String]) -> String {
    "\"" + lines.map(escaped).joined(separator: "\\n") + "\""
  }

  /// A DOT quoted string whose value Graphviz shows exactly as `text`.
  package static func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }

  /// Escapes user text for a quoted DOT label, one Unicode scalar at a time:
  /// - `"` becomes `\"` and `\` becomes `\\`, so the string cannot end early and none of Graphviz's
  ///   label escapes (`\N \G \L \n \l \r \E \T \H`) can be triggered by the text;
  /// - `&` becomes `&amp;`, because Graphviz decodes HTML entities in labels (`&lt;` would otherwise
  ///   become `<`, and `&#1;` a control character that makes the SVG invalid);
  /// - a line feed becomes the centred line break `\n`; a carriage return is dropped, a tab becomes
  ///   a space; other control characters, and U+FFFE and U+FFFF (not allowed in XML), become U+FFFD;
  /// - everything else, including non-ASCII, is kept as UTF-8.
  package static func escaped(_ text: String) -> String {
    String(escaping: text, labelEscapes, displayable: true)
  }

  private static let labelEscapes: EscapeTable = [
    "\"": "\\\"", "\\": "\\\\", "&": "&amp;", "\n": "\\n", "\r": "", "\t": " ",
  ]
}
