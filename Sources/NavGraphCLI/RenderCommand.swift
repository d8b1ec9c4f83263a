import NavGraph

/// `navgraph render [<file>] [-o <path>]`: draws the navigation map through Graphviz (SVG, PNG, PDF,
/// DOT), as Mermaid, or as the interactive HTML viewer, written atomically to `-o` or to standard
/// output; the whole map, a tab's page, the overview, or with `--split tabs` every page and an index
/// into a directory (`RenderCommand+Split`).
///
/// The format is `--format`, else the output's extension, else SVG. Binary formats are refused on
/// a terminal. Exit status: 0 when drawn (warnings, such as a missing CJK font or a Mermaid map over
/// GitHub's limits, go to standard error); 2 when the description is invalid, an id is unknown, the
/// selection draws nothing or is too large to lay out, the highlighted path does not exist, Graphviz
/// fails or the output cannot be written.
enum RenderCommand: Command {
  static let spec = CommandSpec(
    name: "render",
    abstract: "Draw the navigation map (SVG, PNG, PDF, DOT, Mermaid or an HTML viewer).",
    discussion: """
      Tabs are clusters in tab-bar order below the tab bar; screens two tabs push are drawn once,
      in Shared destinations, with one counted edge per area into it; a dense push group is drawn
      compactly. Push edges are solid, sheets and popovers dashed, full-screen covers dashed and
      bold, tab links dotted, replace double. With findings on, unreachable screens are greyed,
      dead ends and traps red, and the example cycle of each cycle highlighted. The output is
      written atomically: a failure leaves an existing file untouched.

      --overview draws one node per area and push group. --split tabs -o DIR writes the overview,
      one page per tab, the shared destinations and what is outside the tabs, and an index.html,
      all at once.

      The format is --format, else -o's extension (.svg .png .pdf .dot .gv .mmd .html), else SVG.
      Without -o the map goes to standard output; PNG and PDF are not written to a terminal.

      html is one self-contained page: the SVG map with pan and zoom, search, a panel for the
      selected screen (its links, its route from launch, its findings) and every finding of check.
      """,
    usage: "[<options>] [<file>] [-o <path>]",
    arguments: [SharedHelp.file],
    options: [
      OptionSpec(
        "output", short: "o", values: ["path"],
        help: "Write to this file ('-' for standard output; default: standard output)."),
      OptionSpec(
        "format", values: ["format"], choices: RenderFormat.allCases.map(\.rawValue),
        help: "Output format: svg, png, pdf, dot, mermaid, html. (default: from -o's extension, else svg)"),
      OptionSpec("no-layout", help: "With dot: write the graph without Graphviz's layout."),
      OptionSpec(
        "layout", values: ["engine"], choices: RenderOptions.layoutEngines,
        help: "Graphviz layout engine: dot, neato, fdp, sfdp, circo, twopi. (default: dot)"),
      OptionSpec(
        "rankdir", values: ["direction"], choices: RankDirection.allCases.map(\.rawValue),
        help: "Direction of the dot layout or Mermaid chart: TB (top to bottom), BT, LR, RL. (default: TB)"),
      OptionSpec("labels", help: "Print link labels on edges."),
      OptionSpec("legend", help: "Add a legend of the visual language."),
      OptionSpec("findings", help: "Draw check's findings on the map. (default)"),
      OptionSpec("no-findings", help: "Do not draw check's findings."),
      OptionSpec("highlight", values: ["from", "to"], help: "Draw the shortest path between two screens."),
      OptionSpec(
        "tab", values: ["tab"],
        help: "Draw this tab's page: its screens and modal flows; other areas as one node each."),
      OptionSpec("overview", help: "Draw one node per area and push group, edges counting their links."),
      OptionSpec(
        "split", values: ["what"], choices: ["tabs"],
        help: "With -o <directory>: write the overview, each tab's page, the other pages and an index."),
      OptionSpec("focus", values: ["screen"], help: "Draw only the neighbourhood of this screen."),
      OptionSpec("radius", values: ["n"], help: "With --focus: how many links away to draw. (default: 1)"),
    ],
    examples: [
      "navgraph render -o nav.svg", "navgraph render samples/shop.json --format mermaid > nav.mmd",
      "navgraph render --highlight C E --labels -o path.png",
      "navgraph render --focus Cart --radius 2 -o cart.pdf",
      "navgraph render samples/social.json -o map.html",
      "navgraph render samples/social.json --split tabs -o maps/",
    ],
    exclusive: [
      ["findings", "no-findings"], ["layout", "no-layout"], ["tab", "overview", "split"],
      ["overview", "focus"],
      ["split", "focus"], ["overview", "highlight"], ["split", "highlight"],
    ])

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(UsageError) -> Int32 {
    if arguments.has("split") { return try runSplit(arguments, console) }
    let input = try file(arguments)
    let output = arguments.value("output")
    let toStandardOutput = output == nil || output == "-"
    let outputSpelling = arguments.spellings["output"] ?? "-o"
    var options = RenderOptions()
    let implied = toStandardOutput ? nil : output.flatMap(RenderFormat.init(outputPath:))
    if let name = arguments.value("format") {
      options.format = RenderFormat(rawValue: name)!
      if let implied, implied != options.format, let path = output {
        throw UsageError(
          "'--format \(name)' conflicts with '\(outputSpelling) \(path)', whose extension means \(implied.rawValue)",
          command: spec)
      }
    } else if !toStandardOutput, let path = output {
      guard let implied else {
        if let problem = AtomicFileWriter.problem(writing: path) {
          console.error(problem.description)
          return ExitStatus.failure
        }
        throw UsageError(
          "cannot tell the format from '\(path)'; add --format or use .svg .png .pdf .dot .gv .mmd .html",
          command: spec)
      }
      options.format = implied
    }
    try setDrawing(&options, arguments)
    if let tab = arguments.value("tab") { options.view = .tab(tab) }
    if arguments.has("overview") { options.view = .overview }
    options.focus = arguments.value("focus")
    if let radius = try integer(arguments, "radius", minimum: 0) {
      guard options.focus != nil else {
        throw UsageError("'--radius <n>' needs '--focus <screen>'", command: spec)
      }
      options.radius = radius
    }
    if toStandardOutput && options.format.isBinary && console.isTerminal(.output) {
      console.error(
        "'\(options.format.rawValue)' output is binary and standard output is a terminal; "
          + "write it to a file with -o or redirect standard output")
      return ExitStatus.failure
    }

    if !toStandardOutput, let path = output, let problem = AtomicFileWriter.problem(writing: path) {
      console.error(problem.description)
      return ExitStatus.failure
    }

    guard case .success(let loaded) = input.loadValid(console, color: nil), let app = loaded.app else {
      return ExitStatus.failure
    }
    if let focus = options.focus, ScreenLookup.find(focus, in: app, console) == nil {
      return ExitStatus.failure
    }
    // Planned before the path and the findings, so that a selection that draws nothing or is too
    // large to lay out is refused at once.
    var plan: RenderPlan
    do {
      plan = try RenderPlan(app: app, options: options)
    } catch {
      return failed(error, console)
    }
    warn(plan.warnings, console)
    if let ends = arguments.values("highlight") {
      guard let from = ScreenLookup.find(ends[0], in: app, console),
        let to = ScreenLookup.find(ends[1], in: app, console)
      else { return ExitStatus.failure }
      switch ShortestPath.find(in: app, from: from, to: to) {
      case .found(let route):
        plan.highlight = route
      case .noPath(let reason):
        console.error("cannot highlight a path from '\(ends[0])' to '\(ends[1])': \(reason)")
        return ExitStatus.failure
      case .limitReached(let limit):
        console.error(
          "cannot highlight a path from '\(ends[0])' to '\(ends[1])': no answer after exploring \(limit) states"
        )
        return ExitStatus.failure
      }
    }

    // The viewer lists every finding, so it checks even when the map draws none.
    let reports =
      options.format == .html
      ? ViewerReports(app: app, file: input.displayName, inputDiagnostics: loaded.diagnostics) : nil
    let checkResult =
      options.findings ? reports?.checkResult ?? Checker.check(plan.graph, options: CheckOptions()) : nil
    let bytes: [UInt8]
    do {
      let rendering = try plan.render(checkResult: checkResult, reports: reports)
      warn(rendering.warnings, console)
      bytes = rendering.bytes
    } catch {
      return failed(error, console)
    }
    guard !toStandardOutput, let path = output else {
      console.writeOutput(bytes)
      return ExitStatus.success
    }
    do {
      try AtomicFileWriter.write(bytes, to: path, whileTemporaryFileExists: console.temporaryFileHook)
    } catch {
      console.error("\(error)")
      return ExitStatus.failure
    }
    return ExitStatus.success
  }

  /// Sets how the map is drawn, after the format: `--no-layout`, `--layout`, `--rankdir`,
  /// `--labels`, `--legend`, `--no-findings`, refusing what does not apply to the format.
  static func setDrawing(_ options: inout RenderOptions, _ arguments: ParsedArguments) throws(UsageError) {
    options.noLayout = arguments.has("no-layout")
    if options.noLayout && options.format != .dot {
      throw UsageError("'--no-layout' applies only to the dot format", command: spec)
    }
    if let layout = arguments.value("layout") {
      if options.format == .mermaid {
        throw UsageError("'--layout <engine>' applies only to svg, png, pdf and dot", command: spec)
      }
      options.layout = layout
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

  /// Prints warnings on standard error: `warning: <text> [<code>]`, after `prefix`.
  static func warn(_ warnings: [RenderWarning], _ console: Console, prefix: String = "") {
    for warning in warnings {
      console.err("warning: \(prefix)\(TerminalStyle.printable(warning.description)) [\(warning.code)]\n")
    }
  }

  /// Prints why the render failed; the exit status.
  static func failed(_ error: any Error, _ console: Console) -> Int32 {
    if let error = error as? RenderError {
      console.error("\(error.description) [\(error.code)]")
    } else {
      console.error("\(error)")
    }
    return ExitStatus.failure
  }
}
