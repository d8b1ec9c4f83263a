extension DOTWriter {
  /// The legend: a row of node styles, then one row per edge style (its name, then a sample of its
  /// line), the rows stacked in order, so that no two samples cross. Rows are kept in order by
  /// invisible edges (flat edges keep their ends left to right); a flat sample is three node
  /// separations long (`minlen`). When the map runs sideways, the names, the samples' starts and
  /// their ends are three columns instead.
  static func legend(_ map: NavigationMap) -> String {
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
    var styleNodes = [
      "legend_screen", "legend_home", "legend_unreachable", "legend_alarm", "legend_cycle_group",
    ]
    if map.changes != nil {
      out += "    \"legend_added\" [label=\"added\", color=\"\(added)\", penwidth=\"2\"];\n"
      out += "    \"legend_removed\" [label=\"removed\", style=\"rounded,dashed\", color=\"\(muted)\", "
      out += "fontcolor=\"\(mutedText)\"];\n"
      styleNodes += ["legend_added", "legend_removed"]
    }
    if !map.deepLinks.isEmpty {
      out += "    \"legend_deeplinks\" [\(deepLinksNodeAttributes)];\n"
      styleNodes.append("legend_deeplinks")
    }
    if !map.areaNodes.isEmpty {
      out += "    \"legend_area\" [label=\"an area\\nN screens\", style=\"rounded,filled,bold\", "
      out += "fillcolor=\"\(mutedFill)\"];\n"
      styleNodes.append("legend_area")
    }
    out += "    \"legend_launch\" -> \"legend_screen\" [color=\"#1a202c\", arrowsize=\"0.8\"];\n"
    var samples: [(name: String, attributes: [String])] = [
      ("push", kindAttributes(.push, color: ink)),
      ("sheet", kindAttributes(.sheet, color: ink)),
      ("popover", kindAttributes(.popover, color: ink)),
      ("full-screen cover", kindAttributes(.fullScreenCover, color: ink)),
      ("tab (to its root)", kindAttributes(.tab, color: ink)),
      ("replace", kindAttributes(.replace, color: ink)),
      ("example cycle", ["color=\"\(cycle)\"", "penwidth=\"2\""]),
    ]
    if map.edges.contains(where: \.isBundle) {
      samples.append(("links of an area into another, counted", ["color=\"\(ink)\"", "penwidth=\"2\""]))
    }
    if !map.tabBar.isEmpty {
      samples.append(("tab bar to a tab", ["color=\"\(muted)\"", "arrowsize=\"0.6\""]))
    }
    if !map.deepLinks.isEmpty {
      samples.append(("deep link", deepLinkStyle(broken: false)))
      samples.append(("deep link, broken at launch", deepLinkStyle(broken: true)))
    }
    if map.hasRoute { samples.append(("route step", ["color=\"\(route)\"", "penwidth=\"2\""])) }
    if map.changes != nil {
      samples.append(("added link", ["color=\"\(added)\"", "penwidth=\"2\""]))
      samples.append(("removed link", ["style=\"dashed\"", "color=\"\(muted)\""]))
    }

    let sideways = map.rankdir == .leftToRight || map.rankdir == .rightToLeft
    for (a, b) in zip(styleNodes, styleNodes.dropFirst()) {
      out += "    \"\(a)\" -> \"\(b)\" [style=\"invis\"];\n"
    }
    let names = samples.indices.map { "\"legend_\($0)\"" }
    let starts = samples.indices.map { "\"legend_\($0)a\"" }
    let ends = samples.indices.map { "\"legend_\($0)b\"" }
    for (i, sample) in samples.enumerated() {
      out += "    \(names[i]) [shape=\"plaintext\", style=\"\", label=\(quoted(sample.name))];\n"
      out += "    \(starts[i]) [shape=\"point\", width=\"0.06\", label=\"\"];\n"
      out += "    \(ends[i]) [shape=\"point\", width=\"0.06\", label=\"\"];\n"
      out += "    \(names[i]) -> \(starts[i]) [style=\"invis\"];\n"
      let length = sideways ? [] : ["minlen=\"3\""]
      out +=
        "    \(starts[i]) -> \(ends[i]) [" + (sample.attributes + length).joined(separator: ", ") + "];\n"
    }
    let styleRow = "{rank=\"same\"; " + styleNodes.map { "\"\($0)\";" }.joined(separator: " ") + "}"
    if sideways {
      // Ranks run across: the names, the starts and the ends each make one column, in order.
      for column in [names, starts, ends] {
        out += "    {rank=\"same\"; " + column.map { "\($0);" }.joined(separator: " ") + "}\n"
      }
      for (a, b) in zip(names, names.dropFirst()) { out += "    \(a) -> \(b) [style=\"invis\"];\n" }
      out += "    \(styleRow)\n"
      out += "    \"legend_screen\" -> \(names[0]) [style=\"invis\"];\n"
    } else {
      // Ranks run down: each row on one rank, the rows chained in order below the node styles.
      out += "    \(styleRow)\n"
      for i in samples.indices {
        out += "    {rank=\"same\"; \(names[i]); \(starts[i]); \(ends[i]);}\n"
      }
      out += "    \"legend_screen\" -> \(names[0]) [style=\"invis\"];\n"
      for (a, b) in zip(names, names.dropFirst()) { out += "    \(a) -> \(b) [style=\"invis\"];\n" }
    }
    out += "  }\n"
    return out
  }
}
