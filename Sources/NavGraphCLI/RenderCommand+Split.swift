import NavGraph

extension RenderCommand {
  /// `navgraph render --split tabs -o DIR`: the pages of `MapSplit` (the overview, each tab, the
  /// shared destinations, what is outside the tabs) in `--format` (SVG by default), and
  /// `index.html`, written as one set by `AtomicDirectoryWriter`. Every page is planned and drawn
  /// before anything is written, so a page that cannot be drawn leaves the directory as it was. A
  /// page's warnings are printed before its layout starts, named after its file; a warning every
  /// page repeats (a missing font) once. The findings and the viewer's reports are made once, on
  /// the analysis every page shares.
  static func split(
    _ request: RenderArguments, into directory: String, _ analysis: NavigationAnalysis,
    _ inputDiagnostics: [Diagnostic],
    _ console: Console
  ) -> Int32 {
    let options = request.options
    let split = MapSplit(analysis: analysis, format: options.format)
    let reports =
      options.format == .html
      ? ViewerReports(analysis: analysis, file: request.input.displayName, inputDiagnostics: inputDiagnostics)
      : nil
    var checkResult: CheckResult? = nil
    var files: [(name: String, bytes: [UInt8])] = []
    var printed = Set<RenderWarning>()
    for page in split.pages {
      do {
        var fallback: RenderWarning? = nil
        var plan: RenderPlan
        do {
          plan = try split.plan(page, options: options)
        } catch RenderError.graphTooLarge(let nodes, let edges, let layout)
          where !request.layoutChosen && layout == "dot"
        {
          var sideways = options
          sideways.layout = "sfdp"
          plan = try split.plan(page, options: sideways)
          fallback = .layoutFallback(layout: "sfdp", instead: "dot", nodes: nodes, edges: edges)
        }
        if options.findings && checkResult == nil {
          checkResult = reports?.checkResult ?? analysis.check()
        }
        warn((fallback.map { [$0] } ?? []) + plan.warnings, console, prefix: "\(page.file): ")
        let rendering = try plan.render(checkResult: checkResult, reports: reports)
        warn(rendering.warnings.filter { printed.insert($0).inserted }, console)
        files.append((page.file, rendering.bytes))
      } catch {
        return failed(error, console)
      }
    }
    files.append((MapSplit.indexFile, split.index(format: options.format)))
    do {
      try AtomicDirectoryWriter.write(files, to: directory)
    } catch {
      return failed(error, console)
    }
    return ExitStatus.success
  }
}
