import Testing

@testable import NavGraphSwiftUI

/// Actions a function returns, given where an action is expected (`onTap: action(for: level)`).
@Suite struct ReturnedActionTests {
  @Test func closureReturnedByAHelperMethodIsTheAction() {
    // LevelGrid gives each badge `onTap: action(for: level)`, and `action(for:)` returns `{
    // onDoneTap?(level) }`, `{ onOpenTap?(level) }` or nil by the level's status; the map's
    // callbacks show a medal cover or push the level. Before, both links were lost, silently (set
    // 41 Progressa's stage badges).
    let result = Fixtures.extract("Constructs/ActionReturnedByAMethod.swift")
    #expect(result.navigation.screens.map(\.id) == ["LevelGrid", "LevelDetailView", "MedalView"])
    #expect(
      result.navigation.linkTexts == [
        "LevelGrid: fullScreenCover MedalView", "LevelGrid: push LevelDetailView (Level)",
        "MedalView: dismissAction 'Close'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}
