import Testing

@testable import NavGraphSwiftUI

/// Paged `TabView`s: a pager is content, not the app's tab bar, wherever its paging style is
/// written. One fixture each (`Fixtures/Constructs`).
@Suite("Paged tab views")
struct PagedTabViewTests {
  @Test func pagingStyleOnTheTabViewsContentMakesAPager() {
    // MossIntro: `TabView(selection: $card) { ForEach(0..<3) { ... }.tabViewStyle(PageTabViewStyle())
    // }` beside Start: a pager, so the app launches on the intro and Start pushes MossHome. Before,
    // the pager was the app's tab bar: no entry, no tabs, no screens, and a warning that its
    // `ForEach` tabs are not read.
    let result = Fixtures.extract("Constructs/PagerStyledOnItsContent.swift")
    #expect(result.navigation.entry == "MossIntro")
    #expect(result.navigation.tabs.isEmpty)
    #expect(result.navigation.screens.map(\.id) == ["MossIntro", "MossHome"])
    #expect(result.navigation.linkTexts == ["MossIntro: push MossHome 'Start'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}
