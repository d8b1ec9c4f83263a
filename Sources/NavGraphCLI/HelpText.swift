/// `--help` text in swift-argument-parser's layout: OVERVIEW, the discussion (wrapped at 80
/// columns), USAGE, ARGUMENTS, OPTIONS (names in a 26-column gutter, help wrapped at 80 columns),
/// SUBCOMMANDS at the top level, EXAMPLES and the EXIT STATUS table.
enum HelpText {
  static let width = 80
  static let gutter = 26

  static func render(_ command: CommandSpec, commands: [CommandSpec] = []) -> String {
    var out = "OVERVIEW: \(command.abstract)\n\n"
    for paragraph in command.discussion.split(separator: "\n\n") {
      let words = paragraph.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      out += wrap(words, width: width).joined(separator: "\n") + "\n\n"
    }
    out += "USAGE: \(command.usageLine)\n\n"
    if !command.arguments.isEmpty {
      out += "ARGUMENTS:\n"
      for argument in command.arguments { out += entry(argument.name, argument.help) }
      out += "\n"
    }
    out += "OPTIONS:\n"
    for option in command.allOptions { out += entry(option.helpName, option.help) }
    out += "\n"
    if !commands.isEmpty {
      out += "SUBCOMMANDS:\n"
      for sub in commands { out += entry(sub.name, sub.abstract) }
      out += "\n  See 'navgraph help <subcommand>' for detailed help.\n\n"
    }
    if !command.examples.isEmpty {
      out += "EXAMPLES:\n" + command.examples.map { "  \($0)\n" }.joined() + "\n"
    }
    out += ExitStatus.help + "\n"
    return out
  }

  /// One gutter entry: the name, then the help wrapped into the right column.
  private static func entry(_ name: String, _ help: String) -> String {
    let lines = wrap(help, width: width - gutter)
    let pad = String(repeating: " ", count: gutter)
    var out = "  " + name
    if name.count + 2 <= gutter - 2 {
      out += String(repeating: " ", count: gutter - 2 - name.count) + (lines.first ?? "") + "\n"
      for line in lines.dropFirst() { out += pad + line + "\n" }
    } else {
      out += "\n"
      for line in lines { out += pad + line + "\n" }
    }
    return out
  }

  /// Greedy word wrap: words in order, a new line when the next would pass `width`.
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
