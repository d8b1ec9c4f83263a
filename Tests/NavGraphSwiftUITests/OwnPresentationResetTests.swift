import Testing

@testable import NavGraphSwiftUI

/// A presenter's own code clearing the flag of a presentation it hosts: no move.
@Suite struct OwnPresentationResetTests {
  @Test func presenterControlClearingItsOwnLinkFlagIsNoPop() {
    // PactConsentView's Continue button sets `showWelcome = true` when both toggles are on, else
    // `showWelcome = false`, the flag of its own hidden `NavigationLink(isActive:)`: the pushed
    // welcome covers the button while the flag is true, so the write closes nothing. Before, it
    // was a `pop` of the consent screen itself, silently (set 43 AIGirlfriend's terms screen).
    let result = Fixtures.extract("Constructs/PresenterClearsItsOwnLinkFlag.swift")
    #expect(result.navigation.screens.map(\.id) == ["PactConsentView", "PactWelcomeView"])
    // The hidden link itself has only `EmptyView()` to tap, so the push is the Continue button's.
    #expect(result.navigation.linkTexts == ["PactConsentView: push PactWelcomeView 'Continue'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func presenterClearingItsOwnModalsFlagWhenItAppearsClosesNothing() {
    // `.task { captured = false }` and `.onAppear { showsTips = false }` in the view presenting
    // the cover and the sheet: no dismiss. The cover's `isShown = false`, through the binding its
    // presenter gives, still is one. Before, the presenter had two dismiss links, silently.
    let result = Fixtures.extract("Constructs/AppearanceFlagResets.swift")
    #expect(result.navigation.screens.map(\.id) == ["BeetleScanner", "BeetleCrop", "BeetleTips"])
    #expect(
      result.navigation.linkTexts == [
        "BeetleScanner: fullScreenCover BeetleCrop 'Capture'", "BeetleScanner: sheet BeetleTips 'Tips'",
        "BeetleCrop: dismiss 'Done'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func presenterClearingItsOwnPushFlagInAMethodIsNoPopButInAChangeActionIsOne() {
    // LoomStart's Next button calls `advance()`, which calls `reset()`, `showNext = false`: the
    // pushed LoomNext covers the button while the flag is true, so the write closes nothing at any
    // depth. Its `.onChange(of: rows)` clearing the same flag runs while LoomNext is up: a `pop`.
    let result = Fixtures.extract("Constructs/PresenterClearsItsOwnPushFlag.swift")
    #expect(result.navigation.screens.map(\.id) == ["LoomStart", "LoomNext"])
    #expect(result.navigation.linkTexts == ["LoomStart: push LoomNext 'Next'", "LoomStart: pop"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}
