import Testing

@testable import NavGraphSwiftUI

/// Constructs found on held-out set 40 (a news reader's two tabs over one list, a shop's wrapped
/// tab roots), one fixture each (`Fixtures/Constructs`), with what the reader must find.
@Suite("Held-out set 40 reader constructs")
struct HeldOutSet40ReaderTests {
  @Test func componentThatTwoTabsHoldAloneInAStackIsEachHostsContent() {
    // `NavigationView { StoryList(stories:) }` in LatestTab and in SavedTab: each tab root is a
    // screen and keeps the tab's id, with the list's sheet as its link. WelcomeHost's
    // `NavigationStack { Welcome() }` still gives way to Welcome. Before, both tabs collapsed into
    // StoryList and StoryList-2, silently.
    let result = Fixtures.extract("Constructs/SharedStackRootComponent.swift")
    #expect(result.navigation.tabs.map(\.id) == ["LatestTab", "SavedTab"])
    #expect(
      result.navigation.screens.map { "\($0.id) \($0.stack)" } == [
        "Welcome true", "LatestTab true", "SavedTab true", "StoryPage false", "FilterSheet false",
      ])
    #expect(
      result.navigation.linkTexts == [
        "Welcome: tab LatestTab 'Enter'", "LatestTab: sheet FilterSheet 'Filters'",
        "LatestTab: sheet StoryPage",
        "SavedTab: sheet StoryPage",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}

extension HeldOutSet40ReaderTests {
  @Test func ternarySettingTheRootsStateMovesToEachValue() {
    // `stage = unlocked ? .board : .gate` in the method Begin calls: a replace to each screen, as
    // an `if`/`else` would give. Before, no link, with a warning that the value cannot be told.
    let result = Fixtures.extract("Constructs/TernaryRootWrite.swift")
    #expect(result.navigation.screens.map(\.id) == ["LaunchPad", "GatePage", "BoardPage"])
    #expect(
      result.navigation.linkTexts == [
        "LaunchPad: replace BoardPage 'Begin'", "LaunchPad: replace GatePage 'Begin'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}

extension HeldOutSet40ReaderTests {
  @Test func computedBindingOverStateIsTheTabBarsSelection() {
    // `TabView(selection: choice)`, `choice` a `Binding(get: { picked }, set: { ... picked = pane
    // })` whose setter also empties a path on a re-tap: FrontPane's `picked = .shelf` is a tab
    // move. Before, it was no move, silently.
    let result = Fixtures.extract("Constructs/ComputedTabSelection.swift")
    #expect(result.navigation.tabs.map(\.id) == ["front", "shelf"])
    #expect(result.navigation.screens.map(\.id) == ["FrontPane", "ShelfPane"])
    #expect(result.navigation.linkTexts == ["FrontPane: tab shelf 'Browse'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}

extension HeldOutSet40ReaderTests {
  @Test func rowsOfAListAViewModelWritesPushTheirOwnRoutes() {
    // `ForEach(model.rows) { row in Button { path.append(row.route) } }`, `rows` (and `extras`) a
    // `let` list literal of the view model: a push per row.
    // Before, each was a value pushed whose type the reader cannot tell, warned.
    let result = Fixtures.extract("Constructs/ModelListRows.swift")
    #expect(result.navigation.screens.map(\.id) == ["DeskView", "OrdersPage", "WalletPage", "HelpPage"])
    #expect(
      result.navigation.linkTexts == [
        "DeskView: push OrdersPage (DeskRoute)", "DeskView: push WalletPage (DeskRoute)",
        "DeskView: push HelpPage (DeskRoute)",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}
