import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraphCLI

/// `navgraph diff` on the samples: formats, exit statuses, `--git`.
@Suite struct DiffCommandTests {
  static let shop = try! String(contentsOfFile: CLI.sample("shop.json"), encoding: .utf8)

  /// The shop with 'SimilarProducts' renamed, the promo's link removed (its screen unreachable), a
  /// label changed and a screen added behind a new link.
  static var changed: String {
    shop.replacingOccurrences(of: "\"SimilarProducts\"", with: "\"RelatedProducts\"")
      .replacingOccurrences(
        of:
          ",\n        { \"kind\": \"fullScreenCover\", \"to\": \"PromoVideo\", \"label\": \"Watch the spring collection\" }",
        with: ",\n        { \"kind\": \"sheet\", \"to\": \"WhatsNew\", \"label\": \"What's new\" }"
      )
      .replacingOccurrences(of: "\"See all deals\"", with: "\"All deals\"")
      .replacingOccurrences(
        of: "  \"screens\": [\n",
        with: "  \"screens\": [\n    { \"id\": \"WhatsNew\", \"links\": [{ \"kind\": \"dismiss\" }] },\n")
  }

  /// The two versions in a fresh directory, as `old.json` and `new.json`.
  static func files() -> (old: String, new: String) {
    let directory = CLI.temporaryDirectory()
    let old = directory.appendingPathComponent("old.json")
    let new = directory.appendingPathComponent("new.json")
    try? Data(shop.utf8).write(to: old)
    try? Data(changed.utf8).write(to: new)
    return (old.path, new.path)
  }

  /// The run with the temporary directory written as `<tmp>`.
  static func run(_ arguments: [String], in directory: String) -> CLIRun {
    var run = CLI.run(arguments)
    run.stdout = run.stdout.replacingOccurrences(of: directory, with: "<tmp>")
    run.stderr = run.stderr.replacingOccurrences(of: directory, with: "<tmp>")
    return run
  }

  @Test func everyFormatOfTheChangedShop() {
    let (old, new) = Self.files()
    let directory = URL(fileURLWithPath: old).deletingLastPathComponent().path
    for (format, golden) in [("text", "diff.txt"), ("markdown", "diff.md"), ("json", "diff.json")] {
      let run = Self.run(["diff", "--format", format, old, new], in: directory)
      #expect(run.status == 1, "\(format): \(run)")
      #expect(run.stderr == "", "\(format)")
      Goldens.cli.expect(run.stdout, matches: golden)
    }
    let text = CLI.run(["diff", old, new]).stdout
    #expect(text.contains("~ 'SimilarProducts' → 'RelatedProducts' (renamed: same links, new id; a guess)"))
    #expect(
      text.contains("error: screen 'PromoVideo' is unreachable: no route from launch shows it [unreachable]"))
  }

  @Test func noNewErrorExitsZeroAndStrictFailsOnNewWarnings() {
    let (old, _) = Self.files()
    let same = CLI.run(["diff", old, old])
    #expect(same.status == 0)
    #expect(same.stdout == "navgraph diff \(old) \(old): no change to the navigation\n")
    // A new inert link is a warning: exit 0, 1 with --strict.
    let noLinks = CLI.file(
      Self.shop.replacingOccurrences(
        of: "{ \"kind\": \"push\", \"to\": \"ProductList\", \"label\": \"See all deals\" },",
        with:
          "{ \"kind\": \"push\", \"to\": \"ProductList\", \"label\": \"See all deals\" }, { \"kind\": \"dismiss\" },"
      ),
      name: "inert.json")
    let inert = CLI.run(["diff", old, noLinks])
    #expect(inert.status == 0, "\(inert)")
    #expect(inert.stdout.contains("warning: dismiss link on 'Home' never acts"))
    #expect(CLI.run(["diff", "--strict", old, noLinks]).status == 1)
  }

  @Test func standardInputAndInvalidVersions() {
    let (old, new) = Self.files()
    let stdin = CLI.run(["diff", "-", new], stdin: Array(Self.shop.utf8))
    #expect(stdin.status == 1)
    #expect(stdin.stdout.hasPrefix("navgraph diff <stdin> \(new): "))
    let broken = CLI.run(["diff", old, "-"], stdin: Array("{\"screens\": [".utf8))
    #expect(broken.status == 2)
    #expect(broken.stdout == "")
    #expect(broken.stderr.contains("<stdin>:1:14: error: "))
    let missing = CLI.run(["diff", old, "/nonexistent/new.json"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("error: cannot read '/nonexistent/new.json'"))
  }

  /// `--git REV PATH`: the old version from a commit of a repository made for the test.
  @Test func gitReadsTheOldVersionFromARevision() throws {
    let directory = CLI.temporaryDirectory()
    let app = directory.appendingPathComponent("app.json")
    func git(_ arguments: String...) throws {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments =
        ["git", "-C", directory.path, "-c", "user.email=t@t", "-c", "user.name=t"] + arguments
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "git \(arguments)")
    }
    // Outside a repository.
    try Data(Self.changed.utf8).write(to: app)
    let outside = CLI.run(["diff", "--git", "HEAD", app.path])
    #expect(outside.status == 2)
    #expect(outside.stderr.hasPrefix("error: cannot read '\(app.path)' at 'HEAD': not a git repository"))

    try git("init", "-q")
    try Data(Self.shop.utf8).write(to: app)
    try git("add", "app.json")
    try git("commit", "-q", "-m", "shop")
    try Data(Self.changed.utf8).write(to: app)
    let run = CLI.run(["diff", "--git", "HEAD", app.path])
    #expect(run.status == 1, "\(run)")
    #expect(run.stdout.hasPrefix("navgraph diff HEAD:\(app.path) \(app.path): "))
    let (old, new) = Self.files()
    #expect(
      run.stdout.replacingOccurrences(of: "HEAD:\(app.path)", with: old).replacingOccurrences(
        of: app.path, with: new)
        == CLI.run(["diff", old, new]).stdout)

    let absent = CLI.run(["diff", "--git", "HEAD", directory.appendingPathComponent("other.json").path])
    #expect(absent.status == 2)
    #expect(absent.stderr.contains("at 'HEAD': path 'other.json' does not exist in 'HEAD'"))
    let badRevision = CLI.run(["diff", "--git", "nonsense", app.path])
    #expect(badRevision.status == 2)
    #expect(badRevision.stderr.hasPrefix("error: cannot read '\(app.path)' at 'nonsense': "))
  }

  /// `render --diff OLD`: the new map with the changes marked, in Mermaid here.
  @Test func renderDiffMarksTheChangesOnTheNewMap() {
    let (old, new) = Self.files()
    let run = CLI.run(["render", new, "--diff", old, "--format", "mermaid"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("class n0 added\n"))
    // The removed full-screen cover to 'PromoVideo' is a ghost link; no screen was removed.
    #expect(run.stdout.contains(" stroke:#a0aec0,stroke-dasharray: 4 3,color:#718096\n"))
    #expect(!run.stdout.contains("  g0("))
    let broken = CLI.run(["render", new, "--diff", "-", "--format", "mermaid"], stdin: Array("[".utf8))
    #expect(broken.status == 2)
    #expect(broken.stdout == "")
    for other in [["--tab", "home"], ["--focus", "Home"], ["--overview"], ["--split", "tabs"]] {
      let exclusive = CLI.run(["render", new, "--diff", old] + other)
      #expect(exclusive.status == 64, "\(other)")
      #expect(exclusive.stderr.hasPrefix("Error: '--diff <old>' and '\(other[0])"), "\(other)")
    }
    // --tab and --focus still go together without --diff.
    #expect(CLI.run(["render", new, "--tab", "home", "--focus", "Home", "--format", "mermaid"]).status != 64)
  }

  /// The deep links section in every format: samples/router-destinations.json against a copy where
  /// 'order' also pushes 'TrackOrder' (changed), 'drink' is gone and 'settings' is new.
  /// A changed `then` (format 1.1) changes the link, in every format (before, the parts were not
  /// compared and the change went unreported).
  @Test func aChangedThenIsAChangedLinkInEveryFormat() throws {
    func app(_ then: String) -> String {
      """
      {"format": "1.1", "tabs": [{"id": "main", "root": "Home"}],
       "screens": [
        {"id": "Home", "stack": true, "destinations": ["Route"], "links": [{"kind": "sheet", "to": "Sheet"}, "Settings"]},
        {"id": "Sheet", "links": [{"kind": "dismiss", "label": "See profile", "then": \(then)}]},
        {"id": "Profile"}, {"id": "Settings"}
       ]}
      """
    }
    let old = CLI.file(app(#"[{"to": "Profile", "value": "Route"}]"#), name: "old.json")
    let new = CLI.file(app(#"[{"kind": "tab", "to": "main"}, "Settings"]"#), name: "new.json")
    let text = CLI.run(["diff", old, new]).stdout
    #expect(
      text.contains(
        """
        links:
          ~ 'Sheet': dismiss 'See profile', then push to 'Profile' (value 'Route') → dismiss 'See profile', then tab to 'main', push to 'Settings'

        """), "\(text)")
    let markdown = CLI.run(["diff", "--format", "markdown", old, new]).stdout
    #expect(
      markdown.contains(
        "| changed | Sheet | dismiss 'See profile', then push to 'Profile' (value 'Route') → dismiss 'See profile', "
          + "then tab to 'main', push to 'Settings' |"), "\(markdown)")
    let json = CLI.run(["diff", "--format", "json", old, new]).stdout
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let changed = try #require((object["links"] as? [String: Any])?["changed"] as? [[String: Any]])
    #expect(changed.count == 1)
    let before = try #require(changed.first?["old"] as? [String: Any])
    let after = try #require(changed.first?["new"] as? [String: Any])
    #expect(before["then"] as? [[String: String]] == [["kind": "push", "to": "Profile", "value": "Route"]])
    #expect(
      after["then"] as? [[String: String]] == [
        ["kind": "tab", "to": "main"], ["kind": "push", "to": "Settings"],
      ])
    #expect(after["label"] as? String == "See profile" && after["kind"] as? String == "dismiss")
  }

  @Test func deepLinksInEveryFormat() throws {
    let sample = try String(contentsOfFile: CLI.sample("router-destinations.json"), encoding: .utf8)
    let start = try #require(sample.range(of: "  \"deepLinks\": ["))
    let changed =
      sample[..<start.lowerBound] + """
          "deepLinks": [
            {"id": "order", "url": "coffee://orders/{id}", "to": "OrderDetail",
             "moves": [{"kind": "tab", "to": "orders"}, {"kind": "push", "to": "OrderDetail", "value": "Order.ID"}, "TrackOrder"]},
            {"id": "settings", "url": "coffee://settings", "to": "Settings",
             "moves": [{"kind": "tab", "to": "account"}, "Settings"]}
          ]
        }
        """
    let new = CLI.file(String(changed), name: "new.json")
    let old = CLI.sample("router-destinations.json")
    let text = CLI.run(["diff", old, new])
    #expect(text.status == 1)
    #expect(text.stdout.contains("; 1 deep link added, 1 removed, 1 changed\n"))
    #expect(
      text.stdout.hasSuffix(
        """
        deep links:
          + 'settings' coffee://settings: opens tab 'account' [Account > Settings]
          - 'drink' coffee://drinks/{id}: opened tab 'menu' [Menu > ProductDetail]
          ~ 'order' coffee://orders/{id}: opens tab 'orders' [OrderList > OrderDetail] → tab 'orders' [OrderList > OrderDetail > TrackOrder]

        """))
    let markdown = CLI.run(["diff", "--format", "markdown", old, new]).stdout
    #expect(markdown.contains("<details><summary>Deep links (1 added, 1 removed, 1 changed)</summary>"))
    #expect(
      markdown.contains("| added | settings | coffee://settings | tab 'account' \\[Account > Settings\\] |\n")
    )
    let json = CLI.run(["diff", "--format", "json", old, new]).stdout
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let deepLinks = try #require(object["deepLinks"] as? [String: [[String: String]]])
    #expect(
      deepLinks["added"] == [
        ["id": "settings", "url": "coffee://settings", "new": "tab 'account' [Account > Settings]"]
      ])
    #expect(
      deepLinks["removed"] == [
        ["id": "drink", "url": "coffee://drinks/{id}", "old": "tab 'menu' [Menu > ProductDetail]"]
      ])
    #expect(deepLinks["changed"]?.map { $0["id"] } == ["order"])
  }
}
