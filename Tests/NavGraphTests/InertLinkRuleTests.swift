import NavGraphTestSupport
import Testing

@testable import NavGraph

@Suite struct InertLinkRuleTests {
  @Test func inertLinks() {
    var b = TestApp()
    b.entry = "Start"
    b.screen(
      "Start",
      [
        (.push, "Next", "Go"), (.pop, nil, nil), (.dismiss, nil, nil), (.tab, "x", nil),
        (.sheet, "Next", nil),
      ])
    b.screen("Next")
    let result = NavigationAnalysis(b.build()).check()
    #expect(
      result.findings.map(\.message) == [
        "push link to 'Next' 'Go' on 'Start' never acts: 'Start' is never shown inside a NavigationStack; "
          + "add \"stack\": true to screen 'Start'",
        "pop link on 'Start' never acts: 'Start' is always the root of its stack",
        "dismiss link on 'Start' never acts: 'Start' is never shown in a modal",
      ])
    #expect(result.inertLinks == [LinkID(0), LinkID(1), LinkID(2)])
  }

  /// The fix for an inert push names every root without a stack the screen is shown as: the screen
  /// itself (here as a sheet's root) and the tabs whose `stack` is false.
  @Test func inertPushNamesTheRootsThatNeedAStack() {
    var b = TestApp()
    b.tabs = [("a", "A", false), ("b", "B", true), ("c", "A", false)]
    b.screen("A", [(.push, "Detail", "Open"), (.sheet, "A", nil)])
    b.screen("B")
    b.screen("Detail")
    let messages = NavigationAnalysis(b.build()).check().findings.filter { $0.code == .inertLink }.map(
      \.message)
    #expect(
      messages == [
        "push link to 'Detail' 'Open' on 'A' never acts: 'A' is never shown inside a NavigationStack; "
          + "add \"stack\": true to screen 'A' and tabs 'a', 'c'"
      ])
    var one = TestApp()
    one.tabs = [("feed", "Feed", false)]
    one.screen("Feed", [(.push, "Post", nil)])
    one.screen("Post")
    #expect(
      NavigationAnalysis(one.build()).check().findings.first { $0.code == .inertLink }?.message
        == "push link to 'Post' on 'Feed' never acts: 'Feed' is never shown inside a NavigationStack; "
        + "add \"stack\": true to tab 'feed'")
  }

  /// Read from SwiftUI code, the fix says what to wrap in a NavigationStack, not which key to write.
  @Test func theStackFixIsWordedForSwiftUICode() {
    var b = TestApp()
    b.tabs = [("a", "A", false), ("b", "B", true), ("c", "A", false)]
    b.screen("A", [(.push, "Detail", "Open"), (.sheet, "A", nil)])
    b.screen("B")
    b.screen("Detail")
    var app = b.build()
    app.sources.format = .swiftUI
    #expect(
      NavigationAnalysis(app).check().findings.filter { $0.code == .inertLink }.map(\.message) == [
        "push link to 'Detail' 'Open' on 'A' never acts: 'A' is never shown inside a NavigationStack; "
          + "wrap 'A' and the content of tabs 'a', 'c' in a NavigationStack"
      ])
    var one = TestApp()
    one.tabs = [("feed", "Feed", false)]
    one.screen("Feed", [(.push, "Post", nil)])
    one.screen("Post")
    var feed = one.build()
    feed.sources.format = .swiftUI
    #expect(
      NavigationAnalysis(feed).check().findings.first { $0.code == .inertLink }?.message
        == "push link to 'Post' on 'Feed' never acts: 'Feed' is never shown inside a NavigationStack; "
        + "wrap the content of tab 'feed' in a NavigationStack")
  }

  /// The loader reports the tab link's unknown target (`unknown-id`: the app has no tabs); check does
  /// not report the same link again.
  @Test func tabLinkWithoutTabsIsReportedOnce() {
    var b = TestApp()
    b.entry = "Start"
    b.tabs = []
    b.screen("Start", [(.sheet, "Other", nil)])
    b.screen("Other", [(.tab, "t", nil)])
    let findings = NavigationAnalysis(b.build()).check().findings
    #expect(findings.map(\.message) == [])
  }
}
