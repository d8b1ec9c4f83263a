import Testing

@testable import NavGraphSwiftUI

/// Constructs found in held-out set 37 (i13-reader43).
@Suite struct HeldOutReader43ConstructTests {
  @Test func constantArgumentDecidesALinkWithAnElse() {
    // `MemberBadge` links out only `if linksOut { NavigationLink { ... } } else { Text(...) }`:
    // LobbyView gives `true` and gets the push, RosterView and BadgeEditorView give `false`, no
    // push there. Before, both had a false push MemberPageView (set 37 Nexus's avatar component
    // given `allowsNavigation: false`: 8 false pushes, silent).
    let result = Fixtures.extract("Constructs/ConstantGatedComponentLinks.swift")
    #expect(
      result.navigation.screens.map(\.id).sorted() == [
        "BadgeEditorView", "LobbyView", "MemberPageView", "RosterView",
      ])
    #expect(
      result.navigation.linkTexts.sorted() == [
        "LobbyView: push BadgeEditorView 'Edit'", "LobbyView: push MemberPageView",
        "LobbyView: push RosterView 'Roster'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func appStorageKeyHeldInAConstantIsOneState() {
    // `@AppStorage(KioskKeys.registered)` at the root and in KioskSettingsView, and
    // `UserDefaults.standard.set(false, forKey: KioskKeys.registered)` in KioskHomeView: one state,
    // so both sign-outs are root moves, and the launch value is the app's own default (`false`,
    // not the settings screen's `true`). Before, a key held in a constant made each view's property
    // a state of its own: both moves were missed, silently (set 37 PawMate's `AppStorageKeys`).
    let result = Fixtures.extract("Constructs/AppStorageKeyConstants.swift")
    #expect(result.navigation.entry == "KioskSignupView")
    #expect(
      result.navigation.screens.map(\.id).sorted() == [
        "KioskHomeView", "KioskSettingsView", "KioskSignupView",
      ])
    #expect(
      result.navigation.linkTexts.sorted() == [
        "KioskHomeView: push KioskSettingsView 'Settings'",
        "KioskHomeView: replace KioskSignupView 'Forget device'",
        "KioskSettingsView: replace KioskSignupView 'Sign out'",
        "KioskSignupView: replace KioskHomeView 'Register'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func splashTimerAroundANestedRootSwitchIsTheLaunchScreens() {
    // `ZStack { if showSplash { DenSplash() } else { if !onboarded { DenIntro {...} } else {
    // DenHome() } } }.onAppear { asyncAfter { showSplash = false } }`: the timer runs when the root
    // appears, on the splash. Before, the nested switch's branches did not share the code around
    // the root, and DenHome had a false `replace DenIntro` (set 37 PawMate: 2 false replaces).
    let result = Fixtures.extract("Constructs/NestedRootSplashTimer.swift")
    #expect(result.navigation.entry == "DenSplash")
    #expect(result.navigation.screens.map(\.id) == ["DenSplash", "DenIntro", "DenHome"])
    #expect(
      result.navigation.linkTexts.sorted() == [
        "DenIntro: replace DenHome 'Start'", "DenSplash: replace DenIntro",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func workGivenByNameAsExecuteRuns() {
    // `DispatchQueue.main.asyncAfter(deadline:execute: onFinish)` (a closure property) and
    // `DispatchQueue.main.async(execute: openHelp)` (a method) run that work as an action does.
    // Before, both were lost, silently (set 37 BillsFinance's splash: `execute: onDone`).
    let result = Fixtures.extract("Constructs/ExecuteByName.swift")
    #expect(result.navigation.entry == "LoomSplash")
    #expect(result.navigation.screens.map(\.id) == ["LoomSplash", "LoomHome", "LoomHelp"])
    #expect(
      result.navigation.linkTexts.sorted() == [
        "LoomHome: sheet LoomHelp 'Help'", "LoomSplash: replace LoomHome",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func optionalActionWithAnEmptyFallbackRunsTheCreatorsClosure() {
    // `Button(action: onMore ?? {})` in QuillHeader: QuillDesk's closure opens the drafts sheet;
    // the header created without one does nothing. Before, the button was lost, silently (set 37
    // BillsFinance's `SectionHeader`: the goals sheet missed).
    let result = Fixtures.extract("Constructs/OptionalActionFallback.swift")
    #expect(result.navigation.screens.map(\.id) == ["QuillDesk", "QuillDrafts"])
    #expect(result.navigation.linkTexts == ["QuillDesk: sheet QuillDrafts"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}
