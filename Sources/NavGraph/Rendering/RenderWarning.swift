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

  /// Mermaid's default `maxEdges`: a flowchart with more links is not drawn.
  public static let mermaidEdgeLimit = 500
  /// Mermaid's default `maxTextSize`: a longer diagram text is not drawn.
  public static let mermaidTextLimit = 50_000

  /// A stable kebab-case code for the warning.
  public var code: String {
    switch self {
    case .missingFont: return "missing-font"
    case .mermaidTooLarge: return "mermaid-too-large"
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
    }
  }

  private static let languageNames = ["zh": "Chinese", "ja": "Japanese", "ko": "Korean"]
}
