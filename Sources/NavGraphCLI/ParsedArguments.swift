import NavGraph

/// A command's arguments after parsing: the options given (each occurrence with its values, in
/// order) and the positional arguments.
///
/// Parsing is one left-to-right pass (linear in the number of arguments) with the conventions of
/// swift-argument-parser and getopt_long: `--name value` and `--name=value`; `-o value` and
/// `-ovalue`; `--` ends the options, so what follows is positional even when it starts with `-`;
/// `-` alone is positional (standard input); an option's value may not look like an option (a
/// missing value is reported instead of swallowing the next option), except `-` itself and
/// negative numbers, which the option's own check then judges. `-h`/`--help` before `--` ask for
/// help whatever else is written.
///
/// Contradictions are usage errors: a value outside an option's fixed choices (matched without
/// regard to case), an option that is not repeatable given again with other values (the same
/// values again, or a flag twice, is accepted), and two options of one of the command's
/// `exclusive` groups.
struct ParsedArguments: Equatable {
  /// Per option name, each occurrence's values (empty for a flag); a non-repeatable option has one.
  var occurrences: [String: [[String]]] = [:]
  /// How each option was first spelled (`-o` or `--output`), for messages.
  var spellings: [String: String] = [:]
  var positionals: [String] = []
  /// `-h` or `--help` was given.
  var wantsHelp = false

  func has(_ name: String) -> Bool { occurrences[name] != nil }

  /// The option's value: its first, from the last occurrence of a repeatable option.
  func value(_ name: String) -> String? { occurrences[name]?.last?.first }

  /// The option's values, for options taking several.
  func values(_ name: String) -> [String]? { occurrences[name]?.last }

  /// The value of every occurrence, in order (for repeatable options).
  func all(_ name: String) -> [String] { (occurrences[name] ?? []).compactMap(\.first) }

  /// `--format <format>` or `-o <path>`: the option as the user spelled it, for messages.
  func synopsis(_ name: String, in command: CommandSpec) -> String {
    command.option(named: name)!.synopsis(spellings[name])
  }

  static func parse(_ arguments: [String], for command: CommandSpec) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
    if arguments[..<end].contains(where: { $0 == "-h" || $0 == "--help" }) {
      parsed.wantsHelp = true
      return parsed
    }
    var i = 0
    var optionsEnded = false
    func looksLikeOption(_ s: String) -> Bool {
      guard s.count > 1, s.hasPrefix("-") else { return false }
      return Int(s) == nil
    }
    while i < arguments.count {
      let argument = arguments[i]
      i += 1
      if optionsEnded || !looksLikeOption(argument) {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      let spelling: String
      let spec: OptionSpec
      var inline: String?
      if argument.hasPrefix("--") {
        let body = argument.dropFirst(2)
        let name: String
        if let eq = body.firstIndex(of: "=") {
          name = String(body[..<eq])
          inline = String(body[body.index(after: eq)...])
        } else {
          name = String(body)
        }
        spelling = "--" + name
        guard let found = command.option(named: name) else {
          let names = command.allOptions.map(\.name)
          let hint = UsageError.suggestion(name, names) { "--" + $0 }
          throw UsageError("unknown option '\(spelling)'\(hint)", command: command)
        }
        spec = found
      } else {
        let letter = argument.dropFirst().first!
        spelling = "-" + String(letter)
        guard let found = command.option(short: letter) else {
          throw UsageError("unknown option '\(spelling)'", command: command)
        }
        spec = found
        let rest = String(argument.dropFirst(2))
        if !rest.isEmpty {
          guard !spec.values.isEmpty else {
            throw UsageError("unknown option '\(argument)'", command: command)
          }
          inline = rest.hasPrefix("=") ? String(rest.dropFirst()) : rest
        }
      }

      var values: [String] = []
      if spec.values.isEmpty {
        if inline != nil { throw UsageError("option '\(spelling)' does not take a value", command: command) }
      } else if let inline {
        guard spec.values.count == 1 else {
          throw UsageError(
            "option '\(spec.synopsis(spelling))' takes \(spec.values.count) values", command: command)
        }
        values = [inline]
      } else {
        for _ in spec.values {
          guard i < arguments.count, !looksLikeOption(arguments[i]) else {
            throw UsageError("missing value for '\(spec.synopsis(spelling))'", command: command)
          }
          values.append(arguments[i])
          i += 1
        }
      }
      if let choices = spec.choices, let value = values.first {
        values[0] = try choice(value, among: choices, for: spec, spelled: spelling, command: command)
      }
      if let previous = parsed.occurrences[spec.name]?.first, !spec.repeatable {
        guard previous == values else {
          let quoted = [previous, values].map { "'" + $0.joined(separator: " ") + "'" }
          throw UsageError(
            "'\(spec.synopsis(spelling))' given twice with different values: \(quoted[0]) and \(quoted[1])",
            command: command)
        }
        continue
      }
      parsed.occurrences[spec.name, default: []].append(values)
      if parsed.spellings[spec.name] == nil { parsed.spellings[spec.name] = spelling }
    }
    for group in command.exclusive {
      let given = group.filter(parsed.has)
      if given.count > 1 {
        let names = given.map { "'\(parsed.synopsis($0, in: command))'" }
        throw UsageError(
          "\(names.dropLast().joined(separator: ", ")) and \(names.last!) cannot be used together",
          command: command)
      }
    }
    return parsed
  }

  /// `value` as the choice it names, ignoring case (`lr` is `LR`); a usage error with the closest
  /// choice, or the list of them, when it names none.
  private static func choice(
    _ value: String, among choices: [String], for spec: OptionSpec, spelled spelling: String,
    command: CommandSpec
  ) throws(UsageError) -> String {
    let folded = choices.map { $0.lowercased() }
    if let i = folded.firstIndex(of: value.lowercased()) { return choices[i] }
    let near = NearMatch.suggestion(for: value.lowercased(), among: folded)
    let expected =
      near.map { "; did you mean '\(choices[folded.firstIndex(of: $0)!])'?" }
      ?? "; expected one of: " + choices.joined(separator: ", ")
    throw UsageError("invalid value '\(value)' for '\(spec.synopsis(spelling))'\(expected)", command: command)
  }
}
