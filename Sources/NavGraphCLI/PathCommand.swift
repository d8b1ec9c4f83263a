import NavGraph

/// `navgraph path [<file>] <from> <to>`, `navgraph path --from-launch [<file>] <to>` and `navgraph
/// path --deep-link <id> [<file>] <to>`: the fewest moves from the state that first shows `from` (or
/// from launch, or from the state the deep link opens at launch) until `to` is visible
/// (`NavigationAnalysis.path`).
///
/// Exit status: 0 with a path; 1 when there is none (the reason is printed); 2 when the description
/// cannot be loaded, an id (screen or deep link) is unknown, the search hit `--max-states` without an answer, or
/// `from` is reachable only past the bound of the search for routes (its start state is unknown). With
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
    // The process need not free the app (its screens' and links' strings) nor, below, what the
    // query computed on it: they are kept until it exits.
    console.retainUntilExit(app)
    var deepLink: Int?
    if let id = query.deepLink {
      do {
        deepLink = try ScreenLookup.resolveDeepLink(id, in: app)
      } catch {
        console.error(error.message)
        return fail(JSONFailure.unknownDeepLink(query.question, error))
      }
    }
    let from: ScreenID?
    let to: ScreenID
    do {
      (from, to) = try ScreenLookup.resolve(from: query.from, to: query.to, in: app)
    } catch {
      console.error(error.message)
      return fail(JSONFailure.unknownScreen(query.question, error))
    }
    let analysis = NavigationAnalysis(app)
    console.retainUntilExit(analysis)
    let outcome =
      deepLink.map { analysis.path(fromDeepLink: $0, to: to, options: query.options) }
      ?? analysis.path(from: from, to: to, options: query.options)
    let report = PathReport(app: app, from: from, deepLink: deepLink, to: to, outcome: outcome)
    if case .limitReached(let limit) = outcome {
      console.error(
        "no answer after exploring \(limit) states without showing '\(query.to)'; raise --max-states to search further"
      )
      return fail(PathJSONReporter().generateReport(report))
    }
    if case .routeLimitReached(let limit) = outcome {
      console.error(
        report.routeLimitReason(limit)
          + "; search from launch (--from-launch) or from a deep link (--deep-link) instead")
      return fail(PathJSONReporter().generateReport(report))
    }
    let style = TerminalStyle(colors: console.colors(color, on: .output))
    console.out(format.reporter(verbose: query.verbose, style: style).generateReport(report))
    if case .found = outcome { return ExitStatus.success }
    return ExitStatus.negative
  }
}
