/// What `render` draws and how: the output format and layout, the visual options, the view (the
/// whole map, an area's page or the overview) and the focus filter (applied before the map is built).
public struct RenderOptions: Sendable {
  /// The documented layout engines; any other name is passed to Graphviz, which refuses names it
  /// does not know.
  public static let layoutEngines = ["dot", "neato", "fdp", "sfdp", "circo", "twopi"]

  /// The output format.
  public var format: RenderFormat
  /// With `format == .dot`: write the graph as NavGraph builds it, without Graphviz's layout.
  public var noLayout: Bool
  /// The Graphviz layout engine, one of `layoutEngines`.
  public var layout: String
  /// The direction of the dot layout or Mermaid chart.
  public var rankdir: RankDirection
  /// Print link labels on edges.
  public var labels: Bool
  /// Add a legend of the visual language.
  public var legend: Bool
  /// Draw `check`'s findings (unreachable, dead ends, traps, cycles) when a result is given.
  public var findings: Bool
  /// Which map: the whole app, one area's page or the overview.
  public var view: MapView
  /// Draw only the screens within `radius` links, in either direction, of this screen (by id).
  public var focus: String?
  /// With `focus`: how many links away to draw.
  public var radius: Int
  /// A route (the `path` command's answer) to draw on the map as numbered moves.
  public var highlight: Route?
  /// What changed since an older version (`render --diff`), marked on the whole map.
  package var changes: MapChanges?

  /// The options; by default an SVG of the whole map laid out by dot, top to bottom, with findings.
  public init(
    format: RenderFormat = .svg, noLayout: Bool = false, layout: String = "dot",
    rankdir: RankDirection = .topToBottom, labels: Bool = false, legend: Bool = false, findings: Bool = true,
    view: MapView = .all, focus: String? = nil, radius: Int = 1, highlight: Route? = nil
  ) {
    self.format = format
    self.noLayout = noLayout
    self.layout = layout
    self.rankdir = rankdir
    self.labels = labels
    self.legend = legend
    self.findings = findings
    self.view = view
    self.focus = focus
    self.radius = radius
    self.highlight = highlight
  }
}
