import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraphCLI

@Suite struct CheckCommandTests {
  static let broken = try! Data(contentsOf: CLI.root.appendingPathComponent(Goldens.cli.input("broken.json")))

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

  /// samples/router-destinations.json (format 1.1) has exactly its two deliberate warnings
  /// (samples/README.md): exit 0, and 1 with `--strict`.
  @Test func routerDestinationsSampleHasItsTwoWarnings() {
    let sample = CLI.sample("router-destinations.json")
    let run = CLI.run(["check", sample])
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr == "0 errors, 2 warnings in 15 screens\n")
    let lines = run.stdout.split(separator: "\n").map {
      $0.replacingOccurrences(of: sample, with: "<sample>")
    }
    #expect(
      lines.filter { $0.contains(": warning: ") } == [
        "<sample>:61:9: warning: push link to 'ProductDetail' 'Open item' on 'Cart' never acts: no screen of its stack registers a navigationDestination for 'Route'; register it on 'Cart' (\"destinations\": [\"Route\"]) [unregistered-destination]",
        "<sample>:143:13: warning: deep link 'drink' opened while 'OrderList' is visible shows 'OrderList', not 'ProductDetail' [broken-deep-link]",
      ])
    #expect(lines.contains("<sample>:143:13: note: reached by: tab 'orders'"))
    #expect(CLI.run(["check", "--strict", sample]).status == 1)
  }

  @Test func findingsExitOne() throws {
    let run = CLI.run(["check", CLI.sample("shop.json")])
    #expect(run.status == 1, "\(run)")
    #expect(run.stdout.contains(": error: "))
    #expect(run.stderr.hasSuffix(" in 38 screens (1 unreachable)\n"))
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
    Goldens.cli.expect(run.transcript, matches: "check-broken.txt")
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
      Goldens.cli.expect(run.stdout, matches: "check-broken.\(format == "github" ? "github.txt" : format)")
    }
  }

  @Test func terminalGetsSourceLinesAndColourUnlessNoColor() {
    let terminal = broken([], terminal: [.output, .error])
    Goldens.cli.expect(terminal.stdout, matches: "check-broken-terminal.txt")
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
    #expect(!run.stdout.contains("\"code\": \"unreachable\""))
    #expect(run.stdout.contains("\"unreachable\": 0"))
    #expect(!run.stdout.contains("\"dead-end\""))
    #expect(run.stdout.contains("\"unknown-id\""))
  }

  /// Issue 10, cascades: `"link"` for `"links"` on the entry screen leaves the 20 screens behind it
  /// unreachable: one warning and one error (at the first screen, listing the rest), and the summary
  /// still counts all 20.
  @Test func oneTypoGivesOneUnreachableError() throws {
    var screens = [#"{"id": "Start", "link": ["A"]}"#, #"{"id": "A", "links": ["B1", "B2", "B3", "B4"]}"#]
    for i in 1...4 {
      screens.append(#"{"id": "B\#(i)", "links": [{"kind": "sheet", "to": "C\#(i)"}, "A"]}"#)
    }
    for i in 1...4 { screens.append(#"{"id": "C\#(i)", "stack": true, "links": ["D\#(i)", "E\#(i)"]}"#) }
    for i in 1...4 {
      screens.append(#"{"id": "D\#(i)", "links": ["E\#(i)"\#(i == 1 ? #", "F1", "F2", "F3""# : "")]}"#)
    }
    for i in 1...4 { screens.append(#"{"id": "E\#(i)"}"#) }
    for i in 1...3 { screens.append(#"{"id": "F\#(i)"}"#) }
    #expect(screens.count == 21)
    let app = CLI.file(#"{"entry": "Start", "screens": [\#n"# + screens.joined(separator: ",\n") + "\n]}")
    let run = CLI.run(["check", app])
    #expect(run.status == 1)
    #expect(
      run.stdout.split(separator: "\n").map { String($0.drop { $0 != " " }.dropFirst()) } == [
        "warning: unknown key 'link'; did you mean 'links'? [unknown-key]",
        "error: screen 'A' is unreachable: no route from launch shows it [unreachable]",
        "note: also unreachable behind it: 'B1', 'B2', 'B3', 'B4', 'C1', 'C2', 'C3', 'C4', 'D1', 'E1' and 9 more",
      ])
    #expect(run.stderr == "1 error, 1 warning in 21 screens (20 unreachable)\n")
    let json = CLI.run(["check", "--format", "json", app])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.count == 2)
    #expect((findings[1]["screens"] as? [String])?.count == 20)
    #expect((object["summary"] as? [String: Int])?["unreachable"] == 20)
  }

  /// Issue 10: text output shows at most 100 findings per code and says how many more; JSON lists all.
  @Test func textOutputIsCappedPerCode() throws {
    let screens = (0...150).map { #"{"id": "S\#($0)"}"# }.joined(separator: ",\n")
    let app = CLI.file(#"{"entry": "S0", "screens": [\#n"# + screens + "\n]}")
    let run = CLI.run(["check", app])
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 101)
    #expect(lines.dropLast().allSatisfy { $0.hasSuffix("[unreachable]") })
    #expect(
      lines.last
        == "\(app): note: 50 more 'unreachable' findings not shown (at most 100 per code here; use --format json for all)"
    )
    #expect(run.stderr == "150 errors, 0 warnings in 151 screens (150 unreachable)\n")
    let github = CLI.run(["check", "--format", "github", app])
    #expect(github.stdout.split(separator: "\n").count == 101)
    let json = CLI.run(["check", "--format", "json", app])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect((object["findings"] as? [Any])?.count == 150)
  }

  /// Issue 10, bug 3: JSON lists a trap's screens and a cycle's group, and every finding's notes.
  @Test func jsonListsTrapScreensCycleGroupsAndNotes() throws {
    let app = CLI.file(
      """
      {"tabs": [{"id": "home", "root": "Home"}], "screens": [
        {"id": "Home", "links": [{"kind": "fullScreenCover", "to": "Export"}, "Feed"]},
        {"id": "Export", "stack": true, "links": ["Preview"]},
        {"id": "Preview", "links": ["Export", "Share"]},
        {"id": "Share", "links": ["Preview"]},
        {"id": "Feed", "links": ["Post"]},
        {"id": "Post", "links": ["Author", "Comments"]},
        {"id": "Author", "links": ["Post"]},
        {"id": "Comments", "links": ["Author"]}
      ]}
      """)
    let run = CLI.run(["check", "--format", "json", app])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    let trap = try #require(findings.first { $0["code"] as? String == "trap" })
    #expect(trap["screen"] as? String == "Export")
    #expect(trap["screens"] as? [String] == ["Export", "Preview", "Share"])
    #expect(
      (trap["notes"] as? [[String: Any]])?.map { $0["message"] as? String }
        == ["also trapped from there: 'Preview', 'Share'"])
    let cycles = findings.filter { $0["code"] as? String == "cycle" }
    #expect(
      cycles.map { $0["group"] as? [String] } == [
        ["Export", "Preview", "Share"], ["Post", "Author", "Comments"],
      ])
    #expect(
      (cycles[1]["notes"] as? [[String: Any]])?.map { $0["message"] as? String }
        == ["the group has 3 screens; 1 more not on this cycle"])
    // The cycle points at the link that closes it: Author's push back to Post.
    #expect(cycles[1]["path"] as? String == "screens[6].links[0]")
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

/// `ignore` entries and `--show-ignored` on the social sample (docs/CHECK.md#suppressions).
@Suite struct CheckSuppressionTests {
  /// samples/social.json with the cycle through 'Profile' ignored on the screen, and an entry on
  /// 'Camera' that matches nothing.
  static func social() throws -> String {
    var text = try String(contentsOfFile: CLI.sample("social.json"), encoding: .utf8)
    let profile = #""id": "Profile","#
    text = text.replacingOccurrences(
      of: profile,
      with: profile + #" "ignore": {"cycle": "profiles and posts link to each other on purpose"},"#)
    let camera = #""id": "Camera","#
    text = text.replacingOccurrences(of: camera, with: camera + #" "ignore": {"trap": "stale"},"#)
    return CLI.file(text, name: "social.json")
  }

  @Test func ignoredFindingsAreNotReportedAndShowIgnoredListsThem() throws {
    let file = try Self.social()
    let run = CLI.run(["check", file])
    #expect(run.status == 1)
    #expect(!run.stdout.contains("[cycle]"))
    #expect(run.stdout.contains("[inert-link]"))
    #expect(
      run.stdout.contains(
        "social.json:414:34: warning: screen 'Camera' ignores 'trap', but no such finding is about it; "
          + "delete the entry [unused-ignore]"))
    #expect(run.stderr == "1 error, 2 warnings in 49 screens (1 unreachable)\n")

    let shown = CLI.run(["check", "--show-ignored", file])
    #expect(shown.stdout.hasPrefix(run.stdout))
    #expect(
      shown.stdout.dropFirst(run.stdout.count) == """
        ignored findings (1):
          \(file):133:9: [cycle] push cycle 'PostDetail' > 'Profile' > 'PostDetail': the stack can grow without bound
            reason: profiles and posts link to each other on purpose

        """)

    let json = CLI.run(["check", "--show-ignored", "--format", "json", file])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let ignored = try #require(object["ignored"] as? [[String: Any]])
    #expect(ignored.map { $0["code"] as? String } == ["cycle"])
    #expect(ignored.first?["reason"] as? String == "profiles and posts link to each other on purpose")
    #expect((ignored.first?["group"] as? [String])?.prefix(3) == ["PostDetail", "Profile", "Followers"])
    // Without the option, the JSON contract is unchanged: no `ignored`.
    let plain = CLI.run(["check", "--format", "json", file])
    #expect(!plain.stdout.contains("\"ignored\""))

    let sarif = CLI.run(["check", "--show-ignored", "--format", "sarif", file])
    let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
    let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
    let suppressed = results.filter { $0["suppressions"] != nil }
    #expect(suppressed.map { $0["ruleId"] as? String } == ["cycle"])
    #expect(
      (suppressed.first?["suppressions"] as? [[String: String]])
        == [["kind": "inSource", "justification": "profiles and posts link to each other on purpose"]])
  }

  @Test func withTheCodeDisabledNoEntryIsUnused() throws {
    let run = CLI.run(["check", "--disable", "trap", try Self.social()])
    #expect(!run.stdout.contains("[unused-ignore]"))
  }

  /// A screen visible only through a deep link is not unreachable, and a finding's route to it
  /// starts with the deep link: 'Comments' (no back button, no tab bar, no link) is a dead end.
  @Test func routesThroughDeepLinks() {
    let app = CLI.file(
      """
      {"format": "1.1", "tabs": [{"id": "home", "root": "Feed"}],
       "screens": [{"id": "Feed"}, {"id": "Post", "links": [{"kind": "push", "to": "Comments"}]},
                   {"id": "Comments", "backButtonHidden": true, "hidesTabBar": true}],
       "deepLinks": [{"id": "post", "url": "app://post/{id}", "to": "Post", "moves": [{"kind": "push", "to": "Post"}]}]}
      """)
    let run = CLI.run(["check", app])
    #expect(run.status == 1)
    #expect(!run.stdout.contains("[unreachable]"))
    #expect(run.stdout.contains("[dead-end]"))
    #expect(run.stdout.contains("note: reached by: deep link 'post' > push 'Comments'\n"))
  }
}
