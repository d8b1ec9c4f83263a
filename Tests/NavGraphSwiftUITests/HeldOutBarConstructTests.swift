import Testing

@testable import NavGraphSwiftUI

/// Constructs found on the twenty-fifth and twenty-sixth sets of held-out apps around a tab bar or
/// a split view's columns (bar items of a tab bar inside one stack), one fixture each
/// (`Fixtures/Constructs`), with what the reader must find.
@Suite("Held-out bar and column constructs")
struct HeldOutBarConstructTests {
  @Test func barItemsOfATabBarInsideOneStackAreOnEachTabsRootOnly() {
    // `NavigationView { TabView { ... }.navigationBarItems(trailing: Button { ... }).toolbar {
    // ToolbarItem { NavigationLink ... } }.sheet(...) }`: the bar items are in the outer bar, shown
    // on each tab's root, covered by any push; the floating button over the tab bar stays on every
    // screen a tab shows. Before, the bar items' links were on every screen a tab shows, silently.
    let result = Fixtures.extract("Constructs/BarItemsAroundTabBar.swift")
    #expect(result.navigation.tabs.map(\.root) == ["PantryView", "MarketView"])
    #expect(
      result.navigation.screens.map(\.id) == [
        "PantryView", "ShelfView", "MarketView", "StallView", "LarderHelpView", "AccountView", "FeedbackView",
      ])
    #expect(
      result.navigation.linkTexts == [
        "PantryView: sheet AccountView 'Account'", "PantryView: push LarderHelpView 'Help'",
        "PantryView: fullScreenCover FeedbackView 'Feedback'", "PantryView: push ShelfView 'Shelf'",
        "ShelfView: fullScreenCover FeedbackView 'Feedback'", "MarketView: sheet AccountView 'Account'",
        "MarketView: push LarderHelpView 'Help'", "MarketView: fullScreenCover FeedbackView 'Feedback'",
        "MarketView: push StallView 'Stall'", "StallView: fullScreenCover FeedbackView 'Feedback'",
        "LarderHelpView: fullScreenCover FeedbackView 'Feedback'",
      ])
    #expect(
      result.diagnosticTexts == [
        "BarItemsAroundTabBar.swift:20 unresolved-navigation: the TabView is inside the NavigationStack of 'LarderHomeView': its tabs push onto that stack, which the description models as a stack per tab with that stack's destinations"
      ])
  }
}
