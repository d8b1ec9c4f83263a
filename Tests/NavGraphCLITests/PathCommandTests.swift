import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraphCLI

@Suite struct PathCommandTests {
  let sample = CLI.sample("tabs-coordinator.json")

  @Test func seedQueries() {
    #expect(
      CLI.run(["path", sample, "C", "E"])
        == CLIRun(
          status: 0,
          stdout: """
            C -> E: 2 moves
              1. push 'D'    tap 'NavigateToD' on 'C'
              2. push 'E'    tap 'NavigateToE' on 'D'

            """, stderr: ""))
    #expect(
      CLI.run(["path", sample, "E", "C"]).stdout.hasPrefix(
        "E -> C: 1 move\n  1. popToRoot    tap 'BackToC' on 'E'\n"))
    #expect(CLI.run(["path", sample, "E", "B"]).stdout.hasPrefix("E -> B: 1 move\n"))
    #expect(CLI.run(["path", sample, "B", "E"]).stdout.hasPrefix("B -> E: 3 moves\n"))
    #expect(CLI.run(["path", sample, "C", "C"]).stdout == "C -> C: 0 moves\n")
  }

  @Test func fromLaunchAndStandardInput() throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: sample)))
    let run = CLI.run(["path", "--from-launch", "-", "E"], stdin: bytes)
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("launch -> E: 3 moves\n"))
    #expect(CLI.run(["path", "-", "C", "E"], stdin: bytes).stdout.hasPrefix("C -> E: 2 moves\n"))
  }

  @Test func verboseAndJSON() {
    let verbose = CLI.run(["path", "--verbose", sample, "B", "E"])
    Goldens.cli.expect(verbose.stdout, matches: "path-verbose.txt")
    let json = CLI.run(["path", "--format=json", sample, "B", "E"])
    #expect(json.status == 0)
    Goldens.cli.expect(json.stdout, matches: "path.json")
  }

  @Test func unknownScreensSuggestAndExitTwo() {
    #expect(
      CLI.run(["path", sample, "C", "Ee"])
        == CLIRun(status: 2, stdout: "", stderr: "error: unknown screen 'Ee'; did you mean 'E'?\n"))
    #expect(CLI.run(["path", sample, "Nowhere", "E"]).stderr == "error: unknown screen 'Nowhere'\n")
  }

  @Test func noPathExitsOneWithTheReason() {
    let app = CLI.file(
      """
      {"tabs": [{"id": "a", "root": "A"}], "screens": [{"id": "A"}, {"id": "Orphan"}]}
      """)
    let run = CLI.run(["path", app, "A", "Orphan"])
    #expect(run.status == 1)
    #expect(run.stdout.hasPrefix("A -> Orphan: no path\n  "))
    let json = CLI.run(["path", "--format", "json", app, "A", "Orphan"])
    #expect(json.status == 1)
    #expect(json.stdout.contains("\"error\": \"no-path\""))
  }

  /// Regression: the search bound printed nothing on standard output with `--format json`.
  @Test func everyJSONOutcomePrintsJSON() throws {
    let limit = CLI.run(["path", "--format", "json", "--max-states", "1", sample, "B", "E"])
    #expect(limit.status == 2)
    #expect(
      limit.stdout == """
        {
          "error": "limit-reached",
          "from": "B",
          "limit": 1,
          "to": "E"
        }

        """)
    #expect(limit.stderr.hasPrefix("error: no answer after exploring 1 states without showing 'E'"))

    let unknown = CLI.run(["path", "--format", "json", sample, "Cc", "E"])
    #expect(unknown.status == 2)
    #expect(
      unknown.stdout == """
        {
          "error": "unknown-screen",
          "from": "Cc",
          "message": "unknown screen 'Cc'; did you mean 'C'?",
          "screen": "Cc",
          "to": "E"
        }

        """)
    #expect(unknown.stderr == "error: unknown screen 'Cc'; did you mean 'C'?\n")
    let unknownTo = CLI.run(["path", "--format", "json", "--from-launch", sample, "Nowhere"])
    #expect(unknownTo.stdout.contains("\"screen\": \"Nowhere\""))
    #expect(!unknownTo.stdout.contains("\"from\""))

    let invalid = CLI.run(["path", "--format", "json", "-", "A", "B"], stdin: Array(#"{"screens": ["#.utf8))
    #expect(invalid.status == 2)
    #expect(
      invalid.stdout == """
        {
          "diagnostics": [
            {
              "code": "json-syntax",
              "column": 14,
              "line": 1,
              "message": "expected a value, found end of file",
              "notes": [],
              "severity": "error"
            }
          ],
          "error": "cannot-load",
          "file": "<stdin>",
          "from": "A",
          "to": "B"
        }

        """)
    #expect(invalid.stderr.hasPrefix("<stdin>:1:14: error: "))
    let closed = CLI.run(["path", "--format", "json", "-", "A", "B"])
    #expect(closed.status == 2)
    #expect(closed.stdout.contains("\"message\": \"cannot read standard input: "))
    #expect(closed.stdout.contains("\"error\": \"cannot-load\""))

    for run in [limit, unknown, unknownTo, invalid, closed] {
      let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
      #expect(object?["error"] is String, "\(run)")
    }
  }

  /// Regression: `path app.json Home` read `app.json` as a screen id and complained that no file was
  /// given; a first word naming a file is the file, and the missing screen is reported.
  @Test func aFileWithTooFewScreensIsReportedAsAMissingScreen() throws {
    let expected = CLIRun(
      status: 64, stdout: "",
      stderr: """
        Error: missing expected argument '<to>'
        Usage: navgraph path [<options>] [<file>] [<from>] <to>
        See 'navgraph path --help'.

        """)
    #expect(CLI.run(["path", sample, "E"]) == expected)
    #expect(CLI.run(["path", "--from-launch", sample]) == expected)
    #expect(
      CLI.run(["path", "-", "E"], stdin: Array(try Data(contentsOf: URL(fileURLWithPath: sample))))
        == expected)
    // A directory is Swift code to read (`SwiftCode`), so it is the input too.
    let directory = CLI.temporaryDirectory().path
    #expect(CLI.run(["path", directory, "E"]) == expected)
  }

  @Test func invalidDescriptionExitsTwoWithDiagnosticsOnStandardError() {
    let app = CLI.file(#"{"screens": [{"id": "A", "links": ["B"]}], "entry": "A"}"#)
    let run = CLI.run(["path", app, "A", "A"])
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr.contains(": error: unknown screen 'B'"))
  }
}
