/// The diagnostics a report for people shows (text, GitHub annotations): at most `limit` per code,
/// the first in report order, and for each code over the limit how many were left out, for one
/// closing line. JSON and SARIF always list everything.
///
/// One pass over the diagnostics: O(n) plus O(k log k) for the k codes over the limit.
public struct PerCodeLimit: Sendable {
  /// How many diagnostics of one code the text and GitHub reports show by default.
  public static let defaultLimit = 100

  /// The diagnostics shown, in report order.
  let shown: [Diagnostic]
  /// The codes with diagnostics left out, sorted by code, with how many.
  let omitted: [(code: DiagnosticCode, count: Int)]

  init(_ diagnostics: [Diagnostic], limit: Int) {
    var counts: [DiagnosticCode: Int] = [:]
    var shown: [Diagnostic] = []
    for diagnostic in diagnostics {
      let seen = counts[diagnostic.code, default: 0]
      counts[diagnostic.code] = seen + 1
      if seen < limit { shown.append(diagnostic) }
    }
    self.shown = shown
    omitted = counts.filter { $0.value > limit }.map { ($0.key, $0.value - limit) }
      .sorted { $0.code.rawValue.utf8.lexicographicallyPrecedes($1.code.rawValue.utf8) }
  }

  /// The closing line's message for `count` left-out diagnostics of `code`.
  static func message(code: DiagnosticCode, count: Int, limit: Int) -> String {
    "\(count) more '\(code.rawValue)' finding\(count == 1 ? "" : "s") not shown (at most \(limit) per code "
      + "here; use --format json for all)"
  }
}
