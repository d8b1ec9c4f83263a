import Testing

@testable import NavGraphSwiftUI

/// Root switches whose branches' own code moves or stays: writes of the state choosing the branch
/// already shown, and handlers written on a branch's view at the switch.
@Suite struct RootSwitchBranchConstructTests {
  @Test func writeChoosingTheBranchShownIsNoMove() {
    // `switch phase { case .waiting: WaitView(); case .ready: LarderTabs(); case .blank:
    // SetupView() }`. RenameSheet (a sheet of a tab) and ShelfTab set `phase = .ready` while the
    // tab bar is shown: no move, so RenameSheet's save only dismisses. WaitView's and SetupView's
    // writes, from other branches, do move to the tab bar, and PantryTab's reset to SetupView.
    // Before, `RenameSheet: tab PantryTab then [dismiss]` and `ShelfTab: tab PantryTab` (set 38
    // FitnessTracker: the Account tab's setter sheets and EditProfile, 5 false links).
    let result = Fixtures.extract("Constructs/RootWriteOfOwnBranch.swift")
    #expect(result.navigation.entry == "WaitView")
    #expect(result.navigation.tabs.map(\.root) == ["PantryTab", "ShelfTab"])
    #expect(
      result.navigation.screens.map(\.id).sorted() == [
        "PantryTab", "RenameSheet", "SetupView", "ShelfTab", "WaitView",
      ])
    #expect(
      result.navigation.linkTexts.sorted() == [
        "PantryTab: replace SetupView 'Reset'", "PantryTab: sheet RenameSheet 'Rename'",
        "RenameSheet: dismiss 'Save'", "SetupView: tab PantryTab 'Finish'",
        "WaitView: tab PantryTab 'Continue'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func handlerOnABranchViewIsTheBranchScreens() {
    // `case .syncing: PulseView().onAppear { if hive.stage == .syncing { hive.sync() } }` in
    // HiveGate, the signed-in branch's switch; `sync()` sets `.done` (the tab bar) or `.fresh`
    // (WelcomeHive). The handler is PulseView's: its links are `tab` and `replace WelcomeHive`.
    // Before, it was HiveGate's code around the tab bar: PulseView had no link and a warning said
    // "this handler around the tab bar navigates (tab)" (set 38 FitnessTracker's LoadingView, 2
    // links missed).
    let result = Fixtures.extract("Constructs/RootBranchHandler.swift")
    #expect(result.navigation.entry == "JoinView")
    #expect(result.navigation.tabs.map(\.root) == ["CombView", "MeadowView"])
    #expect(
      result.navigation.screens.map(\.id).sorted() == [
        "CombView", "JoinView", "MeadowView", "PulseView", "WelcomeHive",
      ])
    #expect(
      result.navigation.linkTexts.sorted() == [
        "JoinView: replace PulseView 'Join'", "PulseView: replace WelcomeHive", "PulseView: tab CombView",
        "WelcomeHive: tab CombView 'Begin'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}
