import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraphCLI

/// `--overlay` and `navgraph.json` on the commands that read SwiftUI code (docs/EXTRACT.md#the-overlay).
@Suite(.enabled(if: SwiftCode.isAvailable, "this build has no SwiftUI reader"))
struct OverlayCommandTests {
  static let code = """
    import SwiftUI
    @main struct NotesApp: App {
      var body: some Scene { WindowGroup { NavigationStack { NotesView() } } }
    }
    struct NotesView: View {
      @State private var composing = false
      var body: some View {
        Button("New") { composing = true }
          .sheet(isPresented: $composing) { ComposeView() }
      }
    }
    struct ComposeView: View {
      @Environment(\\.dismiss) private var dismiss
      var body: some View { Button("Cancel") { dismiss() } }
    }

    """

  /// The overlay adds a push from the sheet, which has no stack: an inert link, in the overlay.
  static let overlay = """
    {
      "format": "1.1",
      "screens": [
        {"id": "ComposeView", "links": [{"kind": "push", "to": "TipsView", "label": "Tips"}]},
        {"id": "TipsView"}
      ]
    }

    """

  /// A project directory with the code, and `files` (name to text) beside it.
  static func project(_ files: [String: String] = [:]) -> URL {
    let root = CLI.temporaryDirectory()
    try? Data(code.utf8).write(to: root.appendingPathComponent("NotesApp.swift"))
    for (name, text) in files { try? Data(text.utf8).write(to: root.appendingPathComponent(name)) }
    return root
  }

  @Test func checkLocatesFindingsInTheOverlay() {
    let root = Self.project()
    let overlay = CLI.file(Self.overlay, name: "nav.json")
    let run = CLI.run(["check", root.path, "--overlay", overlay])
    #expect(run.status == 1, "\(run)")
    #expect(
      run.stdout.contains(
        "\(overlay):4:37: warning: push link to 'TipsView' 'Tips' on 'ComposeView' never acts"),
      "\(run.stdout)")
    // Without the overlay, the same code has no finding.
    #expect(CLI.run(["check", root.path]).status == 0)
  }

  @Test func navgraphJSONInTheFirstPathIsReadAndExtractSaysSo() {
    let root = Self.project(["navgraph.json": Self.overlay])
    let run = CLI.run(["extract", root.path])
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stderr
        == "extracted 3 screens, 0 tabs and 3 links from 1 Swift file and the overlay 'navgraph.json'\n")
    #expect(
      run.stdout.contains(
        #"{ "kind": "push", "to": "TipsView", "label": "Tips", "source": "navgraph.json:4:37" }"#),
      "\(run.stdout)")
    // check, path and routes read it too.
    #expect(CLI.run(["check", root.path]).stdout.contains("navgraph.json:4:37: warning"))
    #expect(CLI.run(["routes", root.path]).stdout.contains("TipsView"))
    // An explicit overlay replaces it.
    let empty = CLI.file(#"{"format": "1.1", "screens": []}"#, name: "empty.json")
    #expect(!CLI.run(["routes", root.path, "--overlay", empty]).stdout.contains("TipsView"))
  }

  @Test func anOverlayWithAnErrorWritesNothing() {
    let root = Self.project()
    let broken = CLI.file(#"{"format": "1.1", "screens": [{"id": "A", "links": [{"kind": "modal"}]}]}"#)
    let run = CLI.run(["extract", root.path, "--overlay", broken])
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr.contains("\(broken):1:62: error: unknown link kind 'modal'"), "\(run.stderr)")
    #expect(CLI.run(["check", root.path, "--overlay", broken]).status == 2)
    let missing = CLI.run(["extract", root.path, "--overlay", "/nonexistent/nav.json"])
    #expect(missing.status == 2 && missing.stdout == "")
    #expect(missing.stderr.contains("cannot read '/nonexistent/nav.json'"))
  }

  @Test func anOverlayOnADescriptionIsAUsageError() {
    let description = CLI.sample("shop.json")
    for command in [["check"], ["routes"], ["render", "--format", "dot"], ["path", "--from-launch"]] {
      let run = CLI.run(
        command + [description, "--overlay", "nav.json"] + (command[0] == "path" ? ["Cart"] : []))
      #expect(run.status == 64, "\(command)")
      #expect(
        run.stderr.hasPrefix(
          "Error: '--overlay' applies to SwiftUI code only, and '\(description)' is a description: write what "
            + "the overlay adds into it"), "\(command): \(run.stderr)")
    }
    let diff = CLI.run(["diff", description, description, "--overlay", "nav.json"])
    #expect(diff.status == 64)
  }

  @Test func diffMergesTheOverlayOverTheSwiftVersion() {
    let root = Self.project()
    let overlay = CLI.file(Self.overlay, name: "nav.json")
    let before = CLI.run(["extract", root.path, "-o", root.appendingPathComponent("old.json").path])
    #expect(before.status == 0)
    let run = CLI.run(["diff", root.appendingPathComponent("old.json").path, root.path, "--overlay", overlay])
    #expect(run.status == 0 || run.status == 1, "\(run)")
    #expect(run.stdout.contains("TipsView"), "\(run.stdout)")
  }
}
