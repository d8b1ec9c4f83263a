/// `check --format json`: the stable contract other tools parse (docs/CHECK.md):
///
///     {"file": "app.json", "findings": [{"code": "unreachable", "column": 13, "line": 12,
///      "message": "...", "notes": [{"message": "...", "line": 3, "column": 13, "path": "..."}],
///      "path": "screens[4]", "route": ["tab 'c'", "push 'D'"], "screen": "X", "screens": ["X", "Y"],
///      "severity": "error"}], "summary": {"errors": E, "links": M, "reachable": R, "screens": N,
///      "unreachable": U, "warnings": W}, "version": 2}
///
/// `findings` holds every diagnostic in report order, input diagnostics first; `notes` is on every
/// finding (empty when there are none), a note's place only when it has one of its own. Fields that
/// do not apply (`screen`, `line`, `column`, `path`, `route`, `cycle`, `screens`, `group`) are
/// omitted. With `--show-ignored`, `ignored` lists the findings `ignore` entries suppressed, each a
/// finding with the entry's `reason`. With `--baseline`, `baseline` counts the findings it holds
/// (`known`, not listed) and its entries that no longer occur (`gone`). Keys are sorted (see `JSONValue`). Linear in the size of the report.
public struct JSONReporter: Reporter {
  /// The version of the JSON contract.
  /// 2: `unreachable` findings stand for groups (`screens`), `notes` on every finding, `screens` on
  /// `trap`, `group` on `cycle`, `unreachable` in the summary.
  public static let version = 2

  /// A JSON reporter.
  public init() {}

  /// The report as one JSON document.
  public func generateReport(_ report: CheckReport) -> String {
    let summary = report.summary
    var members: [String: JSONValue] = [
      "version": .int(JSONReporter.version),
      "file": .string(report.file),
      "summary": .object([
        "screens": .int(summary.screens),
        "links": .int(summary.links),
        "reachable": .int(summary.reachable),
        "errors": .int(summary.errors),
        "warnings": .int(summary.warnings),
        "unreachable": .int(summary.unreachable),
      ]),
      "findings": .array(report.diagnostics.map(JSONReporter.finding)),
    ]
    if let baseline = report.baseline {
      members["baseline"] = .object(["known": .int(baseline.known), "gone": .int(baseline.gone)])
    }
    if let ignored = report.ignored {
      members["ignored"] = .array(
        ignored.map { entry in
          var finding = JSONReporter.members(entry.finding)
          finding["reason"] = .string(entry.reason)
          return .object(finding)
        })
    }
    return JSONValue.object(members).serialized()
  }

  /// One entry of `findings`; `path` and `routes` use the same shape for the diagnostics of a
  /// description they cannot load.
  package static func finding(_ diagnostic: Diagnostic) -> JSONValue { .object(members(diagnostic)) }

  /// The members of a finding's object.
  static func members(_ diagnostic: Diagnostic) -> [String: JSONValue] {
    var members: [String: JSONValue] = [
      "code": .string(diagnostic.code.rawValue),
      "severity": .string(diagnostic.severity.rawValue),
      "message": .string(diagnostic.message),
    ]
    if let screen = diagnostic.screen { members["screen"] = .string(screen) }
    if let location = diagnostic.location { place(location, into: &members) }
    if let route = diagnostic.route { members["route"] = .strings(route) }
    if let cycle = diagnostic.cycle { members["cycle"] = .strings(cycle) }
    if let screens = diagnostic.screens { members["screens"] = .strings(screens) }
    if let group = diagnostic.group { members["group"] = .strings(group) }
    members["notes"] = .array(
      diagnostic.notes.map { note in
        var members: [String: JSONValue] = ["message": .string(note.message)]
        if let location = note.location { JSONReporter.place(location, into: &members) }
        return .object(members)
      })
    return members
  }

  /// `line`, `column` and, when not empty, `path`.
  static func place(_ location: SourceLocation, into members: inout [String: JSONValue]) {
    members["line"] = .int(location.line)
    members["column"] = .int(location.column)
    if let path = location.path, !path.isEmpty { members["path"] = .string(path) }
  }
}
