import Testing

@testable import NavGraphSwiftUI

/// Tab bars drawn by hand with an action case: a case that shows no view type and, on appear, runs
/// an action and sets the selection back to a tab is no tab; the bar's control storing it runs the
/// action. One fixture each (`Fixtures/Constructs`).
@Suite("Hand-made tab bars with action cases")
struct HandMadeTabBarActionCaseTests {
  @Test func actionCaseIsNoTabAndItsAppearanceIsTheBarControlsAction() {
    // DuneShell: `switch spot { case .feed: DuneFeed() case .profile: DuneProfile() case .compose:
    // Color.clear.onAppear { showsComposer = true; spot = .feed } }` above DuneBar, given `$spot`,
    // whose "+" stores `.compose`: two tabs, feed and profile; the "+" opens the composer sheet,
    // then selects the feed tab, on every screen a tab can show on top (the shell's code around the
    // tab bar).
    // Before, a root switch: `replace` links on every root, warned as moves to the same screen,
    // and no tabs.
    let result = Fixtures.extract("Constructs/HandMadeTabBarActionCase.swift")
    #expect(result.navigation.tabs.map(\.id) == ["feed", "profile"])
    #expect(result.navigation.tabs.map(\.root) == ["DuneFeed", "DuneProfile"])
    #expect(result.navigation.screens.map(\.id) == ["DuneFeed", "DuneProfile", "DuneDetail", "DuneComposer"])
    #expect(
      result.navigation.linkTexts == [
        "DuneFeed: sheet DuneComposer then [tab feed]", "DuneFeed: push DuneDetail 'Dune'",
        "DuneProfile: sheet DuneComposer then [tab feed]", "DuneDetail: sheet DuneComposer then [tab feed]",
      ])
    #expect(
      result.diagnosticTexts == [
        "HandMadeTabBarActionCase.swift:23 unresolved-navigation: 'DuneShell' has no TabView: its switch on 'spot', selected by a bar of its own controls, is read as the app's tab bar, one tab per case the bar selects"
      ])
  }

  @Test func actionCaseHandledOnChangeIsNoTabAndItsHandlerIsTheAction() {
    // `case .plus: Text("")`, the bar's `currentTab = .plus`, and `.onChange(of: currentTab) {
    // newValue in if newValue == .plus { isAddingPlace = true; currentTab = previousTab } else {
    // previousTab = newValue } }`, with the bar in `.overlay(AtlasBar(currentTab: $currentTab))` of
    // the roots inside the host's `NavigationView`: two tabs, and the cover on each tab root. Before,
    // no tab bar: the host was one screen with every root's links, silently (held-out set 122
    // uncover).
    let result = Fixtures.extract("Constructs/HandMadeBarWithChangeAction.swift")
    #expect(result.navigation.tabs.map(\.root) == ["MapsView", "SavedView"])
    #expect(
      result.navigation.linkTexts == [
        "MapsView: fullScreenCover AddPlaceView", "MapsView: push PlaceView 'Place'",
        "SavedView: fullScreenCover AddPlaceView", "AddPlaceView: dismissAction 'Close'",
      ])
    #expect(result.diagnostics.allSatisfy { $0.severity == .note }, "\(result.diagnosticTexts)")
  }
}
