import Foundation

/// The figures of one generated SwiftUI project (`SwiftUIProjectWriter`): `navgraph extract` on
/// it, end to end (one process per run, its description written to standard output).
struct SwiftUIResult {
  var files: Int
  var bytes: Int
  var wall = Timing()
  var cpu = Timing()
  var peak = ChildPeak()
}

extension BenchHarness {
  /// Writes the project of `files` files and about `bytes` bytes under the output directory, then
  /// times `navgraph extract` on it `--runs` times. A binary built without the SwiftUI reader is
  /// said and skipped; any other failure of the extraction (an error reported) is a failure.
  mutating func measureSwiftUI(files: Int, bytes: Int) {
    guard let navgraph else { return }
    let label = "SwiftUI project of \(Format.count(files)) files"
    progress("generating the \(label)")
    let directory = options.outDirectory + "/swiftui-\(files)-\(bytes)"
    let project = SwiftUIProjectWriter.files(files: files, totalBytes: bytes, seed: options.seed)
    do {
      try? FileManager.default.removeItem(atPath: directory)
      for file in project {
        let url = URL(fileURLWithPath: directory + "/" + file.path)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.text.utf8).write(to: url)
      }
    } catch {
      fail("\(label): cannot write it: \(error)")
      return
    }
    defer { if !options.keep { try? FileManager.default.removeItem(atPath: directory) } }
    var result = SwiftUIResult(files: project.count, bytes: project.reduce(0) { $0 + $1.text.utf8.count })
    let errors = directory + ".stderr"
    defer { try? FileManager.default.removeItem(atPath: errors) }
    for run in 0..<max(1, options.runs) {
      progress("\(label): extract, run \(run + 1)")
      let child = ChildProcess(
        program: navgraph, arguments: ["extract", directory], errorPath: errors, timeout: options.timeout)
      do {
        let outcome = try child.run()
        let message = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        if outcome.status == 2, message.contains("cannot read Swift code") {
          progress("\(label): skipped, \(navgraph) has no SwiftUI reader")
          return
        }
        guard outcome.status == 0 else {
          fail(
            "\(label): 'navgraph extract' "
              + (outcome.timedOut
                ? "timed out" : "exited with \(outcome.status.map(String.init) ?? "a signal")"))
          return
        }
        result.wall.add(outcome.seconds)
        result.cpu.add(outcome.cpuSeconds)
        result.peak.add(outcome)
      } catch {
        fail("\(label): \(error)")
        return
      }
    }
    swiftUIResults.append(result)
  }

  func swiftUITable() -> String {
    var table = MarkdownTable([
      ("files", true), ("size", true), ("extract (wall)", true), ("CPU", true), ("peak memory", true),
    ])
    for r in swiftUIResults {
      table.add([
        Format.count(r.files), Format.megabytes(r.bytes), Format.timing(r.wall), Format.timing(r.cpu),
        r.peak.text,
      ])
    }
    let notes = [
      "Generated SwiftUI projects (`SwiftUIProjectWriter`: a route enum, a router, a five-tab App with a",
      "`navigationDestination` switch over every route, a screen, a sheet, a row and a model per file),",
      "read by `navgraph extract` end to end: one process per run, the description to /dev/null.",
    ]
    return "### SwiftUI projects: extract\n\n" + table.render() + "\n\n" + notes.joined(separator: "\n")
      + "\n"
  }
}
