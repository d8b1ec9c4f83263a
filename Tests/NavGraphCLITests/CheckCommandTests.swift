import Foundation
import Testing

@testable import NavGraphCLI

@Suite struct CheckCommandTests {
  static let broken = try! Data(
    contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "Golden/broken.json"))

  func broken(_ arguments: [String], terminal: Set<StandardStream> = [], environment: [String: String] = [:])
    -> CLIRun
  {
    CLI.run(
      ["check"] + arguments + ["-"], stdin: Array(Self.broken), environment: environment, terminal: terminal)
  }

  @Test func cleanSamplesExitZero() {
    for sample in ["tabs-coordinator.json", "programmatic.json", "router.json", "launch-tabs.json"] {
      let run = CLI.run(["check", CLI.sample(sample)])
      #expect(run.status == 0, "\(sample): \(run)")
      #expect(run.stdout == "", "\(sample)")
      #expect(run.stderr.hasPrefix("0 errors, 0 warnings in "), "\(sample)")
    }
  }

  @Test func findingsExitOne() throws {
    let run = CLI.run(["check", CLI.sample("shop.json")])
    #expect(run.status == 1, "\(run)")
    #expect(run.stdout.contains(": error: "))
    #expect(run.stderr.hasSuffix(" in 38 screens\n"))
    let json = CLI.run(["check", "--format", "json", CLI.sample("shop.json")])
    #expect(json.status == 1)
    #expect(json.stderr == "")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(summary["screens"] == 38)
    #expect((object["findings"] as? [Any])?.count == summary["errors"]! + summary["warnings"]!)
  }

  @Test func invalidDescriptionPrintsEverythingAndExitsTwo() {
    let run = broken([])
    #expect(run.status == 2)
    expectCLIGolden(run.transcript, "check-broken.txt")
    #expect(
      run.stdout.contains(
        "<stdin>:8:41: error: unknown screen 'Detial'; did you mean 'Detail'? [unknown-id]\n"))
    #expect(run.stdout.contains("[unreachable]"))
    #expect(!run.stdout.contains("\u{1B}"))
  }

  @Test func everyFormatOfTheBrokenDescription() {
    for format in ["json", "sarif", "github"] {
      let run = broken(["--format", format])
      #expect(run.status == 2, "\(format)")
      #expect(run.stderr == "", "\(format)")
      expectCLIGolden(run.stdout, "check-broken.\(format == "github" ? "github.txt" : format)")
    }
  }

  @Test func terminalGetsSourceLinesAndColourUnlessNoColor() {
    let terminal = broken([], terminal: [.output, .error])
    expectCLIGolden(terminal.stdout, "check-broken-terminal.txt")
    #expect(terminal.stdout.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    let noColor = broken([], terminal: [.output, .error], environment: ["NO_COLOR": "1"])
    #expect(!noColor.stdout.contains("\u{1B}"))
    #expect(noColor.stdout.contains("\n    { \"id\": \"Search\", \"links\": [{ \"to\": \"Detial\" }] },\n"))
    #expect(broken(["--color", "never"], terminal: [.output]).stdout == noColor.stdout)
    #expect(broken(["--color", "always"], environment: ["NO_COLOR": "1"]).stdout.contains("\u{1B}["))
    #expect(broken(["--color", "always"]).stdout.contains("\u{1B}["))
    #expect(!broken(["--color", "always"]).stdout.contains("^"))
    #expect(broken([], terminal: [.output], environment: ["NO_COLOR": ""]).stdout.contains("\u{1B}["))
    #expect(!broken([], terminal: [.error]).stdout.contains("\u{1B}["))
  }

  @Test func strictMakesWarningsFail() {
    let app = CLI.file(
      """
      {"tabs": [{"id": "a", "root": "A"}], "screens": [{"id": "A", "lable": "x"}]}
      """)
    #expect(CLI.run(["check", app]).status == 0)
    #expect(CLI.run(["check", "--strict", app]).status == 1)
    let disabled = CLI.run(["check", "--strict", "--disable", "unknown-key", app])
    #expect(disabled.status == 0)
    #expect(disabled.stdout == "")
  }

  @Test func disableTurnsFindingsOff() {
    let run = broken(["--disable", "unreachable", "--disable=dead-end", "--format", "json"])
    #expect(!run.stdout.contains("\"unreachable\""))
    #expect(!run.stdout.contains("\"dead-end\""))
    #expect(run.stdout.contains("\"unknown-id\""))
  }

  @Test func maxStepsReportsDeepScreens() {
    let run = CLI.run(["check", "--max-steps", "1", CLI.sample("tabs-coordinator.json")])
    #expect(run.status == 0)
    #expect(run.stdout.contains("[deep]"))
  }

  @Test func unreadableInput() {
    let missing = CLI.run(["check", "/nonexistent/app.json"])
    #expect(missing.status == 2)
    #expect(missing.stdout.contains("/nonexistent/app.json: error: "))
    #expect(missing.stdout.contains("[io-error]"))
    let closed = CLI.run(["check", "-"])
    #expect(closed.status == 2)
    #expect(closed.stdout.hasPrefix("<stdin>: error: cannot read standard input: "))
    #expect(closed.stdout.hasSuffix(" [io-error]\n"))
    #expect(closed.stderr == "1 error, 0 warnings\n")
    let json = CLI.run(["check", "--format", "json", "-"])
    #expect(json.status == 2)
    #expect(json.stdout.contains("\"message\": \"cannot read standard input: "))
    let directory = CLI.run(["check", CLI.temporaryDirectory().path])
    #expect(directory.status == 2)
  }

  /// Regression: without a file and without `app.json`, `--format json` printed nothing on
  /// standard output; the missing input is an `io-error` like an unreadable file.
  @Test func defaultFileIsAppJSONInTheCurrentDirectory() {
    guard !FileManager.default.fileExists(atPath: "app.json") else { return }
    #expect(
      CLI.run(["check"])
        == CLIRun(
          status: 2,
          stdout: "app.json: error: no file given and no 'app.json' in the current directory [io-error]\n",
          stderr: "1 error, 0 warnings\n"))
    let json = CLI.run(["check", "--format", "json"])
    #expect(json.status == 2)
    #expect(json.stdout.contains("\"message\": \"no file given and no 'app.json' in the current directory\""))
  }

  /// `--disable` takes a comma-separated list as well as repeated codes.
  @Test func disableTakesACommaSeparatedList() {
    let shop = CLI.sample("shop.json")
    let listed = CLI.run(["check", "--disable", "unreachable, dead-end", "--disable=cycle", shop])
    let repeated = CLI.run([
      "check", "--disable", "unreachable", "--disable", "dead-end", "--disable", "cycle", shop,
    ])
    #expect(listed == CLIRun(status: 0, stdout: "", stderr: "0 errors, 0 warnings in 38 screens\n"))
    #expect(repeated == listed)
    let all = CLI.run(["check", shop])
    for code in ["unreachable", "dead-end", "cycle"] { #expect(all.stdout.contains("[\(code)]")) }
  }
}
