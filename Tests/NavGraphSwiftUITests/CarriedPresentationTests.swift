import Testing

@testable import NavGraphSwiftUI

/// Whether a screen's code holds a presentation (`carries`), asked the same way everywhere, for a
/// screen shown in several places whose presentation's modifiers were read once, under its first use.
@Suite struct CarriedPresentationTests {
  @Test func clearingTheCoverAScreenShownInSeveralPlacesCarriesClosesNothing() {
    // GlazerCard is the "Me" tab's root (`editable: true`) and is pushed from KilnFeed; its "Reset"
    // button sets `showEditor = false`, the flag of the cover it carries. Before, the cover was
    // filed under the push's reading, so the tab root was not taken to carry it and "Reset" was
    // read as closing a modal: a false `dismiss` link.
    let result = Fixtures.extract("Constructs/SetCoverOnSharedScreen.swift")
    let navigation = result.navigation
    #expect(navigation.screens.map(\.id) == ["KilnFeed", "GlazerCard", "GlazerEditor"])
    #expect(navigation.tabs.map(\.root) == ["KilnFeed", "GlazerCard"])
    #expect(
      navigation.linkTexts == [
        "KilnFeed: push GlazerCard (Glazer)", "GlazerCard: fullScreenCover GlazerEditor 'Edit'",
        "GlazerEditor: dismissAction 'Close'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}
