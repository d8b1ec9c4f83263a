import Foundation
import NavGraph

/// `navgraph check [<file>]`: the loader's diagnostics and every finding, in one of four formats.
///
/// Exit status: 2 when the description is invalid (the loader reported an error; the findings
/// still print where the model is usable), else 1 when there is an error (or, with `--strict`, a
/// warning), else 0.
enum CheckCommand: Command {
  static let spec = CommandSpec(
    name: "check",
    abstract: "Check a navigation description for the bugs users hit.",
    discussion: """
      Reports input problems (syntax, unknown or duplicate ids, unknown keys) and the findings of the
      navigation model: unreachable screens, dead ends, traps (no way home), push and modal cycles,
      inert links, and screens too deep (with --max-steps). Lines are compiler-style
      (file:line:column: severity: message [code]); a summary goes to standard error.

      Codes --disable accepts: \(disableable.joined(separator: ", ")).
      """,
    usage: "[<options>] [<file>]",
    arguments: [SharedHelp.file],
    options: [
      OptionSpec(
        "format", values: ["format"], choices: CheckReportFormat.allCases.map(\.rawValue),
        help: "Output format: text, json, sarif, github. (default: text)"),
      OptionSpec("strict", help: "Fail (exit 1) on warnings too."),
      OptionSpec(
        "disable", values: ["code"], repeatable: true,
        help: "Turn off findings or input warnings by code: one code or a comma-separated list (repeatable)."),
      OptionSpec(
        "max-steps", values: ["n"], help: "Warn ('deep') about screens more than n moves from launch."),
      OptionSpec.color(),
    ],
    examples: [
      "navgraph check", "navgraph check samples/shop.json --format sarif > navgraph.sarif",
      "navgraph check --strict --disable cycle,dead-end app.json",
    ])

  /// The codes `--disable` accepts: every finding, and the input diagnostics that are warnings
  /// (an input error makes the description invalid and stays on).
  static let disableable: [String] =
    DiagnosticRules.findings.map(\.code)
    + DiagnosticRules.input.filter { $0.severity == .warning }.map(\.code)

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(UsageError) -> Int32 {
    let input = try file(arguments)
    let format = arguments.value("format").flatMap(CheckReportFormat.init(rawValue:)) ?? .text
    let maxSteps = try integer(arguments, "max-steps", minimum: 0)
    let disabled = try disabledCodes(arguments.all("disable"))
    let color = arguments.value("color")

    let loaded = input.load(console)
    let result = loaded.app.map {
      Checker.check($0, options: CheckOptions(maxSteps: maxSteps, disabled: disabled))
    }
    let report = CheckReport(
      file: input.displayName, inputDiagnostics: loaded.diagnostics, app: loaded.app, result: result,
      disabled: disabled, sources: loaded.sources)

    let text = TextReporter(
      showsSourceLines: console.isTerminal(.output),
      style: TerminalStyle(colors: console.colors(color, on: .output)))
    console.out(format.reporter(text: text).generateReport(report))
    if format == .text {
      console.err(TextReporter.summaryLine(report.summary, modelLoaded: loaded.app != nil) + "\n")
    }

    if loaded.hasErrors || loaded.app == nil { return ExitStatus.failure }
    let summary = report.summary
    if summary.errors > 0 || (arguments.has("strict") && summary.warnings > 0) { return ExitStatus.negative }
    return ExitStatus.success
  }

  /// The codes of every `--disable` value (one code, or codes separated by commas, spaces around
  /// them ignored), each checked against `disableable`.
  static func disabledCodes(_ values: [String]) throws(UsageError) -> Set<String> {
    let allowed = disableable
    var codes: [String] = []
    for value in values {
      let items = value.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      if items.contains("") {
        throw UsageError(
          "invalid value '\(value)' for '--disable <code>'; expected a code or codes separated by commas",
          command: spec)
      }
      codes += items
    }
    for code in codes where !allowed.contains(code) {
      if DiagnosticRules.rule(for: code) != nil {
        throw UsageError("'\(code)' cannot be disabled: only findings and input warnings can", command: spec)
      }
      var hint = UsageError.suggestion(code, allowed)
      if hint.isEmpty { hint = "; expected one of: " + allowed.joined(separator: ", ") }
      throw UsageError("unknown code '\(code)' for '--disable <code>'\(hint)", command: spec)
    }
    return Set(codes)
  }
}
