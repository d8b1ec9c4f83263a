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

  /// Regression: a path from a screen the search for routes stopped before reaching (an app with
  /// deep links, past its bound) trapped on the missing route; it is `route-limit-reached`, exit 2.
  @Test func aStartPastTheRouteSearchBoundSaysSo() throws {
    let app = CLI.file(RoutesCommandTests.pastTheBound)
    let text = CLI.run(["path", app, "P5", "P7"])
    #expect(text.status == 2)
    #expect(text.stdout == "")
    #expect(
      text.stderr
        == "error: 'P5' is reachable, but the search for routes stopped at 50000 states before reaching it, "
        + "so the state a path from it starts in is unknown; search from launch (--from-launch) or from a deep "
        + "link (--deep-link) instead\n")
    let json = CLI.run(["path", "--format", "json", app, "P5", "P7"])
    #expect(json.status == 2)
    #expect(
      json.stdout == """
        {
          "error": "route-limit-reached",
          "from": "P5",
          "limit": 50000,
          "to": "P7"
        }

        """)
  }

  /// Regression: the search skipped every configuration the bounded search for routes had not
  /// numbered, and answered "no path" to a screen it reaches (P7, seven pushes from deep link
  /// `post`'s state).
  @Test func aTargetPastTheRouteSearchBoundIsFound() {
    let run = CLI.run(["path", "--deep-link", "post", CLI.file(RoutesCommandTests.pastTheBound), "P7"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("deep link 'post' -> P7: 7 moves\n  start: root [Feed > Post]\n"))
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

  /// `--deep-link`: the fewest user moves from the state the deep link opens at launch; the output
  /// names the deep link and the start state.
  @Test func fromADeepLink() throws {
    let app = CLI.sample("router-destinations.json")
    #expect(
      CLI.run(["path", app, "--deep-link", "order", "TrackOrder"])
        == CLIRun(
          status: 0,
          stdout: """
            deep link 'order' -> TrackOrder: 1 move
              start: tab 'orders' [OrderList > OrderDetail]
              1. push 'TrackOrder'    tap 'Track' on 'OrderDetail'

            """, stderr: ""))
    // From launch the same screen takes the deep link itself plus a push; the search never opens
    // a deep link: from 'drink' (menu tab) the orders tab is tapped, then the order opened.
    let fromDrink = CLI.run(["path", app, "--deep-link", "drink", "OrderDetail"])
    #expect(fromDrink.status == 0)
    #expect(
      fromDrink.stdout == """
        deep link 'drink' -> OrderDetail: 2 moves
          start: tab 'menu' [Menu > ProductDetail]
          1. tab 'orders'                           tap tab 'orders'
          2. push 'OrderDetail' (value Order.ID)    tap 'Open order' on 'OrderList'

        """)
    let json = CLI.run(["path", "--format", "json", app, "--deep-link", "order", "OrderDetail"])
    #expect(json.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["deepLink"] as? String == "order")
    #expect(object["from"] == nil)
    #expect(object["steps"] as? Int == 0)
    let start = try #require(object["start"] as? [String: Any])
    #expect(start["tab"] as? String == "orders")
    #expect((start["stacks"] as? [String: [String]])?["orders"] == ["OrderList", "OrderDetail"])
  }

  /// An unknown deep-link id is an error (exit 2) with the closest id, in text and JSON; an app
  /// without deep links says so.
  @Test func unknownDeepLinkSuggests() throws {
    let app = CLI.sample("router-destinations.json")
    #expect(
      CLI.run(["path", app, "--deep-link", "ordr", "Menu"])
        == CLIRun(status: 2, stdout: "", stderr: "error: unknown deep link 'ordr'; did you mean 'order'?\n"))
    let json = CLI.run(["path", "--format", "json", app, "--deep-link", "ordr", "Menu"])
    #expect(json.status == 2)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["error"] as? String == "unknown-deep-link")
    #expect(object["deepLink"] as? String == "ordr")
    #expect(object["message"] as? String == "unknown deep link 'ordr'; did you mean 'order'?")
    #expect(
      CLI.run(["path", sample, "--deep-link", "post", "E"]).stderr
        == "error: unknown deep link 'post': the description has no 'deepLinks'\n")
  }

  /// `--deep-link` with `<from>` too, or with `--from-launch`, is a usage error.
  @Test func deepLinkUsageErrors() {
    let app = CLI.sample("router-destinations.json")
    let withFrom = CLI.run(["path", app, "--deep-link", "order", "Menu", "OrderList"])
    #expect(withFrom.status == 64)
    #expect(withFrom.stderr.hasPrefix("Error: '--deep-link' and '<from>' cannot be used together\n"))
    let both = CLI.run(["path", app, "--from-launch", "--deep-link", "order", "Menu"])
    #expect(both.status == 64)
    #expect(both.stderr.hasPrefix("Error: '--from-launch' and '--deep-link <id>' cannot be used together\n"))
  }
}
