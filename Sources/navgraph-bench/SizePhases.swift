import Foundation
import NavGraph

/// The figures of one synthetic app size.
struct SizeResult {
  var file: BenchApp
  var links = 0
  var load = Timing()
  var graph = Timing()
  var graphNodes = 0
  var check = Timing()
  var findings = 0
  var reachable = 0
  var path = Timing()
  /// The path query and its answer, for the notes under the table.
  var pathQuery = ""
  var routes = Timing()
  var peakBytes: Int?
  var checkEndToEnd = ChildSeries()
  var pathEndToEnd = ChildSeries()
  var routesEndToEnd = ChildSeries()
  var jq = ChildSeries()
  /// `scripts/igraph-baseline.py` (python-igraph: load + reach + SCC + 1 path), with `--compare`.
  var igraph = ChildSeries()
  /// The same app on one line, unless `--no-minified`.
  var minified: MinifiedResult?
}

/// Repeated runs of one child process: wall and CPU times, and the largest peak RSS of the runs.
struct ChildSeries {
  var wall = Timing()
  var cpu = Timing()
  var peak = ChildPeak()

  var isEmpty: Bool { wall.isEmpty }
}

extension BenchHarness {
  /// Routes are computed for every screen, so they are measured up to this size (the largest size of
  /// the routes goals in docs/PERFORMANCE.md).
  static let routesLimit = 200_000

  /// Up to this size the path query must find its answer within the default `--max-states` (the
  /// size of the path goal in docs/PERFORMANCE.md); above it, giving up is reported, not a failure.
  static let pathAnswerRequired = 100_000

  /// Measures one synthetic app size: each library phase in this process, then the navgraph binary
  /// end to end (and `jq .` and the python-igraph baseline with `--compare`).
  mutating func measureSize(_ n: Int) {
    guard let file = syntheticApp(n) else { return }
    var result = SizeResult(file: file)
    let runs = options.runs
    let resetWorked = PeakMemory.reset()
    progress("\(Format.count(n)) screens: load")
    if case let (loadTiming, app)? = load(file, runs: runs) {
      result.load = loadTiming
      result.links = app.links.count

      progress("\(Format.count(n)) screens: configuration graph")
      let (graphTiming, nodes) = Timing.time(runs: runs) {
        NavigationAnalysis(app).graph.count
      }
      result.graph = graphTiming
      result.graphNodes = nodes

      progress("\(Format.count(n)) screens: check")
      let (checkTiming, check) = Timing.time(runs: runs) { NavigationAnalysis(app.withNewSource()).check() }
      result.check = checkTiming
      result.findings = check.findings.count
      result.reachable = check.reachableCount
      if result.reachable == 0 || result.reachable > app.screens.count {
        fail("check of \(Format.count(n)) screens: \(result.reachable) reachable screens")
      }
      if n >= 30 && !check.findings.contains(where: { $0.code == .unreachable }) {
        fail("check of \(Format.count(n)) screens reported no unreachable screen (the app has some)")
      }

      measurePath(app, into: &result, runs: runs)

      if n <= BenchHarness.routesLimit {
        progress("\(Format.count(n)) screens: routes")
        let (routesTiming, found) = Timing.time(runs: runs) {
          NavigationAnalysis(app).routes.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
        }
        result.routes = routesTiming
        if found != result.reachable {
          fail(
            "routes of \(Format.count(n)) screens: \(found) routes for \(result.reachable) reachable screens")
        }
      }
    }
    result.peakBytes = PeakMemory.current()
    if !resetWorked && result.peakBytes != nil {
      progress("peak RSS cannot be reset here: in-process peaks are the whole process's so far")
    }
    if navgraph != nil { measureEndToEnd(into: &result) }
    if options.minified { measureMinified(into: &result) }
    sizeResults.append(result)
  }

  private mutating func measurePath(_ app: App, into result: inout SizeResult, runs: Int) {
    let n = result.file.screens
    let pair = farApartPair(screens: n)
    guard let from = app.screen(withID: pair.from), let to = app.screen(withID: pair.to) else {
      fail("path of \(Format.count(n)) screens: '\(pair.from)' or '\(pair.to)' is missing")
      return
    }
    progress("\(Format.count(n)) screens: path '\(pair.from)' -> '\(pair.to)'")
    let (timing, outcome) = Timing.time(runs: runs) { NavigationAnalysis(app).path(from: from, to: to) }
    result.path = timing
    switch outcome {
    case .found(let route):
      result.pathQuery = "'\(pair.from)' -> '\(pair.to)': \(route.moves.count) moves"
    case .noPath(let reason):
      result.pathQuery = "'\(pair.from)' -> '\(pair.to)': no path (\(reason))"
      fail("path of \(Format.count(n)) screens: \(reason)")
    case .limitReached(let limit):
      result.pathQuery =
        "'\(pair.from)' -> '\(pair.to)': no answer within \(Format.count(limit)) states (the default --max-states)"
      if n <= BenchHarness.pathAnswerRequired {
        fail("path of \(Format.count(n)) screens: gave up after \(Format.count(limit)) states")
      }
    case .routeLimitReached(let limit):
      result.pathQuery = "'\(pair.from)' -> '\(pair.to)': no route to '\(pair.from)' within \(limit) states"
      fail("path of \(Format.count(n)) screens: no route to '\(pair.from)' within \(limit) states")
    }
  }

  /// `navgraph check` (alternating, run by run, with `jq .` and the python-igraph baseline when
  /// `--compare` found them, so that the three share the machine's load alike), then `navgraph path`
  /// and `navgraph routes`.
  private mutating func measureEndToEnd(into result: inout SizeResult) {
    guard navgraph != nil else { return }
    let file = result.file
    let n = file.screens
    let pair = farApartPair(screens: n)
    (result.checkEndToEnd, result.jq, result.igraph) = compareCheck(file, "\(Format.count(n)) screens")
    progress("\(Format.count(n)) screens: navgraph path (end to end)")
    result.pathEndToEnd = endToEnd(
      "navgraph path on \(Format.count(n)) screens", ["path", file.path, pair.from, pair.to],
      accepting: n <= BenchHarness.pathAnswerRequired ? [0] : [0, 2])
    if n <= BenchHarness.routesLimit {
      progress("\(Format.count(n)) screens: navgraph routes (end to end)")
      result.routesEndToEnd = endToEnd(
        "navgraph routes on \(Format.count(n)) screens", ["routes", file.path], accepting: [0])
    }
  }

  /// The far-apart pair of screens of the synthetic app of `screens` screens (`SyntheticAppShape`).
  func farApartPair(screens: Int) -> (from: String, to: String) {
    var random = SeededRandom(seed: options.seed)
    return SyntheticAppShape(screens: screens, tabs: options.tabs, random: &random).farApartPair
  }

  /// `navgraph check` on `file`, alternating run by run with `jq .` and the python-igraph baseline
  /// (between the far-apart pair) when `--compare` found them, so that the three share the machine's
  /// load alike; the series of the three (empty for a program not run).
  mutating func compareCheck(_ file: BenchApp, _ label: String) -> (
    check: ChildSeries, jq: ChildSeries, igraph: ChildSeries
  ) {
    guard let navgraph else { return (ChildSeries(), ChildSeries(), ChildSeries()) }
    var children = [
      ChildCommand(
        program: navgraph, arguments: ["check", file.path], accepting: [0, 1],
        label: "navgraph check on \(label)")
    ]
    if let jq {
      children.append(
        ChildCommand(program: jq, arguments: [".", file.path], accepting: [0], label: "jq on \(label)"))
    }
    if let python {
      let pair = farApartPair(screens: file.screens)
      children.append(
        ChildCommand(
          program: python, arguments: [options.igraphScript, file.path, pair.from, pair.to], accepting: [0],
          label: "python-igraph on \(label)"))
    }
    progress("\(label): " + children.map(\.label).joined(separator: ", ") + " (alternating)")
    let series = runAlternating(children)
    return (
      series[0], jq != nil ? series[1] : ChildSeries(),
      python != nil ? series[series.count - 1] : ChildSeries()
    )
  }

  /// Times the navgraph binary with `arguments`, `--runs` times; the peak is the largest of the runs.
  mutating func endToEnd(
    _ label: String, _ arguments: [String], accepting: Set<Int32>, outputPath: String = "/dev/null"
  ) -> ChildSeries {
    guard let navgraph else { return ChildSeries() }
    return run(navgraph, arguments, label: label, accepting: accepting, outputPath: outputPath)
  }

  /// Times `program arguments` as a child process, `--runs` times, standard output written to
  /// `outputPath` (discarded by default); a run that exits with a status not in `accepting` (or by a
  /// signal) is a failure and ends the series.
  mutating func run(
    _ program: String, _ arguments: [String], label: String, accepting: Set<Int32>,
    outputPath: String = "/dev/null"
  ) -> ChildSeries {
    let command = ChildCommand(
      program: program, arguments: arguments, accepting: accepting, label: label, outputPath: outputPath)
    return runAlternating([command])[0]
  }

  /// Times each command `--runs` times, taking them in turn (run 1 of each, then run 2 of each, and
  /// so on), so that a change in the machine's load falls on all of them alike. A run that fails
  /// ends that command's series (its series is empty); the others go on.
  mutating func runAlternating(_ commands: [ChildCommand]) -> [ChildSeries] {
    let errorPath = cache.scratchPath("child-stderr.txt")
    var series = [ChildSeries](repeating: ChildSeries(), count: commands.count)
    var failed = [Bool](repeating: false, count: commands.count)
    for _ in 0..<options.runs {
      for (k, command) in commands.enumerated() where !failed[k] {
        if let outcome = runOnce(command, errorPath: errorPath) {
          series[k].wall.add(outcome.seconds)
          series[k].cpu.add(outcome.cpuSeconds)
          series[k].peak.add(outcome)
        } else {
          failed[k] = true
          series[k] = ChildSeries()
        }
      }
    }
    return series
  }

  /// One run of `command`, or nil after recording why it failed.
  private mutating func runOnce(_ command: ChildCommand, errorPath: String) -> ChildProcess.Outcome? {
    let outcome: ChildProcess.Outcome
    do {
      outcome = try ChildProcess(
        program: command.program, arguments: command.arguments, outputPath: command.outputPath,
        errorPath: errorPath, timeout: options.timeout
      ).run()
    } catch {
      fail("\(command.label): \(error)")
      return nil
    }
    if outcome.timedOut {
      fail("\(command.label): still running after \(Format.seconds(options.timeout)), killed")
      return nil
    }
    guard let status = outcome.status, command.accepting.contains(status) else {
      let why = outcome.status.map { "exit status \($0)" } ?? "signal \(outcome.signal ?? 0)"
      let stderr = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
      let firstLine = stderr.split(separator: "\n").first.map { ": " + $0 } ?? ""
      fail("\(command.label): \(why)\(firstLine)")
      return nil
    }
    return outcome
  }
}

/// A child process the benchmark times: what to run, the exit statuses that count as success, the
/// label of its failures and where its standard output goes.
struct ChildCommand {
  var program: String
  var arguments: [String]
  var accepting: Set<Int32>
  var label = ""
  var outputPath = "/dev/null"
}
