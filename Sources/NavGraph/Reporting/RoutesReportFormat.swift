/// The route table of an app, ready for reporting: per screen, the shortest route from launch, or
/// nil when the screen is unreachable.
public struct RoutesReport: Sendable {
  /// The app the routes are of.
  public var app: App
  /// The file name as given by the user.
  public var file: String
  /// Indexed by screen.
  public var routes: [Route?]

  /// The report of `routes` (indexed by screen) in `app`, read from `file`.
  public init(app: App, file: String, routes: [Route?]) {
    self.app = app
    self.file = file
    self.routes = routes
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
