/// The declaration of one option: its names, how many values it takes, and its help.
struct OptionSpec: Sendable {
  /// The long name without dashes (`format` for `--format`).
  var name: String
  /// The one-letter short name (`o` for `-o`), if any.
  var short: Character?
  /// The names of the values it takes, shown in help and errors: none for a flag, one for
  /// `--format <format>`, two for `--highlight <from> <to>`.
  var values: [String]
  /// The values it accepts, when they are a fixed set; matched without regard to case and kept in
  /// the spelling listed here.
  var choices: [String]?
  /// May be given more than once, each occurrence adding a value. Otherwise a second occurrence
  /// must repeat the first one's values (a flag may always be repeated).
  var repeatable: Bool
  var help: String

  init(
    _ name: String, short: Character? = nil, values: [String] = [], choices: [String]? = nil,
    repeatable: Bool = false, help: String
  ) {
    self.name = name
    self.short = short
    self.values = values
    self.choices = choices
    self.repeatable = repeatable
    self.help = help
  }

  /// `--format <format>`, `-o <path>`, `--strict`: the option as errors name it, spelled as the
  /// user spelled it (`-o` or `--output`).
  func synopsis(_ spelling: String? = nil) -> String {
    ([spelling ?? "--\(name)"] + values.map { "<\($0)>" }).joined(separator: " ")
  }

  /// The help column's left side: `-o, --output <path>` or `--strict`.
  var helpName: String {
    let long = "--\(name)" + values.map { " <\($0)>" }.joined()
    return short.map { "-\($0), " + long } ?? long
  }

  static let help = OptionSpec("help", short: "h", help: "Show help information.")

  /// `--overlay <file>`, for the commands that read Swift code (docs/EXTRACT.md#the-overlay).
  static func overlay() -> OptionSpec {
    OptionSpec(
      "overlay", values: ["file"],
      help: "With SwiftUI code: merge this description over what the code shows (default: navgraph.json "
        + "in the first directory, when it has one).")
  }

  static func color() -> OptionSpec {
    OptionSpec(
      "color", values: ["when"], choices: ["auto", "always", "never"],
      help: "Colour text output: auto (a terminal without NO_COLOR), always, never. (default: auto)")
  }
}

/// The declaration of a command: its name, usage, help text and options.
struct CommandSpec: Sendable {
  var name: String
  /// One line: what the command does.
  var abstract: String
  /// Paragraphs (separated by a blank line) shown after the abstract in `--help`, wrapped there.
  var discussion: String
  /// What follows `navgraph <name>` on the usage line.
  var usage: String
  /// The positional arguments, name and help, for `--help`.
  var arguments: [(name: String, help: String)]
  /// The options, in help order; `-h, --help` is added to every command.
  var options: [OptionSpec]
  /// Command lines shown under EXAMPLES in `--help`.
  var examples: [String] = []
  /// Groups of options of which at most one may be given (`--findings` and `--no-findings`).
  var exclusive: [[String]] = []

  var allOptions: [OptionSpec] { options + [OptionSpec.help] }

  /// `navgraph check`, or `navgraph` for the top level.
  var commandLine: String { name.isEmpty ? "navgraph" : "navgraph \(name)" }

  var usageLine: String { "\(commandLine) \(usage)" }

  func option(named name: String) -> OptionSpec? { allOptions.first { $0.name == name } }

  func option(short: Character) -> OptionSpec? { allOptions.first { $0.short == short } }
}
