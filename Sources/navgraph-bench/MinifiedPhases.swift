import NavGraph

/// The figures of a synthetic app written on one line.
struct MinifiedResult {
  var file: BenchApp
  var load = Timing()
  var check = Timing()
  var peakBytes: Int?
  var checkEndToEnd = ChildSeries()
  /// `jq .` and the python-igraph baseline on the same file, with `--compare`.
  var jq = ChildSeries()
  var igraph = ChildSeries()
}

extension BenchHarness {
  /// Measures the synthetic app of `result`'s size minified (`MinifiedCopy`: the same description on
  /// one line): load and check in process, then `navgraph check` end to end (in turn with `jq .` and
  /// the python-igraph baseline with `--compare`, as on the pretty-printed file). The check must report
  /// as many findings and reachable screens as on the pretty-printed file, every located finding on
  /// line 1.
  mutating func measureMinified(into result: inout SizeResult) {
    let n = result.file.screens
    let label = "minified \(Format.count(n)) screens"
    progress("minifying \(Format.count(n)) screens")
    let file: BenchApp
    do {
      file = try cache.minified(screens: n)
    } catch {
      fail("cannot write the \(label): \(error)")
      return
    }
    var minified = MinifiedResult(file: file)
    PeakMemory.reset()
    if let measured = loadAndCheck(file, label) {
      (minified.load, minified.check) = (measured.load, measured.check)
      let check = measured.result
      if !result.check.isEmpty
        && (check.findings.count != result.findings || check.reachableCount != result.reachable)
      {
        fail(
          "check of the \(label): \(check.findings.count) findings and \(check.reachableCount) reachable "
            + "screens, where the pretty-printed file gives \(result.findings) and \(result.reachable)")
      }
      if let line = check.findings.compactMap(\.location?.line).first(where: { $0 != 1 }) {
        fail("check of the \(label): a finding on line \(line) of a one-line file")
      }
    }
    minified.peakBytes = PeakMemory.current()
    (minified.checkEndToEnd, minified.jq, minified.igraph) = compareCheck(file, label)
    result.minified = minified
  }
}
