/// What the HTML viewer embeds besides its map: the reports of `check` and `routes` on the app, as
/// the `check` and `routes` commands make them, so that the viewer shows exactly what they print.
public struct ViewerReports: Sendable {
  /// `navgraph check`'s report: the loader's diagnostics, then the findings.
  public var check: CheckReport
  /// The findings as structured data, for drawing them on the map.
  public var checkResult: CheckResult
  /// `navgraph routes`' report: every screen's shortest route from launch.
  public var routes: RoutesReport

  /// Checks the app of `analysis` with `check`'s default options (`CheckRun`) and lists every
  /// screen's route from launch, both from the one analysis. `file` is the name the reports give
  /// the description; `inputDiagnostics` are the loader's, listed first as `check` lists them.
  public init(analysis: NavigationAnalysis, file: String, inputDiagnostics: [Diagnostic] = []) {
    let app = analysis.app
    let run = CheckRun(
      file: file, analysis: analysis, inputDiagnostics: inputDiagnostics, sources: app.sources)
    check = run.report
    checkResult = run.result!
    routes = RoutesReport(app: app, file: file, routes: analysis.routes, deepLinks: analysis.deepLinkOpenings)
  }

  /// `init(analysis:file:inputDiagnostics:)` on a new analysis of `app`.
  public init(app: App, file: String, inputDiagnostics: [Diagnostic] = []) {
    self.init(analysis: NavigationAnalysis(app), file: file, inputDiagnostics: inputDiagnostics)
  }
}
