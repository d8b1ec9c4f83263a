import NavGraph

/// `navgraph check [<file>]`: the loader's diagnostics and every finding, in one of four formats
/// (`CheckRun`).
///
/// Exit status: 2 when the description is invalid (the loader reported an error; the findings
/// still print where the model is usable), else 1 when there is an error (or, with `--strict`, a
/// warning), else 0.
enum CheckCommand: Command {
  static let spec = CommandSpec.check

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(UsageError) -> Int32 {
    let input = try file(arguments)
    let format = arguments.value("format").flatMap(CheckReportFormat.init(rawValue:)) ?? .text
    let options = CheckOptions(
      maxSteps: try integer(arguments, "max-steps", minimum: 0),
      disabled: try DisabledCodes.parse(arguments.all("disable"), command: spec),
      listsIgnored: arguments.has("show-ignored"))
    let color = arguments.value("color")

    let run = CheckRun(file: input.displayName, load: input.load(console), options: options)
    let text = TextReporter(
      showsSourceLines: console.isTerminal(.output),
      style: TerminalStyle(colors: console.colors(color, on: .output)))
    console.out(format.reporter(text: text).generateReport(run.report))
    if format == .text {
      console.err(TextReporter.summaryLine(run.report.summary, modelLoaded: run.result != nil) + "\n")
    }
    switch run.verdict(strict: arguments.has("strict")) {
    case .invalid: return ExitStatus.failure
    case .failed: return ExitStatus.negative
    case .passed: return ExitStatus.success
    }
  }
}
