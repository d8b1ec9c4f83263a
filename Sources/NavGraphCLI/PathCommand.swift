import NavGraph

/// `navgraph path [<file>] <from> <to>` and `navgraph path --from-launch [<file>] <to>`: the fewest
/// moves from the state that first shows `from` (or from launch) until `to` is visible.
///
/// Exit status: 0 with a path; 1 when there is none (the reason is printed); 2 when the description
/// cannot be loaded, an id is unknown, or the search hit `--max-states` without an answer. With
/// `--format json` every one of these outcomes prints one JSON document on standard output (see
/// `JSONFailure` and docs/ROUTES.md).
enum PathCommand: Command {
  static let spec = CommandSpec.path

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(UsageError) -> Int32 {
    let fromLaunch = arguments.has("from-launch")
    let screens = try PathArguments.parse(arguments.positionals, fromLaunch: fromLaunch, command: spec)
    let maxStates = try integer(arguments, "max-states", minimum: 1) ?? PathOptions.defaultMaxStates
    let format = arguments.value("format").flatMap(PathReportFormat.init(rawValue:)) ?? .text
    if format == .json && arguments.has("verbose") {
      throw UsageError("'--verbose' applies only to text output", command: spec)
    }
    let color = arguments.value("color")
    var question: [String: JSONValue] = ["to": .string(screens.to)]
    if let id = screens.from { question["from"] = .string(id) }
    // A failure prints its JSON document on standard output with --format json.
    func fail(_ document: @autoclosure () -> String) -> Int32 {
      if format == .json { console.out(document()) }
      return ExitStatus.failure
    }

    let app: App
    switch screens.input.loadApp(console, color: color) {
    case .success(let loaded): app = loaded
    case .failure(let failure):
      return fail(JSONFailure.cannotLoad(question, file: screens.input.displayName, failure))
    }
    let from: Int32?
    let to: Int32
    do {
      from = try screens.from.map { id throws(UnknownScreen) in try ScreenLookup.resolve(id, in: app) }
      to = try ScreenLookup.resolve(screens.to, in: app)
    } catch {
      console.error(error.message)
      return fail(JSONFailure.unknownScreen(question, error))
    }
    let outcome = NavigationAnalysis(app).path(
      from: from, to: to, options: PathOptions(fromLaunch: fromLaunch, maxStates: maxStates))
    let report = PathReport(app: app, from: from, to: to, outcome: outcome)
    if case .limitReached(let limit) = outcome {
      console.error(
        "no answer after exploring \(limit) states without showing '\(app.screens[Int(to)].id)'; "
          + "raise --max-states to search further")
      return fail(PathJSONReporter().generateReport(report))
    }
    let style = TerminalStyle(colors: console.colors(color, on: .output))
    console.out(format.reporter(verbose: arguments.has("verbose"), style: style).generateReport(report))
    if case .found = outcome { return ExitStatus.success }
    return ExitStatus.negative
  }
}
