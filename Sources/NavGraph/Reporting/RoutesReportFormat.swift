/// The route table of an app, ready for reporting: per screen, the shortest route from launch, or
/// none when the screen is unreachable or the search for routes stopped at its bound before reaching
/// it (`RouteTable`).
public struct RoutesReport: Sendable {
  /// One screen's row in the tables, as plain text.
  struct Row {
    /// The screen's id.
    var id: String
    /// The number of moves; nil without a route.
    var steps: String?
    /// The state the route ends in; nil without a route.
    var state: String?
    /// The moves, ` > ` between them (empty at launch); nil without a route.
    var route: String?
    /// Whether some reachable state shows the screen (with or without a route).
    var reachable: Bool
  }

  /// The app the routes are of.
  public var app: App
  /// The file name as given by the user.
  public var file: String
  /// Indexed by screen.
  public var routes: RouteTable
  /// The state each deep link opens at launch, in file order (`NavigationAnalysis.deepLinkOpenings`);
  /// empty without deep links.
  public var deepLinks: [DeepLinkOpening]

  /// The report of `routes` (indexed by screen) and of the deep links' cold openings in `app`,
  /// read from `file`.
  public init(app: App, file: String, routes: RouteTable, deepLinks: [DeepLinkOpening] = []) {
    self.app = app
    self.file = file
    self.routes = routes
    self.deepLinks = deepLinks
  }

  /// The report of `routes`, made elsewhere (index = screen; nil for an unreachable screen).
  public init(app: App, file: String, routes: [Route?], deepLinks: [DeepLinkOpening] = []) {
    self.init(app: app, file: file, routes: RouteTable(routes), deepLinks: deepLinks)
  }

  /// What the tables say of a reachable screen without a route.
  var noRoute: String {
    "reachable, no route found" + (routes.limit.map { " within \($0) states" } ?? "")
  }

  /// Screen `s`'s route (made now, see `RouteTable`), nil without one.
  func route(_ s: Int) -> Route? { s < routes.count ? routes[s] : nil }

  /// Screen `s`'s row: its id, steps, final state and route as plain text; nil fields for a screen
  /// without a route. Shared by the text, Markdown and CSV tables.
  func row(_ s: Int) -> Row {
    let id = app.screens[s].id
    guard let route = route(s) else {
      return Row(id: id, reachable: s < routes.count && routes.isReachable(s))
    }
    let moves = route.moves.map { app.describe($0).effect }.joined(separator: " > ")
    return Row(
      id: id, steps: String(route.moves.count), state: app.describe(route.end), route: moves, reachable: true)
  }

  /// Per deep link, in file order: its id, URL (`-` when not given), `to` (its id, `-` when unknown), the state it opens
  /// at launch, and what that state shows instead of `to`, nil when it shows `to`.
  var deepLinkRows: [(id: String, url: String, to: String, state: String, shows: String?)] {
    deepLinks.map { opening in
      let deepLink = app.deepLinks[opening.deepLink]
      let shows = opening.endsOnTarget ? nil : app.screens[opening.state.visible].id
      return (
        deepLink.id, deepLink.url ?? "-", deepLink.to.map { app.screens[$0].id } ?? "-",
        app.describe(opening.state),
        shows
      )
    }
  }
}

/// A reporter of route tables that writes its output in parts as it is made (a table of 200,000
/// routes is tens of megabytes, docs/PERFORMANCE.md); `generateReport` gathers the parts.
public protocol RoutesReporter: Reporter where Report == RoutesReport {
  /// Writes the output for `report` to `output`, in order, in parts of about 64 kB
  /// (`ChunkedOutput`).
  func write(_ report: RoutesReport, to output: (String) -> Void)
}

extension RoutesReporter {
  /// The whole output for `report`, as one string.
  public func generateReport(_ report: RoutesReport) -> String {
    var text = ""
    write(report) { text += $0 }
    return text
  }
}

/// The output formats of `navgraph routes`.
public enum RoutesReportFormat: String, CaseIterable, Sendable {
  case text
  case json
  case markdown
  case csv

  /// The reporter for this format; `style` applies to text only.
  public func reporter(style: TerminalStyle = .plain) -> any RoutesReporter {
    switch self {
    case .text: return RoutesTextReporter(style: style)
    case .json: return RoutesJSONReporter()
    case .markdown: return RoutesMarkdownReporter()
    case .csv: return RoutesCSVReporter()
    }
  }
}
