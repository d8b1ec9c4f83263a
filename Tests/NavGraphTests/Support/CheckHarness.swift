import NavGraph

/// What `NavigationAnalysis.check` finds in an app, compactly: `code screen` per finding, in report order
/// (`-` for a finding without a screen).
enum CheckHarness {
  static func codes(_ app: App, options: CheckOptions = CheckOptions()) -> [String] {
    NavigationAnalysis(app).check(options).findings.map { "\($0.code.rawValue) \($0.screen ?? "-")" }
  }
}
