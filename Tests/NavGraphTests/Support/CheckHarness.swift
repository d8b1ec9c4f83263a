import NavGraph

/// What `Checker.check` finds in an app, compactly: `code screen` per finding, in report order
/// (`-` for a finding without a screen).
enum CheckHarness {
  static func codes(_ app: App, options: CheckOptions = CheckOptions()) -> [String] {
    Checker.check(app, options: options).findings.map { "\($0.code) \($0.screen ?? "-")" }
  }
}
