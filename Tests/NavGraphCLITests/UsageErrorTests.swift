import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraphCLI

/// Every usage error's exact standard error, and that it exits 64 with nothing on standard output.
/// The transcript shows the package's own files by their paths inside the package.
@Suite struct UsageErrorTests {
  static let cases: [[String]] = [
    [],
    ["chek"],
    ["--bogus"],
    ["--version", "extra"],
    ["help", "chek"],
    ["help", "check", "path"],
    ["check", "--foo"],
    ["check", "--fromat", "json"],
    ["check", "--format"],
    ["check", "--format", "xml"],
    ["check", "--format=jsn"],
    ["check", "--strict=yes"],
    ["check", "--max-steps", "many"],
    ["check", "--max-steps", "-1"],
    ["check", "--disable", "unreachabel"],
    ["check", "--disable", "nonsense"],
    ["check", "--disable", "json-syntax"],
    ["check", "--color", "sometimes"],
    ["check", "--disable", "cycle,"],
    ["check", "--disable", "cycle,nonsense"],
    ["check", "--format", "json", "--format", "sarif"],
    ["check", "a.json", "b.json"],
    ["diff"],
    ["diff", "old.json"],
    ["diff", "a.json", "b.json", "c.json"],
    ["diff", "-", "-"],
    ["diff", "--git", "HEAD"],
    ["diff", "--git", "HEAD", "a.json", "b.json"],
    ["diff", "--git", "--output=x", "a.json"],
    ["diff", "--git", "HEAD", "Sources/"],
    ["diff", "--format", "sarif", "a.json", "b.json"],
    ["path"],
    ["path", "C"],
    ["path", CLI.sample("tabs-coordinator.json"), "C"],
    ["path", "-", "E"],
    ["path", "app.json", "C", "E", "F"],
    ["path", "--from-launch"],
    ["path", "--from-launch", CLI.sample("tabs-coordinator.json")],
    ["path", "--from-launch", "app.json", "C", "E"],
    ["path", "--max-states", "0", "C", "E"],
    ["path", "--format", "csv", "C", "E"],
    ["path", "--format", "json", "--verbose", "C", "E"],
    ["routes", "--format", "yaml"],
    ["routes", "--verbose"],
    ["render", "-x"],
    ["render", "-o"],
    ["render", "-o", "map.xyz"],
    ["render", "-o", "a.svg", "-o", "b.svg"],
    ["render", "-o", "a.svg", "--output", "b.svg"],
    ["render", "a.json", "map.svg"],
    ["render", "--format", "jpg"],
    ["render", "--format", "png", "-o", "map.svg"],
    ["render", "--no-layout", "--format", "svg"],
    ["render", "--findings", "--no-findings"],
    ["render", "--layout", "osage"],
    ["render", "--layout", "neato", "--format", "mermaid"],
    ["render", "--layout", "neato", "-o", "map.mmd"],
    ["render", "--layout", "neato", "--no-layout", "--format", "dot"],
    ["render", "--layout", "neato", "--rankdir", "LR"],
    ["render", "--radius", "2"],
    ["render", "--focus", "C", "--radius", "-1"],
    ["render", "--highlight", "C"],
    ["render", "--highlight", "C", "E", "--highlight", "B", "E"],
    ["render", "--tab", "a", "--tab", "b"],
    ["render", "--rankdir", "up"],
    ["render", "--rankdir", "tp"],
  ]

  @Test func everyUsageErrorExactly() {
    var transcript = ""
    for arguments in Self.cases {
      let run = CLI.run(arguments)
      #expect(run.status == 64, "\(arguments)")
      #expect(run.stdout == "", "\(arguments)")
      #expect(run.stderr.hasPrefix("Error: "), "\(arguments)")
      let command = (["navgraph"] + arguments).joined(separator: " ")
      transcript += "$ \(command.replacingOccurrences(of: CLI.root.path + "/", with: ""))\n\(run.stderr)\n"
    }
    Goldens.cli.expect(transcript, matches: "usage-errors.txt")
  }

  @Test func unknownOptionFollowsTheArgumentParserContract() {
    #expect(
      CLI.run(["check", "--foo"]).stderr == """
        Error: unknown option '--foo'
        Usage: navgraph check [<options>] [<file>]
        See 'navgraph check --help'.

        """)
    #expect(
      CLI.run(["check", "--fromat", "json"]).stderr.hasPrefix(
        "Error: unknown option '--fromat'; did you mean '--format'?\n"))
  }
}
