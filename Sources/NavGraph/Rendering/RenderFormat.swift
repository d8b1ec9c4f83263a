/// The output formats of `render`: Graphviz renders `svg`, `png`, `pdf` and laid-out `dot`;
/// NavGraph writes plain `dot` (with `noLayout`) and `mermaid` itself, and `html`, the interactive
/// viewer around Graphviz's SVG (`HTMLViewerWriter`).
public enum RenderFormat: String, Sendable, CaseIterable {
  case svg
  case png
  case pdf
  case dot
  case mermaid
  case html

  /// The format an output path asks for by its extension (`.svg .png .pdf .dot .gv .mmd .html
  /// .htm`, any case), or nil when the extension is missing or unknown.
  public init?(outputPath: String) {
    let name = outputPath.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    switch name[name.index(after: dot)...].lowercased() {
    case "svg": self = .svg
    case "png": self = .png
    case "pdf": self = .pdf
    case "dot", "gv": self = .dot
    case "mmd": self = .mermaid
    case "html", "htm": self = .html
    default: return nil
    }
  }

  /// PNG and PDF are bytes that must not be written to a terminal; the others are UTF-8 text.
  public var isBinary: Bool { self == .png || self == .pdf }

  /// The extension a file of this format is usually given.
  public var fileExtension: String {
    switch self {
    case .svg, .png, .pdf, .dot, .html: return rawValue
    case .mermaid: return "mmd"
    }
  }
}

/// The direction of the main axis of a layout; the raw values are the names Graphviz's `rankdir`
/// and Mermaid's `flowchart` both use.
public enum RankDirection: String, Sendable, CaseIterable {
  case topToBottom = "TB"
  case bottomToTop = "BT"
  case leftToRight = "LR"
  case rightToLeft = "RL"
}
