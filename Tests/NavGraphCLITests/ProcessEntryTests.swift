import Foundation
import NavGraphTestSupport
import Testing

/// The built `navgraph` executable (`ProcessEntry.runAsProcess` on the real streams, arguments and
/// environment), run from the package root: its whole standard output, standard error and exit
/// status, compared with golden files.
@Suite(.enabled(if: BuiltExecutable.testsEnabled, BuiltExecutable.missing))
struct ProcessEntryTests {
  func run(
    _ arguments: [String], stdin: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> CLIRun {
    try BuiltExecutable.run(arguments, stdin: stdin, sourceLocation: sourceLocation)
  }

  @Test func checkOnABrokenDescription() throws {
    let run = try run(["check", Goldens.cli.input("broken.json")])
    #expect(run.status == 2)
    Goldens.cli.expect(run.transcript, matches: "binary-check-broken.txt")
  }

  @Test func checkOnTheShopSample() throws {
    let run = try run(["check", "samples/shop.json"])
    #expect(run.status == 1)
    Goldens.cli.expect(run.transcript, matches: "binary-check-shop.txt")
  }

  @Test func pathAndUsageError() throws {
    let path = try run(["path", "samples/tabs-coordinator.json", "B", "E"])
    #expect(path.status == 0)
    Goldens.cli.expect(path.transcript, matches: "binary-path.txt")
    let usage = try run(["check", "--fromat", "json"])
    #expect(usage.status == 64)
    Goldens.cli.expect(usage.transcript, matches: "binary-usage.txt")
    #expect(try run(["--version"]) == CLIRun(status: 0, stdout: "navgraph 0.1.0\n", stderr: ""))
  }

  @Test func standardInput() throws {
    let run = try run(["check", "-"], stdin: "{\"screens\": [}")
    #expect(run.status == 2)
    Goldens.cli.expect(run.transcript, matches: "binary-check-stdin.txt")
  }
}
