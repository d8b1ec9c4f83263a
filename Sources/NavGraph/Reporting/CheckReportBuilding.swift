extension CheckReport {
  /// The report `navgraph check` prints for a description: the loader's diagnostics except the
  /// `disabled` codes, then `result`'s findings (the check of `app`, when the model was usable); the
  /// summary counts the screens and links of `app`, the reachable and unreachable screens, and the errors and
  /// warnings of both lists. Shared by the `check` command and the HTML viewer, so that the viewer
  /// embeds exactly what `check --format json` prints. Linear in the number of diagnostics.
  public init(
    file: String, inputDiagnostics: [Diagnostic], app: App?, result: CheckResult?, disabled: Set<String> = [],
    sources: SourceMap
  ) {
    var diagnostics = inputDiagnostics.filter { !disabled.contains($0.code) }
    if let result { diagnostics += result.findings }
    self.init(
      file: file,
      summary: Summary(
        screens: app?.screens.count ?? 0, links: app?.links.count ?? 0,
        reachable: result?.reachableCount ?? 0,
        errors: diagnostics.count { $0.severity == .error },
        warnings: diagnostics.count { $0.severity == .warning },
        unreachable: result?.unreachableCount ?? 0),
      diagnostics: diagnostics, sources: sources)
  }
}
