import Testing

@testable import NavGraphSwiftUI

/// Constructs found on held-out set 36, one fixture each (`Fixtures/Constructs`), with what the
/// reader must find.
@Suite("Held-out set 36 constructs")
struct HeldOutSet36ConstructTests {
  @Test func methodOfTheViewGivenWithSelfIsTheButtonsAction() {
    // `Button("Cancel", action: self.onCancelTapped)` beside `Button("Done", action: onDoneTapped)`,
    // each method calling `dismiss()`: both buttons dismiss the sheet. Before, the one written with
    // `self.` was no link, silently (an expense tracker's add and edit forms).
    let result = Fixtures.extract("Constructs/SelfMethodActions.swift")
    #expect(result.navigation.screens.map(\.id) == ["TernList", "TernForm"])
    #expect(
      result.navigation.linkTexts == [
        "TernList: sheet TernForm 'Add'", "TernForm: dismissAction 'Cancel'",
        "TernForm: dismissAction 'Done'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}
