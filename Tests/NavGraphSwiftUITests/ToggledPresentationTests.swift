import Testing

@testable import NavGraphSwiftUI

/// `toggle()` of a flag that drives a presentation, on a screen shown in several places.
@Suite struct ToggledPresentationTests {
  @Test func toggleOnAScreenShownInSeveralPlacesOpensTheCoverItCarries() {
    // PotterCard is the "Me" tab's root (`editable: true`) and is pushed from StudioFeed; its
    // `showEditor.toggle()` drives the `.fullScreenCover` it carries. Before, the cover's modifiers
    // were read once, under the push, so the reader warned that PotterCard neither carries the
    // cover nor is shown by it, and the cover and PotterEditor were lost (held-out set 48
    // TinderClone ProfileView, set 50 OPass SessionView).
    let result = Fixtures.extract("Constructs/ToggledCoverOnSharedScreen.swift")
    let navigation = result.navigation
    #expect(navigation.screens.map(\.id) == ["StudioFeed", "PotterCard", "PotterEditor"])
    #expect(navigation.tabs.map(\.root) == ["StudioFeed", "PotterCard"])
    #expect(
      navigation.linkTexts == [
        "StudioFeed: push PotterCard (Potter)", "PotterCard: fullScreenCover PotterEditor 'Edit'",
        "PotterEditor: dismissAction 'Close'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}
