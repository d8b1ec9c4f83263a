/// Something a render produced but that will not show as the user expects. The library returns
/// warnings with the output (`Rendering`); the CLI prints them on standard error. Messages are
/// lowercase and say what to do.
public enum RenderWarning: Hashable, Sendable, CustomStringConvertible {
  /// The map's text needs fonts for these languages (fontconfig codes: `zh`, `ja`, `ko`) and no
  /// installed font covers them: PNG and PDF draw that text as boxes, and Graphviz sizes the
  /// boxes of every format without the real glyphs.
  case missingFont(languages: [String])
  /// The Mermaid text is over what GitHub renders by default (Mermaid's `maxEdges`, 500 links, and
  /// `maxTextSize`, 50,000 characters counted as JavaScript counts them, in UTF-16 code units).
  case mermaidTooLarge(edges: Int, characters: Int)
  /// The layout is expected to take longer than `LayoutEstimate.slow`; said before it starts, with
  /// the options that draw faster.
  case slowLayout(LayoutEstimate, faster: [String])
  /// The engine does not draw clusters where it lays out their screens, so the map's `areas`
  /// (tabs, shared destinations, modal flows) are not drawn.
  case areasDropped(layout: String, areas: Int)
  /// The engine asked for (by default) refused the graph as too large, so another was used.
  case layoutFallback(layout: String, instead: String, nodes: Int, edges: Int)

  /// Mermaid's default `maxEdges`: a flowchart with more links is not drawn.
  public static let mermaidEdgeLimit = 500
  /// Mermaid's default `maxTextSize`: a longer diagram text is not drawn.
  public static let mermaidTextLimit = 50_000

  /// A stable kebab-case code for the warning.
  public var code: String {
    switch self {
    case .missingFont: return "missing-font"
    case .mermaidTooLarge: return "mermaid-too-large"
    case .slowLayout: return "slow-layout"
    case .areasDropped: return "areas-dropped"
    case .layoutFallback: return "layout-fallback"
    }
  }

  /// The message, without the code.
  public var description: String {
    switch self {
    case .missingFont(let languages):
      let names = languages.map { Self.languageNames[$0] ?? $0 }
      let list =
        names.count <= 1
        ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
      return
        "the map has \(list) text but no installed font covers it: PNG and PDF show it as boxes and "
        + "boxes are sized without it; install a CJK font (Debian, Ubuntu: 'fonts-noto-cjk')"
    case .mermaidTooLarge(let edges, let characters):
      var over: [String] = []
      if edges > Self.mermaidEdgeLimit { over.append("\(edges) links (limit \(Self.mermaidEdgeLimit))") }
      if characters > Self.mermaidTextLimit {
        over.append("\(characters) characters (limit \(Self.mermaidTextLimit))")
      }
      return
        "the mermaid map has \(over.joined(separator: " and ")), more than GitHub draws; "
        + "draw part of it with --tab or --focus"
    case .slowLayout(let estimate, let faster):
      let measure = estimate.measure
      let tenths = Int((estimate.seconds * 10).rounded())
      let seconds = tenths < 100 ? "\(tenths / 10).\(tenths % 10)" : "\((tenths + 5) / 10)"
      return
        "laying out \(measure.nodes) nodes and \(measure.edges) edges with '\(measure.layout)' is expected to take "
        + "about \(seconds) s" + (faster.isEmpty ? "" : "; faster: " + faster.joined(separator: ", "))
    case .areasDropped(let layout, let areas):
      return
        "'\(layout)' does not keep areas together, so the map's \(areas) area\(areas == 1 ? "" : "s") "
        + "(tabs, shared destinations, modal flows) are not drawn; use --layout dot or fdp to draw them, "
        + "or --overview"
    case .layoutFallback(let layout, let instead, let nodes, let edges):
      return
        "'\(instead)' does not lay out \(nodes) nodes and \(edges) edges in reasonable time, "
        + "so this map is drawn with '\(layout)'"
    }
  }

  private static let languageNames = ["zh": "Chinese", "ja": "Japanese", "ko": "Korean"]
}
