import NavGraph

/// A command line that cannot be run as written. Printed in swift-argument-parser's form on
/// standard error, with exit status 64 (EX_USAGE):
///
///     Error: unknown option '--fromat'; did you mean '--format'?
///     Usage: navgraph check [<options>] [<file>]
///     See 'navgraph check --help'.
struct UsageError: Error, Equatable {
  var message: String
  /// The usage line of the command (`navgraph check [<options>] [<file>]`).
  var usage: String
  /// `navgraph check`, or `navgraph` at the top level.
  var commandLine: String

  init(_ message: String, command: CommandSpec) {
    self.message = message
    self.usage = command.usageLine
    self.commandLine = command.commandLine
  }

  var text: String {
    "Error: \(message)\nUsage: \(usage)\nSee '\(commandLine) --help'.\n"
  }

  /// `; did you mean 'x'?` when there is a near miss, else nothing.
  static func suggestion(_ word: String, _ candidates: [String], quote: (String) -> String = { $0 }) -> String
  {
    NearMatch.suggestion(for: word, among: candidates).map { "; did you mean '\(quote($0))'?" } ?? ""
  }
}
