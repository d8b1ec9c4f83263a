/// A `path` query and its answer, ready for reporting.
public struct PathReport: Sendable {
  /// The app the query is about.
  public var app: App
  /// The screen the query starts from, or nil when it starts at launch.
  public var from: ScreenID?
  /// The screen to reach.
  public var to: ScreenID
  /// The answer.
  public var outcome: PathOutcome

  /// The report of a query on `app` from `from` (nil: launch) to `to`, answered by `outcome`.
  public init(app: App, from: ScreenID?, to: ScreenID, outcome: PathOutcome) {
    self.app = app
    self.from = from
    self.to = to
    self.outcome = outcome
  }

  /// `C` or `launch`, as the text output names the start.
  var fromName: String { from.map { app.screens[$0].id } ?? "launch" }
}

/// Something that turns a `path` answer into the text printed on standard output.
public protocol PathReporter: Sendable {
  /// The whole output for `report`.
  func generateReport(_ report: PathReport) -> String
}

/// The output formats of `navgraph path`.
public enum PathReportFormat: String, CaseIterable, Sendable {
  /// The moves as numbered lines, the final state after them.
  case text
  /// One JSON document (docs/ROUTES.md).
  case json

  /// The reporter for this format; `verbose` and `style` apply to text only.
  public func reporter(verbose: Bool = false, style: TerminalStyle = .plain) -> any PathReporter {
    switch self {
    case .text: return PathTextReporter(verbose: verbose, style: style)
    case .json: return PathJSONReporter()
    }
  }
}
