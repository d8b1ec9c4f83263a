import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraphCLI

@Suite struct RoutesCommandTests {
  @Test func everyFormat() throws {
    let sample = CLI.sample("tabs-coordinator.json")
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: sample)))
    for format in ["text", "json", "markdown", "csv"] {
      let run = CLI.run(["routes", "--format", format, "-"], stdin: bytes)
      #expect(run.status == 0, "\(format)")
      #expect(run.stderr == "", "\(format)")
      Goldens.cli.expect(
        run.stdout, matches: "routes.\(format == "markdown" ? "md" : format == "text" ? "txt" : format)")
    }
  }

  /// An app with deep links whose search for routes stops at its bound (50,000 states) before it
  /// reaches P4 to P7: eight screens pushing one another from the root make 8^d states at depth d,
  /// and the chain Post > P1 > ... > P7 starts at the state deep link `post` opens (depth 1).
  static let pastTheBound: String = {
    var screens = [
      #"{"id": "Feed", "stack": true, "links": ["S0", "S1", "S2", "S3", "S4", "S5", "S6", "S7"]}"#
    ]
    for i in 0..<8 {
      screens.append(#"{"id": "S\#(i)", "links": ["S0", "S1", "S2", "S3", "S4", "S5", "S6", "S7"]}"#)
    }
    let chain = ["Post"] + (1...7).map { "P\($0)" }
    for (a, b) in zip(chain, chain.dropFirst()) { screens.append(#"{"id": "\#(a)", "links": ["\#(b)"]}"#) }
    screens.append(#"{"id": "P7"}"#)
    return """
      {"format": "1.1", "entry": "Feed", "screens": [\(screens.joined(separator: ",\n"))],
       "deepLinks": [{"id": "post", "url": "myapp://post", "to": "Post", "moves": ["Post"]}]}
      """
  }()

  /// Regression: a screen the deep links show, which the search for routes stopped before reaching,
  /// was listed as unreachable; it is reachable, without a route.
  @Test func aScreenPastTheBoundIsReachableWithoutARoute() throws {
    let app = CLI.file(Self.pastTheBound)
    let text = CLI.run(["routes", app])
    #expect(text.status == 0)
    let lines = text.stdout.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("P3      4      root [Feed > Post > P1 > P2 > P3]") })
    #expect(lines.contains("P4      -      reachable, no route found within 50000 states"))
    #expect(!lines.contains { $0.contains("unreachable") })

    let json = CLI.run(["routes", "--format", "json", app])
    #expect(json.status == 0)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let entries = try #require(document["routes"] as? [[String: Any]])
    let p7 = try #require(entries.first { $0["id"] as? String == "P7" })
    #expect(p7["reachable"] as? Bool == true)
    #expect(p7["limit"] as? Int == 50_000)
    #expect(p7["steps"] == nil && p7["moves"] == nil && p7["state"] == nil)

    let csv = CLI.run(["routes", "--format", "csv", app])
    #expect(csv.stdout.contains("\r\nP7,true,,,\r\n"))
    let markdown = CLI.run(["routes", "--format", "markdown", app])
    #expect(markdown.stdout.contains("\n| P7 | reachable, no route found within 50000 states | | |\n"))
  }

  /// Regression: an input that cannot be loaded printed nothing on standard output with
  /// `--format json`.
  @Test func jsonWhenTheInputCannotBeLoaded() {
    let run = CLI.run(["routes", "--format", "json", "/nonexistent/app.json"])
    #expect(run.status == 2)
    #expect(
      run.stdout == """
        {
          "diagnostics": [
            {
              "code": "io-error",
              "message": "cannot read '/nonexistent/app.json': no such file or directory",
              "notes": [],
              "severity": "error"
            }
          ],
          "error": "cannot-load",
          "file": "/nonexistent/app.json",
          "version": 1
        }

        """)
    #expect(
      run.stderr
        == "/nonexistent/app.json: error: cannot read '/nonexistent/app.json': no such file or directory [io-error]\n"
    )
    #expect(CLI.run(["routes", "/nonexistent/app.json"]).stdout == "")
  }

  @Test func everySampleHasARouteTable() {
    for sample in [
      "programmatic.json", "router.json", "launch-tabs.json", "shop.json", "router-destinations.json",
    ] {
      let run = CLI.run(["routes", CLI.sample(sample)])
      #expect(run.status == 0, "\(sample)")
      #expect(run.stdout.hasPrefix("screen "), "\(sample)")
    }
  }

  /// A minimal app where 'Post' and 'Comments' are shown only through deep link 'post' (no link leads
  /// to 'Post'), and deep link 'broken' pushes 'Me' onto a sheet without a stack, so it ends on 'Login'.
  static let deepLinks = CLI.file(
    """
    {"format": "1.1", "tabs": [{"id": "home", "root": "Feed"}, {"id": "me", "root": "Me"}],
     "screens": [{"id": "Feed"}, {"id": "Me"}, {"id": "Post", "links": [{"kind": "push", "to": "Comments"}]},
                 {"id": "Comments"}, {"id": "Login", "stack": false}],
     "deepLinks": [
       {"id": "post", "url": "app://post/{id}", "label": "Open a post", "to": "Post",
        "moves": [{"kind": "tab", "to": "home"}, {"kind": "push", "to": "Post"}]},
       {"id": "broken", "url": "app://me/login", "to": "Me",
        "moves": [{"kind": "tab", "to": "me"}, {"kind": "sheet", "to": "Login"}, {"kind": "push", "to": "Me"}]}]}
    """)

  /// Screens visible only through a deep link have routes that start with it; the deep links are
  /// listed with the state each opens at launch, and one that does not show its `to` says so.
  @Test func deepLinksAreListedWithTheStateTheyOpenCold() throws {
    let run = CLI.run(["routes", Self.deepLinks])
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        screen    steps  state                                route
        Feed      0      tab 'home' [Feed]                    (launch)
        Me        1      tab 'me' [Me]                        tab 'me'
        Post      1      tab 'home' [Feed > Post]             deep link 'post' (tab 'home', push 'Post')
        Comments  2      tab 'home' [Feed > Post > Comments]  deep link 'post' (tab 'home', push 'Post') > push 'Comments'
        Login     1      tab 'me' [Me]; sheet [Login]         deep link 'broken' (tab 'me', sheet 'Login', push 'Me')

        deep link  url              to    opened at launch
        post       app://post/{id}  Post  tab 'home' [Feed > Post]
        broken     app://me/login   Me    tab 'me' [Me]; sheet [Login]  (broken: shows 'Login')

        """)
    let json = CLI.run(["routes", "--format", "json", Self.deepLinks])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let deepLinks = try #require(object["deepLinks"] as? [[String: Any]])
    #expect(deepLinks.map { $0["id"] as? String } == ["post", "broken"])
    #expect(deepLinks[0]["url"] as? String == "app://post/{id}")
    #expect(deepLinks[0]["label"] as? String == "Open a post")
    #expect(deepLinks[1]["label"] == nil)
    #expect(deepLinks.map { $0["to"] as? String } == ["Post", "Me"])
    #expect(deepLinks.map { $0["endsOnTarget"] as? Bool } == [true, false])
    let state = try #require(deepLinks[0]["state"] as? [String: Any])
    #expect(state["tab"] as? String == "home")
    #expect((state["stacks"] as? [String: [String]])?["home"] == ["Feed", "Post"])
    let routes = try #require(object["routes"] as? [[String: Any]])
    let comments = try #require(routes.first { $0["id"] as? String == "Comments" })
    let moves = try #require(comments["moves"] as? [[String: Any]])
    #expect(moves.map { $0["via"] as? String } == ["deepLink", "link"])
    #expect(moves.map { $0["to"] as? String } == ["Post", "Comments"])
  }

  /// Without deep links, the JSON has no `deepLinks` key and the text no second table.
  @Test func noDeepLinksNoSection() {
    let sample = CLI.sample("tabs-coordinator.json")
    #expect(!CLI.run(["routes", "--format", "json", sample]).stdout.contains("deepLinks"))
    #expect(!CLI.run(["routes", sample]).stdout.contains("deep link"))
  }
}
