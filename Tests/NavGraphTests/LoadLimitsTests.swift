import Foundation
import NavGraph
import NavGraphTestSupport
import Testing

@Suite struct LoadLimitsTests {
  @Test func tooLarge() {
    let limits = LoadLimits(maxScreens: 2, maxLinks: 3)
    let screens = LoaderHarness.load(
      #"{"entry": "A", "screens": [{"id": "A"}, {"id": "B"}, {"id": "C"}]}"#, limits: limits)
    #expect(LoaderHarness.lines(screens) == ["1:54: error: too many screens (the limit is 2) [too-large]"])
    #expect(screens.app == nil)
    let links = LoaderHarness.load(
      #"{"entry": "A", "screens": [{"id": "A", "links": ["A", "A", "A", "A"]}]}"#, limits: limits)
    #expect(LoaderHarness.lines(links) == ["1:65: error: too many links (the limit is 3) [too-large]"])
    let bytes = LoaderHarness.load(
      #"{"entry": "A", "screens": [{"id": "A"}]}"#, limits: LoadLimits(maxFileBytes: 10))
    #expect(
      LoaderHarness.lines(bytes) == [
        "error: file 'app.json' is too large (40 bytes): the limit is 10 bytes [too-large]"
      ])
    #expect(bytes.app == nil)
    #expect(LoadLimits(maxFileBytes: 1 << 40).maxFileBytes == 1 << 31)
  }
}
