/// The text of the map's labels and how it is escaped for DOT.
extension DOTWriter {
  /// Text for a Graphviz HTML-like label: `&`, `<`, `>`, `"` as entities, line breaks and tabs as
  /// spaces, control characters and noncharacters as U+FFFD (`appendDisplayable`).
  static func htmlEscaped(_ text: String) -> String {
    String(escaping: text, htmlLabelEscapes, displayable: true)
  }

  private static let htmlLabelEscapes: EscapeTable = [
    "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "\n": " ", "\r": " ", "\t": " ",
  ]

  /// The title of a cluster: the tab's title, the modal kind and the root's title, or its own.
  static func clusterTitle(_ cluster: NavigationMap.Cluster) -> String {
    switch cluster.kind {
    case .modal(let kind): return "\(modalName(kind)): \(cluster.title)"
    case .tab, .shared, .outside, .pushGroup: return cluster.title
    }
  }

  static func modalName(_ kind: LinkKind) -> String {
    switch kind {
    case .fullScreenCover: return "full-screen cover"
    default: return kind.rawValue
    }
  }

  /// The text lines of a node's label: title, `(id)` when it differs, the markers, the finding.
  static func labelLines(_ node: NavigationMap.Node) -> [String] {
    var lines = [node.title]
    if let id = node.id { lines.append("(\(id))") }
    if !node.markers.isEmpty { lines.append(node.markers.map(markerText).joined(separator: "  ")) }
    switch node.status {
    case .normal: break
    case .unreachable: lines.append("unreachable")
    case .deadEnd: lines.append("dead end")
    case .trap: lines.append("trap")
    }
    return lines
  }

  /// The text lines of an area node's label: its title (a modal's with its kind), how many
  /// screens (with the first titles, for a push group or the rest of an area beside its groups),
  /// the links among a push group's screens, and its findings.
  static func labelLines(_ node: NavigationMap.AreaNode) -> [String] {
    let count = node.screens.count
    let screens = "\(count) screen\(count == 1 ? "" : "s")"
    let sample = node.sample.joined(separator: ", ") + (count > node.sample.count ? ", …" : "")
    var lines: [String]
    switch node.kind {
    case .pushGroup:
      lines = ["push group", "\(screens): \(sample)", "\(node.innerLinks) links among them"]
    case .modal(let kind) where node.cluster == nil:
      lines = ["\(modalName(kind)): \(node.title)", screens]
    case _ where node.cluster != nil:
      lines = ["\(count) other screen\(count == 1 ? "" : "s"): \(sample)"]
    default:
      lines = [node.title, screens]
    }
    var findings: [String] = []
    if node.unreachable > 0 { findings.append("\(node.unreachable) unreachable") }
    if node.stuck > 0 {
      findings.append(
        "\(node.stuck) dead end\(node.stuck == 1 ? "" : "s") or trap\(node.stuck == 1 ? "" : "s")")
    }
    if !findings.isEmpty { lines.append(findings.joined(separator: " · ")) }
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

  /// How many links an edge stands for, as its count label shows it: `15 links`; nil for one.
  static func countText(_ edge: NavigationMap.Edge, always: Bool = false) -> String? {
    let count = edge.links.count
    guard count > 1 || (always && count == 1) else { return nil }
    return "\(count) link\(count == 1 ? "" : "s")"
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
