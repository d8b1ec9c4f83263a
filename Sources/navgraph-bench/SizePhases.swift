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
  /// The same app on one line, unless `--no-minified`.
  var minified: MinifiedResult?
}

/// Repeated runs of one child process: wall and CPU times, and the largest peak RSS of the runs.
struct ChildSeries {
  var wall = Timing()
  var cpu = Timing()
  var peakBytes: Int?

  var isEmpty: Bool { wall.isEmpty }
}

extension BenchHarness {
  /// Routes are computed for every screen, so they are measured up to this size (the size of the
  /// routes goal in docs/PERFORMANCE.md).
  static let routesLimit = 10_000

  /// Up to this size the path query must find its answer within the default `--max-states` (the
  /// size of the path goal in docs/PERFORMANCE.md); above it, giving up is reported, not a failure.
  static let pathAnswerRequired = 100_000

  /// Measures one synthetic app size: each library phase in this process, then the navgraph binary
  /// end to end (and `jq .` with `--compare`).
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
    var random = SeededRandom(seed: options.seed)
    let pair = SyntheticAppShape(screens: n, tabs: options.tabs, random: &random).farApartPair
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
    }
  }

  private mutating func measureEndToEnd(into result: inout SizeResult) {
    let file = result.file
    let n = file.screens
    progress("\(Format.count(n)) screens: navgraph check (end to end)")
    result.checkEndToEnd = endToEnd(
      "navgraph check on \(Format.count(n)) screens", ["check", file.path], accepting: [0, 1])
    var random = SeededRandom(seed: options.seed)
    let pair = SyntheticAppShape(screens: n, tabs: options.tabs, random: &random).farApartPair
    progress("\(Format.count(n)) screens: navgraph path (end to end)")
    result.pathEndToEnd = endToEnd(
      "navgraph path on \(Format.count(n)) screens", ["path", file.path, pair.from, pair.to],
      accepting: n <= BenchHarness.pathAnswerRequired ? [0] : [0, 2])
    if n <= BenchHarness.routesLimit {
      progress("\(Format.count(n)) screens: navgraph routes (end to end)")
      result.routesEndToEnd = endToEnd(
        "navgraph routes on \(Format.count(n)) screens", ["routes", file.path], accepting: [0])
    }
    if let jq {
      progress("\(Format.count(n)) screens: jq .")
      result.jq = run(jq, [".", file.path], label: "jq on \(Format.count(n)) screens", accepting: [0])
    }
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
    let errorPath = cache.scratchPath("child-stderr.txt")
    var series = ChildSeries()
    for _ in 0..<options.runs {
      let outcome: ChildProcess.Outcome
      do {
        outcome = try ChildProcess(
          program: program, arguments: arguments, outputPath: outputPath, errorPath: errorPath,
          timeout: options.timeout
        ).run()
      } catch {
        fail("\(label): \(error)")
        return ChildSeries()
      }
      if outcome.timedOut {
        fail("\(label): still running after \(Format.seconds(options.timeout)), killed")
        return ChildSeries()
      }
      guard let status = outcome.status, accepting.contains(status) else {
        let why = outcome.status.map { "exit status \($0)" } ?? "signal \(outcome.signal ?? 0)"
        let stderr = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        let firstLine = stderr.split(separator: "\n").first.map { ": " + $0 } ?? ""
        fail("\(label): \(why)\(firstLine)")
        return ChildSeries()
      }
      series.wall.add(outcome.seconds)
      series.cpu.add(outcome.cpuSeconds)
      series.peakBytes = max(series.peakBytes ?? 0, outcome.peakBytes)
    }
    return series
  }
}
