/// `check --format json`: the stable contract other tools parse (documented in docs/):
///
///     {"file": "app.json", "findings": [{"code": "unreachable", "column": 7, "cycle": [...],
///      "line": 12, "message": "...", "path": "screens[4]", "route": ["tab 'c'", "push 'D'"],
///      "screen": "X", "severity": "error"}], "summary": {"errors": E, "links": M, "reachable": R,
///      "screens": N, "warnings": W}, "version": 1}
///
/// `findings` holds every diagnostic in report order, input diagnostics first. Fields that do not
/// apply (`screen`, `line`, `column`, `path`, `route`, `cycle`) are omitted. Keys are sorted (see
/// `JSONValue`). Linear in the size of the report.
public struct JSONReporter: CheckReporter {
  /// The version of the JSON contract.
  public static let version = 1

  public init() {}

  public func generateReport(_ report: CheckReport) -> String {
    let summary = report.summary
    let document: JSONValue = .object([
      "version": .int(JSONReporter.version),
      "file": .string(report.file),
      "summary": .object([
        "screens": .int(summary.screens),
        "links": .int(summary.links),
        "reachable": .int(summary.reachable),
        "errors": .int(summary.errors),
        "warnings": .int(summary.warnings),
      ]),
      "findings": .array(report.diagnostics.map(JSONReporter.finding)),
    ])
    return document.serialized()
  }

  /// One entry of `findings`; `path` and `routes` use the same shape for the diagnostics of a
  /// description they cannot load.
  public static func finding(_ diagnostic: Diagnostic) -> JSONValue {
    var members: [String: JSONValue] = [
      "code": .string(diagnostic.code),
      "severity": .string(diagnostic.severity.rawValue),
      "message": .string(diagnostic.message),
    ]
    if let screen = diagnostic.screen { members["screen"] = .string(screen) }
    if let location = diagnostic.location {
      members["line"] = .int(location.line)
      members["column"] = .int(location.column)
      if !location.path.isEmpty { members["path"] = .string(location.path) }
    }
    if let route = diagnostic.route { members["route"] = .strings(route) }
    if let cycle = diagnostic.cycle { members["cycle"] = .strings(cycle) }
    return .object(members)
  }
}
