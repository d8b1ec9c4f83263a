/// What the HTML viewer embeds besides its map: the reports of `check` and `routes` on the app, as
/// the `check` and `routes` commands make them, so that the viewer shows exactly what they print.
public struct ViewerReports: Sendable {
  /// `navgraph check`'s report: the loader's diagnostics, then the findings.
  public var check: CheckReport
  /// The findings as structured data, for drawing them on the map.
  public var checkResult: CheckResult
  /// `navgraph routes`' report: every screen's shortest route from launch.
  public var routes: RoutesReport

  /// Checks `app` with `check`'s default options and finds every screen's route from launch, both
  /// over one configuration graph (see `Checker` and `RouteTable` for the cost). `file` is the name
  /// the reports give the description; `inputDiagnostics` are the loader's, listed first as `check`
  /// lists them.
  public init(app: App, file: String, inputDiagnostics: [Diagnostic] = []) {
    let graph = ConfigurationGraph(model: NavigationModel(app))
    let result = Checker.check(graph, options: CheckOptions())
    check = CheckReport(
      file: file, inputDiagnostics: inputDiagnostics, app: app, result: result, sources: app.sources)
    checkResult = result
    routes = RoutesReport(app: app, file: file, routes: RouteTable.routes(in: graph))
  }
}
