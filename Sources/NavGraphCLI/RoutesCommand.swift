import NavGraph

/// `navgraph routes [<file>]`: for every screen, the shortest route from launch and the state it
/// ends in; unreachable screens are listed as such, and so are reachable screens the search for
/// routes stopped before reaching (an app with deep links); every deep link with the state it
/// opens at launch. The output is written while it is made (`RoutesReporter`). Exit status 0, or 2 when the description cannot
/// be loaded (with `--format json`, standard output then holds a `cannot-load` document, see
/// `JSONFailure`).
enum RoutesCommand: Command {
  static let spec = CommandSpec.routes

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(UsageError) -> Int32 {
    let input = try file(arguments)
    let format = arguments.value("format").flatMap(RoutesReportFormat.init(rawValue:)) ?? .text
    let color = arguments.value("color")
    let app: App
    switch input.loadApp(console, color: color) {
    case .success(let loaded): app = loaded
    case .failure(let failure):
      if format == .json {
        let question: [String: JSONValue] = ["version": .int(RoutesJSONReporter.version)]
        console.out(JSONFailure.cannotLoad(question, file: input.displayName, failure))
      }
      return ExitStatus.failure
    }
    let analysis = NavigationAnalysis(app)
    let report = RoutesReport(
      app: app, file: input.displayName, routes: analysis.routes, deepLinks: analysis.deepLinkOpenings)
    let style = TerminalStyle(colors: console.colors(color, on: .output))
    format.reporter(style: style).write(report, to: console.out)
    return ExitStatus.success
  }
}
