import NavGraph

/// `navgraph path [<file>] <from> <to>` and `navgraph path --from-launch [<file>] <to>`: the fewest
/// moves from the state that first shows `from` (or from launch) until `to` is visible
/// (`NavigationAnalysis.path`).
///
/// Exit status: 0 with a path; 1 when there is none (the reason is printed); 2 when the description
/// cannot be loaded, an id is unknown, or the search hit `--max-states` without an answer. With
/// `--format json` every one of these outcomes prints one JSON document on standard output (see
/// `JSONFailure` and docs/ROUTES.md).
enum PathCommand: Command {
  static let spec = CommandSpec.path

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(UsageError) -> Int32 {
    let query = try PathArguments(arguments)
    let format = query.format
    let color = arguments.value("color")
    // A failure prints its JSON document on standard output with --format json.
    func fail(_ document: @autoclosure () -> String) -> Int32 {
      if format == .json { console.out(document()) }
      return ExitStatus.failure
    }

    let app: App
    switch query.input.loadApp(console, color: color) {
    case .success(let loaded): app = loaded
    case .failure(let failure):
      return fail(JSONFailure.cannotLoad(query.question, file: query.input.displayName, failure))
    }
    let from: ScreenID?
    let to: ScreenID
    do {
      (from, to) = try ScreenLookup.resolve(from: query.from, to: query.to, in: app)
    } catch {
      console.error(error.message)
      return fail(JSONFailure.unknownScreen(query.question, error))
    }
    let outcome = NavigationAnalysis(app).path(from: from, to: to, options: query.options)
    let report = PathReport(app: app, from: from, to: to, outcome: outcome)
    if case .limitReached(let limit) = outcome {
      console.error(
        "no answer after exploring \(limit) states without showing '\(query.to)'; raise --max-states to search further"
      )
      return fail(PathJSONReporter().generateReport(report))
    }
    let style = TerminalStyle(colors: console.colors(color, on: .output))
    console.out(format.reporter(verbose: query.verbose, style: style).generateReport(report))
    if case .found = outcome { return ExitStatus.success }
    return ExitStatus.negative
  }
}
