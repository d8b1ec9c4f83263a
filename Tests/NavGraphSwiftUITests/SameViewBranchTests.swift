import Testing

@testable import NavGraphSwiftUI

/// Branches of an `if`/`else` that all show the same view type: one screen of that type.
@Suite struct SameViewBranchTests {
  @Test func sheetCaseShowingTheSameViewInBothBranchesIsOneScreen() {
    // The `.basket` case of OrchardHome's sheet is `if let picked ..., picked == name {
    // OrchardBasket(name: picked) } else { OrchardBasket(name: name) }`: one screen OrchardBasket.
    // Before, the reader invented `OrchardBasket.true` and `OrchardBasket.false`, each with the
    // Label sheet, and warned it could not tell which of the two the Basket button shows (set 53
    // WalletET's wallet settings sheet).
    let result = Fixtures.extract("Constructs/SameViewInBothBranches.swift")
    #expect(
      result.navigation.screens.map(\.id) == ["OrchardHome", "OrchardBasket", "OrchardNotes", "OrchardLabel"])
    #expect(
      result.navigation.linkTexts == [
        "OrchardHome: sheet OrchardBasket 'Basket'", "OrchardHome: sheet OrchardNotes 'Notes'",
        "OrchardBasket: sheet OrchardLabel 'Label'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}
