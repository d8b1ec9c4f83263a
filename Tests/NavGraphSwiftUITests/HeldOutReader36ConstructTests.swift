import Testing

@testable import NavGraphSwiftUI

/// Constructs found on held-out sets 35 and 36 (issue 13, second reader round on them), one fixture
/// each (`Fixtures/Constructs`), with what the reader must find.
@Suite("Held-out sets 35 and 36 constructs, second round")
struct HeldOutReader36ConstructTests {
  @Test func closureGivenToAComponentInAnInlineSheetBindsThere() {
    // `PillButton(text: "Confirm", onTap: { openSheet = true })` in the body and `PillButton(text:
    // "Back to start", onTap: { startClicked = true })` in the `.sheet { ... }` written in place:
    // the screen's button opens the sheet, the sheet's sets the push. Before, both closures were
    // given to both places: the sheet opened itself and the screen pushed, silently (a store's
    // password reset).
    let result = Fixtures.extract("Constructs/InlineSheetComponentClosures.swift")
    #expect(result.navigation.screens.map(\.id) == ["FernReset", "FernReset.sheet", "FernStart"])
    #expect(
      result.navigation.linkTexts == [
        "FernReset: sheet FernReset.sheet", "FernReset.sheet: push FernStart",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}
