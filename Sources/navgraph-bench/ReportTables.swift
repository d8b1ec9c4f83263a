import Foundation

/// The Markdown sections of the report, one per kind of measurement.
extension BenchHarness {
  func appsTable() -> String {
    var table = MarkdownTable([
      ("app", false), ("screens", true), ("links", true), ("file", true), ("generated in", true),
    ])
    var files: [(BenchApp, Int)] = sizeResults.flatMap { r in
      [(r.file, r.links)] + (r.minified.map { [($0.file, r.links)] } ?? [])
    }
    files += (findingsResult.map { [($0.file, $0.links)] } ?? [])
    files += renderResults.map { ($0.file, $0.links) } + socialResults.map { ($0.file, $0.links) }
    files += structuralResults.map { ($0.file, $0.links) } + trapResults.map { ($0.file, $0.links) }
    for (file, links) in files {
      table.add([
        file.shape, Format.count(file.screens), Format.count(links), Format.megabytes(file.bytes),
        file.generationSeconds.map(Format.seconds) ?? "reused",
      ])
    }
    return "### Generated apps\n\n" + table.render() + "\n"
  }

  func inProcessTable() -> String {
    var table = MarkdownTable([
      ("screens", true), ("links", true), ("load", true), ("configuration graph", true), ("check", true),
      ("path", true), ("routes", true), ("load + check per screen and link", true), ("peak RSS", true),
    ])
    for r in sizeResults {
      let items = Double(r.file.screens + r.links)
      let perItem =
        r.load.isEmpty || r.check.isEmpty
        ? "" : Format.count(Int(((r.load.median + r.check.median) / items * 1e9).rounded())) + " ns"
      table.add([
        Format.count(r.file.screens), Format.count(r.links), Format.timing(r.load), Format.timing(r.graph),
        Format.timing(r.check), Format.timing(r.path),
        r.file.screens <= BenchHarness.routesLimit ? Format.timing(r.routes) : "not run",
        perItem, r.peakBytes.map(Format.megabytes) ?? "unknown",
      ])
    }
    var notes = [
      "load: `AppLoader.load(path:)` (read, parse, validate); configuration graph: `NavigationAnalysis.graph`;",
      "check: `NavigationAnalysis.check` (every finding); path: `NavigationAnalysis.path` between the last-numbered (deepest) screens",
      "of the first and the last tab, including its configuration graph, with the default bound on explored states;",
      "routes: `NavigationAnalysis.routes` (up to \(Format.count(BenchHarness.routesLimit)) screens); peak RSS: this",
      "process's peak during the size's phases.",
      "",
    ]
    for r in sizeResults where !r.pathQuery.isEmpty {
      notes.append(
        "- \(Format.count(r.file.screens)) screens: configuration graph of \(Format.count(r.graphNodes)) nodes; "
          + "check: \(Format.count(r.findings)) findings, \(Format.count(r.reachable)) screens reachable; "
          + "path \(r.pathQuery)")
    }
    return "### In process (the NavGraph library)\n\n" + table.render() + "\n\n"
      + notes.joined(separator: "\n") + "\n"
  }

  func endToEndTable() -> String {
    var columns: [(String, rightAligned: Bool)] = [
      ("screens", true), ("file", true), ("navgraph check", true), ("check CPU", true),
      ("check peak RSS", true), ("check per screen", true),
      ("navgraph path", true), ("path peak RSS", true), ("navgraph routes", true), ("routes peak RSS", true),
    ]
    columns += comparisonColumns
    var table = MarkdownTable(columns)
    for r in sizeResults {
      let routes = r.file.screens <= BenchHarness.routesLimit
      var row = [
        Format.count(r.file.screens), Format.megabytes(r.file.bytes), Format.timing(r.checkEndToEnd.wall),
        Format.timing(r.checkEndToEnd.cpu), r.checkEndToEnd.peak.text,
        r.checkEndToEnd.isEmpty
          ? ""
          : Format.count(Int((r.checkEndToEnd.wall.median / Double(r.file.screens) * 1e9).rounded())) + " ns",
        Format.timing(r.pathEndToEnd.wall), r.pathEndToEnd.peak.text,
        routes ? Format.timing(r.routesEndToEnd.wall) : "not run",
        routes ? r.routesEndToEnd.peak.text : "",
      ]
      row += comparisonCells(check: r.checkEndToEnd, jq: r.jq, igraph: r.igraph)
      table.add(row)
    }
    var note = """
      Each run is a new process (`navgraph check FILE`, `navgraph path FILE FROM TO`, `navgraph routes FILE`,
      output discarded): process start, read, parse, validate, analyse, report. CPU is the child's user plus
      system time (a check on wall times when other work shares the machine); peak RSS is the child's own
      (`wait4` in a fresh measuring process; `≤` marks an upper bound), the largest of the runs; check per
      screen: the check's median over the screens. With `--compare`, `navgraph check`, `jq . FILE` and
      `scripts/igraph-baseline.py FILE FROM TO` (python-igraph: `json.load`, a graph of screens and links, reach
      from the tab roots, strongly connected components, one shortest path between the path's screens) run in
      turn, run by run.
      """
    if let growth = checkCostGrowth() {
      note +=
        "\n\nCost per screen of `navgraph check`, \(Format.count(growth.from)) to \(Format.count(growth.to)) screens: "
        + Format.ratio(growth.ratio) + "."
    }
    return "### End to end (the navgraph binary)\n\n" + table.render() + "\n\n" + note + "\n"
  }

  /// The columns comparing `navgraph check` with `jq .` and the python-igraph baseline, for those
  /// `--compare` found.
  private var comparisonColumns: [(String, rightAligned: Bool)] {
    var columns: [(String, rightAligned: Bool)] = []
    if jq != nil { columns += [("jq .", true), ("jq CPU", true), ("check / jq", true)] }
    if python != nil {
      columns += [
        ("python-igraph", true), ("igraph CPU", true), ("igraph peak RSS", true), ("check / igraph", true),
      ]
    }
    return columns
  }

  /// The cells of `comparisonColumns`: times, and the ratios of the wall-time medians.
  private func comparisonCells(check: ChildSeries, jq: ChildSeries, igraph: ChildSeries) -> [String] {
    var cells: [String] = []
    if self.jq != nil {
      let ratio = jq.isEmpty || check.isEmpty ? "" : Format.ratio(check.wall.median / jq.wall.median)
      cells += [Format.timing(jq.wall), Format.timing(jq.cpu), ratio]
    }
    if python != nil {
      let ratio = igraph.isEmpty || check.isEmpty ? "" : Format.ratio(check.wall.median / igraph.wall.median)
      cells += [Format.timing(igraph.wall), Format.timing(igraph.cpu), igraph.peak.text, ratio]
    }
    return cells
  }

  /// How much the end-to-end check's cost per screen grows from the smallest measured size of at
  /// least 10,000 screens to the largest, or nil with fewer than two such sizes.
  func checkCostGrowth() -> (from: Int, to: Int, ratio: Double)? {
    let measured = sizeResults.filter { $0.file.screens >= 10_000 && !$0.checkEndToEnd.isEmpty }
    guard let small = measured.min(by: { $0.file.screens < $1.file.screens }),
      let large = measured.max(by: { $0.file.screens < $1.file.screens }),
      large.file.screens > small.file.screens
    else { return nil }
    let cost = { (r: SizeResult) in r.checkEndToEnd.wall.median / Double(r.file.screens) }
    return (small.file.screens, large.file.screens, cost(large) / cost(small))
  }

  func minifiedTable() -> String {
    var table = MarkdownTable(
      [
        ("screens", true), ("file", true), ("load", true), ("check", true), ("peak RSS", true),
        ("navgraph check", true), ("check CPU", true), ("check peak RSS", true),
        ("pretty: navgraph check", true),
        ("minified / pretty", true),
      ] + comparisonColumns)
    for r in sizeResults {
      guard let m = r.minified else { continue }
      let ratio =
        m.checkEndToEnd.isEmpty || r.checkEndToEnd.isEmpty
        ? "" : Format.ratio(m.checkEndToEnd.wall.median / r.checkEndToEnd.wall.median)
      table.add(
        [
          Format.count(r.file.screens), Format.megabytes(m.file.bytes), Format.timing(m.load),
          Format.timing(m.check), m.peakBytes.map(Format.megabytes) ?? "unknown",
          Format.timing(m.checkEndToEnd.wall), Format.timing(m.checkEndToEnd.cpu),
          m.checkEndToEnd.peak.text, Format.timing(r.checkEndToEnd.wall), ratio,
        ] + comparisonCells(check: m.checkEndToEnd, jq: m.jq, igraph: m.igraph))
    }
    let note = """
      The apps above with every whitespace byte between tokens removed: one line, as `JSONEncoder` and
      `json.dump` write them. load, check: in process, as above (each check run locates its findings from a
      new line and column index); navgraph check: end to end, one process per run; pretty: the same app's
      `navgraph check` from the table above; minified / pretty: the ratio of the two medians. With `--compare`,
      `jq .` and the python-igraph baseline on the minified file, in turn with its `navgraph check`.
      """
    return "### Minified (the same apps on one line)\n\n" + table.render() + "\n\n" + note + "\n"
  }

  func findingsTable() -> String {
    guard let r = findingsResult else { return "" }
    var table = MarkdownTable([
      ("findings", true), ("screens", true), ("links", true), ("file", true), ("load", true), ("check", true),
      ("peak RSS", true), ("navgraph check > file", true), ("CPU", true), ("text", true), ("peak RSS", true),
      ("--format json > file", true), ("CPU", true), ("JSON", true), ("peak RSS", true),
    ])
    table.add([
      Format.count(r.expected), Format.count(r.file.screens), Format.count(r.links),
      Format.megabytes(r.file.bytes), Format.timing(r.load), Format.timing(r.check),
      r.peakBytes.map(Format.megabytes) ?? "unknown", Format.timing(r.text.wall), Format.timing(r.text.cpu),
      r.textBytes.map(Format.megabytes) ?? "", r.text.peak.text,
      Format.timing(r.json.wall), Format.timing(r.json.cpu), r.jsonBytes.map(Format.megabytes) ?? "",
      r.json.peak.text,
    ])
    let note = """
      One description on one line (no line break at all): a tab root presenting a sheet without a
      NavigationStack that has half the findings as push links (inert links), and the other half as screens
      nothing leads to (unreachable), so every finding is located on that line. load, check: in process (each
      check run locates its findings from a new index); navgraph check: end to end, standard output to a file
      (text without source lines, as in CI), then `--format json`, with its CPU time and peak RSS; text,
      JSON: the size of the report.
      """
    return "### One line, many findings\n\n" + table.render() + "\n\n" + note + "\n"
  }

  func renderTable() -> String {
    var columns: [(String, rightAligned: Bool)] = [
      ("screens", true), ("links", true), ("NavGraph's DOT", true), ("render to SVG", true),
      ("libgvc alone", true), ("NavGraph's share", true), ("SVG", true), ("navgraph render", true),
    ]
    if dot != nil { columns += [("dot -Tsvg", true), ("render / dot", true)] }
    var table = MarkdownTable(columns)
    for r in renderResults {
      let share =
        r.svg.isEmpty || r.dot.isEmpty ? "" : String(format: "%.1f%%", r.dot.median / r.svg.median * 100)
      var row = [
        Format.count(r.file.screens), Format.count(r.links), Format.timing(r.dot), Format.timing(r.svg),
        Format.timing(r.graphviz), share, r.svgBytes > 0 ? Format.megabytes(r.svgBytes) : "",
        Format.timing(r.renderEndToEnd.wall),
      ]
      if dot != nil {
        let ratio =
          r.dotProgram.isEmpty || r.renderEndToEnd.isEmpty
          ? "" : Format.ratio(r.renderEndToEnd.wall.median / r.dotProgram.wall.median)
        row += [Format.timing(r.dotProgram.wall), ratio]
      }
      table.add(row)
    }
    let note = """
      NavGraph's DOT: `Renderer.render` with `format: .dot, noLayout: true` (the map and its DOT text);
      render to SVG: `Renderer.render` with `format: .svg` (the DOT, then libgvc's layout and SVG);
      libgvc alone: `GraphvizRenderer.render` on that DOT text; NavGraph's share: NavGraph's DOT / render to SVG;
      navgraph render: `navgraph render FILE -o OUT.svg` end to end; dot -Tsvg: the `dot` program on the DOT
      NavGraph writes.
      """
    let skipped = renderResults.compactMap { r in
      r.note.map { "- \(Format.count(r.file.screens)) screens: \($0)" }
    }
    return "### Render to SVG\n\n" + table.render() + "\n\n" + note + "\n"
      + (skipped.isEmpty ? "" : "\n" + skipped.joined(separator: "\n") + "\n")
  }

  func structuralTable() -> String {
    var table = MarkdownTable([
      ("app", false), ("screens", true), ("links", true), ("load", true), ("check", true), ("peak RSS", true),
      ("navgraph check", true), ("check peak RSS", true),
    ])
    for r in structuralResults {
      table.add([
        r.file.shape, Format.count(r.file.screens), Format.count(r.links), Format.timing(r.load),
        Format.timing(r.check), r.peakBytes.map(Format.megabytes) ?? "unknown",
        Format.timing(r.checkEndToEnd.wall),
        r.checkEndToEnd.peak.text,
      ])
    }
    let note = """
      chain: one tab whose root starts a chain of pushes through every screen; star: one root pushing every
      other screen, every other one with a pop link. Both load and check without recursion.
      """
    return "### Chain and star\n\n" + table.render() + "\n\n" + note + "\n"
  }
}
