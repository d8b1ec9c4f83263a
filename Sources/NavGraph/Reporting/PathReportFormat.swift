/// A `path` query and its answer, ready for reporting.
public struct PathReport: Sendable {
  public var app: App
  /// The screen the query starts from, or nil when it starts at launch.
  public var from: ScreenID?
  public var to: ScreenID
  public var outcome: PathOutcome

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
  func generateReport(_ report: PathReport) -> String
}

/// The output formats of `navgraph path`.
public enum PathReportFormat: String, CaseIterable, Sendable {
  case text
  case json

  /// The reporter for this format; `verbose` and `style` apply to text only.
  public func reporter(verbose: Bool = false, style: TerminalStyle = .plain) -> any PathReporter {
    switch self {
    case .text: return PathTextReporter(verbose: verbose, style: style)
    case .json: return PathJSONReporter()
    }
  }
}
