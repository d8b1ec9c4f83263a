/// What a render will draw, decided before `check`'s findings or the map are made: the view (the
/// whole map, an area's page, the overview), the screens chosen by it and by `--focus`, the area
/// each screen belongs to, the push groups, and whether the layout engine can take the graph and
/// how long it is expected to take. Planning first lets a caller refuse a description too large to
/// lay out, or a selection that draws nothing, and warn about a slow layout, before paying for the
/// findings:
///
/// ```swift
/// let plan = try RenderPlan(analysis: analysis, options: options)   // refuses early
/// for warning in plan.warnings { print(warning) }                    // a slow layout, dropped areas
/// let rendering = try plan.render(checkResult: analysis.check())     // bytes and warnings
/// ```
///
/// The configuration graph is the analysis's, made once for the map, the findings and a
/// highlighted path. The screens a whole map or a focus draws are counted against the engine's
/// limits before it is made; then the map is built without findings and its DOT text read by
/// Graphviz (`GraphvizRenderer.measure`), which gives the exact graph the layout will get. Linear
/// in configurations, screens and links.
public struct RenderPlan: Sendable {
  /// The app drawn.
  public var app: App { analysis.app }
  /// How it is drawn.
  public let options: RenderOptions
  /// The analysis of the app, whose configuration graph the plan uses: ask it for the findings
  /// (`check()`) and a route to highlight (`path(from:to:)`).
  public let analysis: NavigationAnalysis
  /// The route drawn on the map: `options.highlight` unless set after planning (a route does not
  /// change which screens are drawn).
  public var highlight: Route?
  /// The graph Graphviz will lay out and the expected time, for the Graphviz formats.
  public private(set) var estimate: LayoutEstimate?
  /// What the user should know before the render starts: a layout expected to take longer than
  /// `LayoutEstimate.slow`, an engine that does not draw the map's areas.
  public private(set) var warnings: [RenderWarning] = []
  let areas: MapAreas
  let selection: MapSelection
  let groups: PushGroups

  /// Plans a render of `app` with `options`.
  ///
  /// - Throws: `RenderError.unknownTab`, `.unknownScreen`, `.invalidRadius` or `.invalidView` for a
  ///   bad view or filter, `.emptySelection` when a page and `--focus` share no screen, and
  ///   `.graphTooLarge` when a Graphviz format's engine would be given more nodes or edges than
  ///   its `layoutLimits` (or `dot` a graph of too high a `DotLayoutCost`).
  public init(app: App, options: RenderOptions) throws {
    try self.init(analysis: NavigationAnalysis(app), options: options, checkingSize: true)
  }

  /// Plans a render of the app of `analysis`, sharing its configuration graph. Throws as
  /// `init(app:options:)`.
  public init(analysis: NavigationAnalysis, options: RenderOptions) throws {
    try self.init(analysis: analysis, options: options, checkingSize: true)
  }

  /// With `prepared`, the areas of the analysis's app made earlier (`MapSplit`).
  init(analysis: NavigationAnalysis, options: RenderOptions, checkingSize: Bool, prepared: MapAreas? = nil)
    throws
  {
    let app = analysis.app
    var made = prepared
    func make() -> (ConfigurationGraph, MapAreas) {
      let graph = analysis.graph
      if made == nil { made = MapAreas(graph: graph) }
      return (graph, made!)
    }
    let selection = try MapSelection(app: app, options: options, graph: make)
    let usesGraphviz = options.format != .mermaid && !(options.format == .dot && options.noLayout)
    if checkingSize && usesGraphviz && options.view != .overview {
      try Self.refuseTooLarge(app: app, kept: selection.kept, layout: options.layout)
    }
    let areas = make().1
    self.areas = areas
    self.analysis = analysis
    self.options = options
    self.selection = selection
    self.groups =
      options.focus == nil
      ? PushGroups(app: app, areas: areas, kept: selection.kept) : PushGroups()
    self.highlight = options.highlight
    if checkingSize && usesGraphviz {
      let skeleton = NavigationMap(plan: self, checkResult: nil)
      let keepsAreas = GraphvizRenderer.enginesDrawingClusters.contains(options.layout)
      let measure = try GraphvizRenderer.measure(
        dot: DOTWriter.write(skeleton, clusters: keepsAreas), layout: options.layout)
      let estimate = LayoutEstimate(measure)
      self.estimate = estimate
      if estimate.seconds > LayoutEstimate.slow {
        warnings.append(.slowLayout(estimate, faster: Self.fasterOptions(options)))
      }
      if !keepsAreas && !skeleton.clusters.isEmpty {
        warnings.append(
          .areasDropped(layout: options.layout, areas: skeleton.clusters.count { $0.parent == nil }))
      }
    }
  }

  /// The options that draw faster than `options`, for the slow-layout warning.
  static func fasterOptions(_ options: RenderOptions) -> [String] {
    var faster: [String] = []
    if options.layout != "sfdp" { faster.append("--layout sfdp") }
    switch options.view {
    case .all where options.focus == nil: faster += ["--overview", "--split tabs", "--tab", "--focus"]
    case .all: faster.append("a smaller --radius")
    case .tab, .sharedDestinations, .outsideTheTabs: faster.append("--focus")
    case .overview: break
    }
    return faster
  }

  /// Draws the plan with what `navgraph render` draws: `check`'s findings on the analysis when
  /// `options.findings` is on, and for `.html` the viewer's reports (`file` and the loader's
  /// `inputDiagnostics` included), whose findings the map then shares; the analysis runs `check` at
  /// most once. Throws as `render(checkResult:reports:)`.
  public func render(file: String, inputDiagnostics: [Diagnostic]) throws -> Rendering {
    // The viewer lists every finding, so it checks even when the map draws none.
    let reports =
      options.format == .html
      ? ViewerReports(analysis: analysis, file: file, inputDiagnostics: inputDiagnostics) : nil
    return try render(
      checkResult: options.findings ? reports?.checkResult ?? analysis.check() : nil, reports: reports)
  }

  /// Draws the plan: Mermaid or plain DOT written by NavGraph, or Graphviz's output; with the
  /// warnings about it (a missing CJK font for Graphviz's formats, GitHub's limits for Mermaid).
  /// `checkResult`'s findings are drawn when given and `options.findings` is on. For `.html`,
  /// `reports` are what the viewer lists (by default `ViewerReports(analysis:file:)` on the plan's
  /// analysis under its source's name); the other formats ignore them.
  ///
  /// - Throws: `RenderError` when Graphviz refuses or fails.
  public func render(checkResult: CheckResult?, reports: ViewerReports? = nil) throws -> Rendering {
    try render(checkResult: checkResult, reports: reports, hasFont: FontCoverage.installedFontCovers)
  }

  func render(checkResult: CheckResult?, reports: ViewerReports? = nil, hasFont: (String) -> Bool) throws
    -> Rendering
  {
    let map = NavigationMap(plan: self, checkResult: checkResult)
    let keepsAreas = GraphvizRenderer.enginesDrawingClusters.contains(options.layout)
    switch options.format {
    case .mermaid:
      let (text, links) = MermaidWriter.written(map)
      let characters = text.utf16.count
      var warnings: [RenderWarning] = []
      if links > RenderWarning.mermaidEdgeLimit || characters > RenderWarning.mermaidTextLimit {
        warnings.append(.mermaidTooLarge(edges: links, characters: characters))
      }
      return Rendering(bytes: Array(text.utf8), warnings: warnings)
    case .dot where options.noLayout:
      return Rendering(bytes: Array(DOTWriter.write(map).utf8), warnings: [])
    case .svg, .png, .pdf, .dot:
      let bytes = try GraphvizRenderer.render(
        dot: DOTWriter.write(map, clusters: keepsAreas), layout: options.layout,
        format: options.format.rawValue)
      let missing = FontCoverage.missing(FontCoverage.languages(neededBy: map.texts()), hasFont: hasFont)
      return Rendering(bytes: bytes, warnings: missing.isEmpty ? [] : [.missingFont(languages: missing)])
    case .html:
      let svg = try GraphvizRenderer.render(
        dot: DOTWriter.write(map, elementIDs: true, clusters: keepsAreas), layout: options.layout,
        format: "svg")
      let page = HTMLViewerWriter.write(
        app: app, map: map, svg: svg,
        reports: reports ?? ViewerReports(analysis: analysis, file: app.sources.name))
      let missing = FontCoverage.missing(FontCoverage.languages(neededBy: map.texts()), hasFont: hasFont)
      return Rendering(bytes: page, warnings: missing.isEmpty ? [] : [.missingFont(languages: missing)])
    }
  }

  /// Refuses a selection with more screens than `layout` is given, before the configuration graph
  /// is made. The error also counts the distinct edges its links draw (one per source, target and
  /// kind, before any bundling), with a per-target stamp and kind mask: linear in links.
  static func refuseTooLarge(app: App, kept: [Bool], layout: String) throws {
    let limit = GraphvizRenderer.layoutLimits[layout] ?? GraphvizRenderer.layoutLimits["dot"]!
    let nodes = kept.reduce(0) { $0 + ($1 ? 1 : 0) }
    guard nodes > limit.nodes else { return }
    var stamp = [Int32](repeating: -1, count: app.screens.count)
    var kinds = [UInt16](repeating: 0, count: app.screens.count)
    var edges = 0
    for s in app.screenIDs where kept[s.index] {
      for l in app.screens[s].links {
        guard let drawn = MapSelection.drawnMove(of: l, app: app), kept[Int(drawn.target)] else { continue }
        let t = Int(drawn.target)
        if stamp[t] != s.rawValue {
          stamp[t] = s.rawValue
          kinds[t] = 0
        }
        let bit = UInt16(1) << UInt16(LinkKind.allCases.firstIndex(of: drawn.kind)!)
        if kinds[t] & bit == 0 {
          kinds[t] |= bit
          edges += 1
        }
      }
    }
    throw RenderError.graphTooLarge(nodes: nodes, edges: edges, layout: layout)
  }
}

/// A render's output and what the user should know about it.
public struct Rendering: Sendable {
  /// The output file's bytes.
  public var bytes: [UInt8]
  /// What the user should know about the output.
  public var warnings: [RenderWarning]

  /// A rendering of `bytes` with `warnings`.
  public init(bytes: [UInt8], warnings: [RenderWarning]) {
    self.bytes = bytes
    self.warnings = warnings
  }
}
