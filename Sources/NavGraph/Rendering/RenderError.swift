/// Why a map could not be drawn. Messages are lowercase, quote user text in single quotes, and carry
/// Graphviz's own text (captured, never printed) when Graphviz refused.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `--tab` names no tab; `known` lists the tab ids in tab-bar order.
  case unknownTab(String, known: [String])
  /// `--focus` names no screen.
  case unknownScreen(String)
  /// `--radius` is negative.
  case invalidRadius(Int)
  /// A page and `--focus` together choose no screen: none of the page's screens (`area`: `tab
  /// 'feed'`, `the shared destinations`, `outside the tabs`) is within `radius` links of the focus.
  case emptySelection(area: String, focus: String, radius: Int)
  /// The view cannot be drawn for this app or with these filters; the reason says why.
  case invalidView(String)
  /// The layout engine is not one Graphviz offers; `detail` is Graphviz's text.
  case unknownLayout(String, detail: String)
  /// The graph is too large for the engine to lay out in reasonable time.
  case graphTooLarge(nodes: Int, edges: Int, layout: String)
  /// Graphviz failed at `stage` (`read`, `layout`, `render`); `detail` is its text.
  case graphviz(stage: String, detail: String)

  /// A stable kebab-case code for diagnostics.
  public var code: String {
    switch self {
    case .unknownTab: return "unknown-tab"
    case .unknownScreen: return "unknown-screen"
    case .invalidRadius: return "invalid-radius"
    case .emptySelection: return "empty-selection"
    case .invalidView: return "invalid-view"
    case .unknownLayout: return "unknown-layout"
    case .graphTooLarge: return "graph-too-large"
    case .graphviz: return "graphviz-error"
    }
  }

  /// The message, without the code.
  public var description: String {
    switch self {
    case .unknownTab(let id, let known):
      let list =
        known.isEmpty ? "the app has no tabs" : "tabs are " + known.map { "'\($0)'" }.joined(separator: ", ")
      return "unknown tab '\(id)'; \(list)"
    case .unknownScreen(let id):
      return "unknown screen '\(id)'"
    case .invalidRadius(let radius):
      return "radius \(radius) is negative; give 0 or more"
    case .emptySelection(let area, let focus, let radius):
      return
        "nothing to draw: no screen of \(area) is within \(radius) link\(radius == 1 ? "" : "s") of '\(focus)'; "
        + "widen --radius, or drop --focus"
    case .invalidView(let reason):
      return reason
    case .unknownLayout(let name, let detail):
      return
        "unknown layout engine '\(name)'; use one of \(RenderOptions.layoutEngines.joined(separator: ", "))"
        + (detail.isEmpty ? "" : " (graphviz: \(detail))")
    case .graphTooLarge(let nodes, let edges, let layout):
      let advice = layout == "sfdp" ? "draw" : "use --layout sfdp, or draw"
      return
        "the map has \(nodes) nodes and \(edges) edges, more than '\(layout)' lays out in reasonable time; "
        + "\(advice) part of it with --tab or --focus"
    case .graphviz(let stage, let detail):
      let what: String
      switch stage {
      case "read": what = "read the map"
      case "layout": what = "lay out the map"
      default: what = "render the map"
      }
      return "graphviz could not \(what)" + (detail.isEmpty ? "" : ": \(detail)")
    }
  }
}
