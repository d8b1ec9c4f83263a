import Foundation
import NavGraph
import NavGraphTestSupport
import Testing

/// `NavigationDiff` on the samples and on small apps: renames, links, findings, routes.
@Suite struct NavigationDiffTests {
  static func version(_ json: String) -> NavigationDiff.Version {
    let load = LoaderHarness.load(json)
    let analysis = NavigationAnalysis(load.app!)
    let run = CheckRun(
      file: "app.json", analysis: analysis, inputDiagnostics: load.diagnostics, sources: load.sources)
    return NavigationDiff.Version(analysis: analysis, diagnostics: run.report.diagnostics)
  }

  static func diff(_ old: String, _ new: String) -> NavigationDiff {
    NavigationDiff(old: version(old), new: version(new))
  }

  static let shop = try! String(contentsOfFile: CLI.sample("shop.json"), encoding: .utf8)

  @Test func theSameDescriptionHasNoDifference() {
    let diff = Self.diff(Self.shop, Self.shop)
    #expect(diff.isEmpty)
    #expect(diff.summary == "no change to the navigation")
  }

  /// A screen renamed everywhere: one rename, and its cycle is the same finding, not fixed and new.
  @Test func renamingAScreenShowsAsARename() {
    let renamed = Self.shop.replacingOccurrences(of: "\"SimilarProducts\"", with: "\"RelatedProducts\"")
    let diff = Self.diff(Self.shop, renamed)
    #expect(diff.screensRenamed == [NavigationDiff.Rename(old: "SimilarProducts", new: "RelatedProducts")])
    #expect(diff.screensAdded.isEmpty && diff.screensRemoved.isEmpty)
    #expect(diff.linksAdded.isEmpty && diff.linksRemoved.isEmpty && diff.linksChanged.isEmpty)
    #expect(diff.findingsIntroduced.isEmpty && diff.findingsFixed.isEmpty)
    #expect(diff.routes.isEmpty)
    #expect(diff.summary == "1 screen renamed (a guess)")
  }

  /// Two screens with no link in or out cannot be told apart: an addition and a removal.
  @Test func aScreenWithoutLinksIsNotGuessedRenamed() {
    let old = LoaderHarness.app(screens: #"{"id": "A"}, {"id": "Lone"}"#)
    let new = LoaderHarness.app(screens: #"{"id": "A"}, {"id": "Alone"}"#)
    let diff = Self.diff(old, new)
    #expect(diff.screensRenamed.isEmpty)
    #expect(diff.screensAdded == ["Alone"])
    #expect(diff.screensRemoved == ["Lone"])
    #expect(diff.findingsIntroduced.map(\.screen) == ["Alone"])
    #expect(diff.findingsFixed.map(\.screen) == ["Lone"])
  }

  @Test func aRemovedLinkThatMakesAScreenUnreachableIsANewError() {
    let removed = Self.shop.replacingOccurrences(
      of:
        ",\n        { \"kind\": \"fullScreenCover\", \"to\": \"PromoVideo\", \"label\": \"Watch the spring collection\" }",
      with: "")
    #expect(removed != Self.shop)
    let diff = Self.diff(Self.shop, removed)
    #expect(
      diff.linksRemoved == [
        NavigationDiff.LinkChange(
          screen: "Home",
          old: LinkSummary(
            kind: "fullScreenCover", target: "PromoVideo", label: "Watch the spring collection"),
          new: nil)
      ])
    #expect(
      diff.findingsIntroduced.map { "\($0.severity) \($0.code.rawValue) \($0.screen ?? "")" } == [
        "error unreachable PromoVideo"
      ])
    #expect(diff.findingsFixed.map(\.code) == [.deadEnd])
    #expect(diff.routes == [NavigationDiff.RouteChange(screen: "PromoVideo", old: 1, new: nil)])
    #expect(diff.routes[0].kind == .disappeared)
    #expect(diff.summary == "1 link removed; 1 finding introduced (1 error), 1 fixed; 1 route changed")
  }

  @Test func linksChangedByLabelOrByKindAndTarget() {
    let old = LoaderHarness.app(
      screens: #"""
        {"id": "A", "stack": true, "links": [{"to": "B", "label": "Open"}, {"kind": "sheet", "to": "C", "label": "x"}, "B", "B"]},
        {"id": "B", "links": ["C"]}, {"id": "C", "links": [{"kind": "dismiss"}]}
        """#)
    let new = LoaderHarness.app(
      screens: #"""
        {"id": "A", "stack": true, "links": [{"kind": "sheet", "to": "B", "label": "Open"}, {"kind": "sheet", "to": "C", "label": "y"}, "B", "C"]},
        {"id": "B", "links": ["C"]}, {"id": "C", "links": [{"kind": "dismiss"}]}
        """#)
    let diff = Self.diff(old, new)
    #expect(
      diff.linksChanged.map { "\($0.old!.text) → \($0.new!.text)" } == [
        "push to 'B' 'Open' → sheet to 'B' 'Open'", "sheet to 'C' 'x' → sheet to 'C' 'y'",
      ])
    #expect(diff.linksRemoved.map { $0.old!.text } == ["push to 'B'"])
    #expect(diff.linksAdded.map { $0.new!.text } == ["push to 'C'"])
    // Every screen is still one move from launch.
    #expect(diff.routes.isEmpty)
  }

  @Test func routesThatGrowAreLongerThatShrinkShorter() {
    let old = LoaderHarness.app(
      screens: #"{"id": "A", "stack": true, "links": ["B", "C"]}, {"id": "B", "links": ["C"]}, {"id": "C"}"#)
    let new = LoaderHarness.app(
      screens: #"{"id": "A", "stack": true, "links": ["B"]}, {"id": "B", "links": ["C"]}, {"id": "C"}"#)
    let diff = Self.diff(old, new)
    #expect(diff.routes == [NavigationDiff.RouteChange(screen: "C", old: 1, new: 2)])
    #expect(diff.routes[0].kind == .longer)
    let back = Self.diff(new, old)
    #expect(back.routes == [NavigationDiff.RouteChange(screen: "C", old: 2, new: 1)])
    #expect(back.routes[0].kind == .shorter)
  }

  /// A finding that occurs twice and once after is one fixed.
  @Test func findingsAreMatchedCountingOccurrences() {
    let pop = #"{"id": "A", "links": [{"kind": "pop"}, {"kind": "pop"}]}"#
    let diff = Self.diff(
      LoaderHarness.app(screens: pop), LoaderHarness.app(screens: #"{"id": "A", "links": [{"kind": "pop"}]}"#)
    )
    #expect(diff.findingsFixed.map(\.code) == [.inertLink])
    #expect(diff.findingsIntroduced.isEmpty)
  }

  /// Deep links (format 1.1) by id: added and removed, and changed when the state one opens at
  /// launch changes; a renamed screen in that state is not a change.
  @Test func deepLinksAddedRemovedAndChanged() {
    func app(_ screens: String, _ deepLinks: String) -> String {
      """
      {"format": "1.1", "tabs": [{"id": "home", "root": "Feed"}, {"id": "me", "root": "Me"}],
       "screens": [\(screens)], "deepLinks": [\(deepLinks)]}
      """
    }
    let screens =
      #"{"id": "Feed", "links": ["Post"]}, {"id": "Me"}, {"id": "Post", "links": [{"kind": "sheet", "to": "Share"}]}, {"id": "Share"}"#
    let post =
      #"{"id": "post", "url": "app://post", "to": "Post", "moves": [{"kind": "tab", "to": "home"}, "Post"]}"#
    let me = #"{"id": "me", "url": "app://me", "to": "Me", "moves": [{"kind": "tab", "to": "me"}]}"#
    let share =
      #"{"id": "share", "url": "app://share", "to": "Share", "moves": ["Post", {"kind": "sheet", "to": "Share"}]}"#
    let old = app(screens, [post, me].joined(separator: ", "))
    #expect(Self.diff(old, old).isEmpty)

    let postToShare = post.replacingOccurrences(
      of: #", "Post"]"#, with: #", "Post", {"kind": "sheet", "to": "Share"}]"#)
    let diff = Self.diff(old, app(screens, [postToShare, share].joined(separator: ", ")))
    #expect(diff.deepLinksAdded.map(\.id) == ["share"])
    #expect(diff.deepLinksAdded.map(\.new) == ["tab 'home' [Feed > Post]; sheet [Share]"])
    #expect(diff.deepLinksRemoved.map(\.id) == ["me"])
    #expect(diff.deepLinksRemoved.map(\.old) == ["tab 'me' [Me]"])
    #expect(diff.deepLinksChanged.map(\.id) == ["post"])
    #expect(diff.deepLinksChanged.map(\.old) == ["tab 'home' [Feed > Post]"])
    #expect(diff.deepLinksChanged.map(\.new) == ["tab 'home' [Feed > Post]; sheet [Share]"])
    #expect(diff.summary.hasSuffix("; 1 deep link added, 1 removed, 1 changed"))

    // 'Post' renamed 'Article' everywhere: the deep link opens the same state.
    let renamed = app(screens, [post, me].joined(separator: ", ")).replacingOccurrences(
      of: #""Post""#, with: #""Article""#)
    let rename = Self.diff(old, renamed)
    #expect(rename.screensRenamed == [NavigationDiff.Rename(old: "Post", new: "Article")])
    #expect(
      rename.deepLinksChanged.isEmpty && rename.deepLinksAdded.isEmpty && rename.deepLinksRemoved.isEmpty)
  }
}
