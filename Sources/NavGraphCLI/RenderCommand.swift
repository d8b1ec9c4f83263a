import NavGraph

/// `navgraph render [<file>] [-o <path>]`: draws the navigation map through Graphviz (SVG, PNG, PDF,
/// DOT), as Mermaid, or as the interactive HTML viewer, written atomically to `-o` or to standard
/// output; the whole map, a tab's page, the overview, or with `--split tabs` every page and an index
/// into a directory (`RenderArguments`, `RenderPlan`, `RenderCommand+Split`).
///
/// With `--diff OLD`, the map marks what changed since the description OLD (`MapChanges`).
///
/// The format is `--format`, else the output's extension, else SVG. Binary formats are refused on
/// a terminal. Exit status: 0 when drawn (warnings, such as a missing CJK font or a Mermaid map over
/// GitHub's limits, go to standard error); 2 when the description is invalid, an id is unknown, the
/// selection draws nothing or is too large to lay out, the highlighted path does not exist, Graphviz
/// fails or the output cannot be written.
enum RenderCommand: Command {
  static let spec = CommandSpec.render

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(UsageError) -> Int32 {
    let request = try RenderArguments(arguments, input: try file(arguments), command: spec)
    var options = request.options
    if let refusal = request.refusal(outputIsTerminal: console.isTerminal(.output)) {
      console.error(refusal)
      return ExitStatus.failure
    }
    guard case .success(let loaded) = request.input.loadValid(console, color: nil), let app = loaded.app,
      options.focus.map({ ScreenLookup.find($0, in: app, console) != nil }) ?? true
    else { return ExitStatus.failure }
    if let old = arguments.value("diff") {
      guard case .success(let before) = InputFile(argument: old).loadValid(console, color: nil) else {
        return ExitStatus.failure
      }
      let diff = NavigationDiff(
        old: NavigationDiff.Version(load: before)!, new: NavigationDiff.Version(load: loaded)!)
      options.changes = MapChanges(diff: diff, old: before.app!, new: app)
    }
    let analysis = NavigationAnalysis(app)
    if request.split, let directory = request.output {
      return split(request, into: directory, analysis, loaded.diagnostics, console)
    }
    do {
      // Planned before the path and the findings, so that a selection that draws nothing or is too
      // large to lay out is refused at once.
      var plan = try RenderPlan(analysis: analysis, options: options)
      warn(plan.warnings, console)
      if let ends = request.highlight {
        guard let route = Highlight.route(ends, analysis, console) else { return ExitStatus.failure }
        plan.highlight = route
      }
      let rendering = try plan.render(file: request.input.displayName, inputDiagnostics: loaded.diagnostics)
      warn(rendering.warnings, console)
      guard let path = request.output else {
        console.writeOutput(rendering.bytes)
        return ExitStatus.success
      }
      try AtomicFileWriter.write(
        rendering.bytes, to: path, whileTemporaryFileExists: console.temporaryFileHook)
      return ExitStatus.success
    } catch {
      return failed(error, console)
    }
  }

  /// Prints warnings on standard error: `warning: <text> [<code>]`, after `prefix`.
  static func warn(_ warnings: [RenderWarning], _ console: Console, prefix: String = "") {
    for warning in warnings {
      console.err("warning: \(prefix)\(TerminalStyle.printable(warning.description)) [\(warning.code)]\n")
    }
  }

  /// Prints why the render failed; the exit status.
  static func failed(_ error: any Error, _ console: Console) -> Int32 {
    if let error = error as? RenderError {
      console.error("\(error.description) [\(error.code)]")
    } else {
      console.error("\(error)")
    }
    return ExitStatus.failure
  }
}
