import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraphCLI

/// `check`, `path`, `routes` and `render` on Swift code (`SwiftCode`): the model is read in memory
/// and every finding is located at the Swift source, relative to the first PATH.
@Suite(.enabled(if: SwiftCode.isAvailable, "this build has no SwiftUI reader"))
struct SwiftCodeTests {
  static let project = CLI.sample("swiftui")

  @Test func checkReportsEveryFindingAtItsSwiftLine() {
    let run = CLI.run(["check", Self.project])
    #expect(run.status == 1)
    Goldens.cli.expect(run.transcript, matches: "check-swiftui.txt")
    for code in ["unreachable", "dead-end", "cycle", "inert-link", "unregistered-destination", "trap"] {
      #expect(run.stdout.contains("[\(code)]"), "\(code)")
    }
    #expect(
      run.stdout.contains("Tasks/Inbox/ComposeView.swift:3:1: error: screen 'ComposeView' is a dead end"))
  }

  @Test func everyFormatPointsAtTheSwiftFiles() {
    for format in ["json", "sarif", "github"] {
      let run = CLI.run(["check", "--format", format, Self.project])
      #expect(run.status == 1, "\(format)")
      #expect(run.stderr == "", "\(format)")
      // The JSON names the input as given: an absolute path that differs between checkouts.
      let output = run.stdout.replacingOccurrences(of: CLI.root.path + "/", with: "")
      Goldens.cli.expect(output, matches: "check-swiftui.\(format == "github" ? "github.txt" : format)")
    }
  }

  /// The same model from the project directory, from its files given one by one, and from the
  /// JSON `extract` writes (but for the locations, which name the Swift files in the first two).
  @Test func severalPathsReadAsOneProject() throws {
    let tasks = CLI.sample("swiftui/Tasks")
    let files = try FileManager.default.subpathsOfDirectory(atPath: tasks).filter { $0.hasSuffix(".swift") }
      .sorted().map { "\(tasks)/\($0)" }
    let whole = CLI.run(["check", "--format", "json", tasks])
    let pieces = CLI.run(["check", "--format", "json", tasks + "/Inbox", tasks + "/TasksApp.swift"] + files)
    #expect(whole.status == 1 && pieces.status == 1)
    let summary = { (run: CLIRun) in run.stdout.components(separatedBy: "\"summary\"").last ?? "" }
    #expect(summary(whole) == summary(pieces))
  }

  @Test func pathRoutesAndRenderReadSwiftCode() {
    let path = CLI.run(["path", Self.project, "InboxView", "ProjectView"])
    #expect(path.status == 0, "\(path)")
    #expect(path.stdout.contains("push 'TaskDetailView'") && path.stdout.contains("push 'ProjectView'"))
    let routes = CLI.run(["routes", Self.project])
    #expect(routes.status == 0, "\(routes)")
    #expect(routes.stdout.contains("FocusHelpView"))
    let render = CLI.run(["render", Self.project, "--format", "dot", "--no-layout"])
    #expect(render.status == 0, "\(render)")
    #expect(render.stdout.contains("ArchiveView"))
  }

  @Test func swiftPathsAndADescriptionDoNotMix() {
    let run = CLI.run(["check", Self.project, CLI.sample("shop.json")])
    #expect(run.status == 64)
    #expect(run.stderr.hasPrefix("Error: unexpected argument '\(CLI.sample("shop.json"))'; after Swift code"))
  }

  @Test func aMissingSwiftFileIsAnInputError() {
    let run = CLI.run(["check", "/nonexistent/App.swift"])
    #expect(run.status == 2)
    #expect(run.stdout.contains("[io-error]"), "\(run)")
  }
}
