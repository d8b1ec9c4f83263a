import NavGraph

/// The declarations of the commands that read a description (and of `extract`, which writes one):
/// names, usage, help and options, as `--help` prints them and `ParsedArguments` checks them. The
/// commands' `run` functions are in their own files.
extension CommandSpec {
  static let check = CommandSpec(
    name: "check",
    abstract: "Check a navigation description for the bugs users hit.",
    discussion: """
      Reports input problems (syntax, unknown or duplicate ids, unknown keys) and the findings of the
      navigation model: unreachable screens, dead ends, traps (no way home), push and modal cycles,
      inert links, and screens too deep (with --max-steps). Lines are compiler-style
      (file:line:column: severity: message [code]); a summary goes to standard error.

      Codes --disable accepts: \(DiagnosticCode.disableable.map(\.rawValue).joined(separator: ", ")).
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
      OptionSpec(
        "show-ignored",
        help: "List the findings the description's 'ignore' entries suppress, with their reasons."),
      OptionSpec(
        "baseline", values: ["file"],
        help: "Report only findings not in this baseline file, and how many of its entries no longer occur."),
      OptionSpec(
        "write-baseline", values: ["file"],
        help: "Record every finding in this baseline file (atomically) instead of reporting them."),
      OptionSpec.overlay(),
      OptionSpec.color(),
    ],
    examples: [
      "navgraph check", "navgraph check samples/shop.json --format sarif > navgraph.sarif",
      "navgraph check --strict --disable cycle,dead-end app.json",
      "navgraph check --write-baseline .navgraph-baseline.json app.json",
      "navgraph check --baseline .navgraph-baseline.json --strict app.json",
    ],
    exclusive: [["baseline", "write-baseline"]])

  static let path = CommandSpec(
    name: "path",
    abstract: "Find the fewest moves from one screen to another.",
    discussion: """
      Starts in the state reached by the shortest route from launch to <from> (or at launch with
      --from-launch, or in the state a deep link opens at launch with --deep-link) and searches the
      navigation states breadth-first until <to> is visible: links, the back button, swipe-down and
      the tab bar, with real stack semantics. Deep links are events from outside the app: the
      search makes only the user's moves.
      """,
    usage: "[<options>] [<file>] [<from>] <to>",
    arguments: [
      SharedHelp.file,
      ("<from>", "The screen id to start from (omitted with --from-launch and --deep-link)."),
      ("<to>", "The screen id to reach."),
    ],
    options: [
      OptionSpec("from-launch", help: "Start at launch instead of at <from>."),
      OptionSpec(
        "deep-link", values: ["id"],
        help: "Start in the state deep link <id> opens at launch instead of at <from>."),
      OptionSpec(
        "max-states", values: ["n"],
        help: "Give up after exploring n states. (default: \(PathOptions.defaultMaxStates))"),
      OptionSpec(
        "format", values: ["format"], choices: PathReportFormat.allCases.map(\.rawValue),
        help: "Output format: text, json. (default: text)"),
      OptionSpec("verbose", help: "Show the whole state after every move (text output)."),
      OptionSpec.overlay(),
      OptionSpec.color(),
    ],
    examples: [
      "navgraph path C E", "navgraph path samples/tabs-coordinator.json E C --verbose",
      "navgraph path --from-launch E --format json",
      "navgraph path samples/router-destinations.json --deep-link order TrackOrder",
    ],
    exclusive: [["from-launch", "deep-link"]])

  static let routes = CommandSpec(
    name: "routes",
    abstract: "List the shortest route from launch to every screen.",
    discussion: """
      For deep links, state restoration and UI-test set-up: per screen, the moves from launch and the
      state they end in (the selected tab, each stack, the modals). Unreachable screens are listed as
      such. The description's deep links (format 1.1) are listed with the state each opens at launch.
      """,
    usage: "[<options>] [<file>]",
    arguments: [SharedHelp.file],
    options: [
      OptionSpec(
        "format", values: ["format"], choices: RoutesReportFormat.allCases.map(\.rawValue),
        help: "Output format: text, json, markdown, csv. (default: text)"),
      OptionSpec.overlay(),
      OptionSpec.color(),
    ],
    examples: ["navgraph routes", "navgraph routes samples/shop.json --format markdown"])

  static let render = CommandSpec(
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
      OptionSpec(
        "diff", values: ["old"],
        help:
          "Mark what changed since the description <old>: added screens and links green, removed ones grey and dashed."
      ),
      OptionSpec.overlay(),
    ],
    examples: [
      "navgraph render -o nav.svg", "navgraph render samples/shop.json --format mermaid > nav.mmd",
      "navgraph render --highlight C E --labels -o path.png",
      "navgraph render --focus Cart --radius 2 -o cart.pdf",
      "navgraph render samples/social.json -o map.html",
      "navgraph render samples/social.json --split tabs -o maps/",
      "navgraph render app.json --diff old.json --legend -o changes.svg",
    ],
    exclusive: [
      ["findings", "no-findings"], ["layout", "no-layout"], ["tab", "overview", "split"],
      ["overview", "focus"],
      ["split", "focus"], ["overview", "highlight"], ["split", "highlight"],
      ["diff", "overview"],
      ["diff", "split"], ["diff", "tab"], ["diff", "focus"],
    ])

  static let diff = CommandSpec(
    name: "diff",
    abstract: "Show what a change did to the navigation, for pull requests.",
    discussion: """
      Compares two versions of a description: screens added, removed and renamed (same links, new
      id: a guess, said as such), links added, removed and changed (kind, target, label), findings
      of check introduced and fixed (matched by code and the screens and links involved, not by
      line), and routes from launch that appeared, disappeared, got longer or shorter.

      <old> and <new> are what check reads: a JSON file, '-' for standard input (one of them),
      or a SwiftUI directory or .swift file. --git <rev> <path> reads the old version from git:
      <path> as the revision has it.

      markdown is for a pull-request comment: a summary line, then collapsible sections.
      Exit status 1 when the new version introduces an error finding (with --strict, any finding).
      """,
    usage: "[<options>] <old> <new> | --git <rev> <path>",
    arguments: [
      ("<old>", "The old version: a description file, '-', or SwiftUI code."),
      ("<new>", "The new version, read as <old> is."),
    ],
    options: [
      OptionSpec(
        "format", values: ["format"], choices: DiffReportFormat.allCases.map(\.rawValue),
        help: "Output format: text, markdown, json. (default: text)"),
      OptionSpec("git", values: ["rev"], help: "Read the old version as git revision <rev> has <path>."),
      OptionSpec("strict", help: "Fail (exit 1) when any finding is introduced, warnings too."),
      OptionSpec.overlay(),
      OptionSpec.color(),
    ],
    examples: [
      "navgraph diff old.json app.json", "navgraph diff --git origin/main app.json --format markdown",
      "navgraph diff --git HEAD~1 app.json --strict",
    ])

  static let extract = CommandSpec(
    name: "extract",
    abstract: "Read the navigation description from SwiftUI source code.",
    discussion: """
      Reads the Swift files under each path with the Swift toolchain's parser and writes what it
      finds as a format-1.1 description: tabs, screens and their links (NavigationLink,
      navigationDestination, router objects over a NavigationPath, sheets, covers, popovers, tab
      selection, dismiss), each with "source": "File.swift:line:column", relative to the first
      path. The output is pretty-printed and in a stable order: the same code gives the same bytes.

      Directories are searched recursively, skipping .build, DerivedData, Pods, Carthage, .git and
      test targets (names ending in Tests) unless a path names them. Files that do not parse are
      reported at the parser's location and the rest is still read (the description is written,
      exit status 1), as is a description with nothing to launch on (no entry, no tabs: it loads
      once the overlay sets one). Navigation the reader sees but cannot resolve is an
      'unresolved-navigation' warning that says how to add it by hand.

      An overlay (--overlay, or navgraph.json in the first path) adds what the code cannot show:
      its screens merge with the code's, and its 'remove' entries drop links the reader got wrong.

      check, path, routes and render take the same paths in place of the description file and
      report at the Swift lines. What the reader understands: docs/EXTRACT.md.
      """,
    usage: "[<options>] [<path> ...]",
    arguments: [("<path>", "A directory or .swift file to read (default: the current directory).")],
    options: [
      OptionSpec(
        "output", short: "o", values: ["file"],
        help:
          "Write the description to this file, atomically ('-' for standard output; default: standard output)."
      ),
      OptionSpec.overlay(),
    ],
    examples: [
      "navgraph extract -o app.json", "navgraph extract Sources/MyApp Sources/Feature > app.json",
      "navgraph check samples/swiftui",
    ])
}
