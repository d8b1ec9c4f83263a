import Testing

@testable import NavGraphSwiftUI

/// Controls other than buttons and links whose use moves.
@Suite struct ControlConstructTests {
  @Test func toggleBoundToAPresentationFlagIsALink() {
    // SyncSetupView's `Toggle(isOn: $syncsHealth)` is bound to the flag of
    // `.navigationDestination(isPresented: $syncsHealth)`: turning it on pushes the dashboard, as a
    // button writing `syncsHealth = true` would; likewise the privacy toggle's sheet. The reminders
    // toggle's state presents nothing: no link. Before, a toggle was content and the dashboard
    // unreachable (held-out set 49: a permissions screen's toggle, the only way to the tab bar).
    let result = Fixtures.extract("Constructs/TogglePresentingAScreen.swift")
    #expect(result.navigation.screens.map(\.id) == ["SyncSetupView", "OrchardDashboard", "PrivacyNotesView"])
    #expect(
      result.navigation.linkTexts == [
        "SyncSetupView: push OrchardDashboard 'Connect health data'",
        "SyncSetupView: sheet PrivacyNotesView 'Privacy notes'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}

extension ControlConstructTests {
  @Test func dragGestureActionIsAControl() {
    // `.gesture(DragGesture().onEnded { value in if value.translation.width > 100 { trail.popLast() } })`:
    // a gesture's `onEnded`/`onChanged` action runs on the user's gesture, as an `.onTapGesture`'s
    // does, so its moves are links of the screen (the condition on the translation is one the reader
    // cannot decide, read as other unknown conditions are). Before, the gesture was not read: the
    // swipe-back and swipe-forward were dropped, silently (held-out set 59 Newsly: a detail screen's
    // only way back).
    let result = Fixtures.extract("Constructs/DragGestureSwipeBack.swift")
    #expect(result.navigation.screens.map(\.id) == ["TrailheadView", "SummitView"])
    #expect(
      result.navigation.linkTexts == [
        "TrailheadView: push SummitView (TrailStop)", "SummitView: pop",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func ternaryStatementBranchesAreAlternatives() {
    // `express ? path.append("quick") : path.append("slow")` in a Button's action, and `fired ==
    // true ? path.append("log") : ()` in a sheet's `onDismiss`: a ternary written as a statement
    // runs one branch or the other, as an `if`/`else`. Before, only the last branch of the first
    // was read and the second was lost, silently (set 77 Padawan's send screen).
    let result = Fixtures.extract("Constructs/TernaryStatementActions.swift")
    #expect(
      result.navigation.screens.map(\.id) == [
        "KilnHome", "FiringSheet", "QuickGlaze", "SlowGlaze", "FiringLog",
      ])
    #expect(
      result.navigation.linkTexts == [
        "KilnHome: push QuickGlaze (String) 'Glaze'", "KilnHome: push SlowGlaze (String) 'Glaze'",
        "KilnHome: sheet FiringSheet 'Fire'", "KilnHome: push FiringLog (String)",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}
