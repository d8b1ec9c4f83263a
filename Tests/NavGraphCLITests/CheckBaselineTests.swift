import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraph
@testable import NavGraphCLI

/// `check --write-baseline` and `check --baseline` on the samples (docs/CI.md#baseline).
@Suite struct CheckBaselineTests {
  static func social() throws -> String {
    try String(contentsOfFile: CLI.sample("social.json"), encoding: .utf8)
  }

  /// The sample with `edit` applied, in a fresh file.
  static func social(_ edit: (String) -> String) throws -> String {
    CLI.file(edit(try social()), name: "social.json")
  }

  static func baseline(of file: String) -> (run: CLIRun, path: String) {
    let path = CLI.temporaryDirectory().appendingPathComponent(".navgraph-baseline.json").path
    return (CLI.run(["check", "--write-baseline", path, file]), path)
  }

  @Test func theBaselineIsSortedStableAndNamesElementsNotLines() throws {
    let (run, path) = Self.baseline(of: CLI.sample("social.json"))
    #expect(run.status == 0)
    #expect(run.stdout == "")
    #expect(run.stderr == "wrote 3 findings to the baseline '\(path)'\n")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      text == """
        {
          "findings": [
            {
              "code": "cycle",
              "cycle": "push",
              "screens": [
                "Comments",
                "Conversation",
                "Followers",
                "Following",
                "Hashtag",
                "Likers",
                "Place",
                "PostDetail",
                "Profile",
                "Reposts",
                "SharedMedia",
                "TaggedPosts"
              ]
            },
            {
              "code": "inert-link",
              "link": {
                "kind": "push",
                "to": "PhotoEdit"
              },
              "screen": "Camera"
            },
            {
              "code": "unreachable",
              "screen": "PhotoEdit"
            }
          ],
          "version": 1
        }

        """)
    // The same findings in another order of the file give the same bytes.
    let again = Self.baseline(of: CLI.sample("social.json"))
    #expect(try String(contentsOfFile: again.path, encoding: .utf8) == text)
  }

  @Test func withItsBaselineNothingIsReported() {
    let (_, path) = Self.baseline(of: CLI.sample("social.json"))
    let run = CLI.run(["check", "--strict", "--baseline", path, CLI.sample("social.json")])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout == "")
    #expect(
      run.stderr == """
        0 errors, 0 warnings in 49 screens
        baseline: 3 known findings not reported; every entry still occurs

        """)
  }

  /// Ten screens added above the existing ones move every line; only what is new is reported.
  @Test func aBaselineSurvivesTenScreensAddedAboveTheExistingOnes() throws {
    let (_, path) = Self.baseline(of: CLI.sample("social.json"))
    let added = (0..<10).map { #"    { "id": "New\#($0)", "links": ["New\#(($0 + 1) % 10)"] },"# }
    let file = try Self.social {
      $0.replacingOccurrences(
        of: "  \"screens\": [\n", with: "  \"screens\": [\n" + added.joined(separator: "\n") + "\n")
    }
    let run = CLI.run(["check", "--baseline", path, file])
    #expect(run.status == 1)
    #expect(
      run.stdout == """
        \(file):12:13: error: screen 'New0' is unreachable: no route from launch shows it [unreachable]
        \(file):12:13: note: also unreachable behind it: 'New1', 'New2', 'New3', 'New4', 'New5', 'New6', 'New7', 'New8', 'New9'

        """)
    #expect(!run.stdout.contains("'PhotoEdit'"))
    #expect(!run.stdout.contains("'PostDetail'"))
    #expect(run.stderr.hasSuffix("baseline: 3 known findings not reported; every entry still occurs\n"))
    let json = CLI.run(["check", "--baseline", path, "--format", "json", file])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["baseline"] as? [String: Int] == ["known": 3, "gone": 0])
    let codes = (object["findings"] as? [[String: Any]])?.compactMap { $0["code"] as? String }
    #expect(codes == ["unreachable"])
  }

  /// 'Camera' in a stack: its push acts, and 'PhotoEdit' behind it is reachable.
  @Test func fixedFindingsAreEntriesThatNoLongerOccur() throws {
    let (_, path) = Self.baseline(of: CLI.sample("social.json"))
    let file = try Self.social {
      $0.replacingOccurrences(of: #""id": "Camera","#, with: #""id": "Camera", "stack": true,"#)
    }
    let run = CLI.run(["check", "--baseline", path, file])
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stderr.hasSuffix(
        "baseline: 1 known finding not reported; 2 entries no longer occur (write the baseline again to drop them)\n"
      ))
  }

  @Test func aBadBaselineIsALocatedErrorAndExitsTwo() {
    let cases: [(String, String)] = [
      (
        "{\n  \"version\": 1,\n  \"findings\": [ {\"code\": \"cycle\",} ]\n}\n",
        "3:33: error: trailing comma before '}'"
      ),
      (
        "{\"version\": 2, \"findings\": []}",
        "1:1: error: unknown baseline version 2: this build reads version 1"
      ),
      ("{\"findings\": []}", "1:1: error: missing key 'version' in the baseline"),
      (
        "{\"version\": 1, \"findings\": [{\"screen\": \"A\"}]}",
        "1:29: error: missing key 'code' in findings[0]"
      ),
      (
        "{\"version\": 1, \"findings\": [{\"code\": \"x\", \"line\": 3}]}",
        "1:43: error: unknown key 'line' in findings[0]"
      ),
      ("{\"version\": 1, \"findings\": {}}", "1:28: error: 'findings' must be an array, found an object"),
      ("", " error: the baseline file is empty"),
    ]
    for (text, message) in cases {
      let path = CLI.file(text, name: "baseline.json")
      let run = CLI.run(["check", "--baseline", path, CLI.sample("social.json")])
      #expect(run.status == 2, "\(text)")
      #expect(run.stdout == "")
      #expect(run.stderr == "\(path):\(message)\n", "\(text)")
    }
    let missing = CLI.run(["check", "--baseline", "/nonexistent/b.json", CLI.sample("social.json")])
    #expect(missing.status == 2)
    #expect(
      missing.stderr == "/nonexistent/b.json: error: cannot read the baseline: no such file or directory\n")
  }

  @Test func anInvalidDescriptionWritesNoBaseline() {
    let path = CLI.temporaryDirectory().appendingPathComponent("b.json").path
    let run = CLI.run(["check", "--write-baseline", path, "-"], stdin: Array("{\"screens\": 3}".utf8))
    #expect(run.status == 2)
    #expect(run.stderr.hasSuffix("error: the description is invalid; the baseline was not written\n"))
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func baselineAndWriteBaselineExcludeEachOther() {
    let run = CLI.run(["check", "--baseline", "a.json", "--write-baseline", "b.json"])
    #expect(run.status == 64)
    #expect(
      run.stderr.hasPrefix("Error: '--baseline <file>' and '--write-baseline <file>' cannot be used together")
    )
  }

  /// The baseline's text reads back as the same identities.
  @Test func theFileReadsBackAsWritten() throws {
    let identities = [
      FindingIdentity(code: "unreachable", screens: ["Promo"]),
      FindingIdentity(code: "inert-link", screens: ["A"], linkKind: "pop"),
      FindingIdentity(code: "inert-link", screens: ["A"], linkKind: "push", linkTarget: "B\"q"),
      FindingIdentity(code: "cycle", screens: ["A", "B"], cycle: "modal"),
      FindingIdentity(code: "unknown-key", message: "unknown key 'lable'; did you mean 'label'?"),
      FindingIdentity(code: "unreachable", screens: ["Promo"]),
    ]
    let baseline = Baseline(entries: identities)
    let read = try BaselineReader.read(bytes: Array(baseline.json.utf8), file: "b.json").get()
    #expect(read == baseline)
    #expect(read.entries.count == 6)
  }
}
