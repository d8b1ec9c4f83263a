import NavGraph

/// The standard streams of one run, as closures, so that every command runs in-process in tests
/// with captured output. The real process wires them to file descriptors 0, 1 and 2.
public enum StandardStream: Sendable {
  case input
  case output
  case error
}

/// The process's environment as a run sees it: its streams, whether each is a terminal, and its
/// environment variables.
struct Console {
  var readInput: () throws -> [UInt8]
  var writeOutput: ([UInt8]) -> Void
  var writeError: ([UInt8]) -> Void
  var environment: [String: String]
  var isTerminal: (StandardStream) -> Bool
  /// Where a command hands what it no longer needs but would take long to free (a checked app of a
  /// million screens: its model, graph and report), so that the process exits without tearing it
  /// down; nil in-process (tests), where it is freed as usual. `runAsProcess` sets it.
  var keepUntilExit: ((Any) -> Void)? = nil

  func out(_ text: String) { if !text.isEmpty { writeOutput(Array(text.utf8)) } }
  func err(_ text: String) { if !text.isEmpty { writeError(Array(text.utf8)) } }

  /// Hands `value` to `keepUntilExit`, when set, instead of letting the command free it.
  func retainUntilExit(_ value: Any) { keepUntilExit?(value) }

  /// `error: message` on standard error, for failures that are not usage errors.
  func error(_ message: String) { err("error: \(TerminalStyle.printable(message))\n") }

  /// Whether text written to `stream` is coloured: `--color always` or `never` decide; `auto`
  /// colours a terminal unless NO_COLOR is set to a non-empty value (https://no-color.org: an
  /// explicit command-line choice overrides the variable).
  func colors(_ choice: String?, on stream: StandardStream) -> Bool {
    switch choice {
    case "always": return true
    case "never": return false
    default: return isTerminal(stream) && (environment["NO_COLOR"] ?? "").isEmpty
    }
  }
}

/// The exit statuses, as the README and every `--help` document them.
public enum ExitStatus {
  /// The command ran and the answer is positive.
  public static let success: Int32 = 0
  /// The command ran and the answer is negative: check found errors (or warnings with --strict),
  /// path found no path, diff found a new error finding.
  public static let negative: Int32 = 1
  /// The command could not run: unreadable file, invalid description, an id the description
  /// lacks, path's search limit reached, Graphviz failure, unwritable output. Whatever needs the
  /// description or the system to judge.
  public static let failure: Int32 = 2
  /// The command line alone is wrong (EX_USAGE): unknown option, bad or conflicting values.
  public static let usage: Int32 = 64

  static let help = """
    EXIT STATUS:
      0   success
      1   the answer is negative: check found errors (or warnings with --strict),
          path found no path, diff found a new error
      2   could not run: unreadable file, invalid description, unknown screen or
          tab, path's --max-states reached, Graphviz failure, unwritable output
      64  usage error: the command line alone is wrong
      130 interrupted (128 + the signal: 130 for Ctrl-C, 143 for SIGTERM)
    """
}
