import Testing

@testable import NavGraphCLI

/// Every usage error's exact standard error, and that it exits 64 with nothing on standard output.
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
    ["check", "a.json", "b.json"],
    ["path"],
    ["path", "C"],
    ["path", "app.json", "C", "E", "F"],
    ["path", "--from-launch"],
    ["path", "--from-launch", "app.json", "C", "E"],
    ["path", "--max-states", "0", "C", "E"],
    ["path", "--format", "csv", "C", "E"],
    ["routes", "--format", "yaml"],
    ["routes", "--verbose"],
    ["render", "-x"],
    ["render", "-o"],
    ["render", "-o", "map.xyz"],
    ["render", "--format", "jpg"],
    ["render", "--no-layout", "--format", "svg"],
    ["render", "--radius", "2"],
    ["render", "--focus", "C", "--radius", "-1"],
    ["render", "--highlight", "C"],
    ["render", "--rankdir", "RL"],
  ]

  @Test func everyUsageErrorExactly() {
    var transcript = ""
    for arguments in Self.cases {
      let run = CLI.run(arguments)
      #expect(run.status == 64, "\(arguments)")
      #expect(run.stdout == "", "\(arguments)")
      #expect(run.stderr.hasPrefix("Error: "), "\(arguments)")
      transcript += "$ \((["navgraph"] + arguments).joined(separator: " "))\n\(run.stderr)\n"
    }
    expectCLIGolden(transcript, "usage-errors.txt")
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

@Suite struct HelpTests {
  @Test func helpOnEveryCommandIsTheSameEverywhere() {
    for command in NavGraphCommand.commandNames {
      let long = CLI.run([command, "--help"])
      #expect(long.status == 0)
      #expect(long.stderr == "")
      #expect(long.stdout.contains("USAGE: navgraph \(command) "))
      #expect(long.stdout.contains("EXIT STATUS:\n  0   success\n"))
      #expect(CLI.run([command, "-h"]) == long)
      #expect(CLI.run(["help", command]) == long)
      #expect(CLI.run([command, "--format", "nonsense", "--help"]) == long)
      expectCLIGolden(long.stdout, "help-\(command).txt")
    }
  }

  @Test func topLevelHelp() {
    let help = CLI.run(["--help"])
    #expect(help.status == 0)
    #expect(CLI.run(["-h"]) == help)
    #expect(CLI.run(["help"]) == help)
    for command in NavGraphCommand.commandNames { #expect(help.stdout.contains("\n  \(command) ")) }
    expectCLIGolden(help.stdout, "help.txt")
  }

  @Test func version() {
    #expect(CLI.run(["--version"]) == CLIRun(status: 0, stdout: "navgraph 0.1.0\n", stderr: ""))
  }
}
