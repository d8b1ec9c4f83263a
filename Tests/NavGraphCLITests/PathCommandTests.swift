import Foundation
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
    expectCLIGolden(verbose.stdout, "path-verbose.txt")
    let json = CLI.run(["path", "--format=json", sample, "B", "E"])
    #expect(json.status == 0)
    expectCLIGolden(json.stdout, "path.json")
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

  @Test func invalidDescriptionExitsTwoWithDiagnosticsOnStandardError() {
    let app = CLI.file(#"{"screens": [{"id": "A", "links": ["B"]}], "entry": "A"}"#)
    let run = CLI.run(["path", app, "A", "A"])
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr.contains(": error: unknown screen 'B'"))
  }
}

@Suite struct RoutesCommandTests {
  @Test func everyFormat() throws {
    let sample = CLI.sample("tabs-coordinator.json")
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: sample)))
    for format in ["text", "json", "markdown", "csv"] {
      let run = CLI.run(["routes", "--format", format, "-"], stdin: bytes)
      #expect(run.status == 0, "\(format)")
      #expect(run.stderr == "", "\(format)")
      expectCLIGolden(run.stdout, "routes.\(format == "markdown" ? "md" : format == "text" ? "txt" : format)")
    }
  }

  @Test func everySampleHasARouteTable() {
    for sample in ["programmatic.json", "router.json", "launch-tabs.json", "shop.json"] {
      let run = CLI.run(["routes", CLI.sample(sample)])
      #expect(run.status == 0, "\(sample)")
      #expect(run.stdout.hasPrefix("screen "), "\(sample)")
    }
  }
}
