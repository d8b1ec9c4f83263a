/// A `path` query and its answer, ready for reporting.
public struct PathReport: Sendable {
  /// The app the query is about.
  public var app: App
  /// The screen the query starts from, or nil when it starts at launch or from a deep link.
  public var from: ScreenID?
  /// The deep link (an index into `App.deepLinks`) whose cold state the query starts from
  /// (`path --deep-link`), or nil.
  public var deepLink: Int?
  /// The screen to reach.
  public var to: ScreenID
  /// The answer.
  public var outcome: PathOutcome

  /// The report of a query on `app` from `from` (nil: launch), or from the state `deepLink` opens
  /// cold, to `to`, answered by `outcome`.
  public init(app: App, from: ScreenID?, deepLink: Int? = nil, to: ScreenID, outcome: PathOutcome) {
    self.app = app
    self.from = from
    self.deepLink = deepLink
    self.to = to
    self.outcome = outcome
  }

  /// `C`, `deep link 'post'` or `launch`, as the text output names the start.
  var fromName: String {
    if let from { return app.screens[from].id }
    if let deepLink { return "deep link '\(app.deepLinks[deepLink].id)'" }
    return "launch"
  }

  /// Why a path from `from` has no answer when the search for routes stopped at `limit` states
  /// before reaching it (`PathOutcome.routeLimitReached`); the text output and standard error say it.
  public func routeLimitReason(_ limit: Int) -> String {
    "'\(TerminalStyle.printable(fromName))' is reachable, but the search for routes stopped at \(limit) states "
      + "before reaching it, so the state a path from it starts in is unknown"
  }
}

/// The output formats of `navgraph path`.
public enum PathReportFormat: String, CaseIterable, Sendable {
  /// The moves as numbered lines, the final state after them.
  case text
  /// One JSON document (docs/ROUTES.md).
  case json

  /// The reporter for this format; `verbose` and `style` apply to text only.
  public func reporter(verbose: Bool = false, style: TerminalStyle = .plain) -> any Reporter<PathReport> {
    switch self {
    case .text: return PathTextReporter(verbose: verbose, style: style)
    case .json: return PathJSONReporter()
    }
  }
}
