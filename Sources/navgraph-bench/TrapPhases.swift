import NavGraph

/// The figures of the trap analysis on one app with floors above the roots.
struct TrapResult {
  var file: BenchApp
  var links = 0
  var graph = Timing()
  var traps = Timing()
  var check = Timing()
  var trapScreens = 0
  var trapFindings = 0
}

extension BenchHarness {
  /// Times the trap analysis in process on the synthetic app with floors (`SyntheticAppWriter`'s
  /// `floors`): the configuration graph, then `TrapAnalysis` on it (the fixpoints over the forward
  /// moves, the visits, the example search), then the whole check. In the plain synthetic app the
  /// trap analysis is one linear scan; here every part of it runs.
  mutating func measureTraps(_ n: Int) {
    guard let file = syntheticApp(n, floors: true) else { return }
    var result = TrapResult(file: file)
    let runs = options.runs
    let label = "\(Format.count(n)) screens with floors"
    guard case let (_, app)? = load(file, runs: 1) else { return }
    result.links = app.links.count
    progress("\(label): configuration graph")
    let graph: ConfigurationGraph
    (result.graph, graph) = Timing.time(runs: runs) { NavigationAnalysis(app).graph }
    progress("\(label): traps")
    let (trapTiming, traps) = Timing.time(runs: runs) {
      TrapAnalysis(graph: graph, home: app.home?.rawValue ?? -1)
    }
    result.traps = trapTiming
    result.trapScreens = traps.trapScreens.count
    result.trapFindings = traps.findings.count
    progress("\(label): check")
    let (checkTiming, check) = Timing.time(runs: runs) { NavigationAnalysis(app.withNewSource()).check() }
    result.check = checkTiming
    let reported = check.findings.filter { $0.code == .trap }.count
    if reported != result.trapFindings {
      fail("check of \(label): \(reported) trap findings, the trap analysis has \(result.trapFindings)")
    }
    trapResults.append(result)
  }

  func trapTable() -> String {
    var table = MarkdownTable([
      ("screens", true), ("links", true), ("configuration graph", true), ("traps", true), ("check", true),
      ("trap screens", true), ("trap findings", true),
    ])
    for r in trapResults {
      table.add([
        Format.count(r.file.screens), Format.count(r.links), Format.timing(r.graph), Format.timing(r.traps),
        Format.timing(r.check), Format.count(r.trapScreens), Format.count(r.trapFindings),
      ])
    }
    let note = """
      The synthetic app with floors above the roots: 1% of the pushed tab screens with `backButtonHidden`,
      1% with `hidesTabBar`, 5% of the modal flows' roots without `dismiss`. traps: `TrapAnalysis` on the
      configuration graph (its fixpoints, visits and example search; docs/TRAPS.md); check: `NavigationAnalysis.check`.
      """
    return "### Traps on apps with floors\n\n" + table.render() + "\n\n" + note + "\n"
  }
}
