import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraphCLI

@Suite struct RenderCommandTests {
  let sample = CLI.sample("tabs-coordinator.json")

  @Test func textFormatsGoToStandardOutput() {
    let mermaid = CLI.run(["render", "--format", "mermaid", sample])
    #expect(mermaid.status == 0)
    #expect(mermaid.stdout.hasPrefix("---\ntitle: \"A\"\n---\nflowchart TB\n"))
    let dot = CLI.run(["render", "--format", "dot", "--no-layout", sample])
    #expect(dot.status == 0)
    #expect(dot.stdout.contains("digraph"))
    let svg = CLI.run(["render", sample])
    #expect(svg.status == 0)
    #expect(svg.stdout.contains("<svg"))
  }

  @Test func formatFromTheOutputExtensionWrittenAtomically() throws {
    let directory = CLI.temporaryDirectory()
    for (name, prefix) in [("map.svg", "<?xml"), ("map.mmd", "---\ntitle: \"A\""), ("map.gv", "digraph")] {
      let path = directory.appendingPathComponent(name).path
      let run = CLI.run(["render", sample, "-o", path])
      #expect(run == CLIRun(status: 0, stdout: "", stderr: ""), "\(name)")
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(text.hasPrefix(prefix), "\(name)")
    }
    let png = directory.appendingPathComponent("map.png").path
    #expect(CLI.run(["render", "--legend", "--labels", "-o", png, sample]).status == 0)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: png))
    #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
        "map.gv", "map.mmd", "map.png", "map.svg",
      ])
  }

  @Test func binaryOutputIsRefusedOnATerminal() {
    let run = CLI.run(["render", "--format", "png", sample], terminal: [.output])
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr.hasPrefix("error: 'png' output is binary and standard output is a terminal"))
    let (status, bytes, _) = CLI.runBytes(["render", "--format", "pdf", sample])
    #expect(status == 0)
    #expect(Array(bytes.prefix(4)) == Array("%PDF".utf8))
  }

  @Test func failuresLeaveTheOldFileIntact() throws {
    let path = CLI.temporaryDirectory().appendingPathComponent("map.svg").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    let engine = CLI.run(["render", "--layout", "nonsense", "-o", path, sample])
    #expect(engine.status == 64)
    #expect(engine.stderr.hasPrefix("Error: invalid value 'nonsense' for '--layout <engine>'"))
    let tab = CLI.run(["render", "--tab", "nonsense", "-o", path, sample])
    #expect(tab.status == 2)
    #expect(tab.stderr.hasPrefix("error: unknown tab 'nonsense'"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
  }

  /// Regression: `-o` into a missing directory said "cannot create a temporary file beside ...",
  /// and `-o` naming a directory failed only after the map was drawn.
  @Test func outputPathProblemsAreNamedBeforeDrawing() throws {
    let directory = CLI.temporaryDirectory().path
    #expect(
      CLI.run(["render", "-o", directory + "/missing/map.svg", sample])
        == CLIRun(
          status: 2, stdout: "",
          stderr:
            "error: cannot write '\(directory)/missing/map.svg': the directory '\(directory)/missing' does not exist\n"
        ))
    #expect(
      CLI.run(["render", "-o", directory, sample])
        == CLIRun(status: 2, stdout: "", stderr: "error: cannot write '\(directory)': it is a directory\n"))
    #expect(
      CLI.run(["render", "--format", "mermaid", "-o", directory, sample])
        == CLIRun(status: 2, stdout: "", stderr: "error: cannot write '\(directory)': it is a directory\n"))
    #expect(
      CLI.run(["render", "-o", sample + "/map.svg", sample])
        == CLIRun(
          status: 2, stdout: "",
          stderr: "error: cannot write '\(sample)/map.svg': '\(sample)' is not a directory\n"))
    #expect(
      CLI.run(["render", "-o", directory + "/missing/map.svg", "/nonexistent.json"]).stderr.hasPrefix(
        "error: cannot write "))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
  }

  /// `--rankdir` takes the four directions Graphviz and Mermaid share, in any case.
  @Test func everyRankDirection() {
    for (given, direction) in [("TB", "TB"), ("bt", "BT"), ("Lr", "LR"), ("rl", "RL")] {
      let dot = CLI.run(["render", "--format", "dot", "--no-layout", "--rankdir", given, sample])
      #expect(dot.status == 0, "\(given)")
      #expect(dot.stdout.contains("rankdir=\"\(direction)\""), "\(given)")
      let mermaid = CLI.run(["render", "--format", "mermaid", "--rankdir", given, sample])
      #expect(mermaid.stdout.contains("\nflowchart \(direction)\n"), "\(given)")
      let svg = CLI.run(["render", "--rankdir", given, sample])
      #expect(svg.status == 0, "\(given)")
    }
  }

  @Test func filtersAndHighlight() {
    #expect(CLI.run(["render", "--format", "mermaid", "--highlight", "B", "E", sample]).status == 0)
    #expect(CLI.run(["render", "--format", "mermaid", "--tab", "c", sample]).status == 0)
    #expect(CLI.run(["render", "--format", "mermaid", "--focus", "D", "--radius", "1", sample]).status == 0)
    #expect(
      CLI.run(["render", "--format", "mermaid", "--no-findings", "--rankdir", "LR", sample]).status == 0)
    #expect(
      CLI.run(["render", "--format", "mermaid", "--focus", "Dd", sample])
        == CLIRun(status: 2, stdout: "", stderr: "error: unknown screen 'Dd'; did you mean 'D'?\n"))
    let tab = CLI.run(["render", "--format", "mermaid", "--tab", "x", sample])
    #expect(tab.status == 2)
    #expect(tab.stderr.hasPrefix("error: unknown tab 'x'"))
  }

  /// The issue's repro: tabs that share screens.
  static let sharedTabs = """
    {"tabs":[{"id":"feed","title":"Feed","root":"Feed"},{"id":"profile","title":"Profile","root":"Profile"}],
    "screens":[{"id":"Feed","links":["Post"]},{"id":"Post","links":[{"kind":"push","to":"Profile","label":"Author"}]},
    {"id":"Profile","links":["Followers"]},{"id":"Followers","links":["Profile"]}]}
    """

  /// A tab's page draws its area in full and the tab it pushes into as one node.
  @Test func aTabDrawsItsAreaAndTheAreasItLinksTo() {
    let file = CLI.file(Self.sharedTabs)
    let profile = CLI.run(["render", "--format", "mermaid", "--tab", "profile", file])
    #expect(profile.status == 0 && profile.stderr == "")
    #expect(
      profile.stdout.contains(
        "  subgraph c0[\"Profile\"]\n    n2(\"Profile\")\n    n3(\"Followers\")\n  end\n"))
    let feed = CLI.run(["render", "--format", "mermaid", "--tab", "feed", file])
    #expect(feed.stdout.contains("  a0([\"Profile<br>2 screens\"])\n"))
    #expect(feed.stdout.contains("  n1 -->|\"Author\"| a0\n") || feed.stdout.contains("  n1 --> a0\n"))
  }

  @Test func aSelectionThatDrawsNothingFails() throws {
    let file = CLI.file(Self.sharedTabs)
    let output = CLI.temporaryDirectory().appendingPathComponent("map.svg").path
    let run = CLI.run(["render", "--tab", "profile", "--focus", "Feed", "--radius", "0", "-o", output, file])
    #expect(
      run
        == CLIRun(
          status: 2, stdout: "",
          stderr: "error: nothing to draw: no screen of tab 'profile' is within 0 links of 'Feed'; "
            + "widen --radius, or drop --focus [empty-selection]\n"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func warningsGoToStandardError() {
    let targets = (0..<500).map { "{\"id\": \"t\($0)\"}" }.joined(separator: ",")
    let links = (0..<500).map { "\"t\($0)\"" }.joined(separator: ",")
    let file = CLI.file(
      "{\"tabs\": [{\"id\": \"main\", \"root\": \"Hub\"}], \"screens\": [{\"id\": \"Hub\", \"links\": [\(links)]}, \(targets)]}"
    )
    let run = CLI.run(["render", "--format", "mermaid", file])
    #expect(run.status == 0 && run.stdout.hasPrefix("flowchart TB\n"))
    #expect(
      run.stderr
        == "warning: the mermaid map has 501 links (limit 500), more than GitHub draws; "
        + "draw part of it with --tab or --focus [mermaid-too-large]\n")
  }

  @Test func tooLargeToLayOutIsRefusedFirst() {
    let count = 3_000
    let screens = (0..<count).map {
      "{\"id\": \"s\($0)\"\($0 + 1 < count ? ", \"links\": [\"s\($0 + 1)\"]" : "")}"
    }
    let file = CLI.file(
      "{\"tabs\": [{\"id\": \"main\", \"root\": \"s0\"}], \"screens\": [\(screens.joined(separator: ","))]}")
    let run = CLI.run(["render", "--highlight", "s0", "s2999", file])
    #expect(
      run
        == CLIRun(
          status: 2, stdout: "",
          stderr:
            "error: the map has 3000 nodes and 2999 edges, more than 'dot' lays out in reasonable time; "
            + "use --layout sfdp, or draw part of it with --tab or --focus [graph-too-large]\n"))
  }
}
