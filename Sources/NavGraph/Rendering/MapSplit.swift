/// The pages of `render --split tabs`: the overview, one page per tab, the shared destinations
/// (when the app has any) and what is outside the tabs (when anything is), each an area's page
/// (`MapView`), so that every screen is drawn in full on exactly one page; and an `index.html`
/// that links them.
///
/// File names come from positions and ids, never other user text: `overview.svg`,
/// `tab-1-feed.svg` (the tab's place in the tab bar and its id reduced to lowercase ASCII letters,
/// digits and hyphens, at most 32 of them), `shared-destinations.svg`, `outside-the-tabs.svg`,
/// with the format's extension. The analysis (its configuration graph) and the areas are made once
/// and shared by every page's plan. Linear in configurations, screens and links, per page.
public struct MapSplit: Sendable {
  /// One page of the split: a file in the directory and the view it draws.
  public struct Page: Hashable, Sendable {
    /// The file's name in the directory.
    public var file: String
    /// What the index calls it: `Overview`, the tab's title, `Shared destinations`, `Outside the
    /// tabs`.
    public var title: String
    /// What the page draws.
    public var view: MapView
    /// How many screens it draws in full (all of them for the overview, as area nodes).
    public var screens: Int
  }

  /// The index's file name.
  public static let indexFile = "index.html"

  /// The app split.
  public var app: App { analysis.app }
  /// The pages, in the index's order.
  public let pages: [Page]
  /// The analysis every page's plan shares.
  public let analysis: NavigationAnalysis
  let areas: MapAreas

  /// The pages of the app of `analysis` in `format` (its extension names the files).
  public init(analysis: NavigationAnalysis, format: RenderFormat) {
    let app = analysis.app
    let areas = MapAreas(graph: analysis.graph)
    let ext = format.fileExtension
    var counts = [Int](repeating: 0, count: areas.kinds.count)
    var outside = 0
    for a in areas.areaOf { if a >= 0 { counts[Int(a)] += 1 } else { outside += 1 } }
    /// The screens a page draws in full: its areas' screens (and the outside's, for that page).
    func drawn(home: Int32?, outside isOutside: Bool) -> Int {
      let page = MapSelection.pageAreas(home: home, outside: isOutside, app: app, areas: areas)
      return page.indices.reduce(isOutside ? outside : 0) { $0 + (page[$1] ? counts[$1] : 0) }
    }

    var pages = [
      Page(file: "overview.\(ext)", title: "Overview", view: .overview, screens: app.screens.count)
    ]
    for (t, tab) in app.tabs.enumerated() {
      let slug = Self.slug(tab.id)
      pages.append(
        Page(
          file: "tab-\(t + 1)\(slug.isEmpty ? "" : "-" + slug).\(ext)", title: tab.title ?? tab.id,
          view: .tab(tab.id), screens: drawn(home: Int32(t), outside: false)))
    }
    if let shared = areas.shared {
      pages.append(
        Page(
          file: "shared-destinations.\(ext)", title: "Shared destinations", view: .sharedDestinations,
          screens: drawn(home: shared, outside: false)))
    }
    let outsideScreens = drawn(home: nil, outside: true)
    if outsideScreens > 0 {
      pages.append(
        Page(
          file: "outside-the-tabs.\(ext)", title: app.tabs.isEmpty ? "Screens" : "Outside the tabs",
          view: .outsideTheTabs, screens: outsideScreens))
    }
    self.analysis = analysis
    self.pages = pages
    self.areas = areas
  }

  /// The plan of one page: `options` with the page's view, on the shared analysis and areas.
  ///
  /// - Throws: as `RenderPlan.init(app:options:)`.
  public func plan(_ page: Page, options: RenderOptions) throws -> RenderPlan {
    var options = options
    options.view = page.view
    return try RenderPlan(analysis: analysis, options: options, checkingSize: true, prepared: areas)
  }

  /// The index page: the app's name and each page's title, linked, with the screens it draws;
  /// for SVG and PNG the overview is shown below. Plain HTML without script, every text escaped.
  public func index(format: RenderFormat) -> [UInt8] {
    let name = app.name ?? app.sources.name
    var out = HTMLViewerWriter.documentStart(title: name + " · maps")
    out += """

      body { font: 15px/1.5 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 24px; }
      li { margin: 4px 0; }
      .count { color: #718096; }
      img { max-width: 100%; height: auto; border: 1px solid #cbd5e0; border-radius: 6px; margin-top: 12px; }
      @media (prefers-color-scheme: dark) { body { background: #171c24; color: #e2e8f0; } a { color: #90cdf4; } .count { color: #a0aec0; } }
      </style>
      </head>
      <body>
      <h1>\(HTMLViewerWriter.htmlEscaped(name))</h1>
      <ul>

      """
    for page in pages {
      let count =
        page.view == .overview
        ? "every area as one node" : "\(page.screens) screen\(page.screens == 1 ? "" : "s")"
      out +=
        "<li><a href=\"\(HTMLViewerWriter.htmlEscaped(page.file))\">\(HTMLViewerWriter.htmlEscaped(page.title))</a>"
      out += " <span class=\"count\">\(count)</span></li>\n"
    }
    out += "</ul>\n"
    if format == .svg || format == .png, let overview = pages.first {
      out +=
        "<img src=\"\(HTMLViewerWriter.htmlEscaped(overview.file))\" alt=\"Overview of the app's areas\">\n"
    }
    out += "</body>\n</html>\n"
    return Array(out.utf8)
  }

  /// An id as a file name part: ASCII letters and digits lowercased, every other run of
  /// characters one hyphen, no hyphen at either end, at most 32 characters.
  static func slug(_ id: String) -> String {
    var out = ""
    for byte in id.utf8 {
      switch byte {
      case 0x30...0x39, 0x61...0x7A: out.append(Character(Unicode.Scalar(byte)))
      case 0x41...0x5A: out.append(Character(Unicode.Scalar(byte + 0x20)))
      default: if !out.isEmpty && !out.hasSuffix("-") { out += "-" }
      }
    }
    out = String(out.prefix(32))
    while out.hasSuffix("-") { out.removeLast() }
    return out
  }
}
