import Foundation
import NavGraph

/// `navgraph path [<file>] <from> <to>` and `navgraph path --from-launch [<file>] <to>`: the fewest
/// moves from the state that first shows `from` (or from launch) until `to` is visible.
///
/// Exit status: 0 with a path; 1 when there is none (the reason is printed); 2 when the description
/// cannot be loaded, an id is unknown, or the search hit `--max-states` without an answer. With
/// `--format json` every one of these outcomes prints one JSON document on standard output (see
/// `JSONFailure` and docs/ROUTES.md).
enum PathCommand: Command {
  static let spec = CommandSpec(
    name: "path",
    abstract: "Find the fewest moves from one screen to another.",
    discussion: """
      Starts in the state reached by the shortest route from launch to <from> (or at launch with
      --from-launch) and searches the navigation states breadth-first until <to> is visible: links,
      the back button, swipe-down and the tab bar, with real stack semantics.
      """,
    usage: "[<options>] [<file>] [<from>] <to>",
    arguments: [
      SharedHelp.file,
      ("<from>", "The screen id to start from (omitted with --from-launch)."),
      ("<to>", "The screen id to reach."),
    ],
    options: [
      OptionSpec("from-launch", help: "Start at launch instead of at <from>."),
      OptionSpec(
        "max-states", values: ["n"],
        help: "Give up after exploring n states. (default: \(PathOptions.defaultMaxStates))"),
      OptionSpec(
        "format", values: ["format"], choices: PathReportFormat.allCases.map(\.rawValue),
        help: "Output format: text, json. (default: text)"),
      OptionSpec("verbose", help: "Show the whole state after every move (text output)."),
      OptionSpec.color(),
    ],
    examples: [
      "navgraph path C E", "navgraph path samples/tabs-coordinator.json E C --verbose",
      "navgraph path --from-launch E --format json",
    ])

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(UsageError) -> Int32 {
    let fromLaunch = arguments.has("from-launch")
    let screens = try positionals(arguments.positionals, fromLaunch: fromLaunch)
    let maxStates = try integer(arguments, "max-states", minimum: 1) ?? PathOptions.defaultMaxStates
    let format = arguments.value("format").flatMap(PathReportFormat.init(rawValue:)) ?? .text
    if format == .json && arguments.has("verbose") {
      throw UsageError("'--verbose' applies only to text output", command: spec)
    }
    let color = arguments.value("color")

    var question: [String: JSONValue] = ["to": .string(screens.to)]
    if let id = screens.from { question["from"] = .string(id) }
    // A failure prints its JSON document on standard output with --format json.
    func fail(_ status: Int32, _ document: @autoclosure () -> String) -> Int32 {
      if format == .json { console.out(document()) }
      return status
    }

    let app: App
    switch screens.input.loadApp(console, color: color) {
    case .success(let loaded): app = loaded
    case .failure(let failure):
      return fail(
        ExitStatus.failure, JSONFailure.cannotLoad(question, file: screens.input.displayName, failure))
    }
    let from: ScreenID?
    let to: ScreenID
    do {
      from = try screens.from.map { id throws(UnknownScreen) in try ScreenLookup.resolve(id, in: app) }
      to = try ScreenLookup.resolve(screens.to, in: app)
    } catch {
      console.error(error.message)
      return fail(ExitStatus.failure, JSONFailure.unknownScreen(question, error))
    }

    let outcome = ShortestPath.find(
      in: app, from: from, to: to, options: PathOptions(fromLaunch: fromLaunch, maxStates: maxStates))
    let report = PathReport(app: app, from: from, to: to, outcome: outcome)
    if case .limitReached(let limit) = outcome {
      console.error(
        "no answer after exploring \(limit) states without showing '\(app.screens[to].id)'; "
          + "raise --max-states to search further")
      return fail(ExitStatus.failure, PathJSONReporter().generateReport(report))
    }
    let reporter = format.reporter(
      verbose: arguments.has("verbose"), style: TerminalStyle(colors: console.colors(color, on: .output)))
    console.out(reporter.generateReport(report))
    if case .found = outcome { return ExitStatus.success }
    return ExitStatus.negative
  }

  /// `[file] from to`, or with `--from-launch` `[file] to`.
  ///
  /// The first word is the file when there is one word more than the screens need. With exactly
  /// as many words as screens, a first word that is `-` or names a regular file, a directory or a
  /// `.swift` file (Swift code) is still the input, and the missing screen is reported (`navgraph path app.json Home` lacks `<to>`) rather than
  /// `app.json` being read as a screen id of the default file.
  static func positionals(_ words: [String], fromLaunch: Bool) throws(UsageError) -> (
    input: InputFile, from: String?, to: String
  ) {
    let needed = fromLaunch ? 1 : 2
    var screenCount = words.count
    if words.count == needed, let first = words.first,
      first == "-" || isRegularFile(first) || SwiftCode.isSwiftPath(first)
    {
      screenCount -= 1
    }
    if screenCount < needed {
      let missing = fromLaunch || screenCount == 1 ? "<to>" : "<from>"
      throw UsageError("missing expected argument '\(missing)'", command: spec)
    }
    if words.count > needed + 1 {
      throw UsageError("unexpected argument '\(words[needed + 1])'", command: spec)
    }
    let hasFile = words.count == needed + 1
    let input = InputFile(argument: hasFile ? words[0] : nil)
    let rest = hasFile ? Array(words.dropFirst()) : words
    return (input, fromLaunch ? nil : rest[0], rest[rest.count - 1])
  }

  private static func isRegularFile(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
  }
}

/// Screen ids given on the command line, resolved with a did-you-mean on failure.
enum ScreenLookup {
  /// The index of the screen with id `id`, or the reason there is none: `unknown screen`,
  /// suggesting the closest id, or the id of a screen whose title is `id`.
  static func resolve(_ id: String, in app: App) throws(UnknownScreen) -> ScreenID {
    if let s = app.screen(withID: id) { return s }
    let ids = app.screens.map(\.id)
    var hint = ""
    if let titled = app.screens.first(where: { $0.title == id }) {
      hint = "; did you mean '\(titled.id)' (titled '\(id)')?"
    } else if let near = NearMatch.suggestion(for: id, among: ids) {
      hint = "; did you mean '\(near)'?"
    }
    throw UnknownScreen(id: id, message: "unknown screen '\(id)'\(hint)")
  }

  /// The index of the screen with id `id`; nil after printing why there is none on standard error.
  static func find(_ id: String, in app: App, _ console: Console) -> ScreenID? {
    do {
      return try resolve(id, in: app)
    } catch {
      console.error(error.message)
      return nil
    }
  }
}

/// A screen id given on the command line that names no screen, and the message that says so.
struct UnknownScreen: Error {
  var id: String
  var message: String
}
