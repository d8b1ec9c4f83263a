/// The route table of an app, ready for reporting: per screen, the shortest route from launch, or
/// nil when the screen is unreachable.
public struct RoutesReport: Sendable {
  /// The app the routes are of.
  public var app: App
  /// The file name as given by the user.
  public var file: String
  /// Indexed by screen.
  public var routes: [Route?]
  /// The state each deep link opens at launch, in file order (`NavigationAnalysis.deepLinkOpenings`);
  /// empty without deep links.
  public var deepLinks: [DeepLinkOpening]

  /// The report of `routes` (indexed by screen) and of the deep links' cold openings in `app`,
  /// read from `file`.
  public init(app: App, file: String, routes: [Route?], deepLinks: [DeepLinkOpening] = []) {
    self.app = app
    self.file = file
    self.routes = routes
    self.deepLinks = deepLinks
  }

  /// Per screen, in file order: its id, steps, final state and route, as plain text; nil fields for
  /// an unreachable screen. Shared by the text, Markdown and CSV tables.
  var rows: [(id: String, steps: String?, state: String?, route: String?)] {
    app.screens.indices.map { s in
      let id = app.screens[s].id
      guard s < routes.count, let route = routes[s] else { return (id, nil, nil, nil) }
      let moves = route.moves.map { app.describe($0).effect }.joined(separator: " > ")
      return (id, String(route.moves.count), app.describe(route.end), moves)
    }
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

/// Something that turns a route table into the text printed on standard output.
public protocol RoutesReporter: Sendable {
  /// The whole output for `report`.
  func generateReport(_ report: RoutesReport) -> String
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
