import Testing

@testable import NavGraphSwiftUI

/// Constructs found on the seventh and eighth sets of held-out apps (links, closing code, value
/// pushes), one fixture each (`Fixtures/Constructs`), with what the reader must find.
@Suite("Held-out link constructs")
struct HeldOutLinkConstructTests {
  @Test func navigationLinkTitledByAnExpressionPushesItsClosure() {
    // `NavigationLink(phrasebook.phrase("all_books")) { AllBooksView() }`: the title is any unlabeled
    // argument, so the trailing closure is the destination. Before, it was read as the label: the
    // push was lost and the destination's own link landed on ShelfView.
    let result = Fixtures.extract("Constructs/NavigationLinkTitles.swift")
    #expect(
      result.navigation.linkTexts == [
        "ShelfView: push AllBooksView", "ShelfView: push ShelfDetailView", "ShelfView: push ArchiveView",
        "ShelfView: push ReadingSettingsView", "ShelfView: push ArchiveView 'Show the archive'",
        "AllBooksView: push BookView 'Open a book'",
      ])
    #expect(result.diagnostics.isEmpty)
  }
}
