import NavGraph

/// The command line of `navgraph render`, checked: the input, where the output goes, the
/// `RenderOptions` and the path to highlight. Contradictions are usage errors (a format that
/// conflicts with `-o`'s extension, `--no-layout` on a format other than dot, `--layout` with
/// mermaid, `--rankdir` with an engine other than dot, `--radius` without `--focus`, `--split`
/// without `-o <directory>`).
struct RenderArguments {
  var input: InputFile
  /// The output file; nil for standard output (no `-o`, or `-o -`). With `--split`, the directory.
  var output: String?
  var options = RenderOptions()
  /// Whether `--split tabs` writes every page and an index into the directory `output`.
  var split = false
  /// Whether `--layout` chose the engine (`--split` falls back from dot to sfdp only when not).
  var layoutChosen = false
  /// The screen ids of `--highlight <from> <to>`.
  var highlight: (from: String, to: String)?
  /// Why `-o`'s file cannot be written, found while telling its format from its name (it has no
  /// extension NavGraph knows): printed instead of a usage error, with exit status 2.
  var outputProblem: String?

  init(_ arguments: ParsedArguments, input: InputFile, command spec: CommandSpec) throws(UsageError) {
    self.input = input
    let path = arguments.value("output")
    output = path == "-" ? nil : path
    if arguments.has("split") {
      guard output != nil else {
        throw UsageError("'--split tabs' writes a directory: add '-o <directory>'", command: spec)
      }
      split = true
      if let name = arguments.value("format") { options.format = RenderFormat(rawValue: name)! }
      try setDrawing(arguments, spec)
      return
    }
    let implied = output.flatMap(RenderFormat.init(outputPath:))
    if let name = arguments.value("format") {
      options.format = RenderFormat(rawValue: name)!
      if let implied, implied != options.format, let output {
        let spelling = arguments.spellings["output"] ?? "-o"
        throw UsageError(
          "'--format \(name)' conflicts with '\(spelling) \(output)', whose extension means \(implied.rawValue)",
          command: spec)
      }
    } else if let output {
      guard let implied else {
        if let problem = AtomicFileWriter.problem(writing: output) {
          outputProblem = problem.description
          return
        }
        throw UsageError(
          "cannot tell the format from '\(output)'; add --format or use .svg .png .pdf .dot .gv .mmd .html",
          command: spec)
      }
      options.format = implied
    }
    try setDrawing(arguments, spec)
    if let tab = arguments.value("tab") { options.view = .tab(tab) }
    if arguments.has("overview") { options.view = .overview }
    options.focus = arguments.value("focus")
    if let radius = try RenderCommand.integer(arguments, "radius", minimum: 0) {
      guard options.focus != nil else {
        throw UsageError("'--radius <n>' needs '--focus <screen>'", command: spec)
      }
      options.radius = radius
    }
    if let ends = arguments.values("highlight") { highlight = (ends[0], ends[1]) }
  }

  /// Sets how the map is drawn, after the format: `--no-layout`, `--layout`, `--rankdir`,
  /// `--labels`, `--legend`, `--no-findings`, refusing what does not apply to the format.
  private mutating func setDrawing(_ arguments: ParsedArguments, _ spec: CommandSpec) throws(UsageError) {
    options.noLayout = arguments.has("no-layout")
    if options.noLayout && options.format != .dot {
      throw UsageError("'--no-layout' applies only to the dot format", command: spec)
    }
    if let layout = arguments.value("layout") {
      if options.format == .mermaid {
        throw UsageError("'--layout <engine>' applies only to svg, png, pdf and dot", command: spec)
      }
      options.layout = layout
      layoutChosen = true
    }
    if let rankdir = arguments.value("rankdir") {
      if options.layout != "dot" && options.format != .mermaid {
        throw UsageError(
          "'--rankdir <direction>' applies only to the dot layout engine and mermaid, not to '\(options.layout)'",
          command: spec)
      }
      options.rankdir = RankDirection(rawValue: rankdir)!
    }
    options.labels = arguments.has("labels")
    options.legend = arguments.has("legend")
    options.findings = !arguments.has("no-findings")
  }

  /// Why nothing can be written, before anything is read: `-o`'s file (or with `--split`, its
  /// directory) cannot be written, or binary output would go to a terminal.
  func refusal(outputIsTerminal: Bool) -> String? {
    if split, let output { return AtomicDirectoryWriter.problem(writing: output)?.description }
    if let problem = outputProblem ?? output.flatMap({ AtomicFileWriter.problem(writing: $0)?.description }) {
      return problem
    }
    guard output != nil || !options.format.isBinary || !outputIsTerminal else {
      return "'\(options.format.rawValue)' output is binary and standard output is a terminal; "
        + "write it to a file with -o or redirect standard output"
    }
    return nil
  }
}
