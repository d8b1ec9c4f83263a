import Foundation
import NavGraph

/// The figures of the one-line, many-findings app.
struct FindingsResult {
  var file: BenchApp
  /// The findings the app is written to have.
  var expected: Int
  var links = 0
  var load = Timing()
  var check = Timing()
  var peakBytes: Int?
  /// `navgraph check FILE` with standard output to a file (text, no source lines: not a terminal).
  var text = ChildSeries()
  var textBytes: Int?
  /// `navgraph check --format json FILE` with standard output to a file.
  var json = ChildSeries()
  var jsonBytes: Int?
}

extension BenchHarness {
  /// Measures the one-line app of `findings` findings (`OneLineFindingsWriter`): load and check in
  /// process, then `navgraph check` end to end in text and in JSON, each written to a file. The
  /// check must report exactly the findings written (so many inert links, so many unreachable
  /// screens), all on line 1, and the JSON report must list them all.
  mutating func measureFindings(_ findings: Int) {
    let label = "the one-line app of \(Format.count(findings)) findings"
    guard let file = generate(label, { try $0.oneLineFindings(findings) }) else { return }
    var result = FindingsResult(file: file, expected: findings)
    PeakMemory.reset()
    if let measured = loadAndCheck(file, label) {
      (result.load, result.check) = (measured.load, measured.check)
      result.links = measured.app.links.count
      let check = measured.result
      let (inert, unreachable) = OneLineFindingsWriter.split(findings)
      let counts = (
        check.findings.filter { $0.code == .inertLink }.count,
        check.findings.filter { $0.code == .unreachable }.count
      )
      if counts != (inert, unreachable) || check.findings.count != findings {
        fail(
          "check of \(label): \(check.findings.count) findings (\(counts.0) inert links, \(counts.1) "
            + "unreachable), expected \(inert) inert links and \(unreachable) unreachable screens")
      }
      if check.findings.contains(where: { $0.location?.line != 1 }) {
        fail("check of \(label): a finding not located on line 1")
      }
    }
    result.peakBytes = PeakMemory.current()
    if navgraph != nil {
      let output = cache.scratchPath("check-output")
      progress("\(label): navgraph check, text to a file (end to end)")
      result.text = endToEnd(
        "navgraph check on \(label)", ["check", file.path], accepting: [1], outputPath: output)
      if !result.text.isEmpty { result.textBytes = AppCache.fileSize(output) }
      progress("\(label): navgraph check --format json, to a file (end to end)")
      result.json = endToEnd(
        "navgraph check --format json on \(label)", ["check", "--format", "json", file.path],
        accepting: [1], outputPath: output)
      if !result.json.isEmpty {
        result.jsonBytes = AppCache.fileSize(output)
        let listed = BenchHarness.jsonFindingsCount(output)
        if listed != findings {
          fail(
            "navgraph check --format json on \(label): "
              + (listed.map { "\($0) findings listed" } ?? "no JSON report") + ", expected \(findings)")
        }
      }
      try? FileManager.default.removeItem(atPath: output)
    }
    findingsResult = result
  }

  /// The length of the `findings` array of the JSON report in `path`, or nil when it is not one.
  static func jsonFindingsCount(_ path: String) -> Int? {
    guard let data = FileManager.default.contents(atPath: path),
      let report = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
      let findings = report["findings"] as? [Any]
    else { return nil }
    return findings.count
  }
}
