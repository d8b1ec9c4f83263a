import Testing

@testable import NavGraphSwiftUI

/// A presenter's own environment dismiss run from the screen it presents.
@Suite struct PresenterDismissalTests {
  @Test func presentedPresentersDismissFromItsSheetClosesBoth() {
    // ShelfPickerView, itself a sheet, gives its sheet ShelfFormView `onSave: { ...;
    // presentationMode.wrappedValue.dismiss() }`, its own dismiss: that closes the picker and the
    // form above it, `dismiss` then `dismiss`. Before, one `dismiss`, which leaves the picker
    // open, silently (set 47 MenuOrderApp's "Save Address").
    let result = Fixtures.extract("Constructs/PresenterDismissFromItsSheet.swift")
    #expect(result.navigation.screens.map(\.id) == ["PantryHomeView", "ShelfPickerView", "ShelfFormView"])
    #expect(
      result.navigation.linkTexts == [
        "PantryHomeView: sheet ShelfPickerView 'Choose shelf'",
        "ShelfPickerView: sheet ShelfFormView 'New shelf'",
        "ShelfFormView: dismiss 'Save shelf' then [dismiss]", "ShelfFormView: dismissAction 'Cancel'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func presenterNoModalShowsKeepsOneDismiss() throws {
    // The picker at the root, shown by no modal: the one `dismiss` of the form stays.
    let result = try Fixtures.rewritten(
      "PresenterDismissFromItsSheet.swift",
      [
        ("WindowGroup { PantryHomeView() }", "WindowGroup { ShelfPickerView() }"),
        ("\n      .sheet(isPresented: $choosingShelf) { ShelfPickerView() }", ""),
      ])
    #expect(result.navigation.linkTexts.contains("ShelfFormView: dismiss 'Save shelf'"))
    #expect(!result.navigation.linkTexts.contains("ShelfFormView: dismiss 'Save shelf' then [dismiss]"))
  }
}
