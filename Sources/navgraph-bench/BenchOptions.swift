import Foundation

/// The benchmark's command line.
struct BenchOptions {
  struct UsageError: Error, CustomStringConvertible {
    var description: String
  }

  static let usage = """
    usage: navgraph-bench [--sizes N,...] [--runs N] [--compare] [--smoke] [--out DIR] [--keep]
                          [--no-minified] [--findings N] [--chain N] [--star N]
                          [--render-sizes N,...] [--social N,...] [--trap-sizes N,...]
                          [--swiftui FILES:KB,...] [--seed N] [--tabs N]
                          [--navgraph PATH] [--igraph-script PATH] [--no-end-to-end]
                          [--timeout SECONDS]

    Generates synthetic app descriptions (deterministic by seed), then times NavGraph on each:
    in process (load, configuration graph, check, a path between far-apart screens, routes up to
    200,000 screens, render to SVG at the render sizes, the trap analysis on apps with floors above
    the roots) and end to end (the built navgraph binary, one process per run, with its peak
    memory); the same apps minified (on one line); an app of many findings on one line; and social
    apps (five tabs sharing a router of destinations) drawn with their default map, overview, pages
    and the HTML viewer. Prints Markdown tables of medians (and minimums).

    options:
      --sizes N,...         screens of the synthetic apps (default 1000,10000,100000,1000000)
      --runs N              runs of every phase; the tables give the median (default 3)
      --compare             also time 'jq .' and the python-igraph baseline (load + reach + SCC +
                            1 path, scripts/igraph-baseline.py) on the same files, alternating with
                            'navgraph check', and 'dot -Tsvg' on the DOT NavGraph writes, when they
                            are installed, and print the ratios
      --smoke               a quick run of every phase on 1,000 screens (render 50, social 50,
                            chain, star, findings and traps 1,000, a SwiftUI project of 20 files),
                            one run each; exits 1 if any phase fails
      --out DIR             where the generated files go (default /tmp/navgraph-bench)
      --keep                keep the generated files, and reuse them in later runs
      --no-minified         skip the minified copies of the synthetic apps
      --findings N          findings of the one-line, many-findings app (default 200,000; 0 skips it)
      --chain N             screens of the chain app (default: the largest size; 0 skips it)
      --star N              screens of the star app (default: the largest size; 0 skips it)
      --render-sizes N,...  screens of the apps rendered to SVG (default 100,200; none: 0)
      --social N,...        screens of the social apps drawn (default 50,300,1000; none: 0)
      --trap-sizes N,...    screens of the apps with floors whose trap analysis is timed
                            (default 100000; none: 0)
      --swiftui FILES:KB,...  generated SwiftUI projects read by 'navgraph extract' end to end:
                            files and total size in kB each (default 500:1500,650:3600; none: 0)
      --seed N              seed of the generator (default 1)
      --tabs N              tabs of the synthetic apps (default 5)
      --navgraph PATH       the navgraph binary for end-to-end runs (default: the one built beside
                            this benchmark)
      --igraph-script PATH  the python-igraph baseline (default: scripts/igraph-baseline.py of the
                            package this benchmark was built from)
      --no-end-to-end       skip the end-to-end runs
      --timeout SECONDS     kill a child process (navgraph, jq, python3, dot) still running after this long,
                            and report it as a failure (default 600)
      -h, --help            show this help
    """

  var sizes = [1_000, 10_000, 100_000, 1_000_000]
  var runs = 3
  var compare = false
  var smoke = false
  var outDirectory = "/tmp/navgraph-bench"
  var keep = false
  var chain: Int?
  var star: Int?
  var renderSizes = [100, 200]
  var trapSizes = [100_000]
  var socialSizes = [50, 300, 1_000]
  /// The SwiftUI projects `extract` reads: files, and total bytes.
  var swiftUIProjects: [(files: Int, bytes: Int)] = [(500, 1_500_000), (650, 3_600_000)]
  var minified = true
  var findings = 200_000
  var seed: UInt64 = 1
  var tabs = 5
  var navgraph: String?
  /// The python-igraph baseline script `--compare` runs.
  var igraphScript = BenchOptions.packageIgraphScript
  var endToEnd = true
  var timeout: Double = 600
  var help = false

  /// Screens of the chain app (0: none).
  var chainScreens: Int { chain ?? sizes.max() ?? 0 }
  /// Screens of the star app (0: none).
  var starScreens: Int { star ?? sizes.max() ?? 0 }

  /// `scripts/igraph-baseline.py` in the source tree this benchmark was compiled from.
  static var packageIgraphScript: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("scripts/igraph-baseline.py").path
  }

  init(arguments: [String]) throws(UsageError) {
    var i = 0
    func value(_ name: String) throws(UsageError) -> String {
      i += 1
      guard i < arguments.count else { throw UsageError(description: "missing value for '\(name)'") }
      return arguments[i]
    }
    func count(_ name: String, _ text: String, minimum: Int) throws(UsageError) -> Int {
      let digits = text.filter { $0 != "_" }
      guard let n = Int(digits), n >= minimum else {
        throw UsageError(description: "'\(name)' needs a whole number of at least \(minimum), not '\(text)'")
      }
      return n
    }
    func list(_ name: String, _ text: String) throws(UsageError) -> [Int] {
      var result: [Int] = []
      for part in text.split(separator: ",") {
        let n = try count(name, String(part), minimum: 0)
        if n > 0 { result.append(n) }
      }
      return result
    }
    var sizesGiven = false
    var renderGiven = false
    var trapsGiven = false
    var socialGiven = false
    var runsGiven = false
    var findingsGiven = false
    var swiftUIGiven = false
    /// `FILES:KB,...`, `0` for none.
    func projects(_ name: String, _ text: String) throws(UsageError) -> [(files: Int, bytes: Int)] {
      if text == "0" { return [] }
      var result: [(files: Int, bytes: Int)] = []
      for part in text.split(separator: ",") {
        let fields = part.split(separator: ":")
        guard fields.count == 2 else {
          throw UsageError(description: "invalid value '\(part)' for '\(name)'; expected FILES:KB")
        }
        let files = try count(name, String(fields[0]), minimum: SwiftUIProjectWriter.sharedFiles + 5)
        result.append((files, try count(name, String(fields[1]), minimum: 1) * 1_000))
      }
      return result
    }
    while i < arguments.count {
      let argument = arguments[i]
      switch argument {
      case "--sizes":
        sizes = try list(argument, value(argument))
        sizesGiven = true
      case "--runs":
        runs = try count(argument, value(argument), minimum: 1)
        runsGiven = true
      case "--compare": compare = true
      case "--smoke": smoke = true
      case "--out": outDirectory = try value(argument)
      case "--keep": keep = true
      case "--no-minified": minified = false
      case "--findings":
        findings = try count(argument, value(argument), minimum: 0)
        findingsGiven = true
      case "--chain": chain = try count(argument, value(argument), minimum: 0)
      case "--star": star = try count(argument, value(argument), minimum: 0)
      case "--render-sizes":
        renderSizes = try list(argument, value(argument))
        renderGiven = true
      case "--trap-sizes":
        trapSizes = try list(argument, value(argument))
        trapsGiven = true
      case "--social":
        socialSizes = try list(argument, value(argument))
        socialGiven = true
      case "--swiftui":
        swiftUIProjects = try projects(argument, value(argument))
        swiftUIGiven = true
      case "--seed": seed = UInt64(try count(argument, value(argument), minimum: 0))
      case "--tabs": tabs = try count(argument, value(argument), minimum: 1)
      case "--navgraph": navgraph = try value(argument)
      case "--igraph-script": igraphScript = try value(argument)
      case "--no-end-to-end": endToEnd = false
      case "--timeout": timeout = Double(try count(argument, value(argument), minimum: 1))
      case "-h", "--help": help = true
      default:
        throw UsageError(description: "unknown option '\(argument)'; see 'navgraph-bench --help'")
      }
      i += 1
    }
    if smoke {
      if !sizesGiven { sizes = [1_000] }
      if !renderGiven { renderSizes = [50] }
      if !trapsGiven { trapSizes = [1_000] }
      if !socialGiven { socialSizes = [50] }
      if !runsGiven { runs = 1 }
      if !findingsGiven { findings = 1_000 }
      if !swiftUIGiven { swiftUIProjects = [(20, 60_000)] }
    }
    if let small = sizes.first(where: { $0 < tabs }) {
      throw UsageError(description: "an app of \(small) screens cannot have \(tabs) tabs")
    }
    if let small = (renderSizes + trapSizes).first(where: { $0 < tabs }) {
      throw UsageError(description: "an app of \(small) screens cannot have \(tabs) tabs")
    }
    if let small = socialSizes.first(where: { $0 < SocialAppWriter.minimumScreens }) {
      throw UsageError(
        description: "a social app needs at least \(SocialAppWriter.minimumScreens) screens, not \(small)")
    }
  }
}
