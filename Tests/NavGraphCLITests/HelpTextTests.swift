import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraphCLI

@Suite struct HelpTextTests {
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
      Goldens.cli.expect(long.stdout, matches: "help-\(command).txt")
    }
  }

  @Test func topLevelHelp() {
    let help = CLI.run(["--help"])
    #expect(help.status == 0)
    #expect(CLI.run(["-h"]) == help)
    #expect(CLI.run(["help"]) == help)
    for command in NavGraphCommand.commandNames { #expect(help.stdout.contains("\n  \(command) ")) }
    Goldens.cli.expect(help.stdout, matches: "help.txt")
  }

  @Test func version() {
    #expect(CLI.run(["--version"]) == CLIRun(status: 0, stdout: "navgraph 0.1.0\n", stderr: ""))
  }
}
