import Foundation
import NavGraph
import NavGraphTestSupport
import Testing

@Suite struct AppLoaderTests {
  @Test func emptyFile() {
    #expect(LoaderHarness.lines(LoaderHarness.load("")) == ["1:1: error: the file is empty [empty-file]"])
    #expect(
      LoaderHarness.lines(LoaderHarness.load(" \n\t\r\n ")) == [
        "1:1: error: the file contains only whitespace [empty-file]"
      ])
    #expect(
      LoaderHarness.lines(LoaderHarness.load("\u{FEFF}")) == ["1:1: error: the file is empty [empty-file]"])
  }

  @Test func ioErrors() throws {
    let missing = AppLoader.load(path: "/nonexistent/app.json")
    #expect(
      LoaderHarness.lines(missing) == [
        "error: cannot read '/nonexistent/app.json': no such file or directory [io-error]"
      ])
    #expect(missing.app == nil && missing.sources.files.isEmpty && missing.hasErrors)
    let directory = AppLoader.load(path: NSTemporaryDirectory())
    #expect(
      LoaderHarness.lines(directory) == [
        "error: cannot read '\(NSTemporaryDirectory())': is a directory [io-error]"
      ])
  }

  @Test func loadsAFileByPathUnderTheNameGiven() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navgraph-loader-\(UUID().uuidString).json")
    try Data(#"{"entry": "A", "screens": [{"id": "A", "links": ["B"]}]}"#.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = AppLoader.load(path: url.path)
    #expect(result.diagnostics.first?.location?.file == url.path)
    #expect(result.sources.name == url.path)
    #expect(result.app?.sources.name == url.path)
  }

  @Test func loadsEverySampleWithoutError() throws {
    let samples = PackageRoot.url.appendingPathComponent("samples")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []
    for file in files.sorted() where file.hasSuffix(".json") {
      let result = AppLoader.load(path: samples.appendingPathComponent(file).path)
      #expect(!result.hasErrors, "\(file): \(LoaderHarness.lines(result))")
      #expect(result.app != nil)
    }
  }
}
