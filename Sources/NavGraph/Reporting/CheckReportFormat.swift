/// The output formats of `navgraph check`.
public enum CheckReportFormat: String, CaseIterable, Sendable {
  /// Compiler-style lines (`app.json:12:7: error: ... [code]`), understood by Xcode, editors and CI logs.
  case text
  /// The stable JSON contract (`version`, `file`, `summary`, `findings`).
  case json
  /// SARIF 2.1.0, for GitHub code scanning and other static-analysis viewers.
  case sarif
  /// GitHub Actions workflow commands (`::error file=...,line=...::...`), shown as annotations.
  case github

  /// The reporter for this format. `text` tells the text reporter how to print; the other formats
  /// are machine-readable and ignore it.
  public func reporter(text: TextReporter = TextReporter()) -> any Reporter<CheckReport> {
    switch self {
    case .text: return text
    case .json: return JSONReporter()
    case .sarif: return SARIFReporter()
    case .github: return GitHubReporter()
    }
  }
}
