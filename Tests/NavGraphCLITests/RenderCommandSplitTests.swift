import Foundation
import NavGraphTestSupport
import Testing

/// `render --overview` and `render --split tabs -o DIR` on every sample, on generated social apps of
/// 300 and 1,000 screens, and on a description of hostile text: the SVG parses, and it shows facts
/// the description fixes (every screen counted once on the overview, drawn in full on some page,
/// one page per tab, an index that links every page it wrote); the same input gives the same bytes.
@Suite struct RenderCommandSplitTests {
  /// How many screens and tabs the description at `path` has, read from its JSON.
  static func counts(_ path: String) throws -> (screens: Int, tabs: Int) {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return ((object["screens"] as? [Any])?.count ?? 0, (object["tabs"] as? [Any])?.count ?? 0)
  }

  /// The screens the overview's area nodes count (`Home` / `3 screens`, `push group` /
  /// `12 screens: Post, …`): the first line of each node that starts with a count.
  static func overviewScreens(_ svg: SVGNodes) -> Int {
    svg.nodes.reduce(0) { sum, node in
      let count = node.lines.lazy.compactMap { line -> Int? in
        guard let number = line.split(separator: " ").first, let n = Int(number) else { return nil }
        return line.dropFirst(number.count).hasPrefix(" screen") ? n : nil
      }.first
      return sum + (count ?? 0)
    }
  }

  @Test(arguments: ViewerTestInputs.all) func theOverviewCountsEveryScreenOnce(_ name: String) throws {
    let directory = CLI.temporaryDirectory()
    let input = try ViewerTestInputs.path(name, in: directory)
    let (screens, _) = try Self.counts(input)
    var outputs: [Data] = []
    for run in 0..<2 {
      let path = directory.appendingPathComponent("overview-\(run).svg").path
      let result = CLI.run(["render", input, "--overview", "-o", path])
      #expect(result.status == 0 && result.stdout == "", "\(name): \(result.stderr)")
      outputs.append(try Data(contentsOf: URL(fileURLWithPath: path)))
    }
    #expect(outputs[0] == outputs[1], "\(name): two runs differ")
    let svg = try SVGNodes.parse(outputs[0], name)
    #expect(svg.screens.isEmpty, "\(name): the overview draws areas, not screens")
    #expect(Self.overviewScreens(svg) == screens, "\(name)")
  }

  @Test(arguments: ViewerTestInputs.all) func theSplitDrawsEveryScreenAndIndexesEveryPage(_ name: String)
    throws
  {
    let parent = CLI.temporaryDirectory()
    let input = try ViewerTestInputs.path(name, in: parent)
    let (screens, tabs) = try Self.counts(input)
    let directory = parent.appendingPathComponent("maps")
    let run = CLI.run(["render", input, "--split", "tabs", "-o", directory.path])
    #expect(run.status == 0 && run.stdout == "", "\(name): \(run.stderr)")
    for line in run.stderr.split(separator: "\n") { #expect(line.hasPrefix("warning: "), "\(name): \(line)") }

    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    let index = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
    let entries = index.matches(
      of: #/<li><a href="([^"]+)">[^<]*</a> <span class="count">([^<]+)</span></li>/#
    )
    .map { (file: String($0.1), count: String($0.2)) }
    #expect(files == (entries.map(\.file) + ["index.html"]).sorted(), "\(name): \(files)")
    #expect(entries.first?.file == "overview.svg", "\(name)")
    #expect(files.count { $0.hasPrefix("tab-") } == tabs, "\(name): \(files)")

    var drawn = Set<Int>()
    for entry in entries {
      let svg = try SVGNodes.parse(
        try Data(contentsOf: directory.appendingPathComponent(entry.file)), entry.file)
      if entry.file == "overview.svg" {
        #expect(Self.overviewScreens(svg) == screens, "\(name)")
        continue
      }
      let shown = svg.screens
      #expect(entry.count == "\(shown.count) screen\(shown.count == 1 ? "" : "s")", "\(name): \(entry.file)")
      drawn.formUnion(shown)
    }
    #expect(drawn == Set(0..<screens), "\(name): screens on no page: \(Set(0..<screens).subtracting(drawn))")

    // The same input gives the same files (the 1,000-screen app is drawn once, for time).
    guard name != ViewerTestInputs.large else { return }
    let again = parent.appendingPathComponent("again")
    #expect(CLI.run(["render", input, "--split", "tabs", "-o", again.path]).status == 0)
    for file in files {
      let first = try Data(contentsOf: directory.appendingPathComponent(file))
      #expect(first == (try Data(contentsOf: again.appendingPathComponent(file))), "\(name): \(file) differs")
    }
  }

  /// `--split` writes a directory: it needs `-o`, refuses a file, and writes nothing on a usage
  /// error; `--format` names the pages' format.
  @Test func theSplitNeedsADirectoryAndWritesAllOrNothing() throws {
    let sample = CLI.sample("shop.json")
    let parent = CLI.temporaryDirectory()
    let noOutput = CLI.run(["render", sample, "--split", "tabs"])
    #expect(noOutput.status == 64)
    #expect(noOutput.stderr.hasPrefix("Error: '--split tabs' writes a directory: add '-o <directory>'"))

    let file = parent.appendingPathComponent("maps.svg")
    try Data("old".utf8).write(to: file)
    let onAFile = CLI.run(["render", sample, "--split", "tabs", "-o", file.path])
    #expect(
      onAFile
        == CLIRun(
          status: 2, stdout: "", stderr: "error: cannot write '\(file.path)': it is not a directory\n"))
    #expect(try String(contentsOf: file, encoding: .utf8) == "old")

    // A usage error (a direction the engine ignores) writes nothing.
    let directory = parent.appendingPathComponent("maps")
    let failed = CLI.run([
      "render", sample, "--split", "tabs", "--layout", "circo", "--rankdir", "LR", "-o", directory.path,
    ])
    #expect(failed.status == 64)
    #expect(!FileManager.default.fileExists(atPath: directory.path))

    let mermaid = CLI.run(["render", sample, "--split", "tabs", "--format", "mermaid", "-o", directory.path])
    #expect(mermaid.status == 0, "\(mermaid.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(
      files.contains("overview.mmd") && files.contains("tab-1-home.mmd") && files.contains("index.html"))
    #expect(files.allSatisfy { $0 == "index.html" || $0.hasSuffix(".mmd") }, "\(files)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted() == ["maps", "maps.svg"])
  }
}
