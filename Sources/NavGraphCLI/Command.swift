import NavGraph

/// A subcommand of `navgraph`: its declaration and how it runs on parsed arguments.
protocol Command: Sendable {
  static var spec: CommandSpec { get }
  /// Runs the command; returns the exit status, or throws a usage error that `navgraph` prints.
  static func run(_ arguments: ParsedArguments, _ console: Console) throws(UsageError) -> Int32
}

extension Command {
  /// The option's value as a whole number of at least `minimum`, or nil when absent.
  static func integer(_ arguments: ParsedArguments, _ name: String, minimum: Int) throws(UsageError) -> Int? {
    guard let text = arguments.value(name) else { return nil }
    guard let value = Int(text), value >= minimum else {
      let option = spec.option(named: name)!
      throw UsageError(
        "invalid value '\(text)' for '\(option.synopsis())'; expected a whole number of \(minimum) or more",
        command: spec)
    }
    return value
  }

  /// The single optional file argument of `check`, `routes` and `render`, or the Swift PATHs
  /// (directories and `.swift` files) in its place. A second word that looks like an output file
  /// (`map.svg`) to a command with `-o` is probably missing its `-o`.
  static func file(_ arguments: ParsedArguments) throws(UsageError) -> InputFile {
    let words = arguments.positionals
    if let first = words.first, SwiftCode.isSwiftPath(first) {
      if let other = words.dropFirst().first(where: { !SwiftCode.isSwiftPath($0) }) {
        throw UsageError(
          "unexpected argument '\(other)'; after Swift code, only directories and .swift files", command: spec
        )
      }
      return try InputFile(argument: first, morePaths: Array(words.dropFirst())).overlaid(arguments, spec)
    }
    if arguments.positionals.count > 1 {
      let extra = arguments.positionals[1]
      let hint =
        spec.option(short: "o") != nil && RenderFormat(outputPath: extra) != nil
        ? "; did you mean '-o \(extra)'?" : ""
      throw UsageError("unexpected argument '\(extra)'\(hint)", command: spec)
    }
    return try InputFile(argument: arguments.positionals.first).overlaid(arguments, spec)
  }
}

/// Help shared by the commands that read a description.
enum SharedHelp {
  static let file = (
    name: "<file>",
    help: "The app description (default: app.json in the current directory; '-' reads standard input),"
      + " or SwiftUI code: directories and .swift files, read as 'navgraph extract' reads them."
  )
}
