/// `navgraph check` as a library function: from a loaded description to the report every format
/// prints and the verdict the exit status says.
///
/// The loader's diagnostics, then the findings of `NavigationAnalysis.check` (when the model is
/// usable), each kept when `CheckOptions.reports` its code: the one place `--disable` applies, to
/// input warnings and findings alike. The summary counts the screens and links of the app, the
/// reachable and unreachable screens, and the errors and warnings kept. The `check` command and the
/// HTML viewer both make their report here, so the viewer embeds exactly what `check --format json`
/// prints. Linear in the diagnostics, plus the analysis.
public struct CheckRun: Sendable {
  /// What the exit status says.
  public enum Verdict: Sendable {
    /// The description is invalid: the loader reported an error, or built no model.
    case invalid
    /// An error was found (or, when strict, a warning).
    case failed
    /// Nothing that fails the check.
    case passed
  }

  /// The report, in report order: input diagnostics first.
  public private(set) var report: CheckReport
  /// The app checked, nil when the loader built none.
  public let app: App?
  /// The findings with what draws them on a map; nil when no model could be built.
  public let result: CheckResult?
  /// Whether the loader reported an error (shown or not) or built no model.
  public let isInvalid: Bool

  /// Checks a loaded description; `file` is the name the report gives it.
  public init(file: String, load: LoadResult, options: CheckOptions = CheckOptions()) {
    self.init(
      file: file, analysis: load.app.map(NavigationAnalysis.init), inputDiagnostics: load.diagnostics,
      sources: load.sources, hasErrors: load.hasErrors, options: options)
  }

  /// Checks the app of `analysis` (nil when the loader built none), after the loader's
  /// `inputDiagnostics`; `hasErrors` says whether the loader reported an error.
  public init(
    file: String, analysis: NavigationAnalysis?, inputDiagnostics: [Diagnostic], sources: SourceMap,
    hasErrors: Bool = false, options: CheckOptions = CheckOptions()
  ) {
    let result = analysis?.check(options)
    let diagnostics = inputDiagnostics.filter { options.reports($0.code) } + (result?.findings ?? [])
    let app = analysis?.app
    self.app = app
    report = CheckReport(
      file: file,
      summary: CheckReport.Summary(
        screens: app?.screens.count ?? 0, links: app?.links.count ?? 0,
        reachable: result?.reachableCount ?? 0,
        errors: diagnostics.count { $0.severity == .error },
        warnings: diagnostics.count { $0.severity == .warning },
        unreachable: CheckResult.unreachableCount(diagnostics)),
      diagnostics: diagnostics, sources: sources,
      ignored: options.listsIgnored ? result?.ignored ?? [] : nil)
    self.result = result
    isInvalid = hasErrors || analysis == nil
  }

  /// Keeps only the diagnostics that `baseline` does not hold (`Baseline.match`), recounting the
  /// summary's errors, warnings and unreachable screens; the report records the match.
  public mutating func subtract(_ baseline: Baseline) {
    let (new, match) = baseline.match(report.diagnostics, app: app)
    report.diagnostics = new
    report.summary.errors = new.count { $0.severity == .error }
    report.summary.warnings = new.count { $0.severity == .warning }
    report.summary.unreachable = CheckResult.unreachableCount(new)
    report.baseline = match
  }

  /// The verdict: invalid, else failed when there is an error (with `strict`, also a warning), else
  /// passed.
  public func verdict(strict: Bool) -> Verdict {
    if isInvalid { return .invalid }
    let summary = report.summary
    return summary.errors > 0 || (strict && summary.warnings > 0) ? .failed : .passed
  }
}
