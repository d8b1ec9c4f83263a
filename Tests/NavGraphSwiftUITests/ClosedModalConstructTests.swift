import Testing

@testable import NavGraphSwiftUI

/// Writes that hide a modal from the screen under it, where the modal is not up, one fixture each
/// (`Fixtures/Constructs`).
@Suite("Closed modal constructs")
struct ClosedModalConstructTests {
  @Test func clearingAModalFromItsPresenterClosesNothing() {
    // `openItem() { showFilter = false; showItem = true }`, called by ShelfView's own "Open" button
    // (ShelfView carries `.sheet(isPresented: $router.showFilter)`) and by the sheet's `onPick`:
    // from ShelfView the sheet is not up, so the call only pushes; from FilterView it dismisses,
    // then pushes. Before, `ShelfView: dismiss 'Open' then [push ItemView]` (held-out set 33
    // EaToo's delete alert clearing a sheet's item on its presenter: a false `dismiss`).
    let result = Fixtures.extract("Constructs/PresenterClearsClosedModal.swift")
    #expect(result.navigation.screens.map(\.id) == ["ShelfView", "FilterView", "ItemView"])
    #expect(
      result.navigation.linkTexts == [
        "ShelfView: sheet FilterView 'Filter'", "ShelfView: push ItemView 'Open'",
        "FilterView: dismiss 'Pick' then [push ItemView]",
      ])
    #expect(result.diagnosticTexts.isEmpty, "\(result.diagnosticTexts)")
  }
}
