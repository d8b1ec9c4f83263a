import NavGraph

extension RenderCommand {
  /// `navgraph render --split tabs -o DIR`: the pages of `MapSplit` (the overview, each tab, the
  /// shared destinations, what is outside the tabs) in `--format` (SVG by default), and
  /// `index.html`, written as one set by `AtomicDirectoryWriter`. Every page is planned and drawn
  /// before anything is written, so a page that cannot be drawn leaves the directory as it was. A
  /// page's warnings are printed before its layout starts, named after its file; a warning every
  /// page repeats (a missing font) once.
  static func runSplit(_ arguments: ParsedArguments, _ console: Console) throws(UsageError) -> Int32 {
    let input = try file(arguments)
    guard let directory = arguments.value("output"), directory != "-" else {
      throw UsageError("'--split tabs' writes a directory: add '-o <directory>'", command: spec)
    }
    var options = RenderOptions()
    if let name = arguments.value("format") { options.format = RenderFormat(rawValue: name)! }
    try setDrawing(&options, arguments)
    if let problem = AtomicDirectoryWriter.problem(writing: directory) {
      console.error(problem.description)
      return ExitStatus.failure
    }
    guard case .success(let loaded) = input.loadValid(console, color: nil), let app = loaded.app else {
      return ExitStatus.failure
    }

    let split = MapSplit(app: app, format: options.format)
    let reports =
      options.format == .html
      ? ViewerReports(app: app, file: input.displayName, inputDiagnostics: loaded.diagnostics) : nil
    var checkResult: CheckResult? = nil
    var files: [(name: String, bytes: [UInt8])] = []
    var printed = Set<RenderWarning>()
    let chosenLayout = arguments.has("layout")
    for page in split.pages {
      do {
        var fallback: RenderWarning? = nil
        var plan: RenderPlan
        do {
          plan = try split.plan(page, options: options)
        } catch RenderError.graphTooLarge(let nodes, let edges, let layout)
          where !chosenLayout && layout == "dot"
        {
          var sideways = options
          sideways.layout = "sfdp"
          plan = try split.plan(page, options: sideways)
          fallback = .layoutFallback(layout: "sfdp", instead: "dot", nodes: nodes, edges: edges)
        }
        if options.findings && checkResult == nil {
          checkResult = reports?.checkResult ?? Checker.check(plan.graph, options: CheckOptions())
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
      console.error("\(error)")
      return ExitStatus.failure
    }
    return ExitStatus.success
  }
}
