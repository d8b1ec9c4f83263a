import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraphCLI

/// `render --format html` from the command line: how the format is chosen, what the page embeds
/// (exactly what `check --format json` and `routes --format json` print), and that failures leave
/// no half-written page.
@Suite struct ViewerCommandTests {
  /// The text of the `<script type="application/json">` element with this id, as embedded.
  func embedded(_ id: String, in page: String) -> String? {
    guard let start = page.range(of: "<script type=\"application/json\" id=\"\(id)\">\n"),
      let end = page.range(of: "</script>", range: start.upperBound..<page.endIndex)
    else { return nil }
    return String(page[start.upperBound..<end.lowerBound])
  }

  /// JSON text as the page embeds it (`HTMLViewerWriter.appendScriptSafeJSON`).
  func scriptSafe(_ json: String) -> String {
    json.replacingOccurrences(of: "<", with: "\\u003c").replacingOccurrences(of: ">", with: "\\u003e")
      .replacingOccurrences(of: "&", with: "\\u0026")
  }

  @Test func theFormatComesFromTheExtensionOrTheOption() throws {
    let directory = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sample = CLI.sample("tabs-coordinator.json")
    for name in ["map.html", "MAP.HTM"] {
      let path = directory.appendingPathComponent(name).path
      #expect(CLI.run(["render", sample, "-o", path]) == CLIRun(status: 0, stdout: "", stderr: ""))
      #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("<!DOCTYPE html>\n"))
    }
    let standardOutput = CLI.run(["render", "--format", "html", sample])
    #expect(standardOutput.status == 0)
    #expect(standardOutput.stdout.hasPrefix("<!DOCTYPE html>\n"))
    #expect(
      standardOutput.stdout
        == (try String(contentsOfFile: directory.appendingPathComponent("map.html").path, encoding: .utf8)))
    let unknown = CLI.run(["render", sample, "-o", directory.appendingPathComponent("map.xhtml").path])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("use .svg .png .pdf .dot .gv .mmd .html"))
  }

  @Test(arguments: ViewerTestInputs.samples)
  func thePageEmbedsWhatCheckAndRoutesPrint(_ sample: String) throws {
    let path = CLI.sample(sample)
    let page = CLI.run(["render", "--format", "html", path])
    #expect(page.status == 0)
    let check = CLI.run(["check", "--format", "json", path])
    let routes = CLI.run(["routes", "--format", "json", path])
    #expect(embedded("ng-check", in: page.stdout) == scriptSafe(check.stdout))
    #expect(embedded("ng-routes", in: page.stdout) == scriptSafe(routes.stdout))
    #expect(embedded("ng-map-data", in: page.stdout)?.hasPrefix("{\n  \"areas\": [") == true)
    #expect(CLI.run(["render", "--format", "html", path]).stdout == page.stdout, "not deterministic")
  }

  @Test func theLoadersWarningsAreListedWithTheFindings() throws {
    let file = CLI.file(
      #"{"tabs": [{"id": "a", "root": "A"}], "screens": [{"id": "A", "lable": "x", "links": ["B"]}, {"id": "B"}, {"id": "C"}]}"#
    )
    let page = CLI.run(["render", "--format", "html", "--no-findings", file])
    #expect(page.status == 0)
    #expect(page.stderr.contains("warning: unknown key 'lable' [unknown-key]"))
    let check = CLI.run(["check", "--format", "json", file])
    #expect(check.stdout.contains("\"unknown-key\"") && check.stdout.contains("\"unreachable\""))
    #expect(embedded("ng-check", in: page.stdout) == scriptSafe(check.stdout))
  }

  @Test func aFailureWritesNothing() throws {
    let directory = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("map.html").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    let engine = CLI.run(["render", "--layout", "nonsense", "-o", path, CLI.sample("shop.json")])
    #expect(engine.status == 64)
    let invalid = CLI.run(["render", "-o", path, CLI.file(#"{"screens": [{"id": "A", "links": ["Nope"]}]}"#)])
    #expect(invalid.status == 2)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["map.html"])
  }
}
