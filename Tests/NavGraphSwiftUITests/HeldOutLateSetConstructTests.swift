import Testing

@testable import NavGraphSwiftUI

/// Constructs still lost on the twenty-seventh to thirtieth sets of held-out apps (tags of an enum
/// declared in a file not read, ...), one fixture each (`Fixtures/Constructs`), with what the
/// reader must find.
@Suite("Held-out late-set constructs")
struct HeldOutLateSetConstructTests {
  @Test func tagsOfAnUndeclaredEnumNameTheTabs() {
    // `NavigationView { LoomListView() }.tag(Pane.looms)` in computed properties of the tab-bar
    // view, `Pane` not in the files read: each tab is named by its tag's case, so the sign-in's
    // switch to the tab bar is `tab looms` and the hand-drawn bar's `state.current = .weaver` is a
    // tab move. Before, the tabs were named after their roots (`LoomListView`, `WeaverView`) and
    // both writes were "not a tag of the tab bar the reader can tell".
    let result = Fixtures.extract("Constructs/UndeclaredTagTabs.swift")
    #expect(result.navigation.entry == "LoomSignInView")
    #expect(result.navigation.tabs.map(\.id) == ["looms", "weaver"])
    #expect(result.navigation.tabs.map(\.root) == ["LoomListView", "WeaverView"])
    #expect(
      result.navigation.screens.map(\.id) == ["LoomSignInView", "LoomListView", "WarpView", "WeaverView"])
    #expect(
      result.navigation.linkTexts == [
        "LoomSignInView: tab looms 'Sign in'", "LoomListView: push WarpView 'Warp'",
        "WeaverView: replace LoomSignInView 'Sign out'",
      ])
    #expect(result.diagnosticTexts.isEmpty, "\(result.diagnosticTexts)")
  }
}
