import Testing

@testable import NavGraphSwiftUI

/// Constructs found on the twenty-fifth and twenty-sixth sets of held-out apps (a stack around the
/// whole tab bar in a root switch's branch, bindings written `self.$flag`, tab contents tapped to
/// select their own tab), one fixture each (`Fixtures/Constructs`), with what the reader must find.
@Suite("Held-out tab and stack constructs")
struct HeldOutTabStackConstructTests {
  @Test func stackAroundTheWholeTabBarInARootBranchGivesEachTabAStack() {
    // `if isSignedIn { NavigationView { TabView { ... } } } else { KennelSignInView(...) }`: the
    // tabs push onto that stack, read as a stack per tab (the note of a tab bar inside its host's
    // stack). Before, the tabs had no stack, so `check` called each push inert, silently.
    let result = Fixtures.extract("Constructs/StackAroundTabBar.swift")
    #expect(result.navigation.entry == "KennelSignInView")
    #expect(result.navigation.tabs.map(\.root) == ["KennelsView", "WalksView"])
    #expect(result.navigation.tabs.map(\.stack) == [true, true])
    #expect(
      result.navigation.linkTexts == [
        "KennelSignInView: tab 0 'Sign in'", "KennelsView: push KennelDetailView 'Kennel'",
        "WalksView: push WalkDetailView 'Walk'",
      ])
    #expect(
      result.diagnosticTexts == [
        "StackAroundTabBar.swift:20 unresolved-navigation: the TabView is inside the NavigationStack of 'KennelRootView': its tabs push onto that stack, which the description models as a stack per tab with that stack's destinations"
      ])
  }

  @Test func bindingsWrittenThroughSelfAreTheViewsOwn() {
    // `.sheet(isPresented: self.$showJoin)`, `.fullScreenCover(item: self.$openedRace)` and
    // `NavigationStack(path: self.$path)`: read as `$showJoin`, `$openedRace`, `$path`. Before, the
    // two modals were reported as shown by bindings the reader cannot follow, and the push onto the
    // path was lost, silently.
    let result = Fixtures.extract("Constructs/SelfBindings.swift")
    #expect(
      result.navigation.linkTexts == [
        "RegattaHomeView: sheet JoinView 'Join'", "RegattaHomeView: fullScreenCover RaceView 'Open race'",
        "RegattaHomeView: push RaceResultsView (Race) 'Results'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func tabContentTappedToSelectItsOwnTabIsNoLink() {
    // `BeaconsView().onTapGesture { selectedIndex = 0 }` in the tab tagged 0: the tab is already
    // selected, no link (as for `.onAppear`). LogbookView's tap selecting tab 0, in the tab tagged 2,
    // does move. Before, each was a `tab` link to its own tab, silently.
    let result = Fixtures.extract("Constructs/SelfSelectingTabTaps.swift")
    #expect(result.navigation.tabs.map(\.root) == ["BeaconsView", "KeepersView", "LogbookView"])
    #expect(result.navigation.linkTexts == ["LogbookView: tab 0"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}
