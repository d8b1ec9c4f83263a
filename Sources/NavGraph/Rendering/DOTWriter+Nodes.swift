/// The DOT text of the map's nodes: screens, area nodes, the tab bar and edge ends.
extension DOTWriter {
  /// The DOT name of an edge's end.
  static func name(_ endpoint: NavigationMap.Endpoint, _ map: NavigationMap) -> String {
    switch endpoint {
    case .screen(let s): return "\"n\(s)\""
    case .area(let a): return "\"a\(a)\""
    case .tabBar: return "\"tabbar\""
    }
  }

  /// The side of the tab bar's cells its edges leave from: toward the tabs.
  static func tabBarPort(_ rankdir: RankDirection) -> String {
    switch rankdir {
    case .topToBottom: return "s"
    case .bottomToTop: return "n"
    case .leftToRight: return "e"
    case .rightToLeft: return "w"
    }
  }

  /// The tab bar: a table of one cell per tab (a row, or a column when the map runs sideways),
  /// each cell a port.
  static func tabBarNode(_ map: NavigationMap) -> String {
    let sideways = map.rankdir == .leftToRight || map.rankdir == .rightToLeft
    var cells = ""
    for (t, entry) in map.tabBar.enumerated() {
      let cell = "<TD PORT=\"t\(t)\">\(htmlEscaped(entry.title))</TD>"
      cells += sideways ? "<TR>\(cell)</TR>" : cell
    }
    let table = sideways ? cells : "<TR>\(cells)</TR>"
    return "\"tabbar\" [shape=\"plaintext\", style=\"\", fontsize=\"10\", fontcolor=\"\(ink)\", "
      + "tooltip=\"tab bar\", label=<<TABLE BORDER=\"1\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"5\" "
      + "COLOR=\"\(muted)\" BGCOLOR=\"\(mutedFill)\" STYLE=\"ROUNDED\">\(table)</TABLE>>];"
  }

  /// Lays `names` out in rows of `ceil(√n)`: each row on one rank, rows in order.
  static func grid(_ names: [String], _ indent: String) -> String {
    guard names.count > 1 else { return "" }
    var width = 1
    while width * width < names.count { width += 1 }
    var out = ""
    var rowStarts: [String] = []
    for start in stride(from: 0, to: names.count, by: width) {
      let row = names[start..<min(start + width, names.count)]
      rowStarts.append(row.first!)
      out += "\(indent){rank=\"same\"; " + row.map { "\"\($0)\";" }.joined(separator: " ") + "}\n"
      for (a, b) in zip(row, row.dropFirst()) { out += "\(indent)\"\(a)\" -> \"\(b)\" [style=\"invis\"];\n" }
    }
    for (a, b) in zip(rowStarts, rowStarts.dropFirst()) {
      out += "\(indent)\"\(a)\" -> \"\(b)\" [style=\"invis\"];\n"
    }
    return out
  }

  static func node(_ node: NavigationMap.Node, elementIDs: Bool) -> String {
    let lines = labelLines(node)
    var attributes = ["label=" + quoted(lines: lines)]
    if node.status == .unreachable { attributes.append("style=\"rounded,filled,dashed\"") }
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
    if node.isAdded { attributes += ["color=\"\(added)\"", "penwidth=\"2\""] }
    if node.isHome { attributes.append("peripheries=\"2\"") }
    attributes.append("tooltip=" + quoted(lines: lines))
    if elementIDs { attributes.append("id=" + quoted(MapElementID.screen(node.screen))) }
    return "\"n\(node.screen)\" [" + attributes.joined(separator: ", ") + "];"
  }

  static func areaNode(_ node: NavigationMap.AreaNode, _ index: Int, elementIDs: Bool) -> String {
    let lines = labelLines(node)
    var modal = false
    if case .modal = node.kind { modal = true }
    var attributes = [
      "label=" + quoted(lines: lines), "style=\"rounded,filled,\(modal ? "dashed," : "")bold\"",
      "fillcolor=\"\(mutedFill)\"",
    ]
    if node.stuck > 0 { attributes += ["color=\"\(alarm)\"", "fontcolor=\"\(alarm)\""] }
    attributes.append("tooltip=" + quoted(lines: lines))
    if elementIDs { attributes.append("id=" + quoted(MapElementID.area(index))) }
    return "\"a\(index)\" [" + attributes.joined(separator: ", ") + "];"
  }
}
