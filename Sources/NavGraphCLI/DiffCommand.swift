import NavGraph

/// `navgraph diff OLD NEW` and `navgraph diff --git REV PATH`: what a change did to the navigation
/// (`NavigationDiff`), in text, Markdown or JSON (docs/CI.md#navgraph-diff). OLD and NEW are what
/// the other commands read: a JSON file, `-` (one of them), SwiftUI directories or `.swift` files;
/// with `--git`, OLD is PATH at the revision (`GitRevision`).
///
/// Exit status: 2 when a version cannot be read or is invalid (its diagnostics on standard error),
/// else 1 when the new version introduces an error finding (with `--strict`, any finding), else 0.
enum DiffCommand: Command {
  static let spec = CommandSpec.diff

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(UsageError) -> Int32 {
    let format = arguments.value("format").flatMap(DiffReportFormat.init(rawValue:)) ?? .text
    let color = arguments.value("color")
    let words = arguments.positionals
    let revision = arguments.value("git")
    if let revision {
      guard words.count == 1 else {
        throw UsageError(
          words.isEmpty ? "missing <path> after '--git \(revision)'" : "unexpected argument '\(words[1])'",
          command: spec)
      }
      guard !revision.hasPrefix("-") else {
        throw UsageError("invalid revision '\(revision)' for '--git <rev>'", command: spec)
      }
      guard !SwiftCode.isSwiftPath(words[0]), words[0] != "-" else {
        throw UsageError("'--git' reads a JSON description file, not '\(words[0])'", command: spec)
      }
    } else {
      guard words.count >= 2 else {
        throw UsageError(words.isEmpty ? "missing <old> and <new>" : "missing <new>", command: spec)
      }
      if words.count > 2 { throw UsageError("unexpected argument '\(words[2])'", command: spec) }
      if words[0] == "-" && words[1] == "-" {
        throw UsageError("only one of <old> and <new> can be '-'", command: spec)
      }
    }

    let oldName: String
    let oldLoad: Result<LoadResult, InputFailure>
    var newInput = InputFile(argument: words.last)
    var oldInput = InputFile(argument: words[0])
    // `--overlay` is merged over each version that is Swift code; one of them must be.
    // `--overlay` is merged over each version that is Swift code; it is a usage error when none is.
    let oldIsSwiftCode = revision == nil && oldInput.isSwiftCode
    if newInput.isSwiftCode || !oldIsSwiftCode { newInput = try newInput.overlaid(arguments, spec) }
    if oldIsSwiftCode { oldInput = try oldInput.overlaid(arguments, spec) }
    if let revision {
      oldName = "\(revision):\(words[0])"
      switch GitRevision.show(revision, words[0]) {
      case .success(let bytes):
        oldLoad = InputFile.valid(
          AppLoader.load(bytes: bytes, fileName: oldName), name: oldName, console, color: color)
      case .failure(let failure):
        console.error("cannot read '\(words[0])' at '\(revision)': \(failure.message)")
        return ExitStatus.failure
      }
    } else {
      oldName = oldInput.displayName
      oldLoad = oldInput.loadValid(console, color: color)
    }
    guard case .success(let old) = oldLoad, case .success(let new) = newInput.loadValid(console, color: color)
    else { return ExitStatus.failure }

    // `loadValid` succeeds only with an app.
    let diff = NavigationDiff(
      old: NavigationDiff.Version(load: old)!, new: NavigationDiff.Version(load: new)!)
    let style = TerminalStyle(colors: console.colors(color, on: .output))
    console.out(
      format.reporter(style: style).generateReport(
        DiffReport(old: oldName, new: newInput.displayName, diff: diff)))
    let strict = arguments.has("strict")
    let failed = diff.findingsIntroduced.contains { strict || $0.severity == .error }
    return failed ? ExitStatus.negative : ExitStatus.success
  }
}
