import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraphCLI

/// `navgraph extract` on the SwiftUI project of `samples/swiftui` and on code written by the tests.
@Suite(.enabled(if: SwiftCode.isAvailable, "this build has no SwiftUI reader"))
struct ExtractCommandTests {
  static let project = CLI.sample("swiftui")

  /// Writes Swift files into a fresh directory and returns it.
  static func tree(_ files: [String: String]) -> URL {
    let root = CLI.temporaryDirectory()
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try? FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? Data(text.utf8).write(to: url)
    }
    return root
  }

  @Test func writesTheDescriptionOnStandardOutput() {
    let run = CLI.run(["extract", Self.project])
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr == "extracted 10 screens, 3 tabs and 12 links from 10 Swift files\n")
    Goldens.cli.expect(run.stdout, matches: "extract-swiftui.json")
    #expect(CLI.run(["extract", Self.project, "-o", "-"]) == run)
  }

  @Test func outputFileIsWrittenAtomicallyAndReplaced() throws {
    let directory = CLI.temporaryDirectory()
    let output = directory.appendingPathComponent("app.json")
    try Data("old".utf8).write(to: output)
    let run = CLI.run(["extract", "-o", output.path, Self.project])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout == "")
    let written = try String(contentsOf: output, encoding: .utf8)
    #expect(written == CLI.run(["extract", Self.project]).stdout)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["app.json"])
  }

  @Test func anOutputThatCannotBeWrittenReadsNothing() {
    let output = CLI.temporaryDirectory().appendingPathComponent("missing/app.json").path
    let run = CLI.run(["extract", Self.project, "-o", output])
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr.hasPrefix("error: "))
    #expect(!run.stderr.contains("extracted"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func aMissingPathIsAnErrorAndNothingIsWritten() {
    let output = CLI.temporaryDirectory().appendingPathComponent("app.json").path
    let run = CLI.run(["extract", "/nonexistent/Sources", "-o", output])
    #expect(run.status == 2)
    #expect(run.stderr.contains("error: ") && run.stderr.contains("[io-error]"), "\(run)")
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func aDirectoryWithoutSwiftFilesIsAnError() {
    let root = Self.tree(["README.md": "# nothing here\n"])
    let run = CLI.run(["extract", root.path])
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr == "error: no Swift files in '\(root.path)'\n")
  }

  /// A file that does not parse is reported at the parser's location; what parsed is written.
  @Test func aFileThatDoesNotParseIsReportedAndTheRestWritten() {
    let root = Self.tree([
      "App.swift": """
      import SwiftUI
      @main struct A: App { var body: some Scene { WindowGroup { NavigationStack { Home() } } } }
      struct Home: View { var body: some View { NavigationLink("Detail") { Detail() } } }

      """,
      "Feature/Detail.swift":
        "import SwiftUI\nstruct Detail: View {\n  var body: some View { Text(\"\") \n}\n",
    ])
    let run = CLI.run(["extract", root.path])
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.hasPrefix("Feature/Detail.swift:4:2: error: "), "\(run.stderr)")
    #expect(run.stderr.contains("[swift-syntax]"))
    #expect(
      run.stdout.contains(#""to": "Detail", "label": "Detail", "source": "App.swift:3:43""#), "\(run.stdout)")
  }

  /// Code with no view the reader can launch on (the root built elsewhere) is described, with no
  /// `entry`: written, said and failed, since that description does not load until the overlay sets
  /// one. Before, the run succeeded, and `check` on the file then stopped at a load error
  /// (held-out set 116 NavigationCoordinator).
  @Test func aDescriptionWithNothingToLaunchOnIsWrittenAndFails() {
    let root = Self.tree([
      "App.swift": """
      import SwiftUI
      @main struct A: App {
        @StateObject private var pilot = Pilot()
        var body: some Scene { WindowGroup { pilot.firstView } }
      }

      """
    ])
    let run = CLI.run(["extract", root.path])
    #expect(run.status == 1, "\(run)")
    #expect(run.stdout.contains(#""screens": []"#), "\(run.stdout)")
    #expect(
      run.stderr.hasSuffix(
        "error: the description has no 'entry' and no 'tabs', so it does not load until the overlay (navgraph.json in the first PATH, or --overlay) sets one\n"
      ), "\(run.stderr)")
  }

  /// What `extract` writes loads back without a diagnostic (`source` is a key of the format), and
  /// `check` finds the same problems on it as on the code, located in the JSON.
  @Test func theDescriptionLoadsBackWithTheSameFindings() throws {
    let output = CLI.temporaryDirectory().appendingPathComponent("tasks.json").path
    #expect(CLI.run(["extract", Self.project, "-o", output]).status == 0)
    let described = CLI.run(["check", "--format", "json", output])
    let code = CLI.run(["check", "--format", "json", Self.project])
    #expect(!described.stdout.contains("unknown-key") && !described.stderr.contains("unknown-key"))
    func findings(_ run: CLIRun) throws -> [String] {
      let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
      let findings = try #require(object?["findings"] as? [[String: Any]], "\(run)")
      return findings.map { "\($0["code"] ?? "") \($0["screen"] ?? "")" }
    }
    #expect(described.status == code.status)
    #expect(try findings(described) == findings(code))
    #expect(try findings(described).count == 7)
  }

  /// Sources are relative to the first PATH: its directory when it is a file.
  @Test func sourcesAreRelativeToTheFirstPath() {
    let file = CLI.sample("swiftui/Tasks/Inbox/ArchiveView.swift")
    let run = CLI.run(["extract", file])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains(#""source": "ArchiveView.swift:4:1""#), "\(run.stdout)")
  }
}
