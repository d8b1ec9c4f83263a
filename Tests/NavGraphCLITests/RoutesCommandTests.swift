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
    for sample in ["programmatic.json", "router.json", "launch-tabs.json", "shop.json"] {
      let run = CLI.run(["routes", CLI.sample(sample)])
      #expect(run.status == 0, "\(sample)")
      #expect(run.stdout.hasPrefix("screen "), "\(sample)")
    }
  }
}
