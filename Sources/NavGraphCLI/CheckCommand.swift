import NavGraph

/// `navgraph check [<file>]`: the loader's diagnostics and every finding, in one of four formats
/// (`CheckRun`).
///
/// With `--baseline FILE`, only the diagnostics the baseline does not hold are reported and count
/// (`CheckRun.subtract`); with `--write-baseline FILE`, every diagnostic is recorded there instead
/// of reported (docs/CI.md#baseline).
///
/// Exit status: 2 when the description is invalid (the loader reported an error; the findings
/// still print where the model is usable) or the baseline cannot be read or written, else 1 when
/// there is an error (or, with `--strict`, a warning), else 0 (also after writing a baseline).
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
    var baseline: Baseline?
    if let path = arguments.value("baseline") {
      switch BaselineReader.read(path: path) {
      case .success(let read): baseline = read
      case .failure(let error):
        console.err(TerminalStyle.printable(error.description) + "\n")
        return ExitStatus.failure
      }
    }

    if let path = arguments.value("write-baseline"), let problem = AtomicFileWriter.problem(writing: path) {
      console.error(problem.description)
      return ExitStatus.failure
    }

    var run = CheckRun(file: input.displayName, load: input.load(console), options: options)
    if let path = arguments.value("write-baseline"), !run.isInvalid {
      return write(Baseline(report: run.report, app: run.app), to: path, console)
    }
    if let baseline { run.subtract(baseline) }
    let text = TextReporter(
      showsSourceLines: console.isTerminal(.output),
      style: TerminalStyle(colors: console.colors(color, on: .output)))
    console.out(format.reporter(text: text).generateReport(run.report))
    if format == .text {
      console.err(TextReporter.summaryLine(run.report.summary, modelLoaded: run.result != nil) + "\n")
      if let match = run.report.baseline { console.err(baselineLine(match) + "\n") }
    }
    if arguments.has("write-baseline") {
      console.error("the description is invalid; the baseline was not written")
    }
    // The report is written: the process need not free the app, its analysis and the report.
    console.retainUntilExit(run)
    switch run.verdict(strict: arguments.has("strict")) {
    case .invalid: return ExitStatus.failure
    case .failed: return ExitStatus.negative
    case .passed: return ExitStatus.success
    }
  }

  /// `baseline: 3 known findings not reported; 1 entry no longer occurs (...)`.
  static func baselineLine(_ match: Baseline.Match) -> String {
    let known = "\(match.known) known finding\(match.known == 1 ? "" : "s") not reported"
    let again = " (write the baseline again to drop them)"
    switch match.gone {
    case 0: return "baseline: \(known); every entry still occurs"
    case 1: return "baseline: \(known); 1 entry no longer occurs" + again
    case let n: return "baseline: \(known); \(n) entries no longer occur" + again
    }
  }

  /// Writes `baseline` to `path` atomically and says how many findings it holds.
  private static func write(_ baseline: Baseline, to path: String, _ console: Console) -> Int32 {
    do {
      try AtomicFileWriter.write(
        Array(baseline.json.utf8), to: path, whileTemporaryFileExists: console.temporaryFileHook)
    } catch {
      console.error("\(error)")
      return ExitStatus.failure
    }
    let n = baseline.entries.count
    console.err("wrote \(n) finding\(n == 1 ? "" : "s") to the baseline '\(path)'\n")
    return ExitStatus.success
  }
}
