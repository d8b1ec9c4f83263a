import Foundation
import NavGraph

/// Runs the benchmark: generates the apps, measures every phase in process and end to end, prints
/// the Markdown tables on standard output (progress goes to standard error) and collects failures.
///
/// Sections, in order: the synthetic apps at `--sizes` (in process, then end to end, then the same
/// apps minified), the one-line app of many findings, the render sizes, the social apps' maps, the
/// chain and the star, the trap analysis on apps with floors, `navgraph extract` on generated
/// SwiftUI projects, and the generated files. Each section
/// is printed (and flushed) as soon as it is measured. The benchmark measures; the goals the figures
/// are compared with are in docs/PERFORMANCE.md.
struct BenchHarness {
  let options: BenchOptions
  var cache: AppCache
  /// The navgraph binary for end-to-end runs, or nil when there is none (or `--no-end-to-end`).
  let navgraph: String?
  /// `jq` and `dot` on PATH, with `--compare`.
  let jq: String?
  let dot: String?
  /// `python3` on PATH, with `--compare`, when it can import `igraph` and the baseline script
  /// (`--igraph-script`) exists.
  let python: String?
  /// What went wrong, one line each; any makes the exit status 1.
  var failures: [String] = []

  var sizeResults: [SizeResult] = []
  var renderResults: [RenderResult] = []
  var socialResults: [SocialResult] = []
  var structuralResults: [StructuralResult] = []
  var trapResults: [TrapResult] = []
  var findingsResult: FindingsResult?
  var swiftUIResults: [SwiftUIResult] = []

  init(options: BenchOptions) throws {
    self.options = options
    cache = try AppCache(directory: options.outDirectory, seed: options.seed, tabs: options.tabs)
    if options.endToEnd {
      navgraph = options.navgraph ?? BenchHarness.builtNavgraph()
    } else {
      navgraph = nil
    }
    jq = options.compare ? ChildProcess.onPath("jq") : nil
    dot = options.compare ? ChildProcess.onPath("dot") : nil
    python = options.compare ? BenchHarness.pythonWithIgraph(script: options.igraphScript) : nil
  }

  /// `python3` on PATH when it imports `igraph` (exit status 0 of `python3 -c 'import igraph'`) and
  /// `script` is a file, or nil.
  static func pythonWithIgraph(script: String) -> String? {
    guard let python = ChildProcess.onPath("python3"), access(script, R_OK) == 0 else { return nil }
    let probe = try? ChildProcess(program: python, arguments: ["-c", "import igraph"], timeout: 60).run()
    return probe?.status == 0 ? python : nil
  }

  /// The `navgraph` executable in the directory of this benchmark's own executable (SwiftPM builds
  /// both products there), or nil.
  static func builtNavgraph() -> String? {
    guard let me = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
    let candidate = me.deletingLastPathComponent().appendingPathComponent("navgraph").path
    return access(candidate, X_OK) == 0 ? candidate : nil
  }

  /// Whether the navgraph binary is older than the objects of the modules it is linked from in the
  /// same build directory: `swift run navgraph-bench` rebuilds only the benchmark, so a binary left
  /// from an earlier build would measure old code.
  static func isStale(_ navgraph: String) -> Bool {
    let files = FileManager.default
    guard let built = (try? files.attributesOfItem(atPath: navgraph))?[.modificationDate] as? Date else {
      return false
    }
    let directory = (navgraph as NSString).deletingLastPathComponent
    for module in ["NavGraph.build", "NavGraphCLI.build", "navgraph.build"] {
      let path = directory + "/" + module
      for name in (try? files.contentsOfDirectory(atPath: path)) ?? [] where name.hasSuffix(".o") {
        if let date = (try? files.attributesOfItem(atPath: path + "/" + name))?[.modificationDate] as? Date,
          date > built
        {
          return true
        }
      }
    }
    return false
  }

  /// Runs every section and prints the report. Returns the exit status: 0, or 1 when a phase failed.
  mutating func run() -> Int32 {
    section(header())
    if options.endToEnd && navgraph == nil {
      fail(
        "no navgraph binary beside navgraph-bench: build it first ('swift build -c release --product navgraph') "
          + "or pass --navgraph PATH; end-to-end runs skipped")
    }
    if let navgraph, options.navgraph == nil, BenchHarness.isStale(navgraph) {
      progress(
        "warning: \(navgraph) is older than the library objects beside it; rebuild it "
          + "('swift build -c release --product navgraph') or the end-to-end figures measure old code")
    }
    for n in options.sizes { measureSize(n) }
    if !sizeResults.isEmpty {
      section(inProcessTable())
      if navgraph != nil { section(endToEndTable()) }
      if options.minified { section(minifiedTable()) }
    }
    if options.findings > 0 {
      measureFindings(options.findings)
      if findingsResult != nil { section(findingsTable()) }
    }
    for n in options.renderSizes { measureRender(n) }
    if !renderResults.isEmpty { section(renderTable()) }
    for n in options.socialSizes { measureSocial(n) }
    if !socialResults.isEmpty { section(socialTable()) }
    for shape in StructuralAppWriter.Shape.allCases {
      let n = shape == .chain ? options.chainScreens : options.starScreens
      if n > 0 { measureStructural(shape, screens: n) }
    }
    if !structuralResults.isEmpty { section(structuralTable()) }
    for n in options.trapSizes { measureTraps(n) }
    if !trapResults.isEmpty { section(trapTable()) }
    for project in options.swiftUIProjects { measureSwiftUI(files: project.files, bytes: project.bytes) }
    if !swiftUIResults.isEmpty { section(swiftUITable()) }
    section(appsTable())
    if !options.keep { cache.removeFiles() }
    if failures.isEmpty { return 0 }
    progress("\(failures.count) failure\(failures.count == 1 ? "" : "s"):")
    for failure in failures { progress("  " + failure) }
    return 1
  }

  mutating func fail(_ message: String) {
    failures.append(message)
    progress("failed: " + message)
  }

  /// Prints a section of the report on standard output at once.
  func section(_ text: String) {
    print(text)
    fflush(nil)
  }

  func progress(_ message: String) {
    FileHandle.standardError.write(Data(("navgraph-bench: " + message + "\n").utf8))
  }

  private func header() -> String {
    #if DEBUG
      let build = "debug build (figures are not representative: use -c release)"
    #else
      let build = "release build"
    #endif
    var lines = [
      "`" + (["navgraph-bench"] + CommandLine.arguments.dropFirst()).joined(separator: " ") + "`, "
        + Date().formatted(.iso8601.year().month().day()),
      "",
      "- machine: \(MachineInfo.current().summary)",
      "- \(build); \(options.runs) run\(options.runs == 1 ? "" : "s") of every phase, "
        + "times are the median (and the minimum in parentheses)",
      "- apps: generated by navgraph-bench, seed \(options.seed), \(options.tabs) tabs",
    ]
    if let navgraph { lines.append("- end to end: `\(navgraph)`, one process per run") }
    if options.compare {
      lines.append(
        "- compared with: "
          + [("jq", jq), ("dot", dot)].map { "\($0.0): \($0.1 ?? "not on PATH")" }.joined(separator: "; ")
          + "; python-igraph: "
          + (python.map { "`\($0) \(options.igraphScript)`" }
            ?? "not installed (or no \(options.igraphScript))"))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Generates (or reuses) a synthetic app (with `floors`, its variant with floors above the roots),
  /// recording a failure when it cannot.
  mutating func syntheticApp(_ n: Int, floors: Bool = false) -> BenchApp? {
    progress("generating \(Format.count(n)) screens\(floors ? " with floors" : "")")
    do {
      let app = try cache.synthetic(screens: n, floors: floors)
      if let seconds = app.generationSeconds, let stats = app.stats {
        progress(
          "  \(Format.megabytes(app.bytes)) in \(Format.seconds(seconds)): \(Format.count(stats.links)) links ("
            + String(format: "%.2f", stats.averageOutDegree)
            + " a screen), tab depth up to \(stats.maxTabDepth), "
            + "\(Format.count(stats.modalFlows)) modal flows, \(stats.deadEnds) dead ends, "
            + "\(Format.count(stats.unreachable)) unreachable; \(stats.kindSummary)")
      }
      return app
    } catch {
      fail("cannot generate the \(Format.count(n))-screen app: \(error)")
      return nil
    }
  }

  /// The file `make` generates from the cache (or an earlier run's), announced as `what`; nil, with a
  /// failure, when it cannot be written.
  mutating func generate(_ what: String, _ make: (inout AppCache) throws -> BenchApp) -> BenchApp? {
    progress("generating \(what)")
    do {
      return try make(&cache)
    } catch {
      fail("cannot generate \(what): \(error)")
      return nil
    }
  }

  /// The in-process half of a check measurement: `file` loaded, then checked, each timed `runs`
  /// times (the check on a fresh source each run, so no location cache is reused), announced as
  /// `<label>: load` and `<label>: check`; the last check's result. Nil, with a failure, when the
  /// load reports an error.
  mutating func loadAndCheck(_ file: BenchApp, _ label: String)
    -> (load: Timing, check: Timing, app: App, result: CheckResult)?
  {
    progress("\(label): load")
    guard case let (loadTiming, app)? = load(file, runs: options.runs) else { return nil }
    progress("\(label): check")
    let (checkTiming, result) = Timing.time(runs: options.runs) {
      NavigationAnalysis(app.withNewSource()).check()
    }
    return (loadTiming, checkTiming, app, result)
  }

  /// `navgraph check FILE` end to end (exit status 0 or 1), announced as `<label>: navgraph check
  /// (end to end)`; no runs when there is no binary.
  mutating func checkEndToEnd(_ file: BenchApp, _ label: String) -> ChildSeries {
    guard navgraph != nil else { return ChildSeries() }
    progress("\(label): navgraph check (end to end)")
    return endToEnd("navgraph check on the \(label)", ["check", file.path], accepting: [0, 1])
  }

  /// Loads `path` once, timed `runs` times; nil (with a failure) when the load reports an error.
  mutating func load(_ file: BenchApp, runs: Int) -> (Timing, App)? {
    let (timing, result) = Timing.time(runs: runs) { AppLoader.load(path: file.path) }
    if let error = result.diagnostics.first(where: { $0.severity == .error }) {
      fail("loading \(file.path): \(error.message) [\(error.code.rawValue)]")
      return nil
    }
    guard let app = result.app else {
      fail("loading \(file.path) gave no app")
      return nil
    }
    return (timing, app)
  }
}
