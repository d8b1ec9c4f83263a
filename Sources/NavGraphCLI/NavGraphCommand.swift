import NavGraph

/// `navgraph`: the command line, as a function of its arguments, streams and environment, so that
/// every command runs in-process in tests. `Sources/navgraph/main.swift` calls `runAsProcess()`.
///
/// `navgraph <command> [<options>] [<file>]`, `navgraph help [<command>]`, `navgraph --version`,
/// `-h`/`--help` everywhere. Usage errors print in swift-argument-parser's form and exit 64.
public enum NavGraphCommand {
  static let commands: [any Command.Type] = [
    CheckCommand.self, PathCommand.self, RoutesCommand.self, RenderCommand.self, DiffCommand.self,
    ExtractCommand.self, HelpCommand.self,
  ]

  static let spec = CommandSpec(
    name: "",
    abstract: "Check, explore and draw the navigation of an iOS app described in JSON.",
    discussion: """
      NavGraph reads a description of an app's tabs, screens and links (push, sheet,
      fullScreenCover, popover, tab, replace, pop, popToRoot, dismiss), finds unreachable screens,
      dead ends, traps, cycles and inert links, answers shortest-path questions with real stack
      semantics, and renders navigation maps through Graphviz.
      """,
    usage: "<command> [<options>] [<file>]",
    arguments: [],
    options: [OptionSpec("version", help: "Show the version.")])

  /// Runs `navgraph` with `arguments` (without the program name) and returns the exit status.
  ///
  /// - Parameters:
  ///   - stdin: reads all of standard input (for the file `-`); throws when it cannot be read.
  ///   - stdout, stderr: receive output bytes, in order.
  ///   - environment: the environment variables (`NO_COLOR`).
  ///   - isTerminal: whether a stream is a terminal (colour, source lines, binary output).
  public static func main(
    arguments: [String],
    stdin: @escaping () throws -> [UInt8],
    stdout: @escaping ([UInt8]) -> Void,
    stderr: @escaping ([UInt8]) -> Void,
    environment: [String: String],
    isTerminal: @escaping (StandardStream) -> Bool
  ) -> Int32 {
    main(
      arguments: arguments,
      console: Console(
        readInput: stdin, writeOutput: stdout, writeError: stderr, environment: environment,
        isTerminal: isTerminal))
  }

  /// Runs `navgraph` with `arguments` on `console` and returns the exit status.
  static func main(arguments: [String], console: Console) -> Int32 {
    do {
      return try run(arguments, console)
    } catch {
      console.err(error.text)
      return ExitStatus.usage
    }
  }

  static func run(_ arguments: [String], _ console: Console) throws(UsageError) -> Int32 {
    guard let first = arguments.first else {
      throw UsageError(
        "missing command; expected one of: \(commandNames.joined(separator: ", "))", command: spec)
    }
    if let command = command(named: first) {
      let parsed = try ParsedArguments.parse(Array(arguments.dropFirst()), for: command.spec)
      if parsed.wantsHelp {
        console.out(HelpText.render(command.spec))
        return ExitStatus.success
      }
      return try command.run(parsed, console)
    }
    guard first.hasPrefix("-"), first != "-" else {
      let hint = UsageError.suggestion(first, commandNames)
      throw UsageError("unknown command '\(first)'\(hint)", command: spec)
    }
    let parsed = try ParsedArguments.parse(arguments, for: spec)
    if parsed.wantsHelp {
      console.out(HelpText.render(spec, commands: commands.map { $0.spec }))
      return ExitStatus.success
    }
    if parsed.has("version") {
      if let extra = parsed.positionals.first {
        throw UsageError("unexpected argument '\(extra)'", command: spec)
      }
      console.out("\(ToolInfo.name) \(ToolInfo.version)\n")
      return ExitStatus.success
    }
    throw UsageError(
      "missing command; expected one of: \(commandNames.joined(separator: ", "))", command: spec)
  }

  static var commandNames: [String] { commands.map { $0.spec.name } }

  static func command(named name: String) -> (any Command.Type)? {
    commands.first { $0.spec.name == name }
  }
}
