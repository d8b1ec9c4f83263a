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

/// The moves of deep links and the parts of compound actions (format 1.1) count against
/// `maxLinks` with the links, in the loader and the builder alike.
@Suite struct MoveLimitsTests {
  @Test func partsAndDeepLinkMovesCountAsLinks() {
    let limits = LoadLimits(maxLinks: 3)
    let parts = LoaderHarness.load(
      #"{"format": "1.1", "entry": "A", "screens": [{"id": "A", "links": [{"kind": "pop", "then": ["A", "A", "A"]}]}]}"#,
      limits: limits)
    #expect(
      LoaderHarness.lines(parts) == ["1:102: error: too many links and moves (the limit is 3) [too-large]"])
    #expect(parts.app == nil)
    let moves = LoaderHarness.load(
      #"{"format": "1.1", "entry": "A", "screens": [{"id": "A", "links": ["A"]}], "deepLinks": [{"id": "d", "moves": ["A", "A", "A"]}]}"#,
      limits: limits)
    #expect(
      LoaderHarness.lines(moves) == ["1:121: error: too many links and moves (the limit is 3) [too-large]"])

    var b = AppBuilder(limits: limits)
    b.setEntry("A")
    b.addScreen("A", links: [.init(.pop, then: [.init(.push, to: "A"), .init(.push, to: "A"), .init(.pop)])])
    #expect(b.build().diagnostics.map(\.message) == ["too many links and moves (the limit is 3)"])
    var d = AppBuilder(limits: limits)
    d.setEntry("A")
    d.addScreen("A", links: [.init(.push, to: "A")])
    d.addDeepLink("d", moves: [.init(.push, to: "A"), .init(.push, to: "A"), .init(.push, to: "A")])
    #expect(d.build().app == nil)
  }

  /// A hostile description: one link with ten million parts stops at the limit, early.
  @Test func aLinkWithTenMillionPartsStopsAtTheLimit() {
    let parts = String(repeating: #""A","#, count: 10_000_000) + #""A""#
    let json =
      #"{"format": "1.1", "entry": "A", "screens": [{"id": "A", "links": [{"kind": "pop", "then": ["#
      + parts + "]}]}]}"
    let result = LoaderHarness.load(json, limits: LoadLimits(maxLinks: 1000))
    #expect(result.app == nil)
    #expect(result.diagnostics.map(\.message) == ["too many links and moves (the limit is 1000)"])
    // The link and 999 parts are read: the error is at the 1000th part.
    #expect(result.diagnostics.first?.location?.column == 92 + 4 * 999)
  }
}
