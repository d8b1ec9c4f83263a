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

  @Test func tabViewWithoutTabLabelsIsAPager() {
    // WrenPager: `TabView(selection: $slide) { ForEach(slides) { ... .tag(item.id) } }` with no
    // paging style and no `.tabItem`: a pager, so WrenPager is a screen, covered by WrenIntro, and
    // its Begin covers WrenHome. Before, it was the app's tab bar with no tabs: WrenPager and its
    // cover were lost, with a warning that the `ForEach` tabs are not read and one promising a
    // `tab` link the output lacked.
    let result = Fixtures.extract("Constructs/PagerWithoutTabLabels.swift")
    #expect(result.navigation.entry == "WrenIntro")
    #expect(result.navigation.tabs.isEmpty)
    #expect(result.navigation.screens.map(\.id) == ["WrenIntro", "WrenPager", "WrenHome"])
    #expect(
      result.navigation.linkTexts == [
        "WrenIntro: fullScreenCover WrenPager 'Tour'", "WrenPager: fullScreenCover WrenHome 'Begin'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func coverToATabBarWithoutReadTabsWarnsWithoutPromisingALink() {
    // FernTabs labels its tabs but makes them by a `ForEach` over an array, so none is read: the
    // cover from FernStart has no target. Before, the warning promised a 'tab' link the output
    // lacked.
    let result = Fixtures.extract("Constructs/ShownTabBarWithoutReadTabs.swift")
    #expect(result.navigation.screens.map(\.id) == ["FernStart"])
    #expect(result.navigation.linkTexts.isEmpty)
    #expect(
      result.diagnosticTexts == [
        "ShownTabBarWithoutReadTabs.swift:16 unresolved-navigation: 'FernTabs' shows a TabView, and the model has one tab bar, at the root, so this fullScreenCover is read as a move to the tab bar, but none of its tabs is read, so no link is written and 'FernStart' loses this fullScreenCover",
        "ShownTabBarWithoutReadTabs.swift:26 unresolved-navigation: tabs made by 'ForEach' over anything but the cases of an enum ('Tab.allCases') are not read; add them through the overlay",
      ])
  }

  @Test func pagesSelectedByABarDrawnBesideThemAreTabs() throws {
    // `TabView(selection: $aisle) { MarketView(...).tag(Aisle.market); ... }.tabViewStyle(.page(
    // indexDisplayMode: .never))` beside `AisleBar(selected: $aisle)`, whose buttons set
    // `selected`: the pager style only hides the system's bar, and the pages are the app's tabs.
    // Before, a pager: the app launched on the host with every page's links, no tabs, and the
    // toolbar's `aisle = .basket` no link (held-out set 174 SwiftUI-Shop-App: 3 screens and 8
    // links missed, 7 false).
    let result = Fixtures.extract("Constructs/PagedTabsUnderDrawnBar.swift")
    #expect(result.navigation.tabs.map(\.root) == ["MarketView", "BasketView", "AccountView"])
    #expect(
      result.navigation.linkTexts == [
        "MarketView: sheet FilterSheet 'Filter'", "MarketView: tab basket 'Basket'",
        "AccountView: push OrdersView 'Orders'",
      ])

    // The bar's buttons written in the host itself, two cases or more: the same tabs.
    let inPlace = try Fixtures.rewritten(
      "PagedTabsUnderDrawnBar.swift",
      [
        (
          "AisleBar(selected: $aisle)",
          "HStack {\n          Button(\"Market\") { aisle = .market }\n          Button(\"Basket\") { aisle = .basket }\n        }"
        )
      ])
    #expect(inPlace.navigation.tabs.map(\.root) == ["MarketView", "BasketView", "AccountView"])

    // Pages that only move each other (`aisle = .basket` inside a page) stay a pager.
    let pager = try Fixtures.rewritten(
      "PagedTabsUnderDrawnBar.swift", [("AisleBar(selected: $aisle)", "Text(\"Swipe\")")])
    #expect(pager.navigation.tabs.isEmpty)
    #expect(pager.navigation.entry == "GrocerHost")
  }

  @Test func pagesTaggedWithNumbersUnderADrawnStripAreTabs() {
    // `.tag(0)`, `.tag(1)`, `.tag(2)` on a pager's pages, `LanternStrip(page: $page)` beside it
    // with `Button("Feed") { page = 0 }` ...: the strip selects the pages, so they are tabs, as
    // with an enum's tags. Before, only cases counted as the strip's choices, so the app was a
    // pager launching on the host, silently (held-out set 177 SwiftUI-music: 5 screens).
    let result = Fixtures.extract("Constructs/PagedIntTagsUnderBar.swift")
    #expect(result.navigation.entry == nil)
    #expect(result.navigation.tabs.map(\.root) == ["LanternFeed", "LanternLibrary", "LanternSettings"])
    #expect(result.navigation.linkTexts == ["LanternSettings: sheet LanternAbout 'About'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func pagerSelectedByAHeaderInsideATabIsTheScreensContent() throws {
    // `HStack { Button("Tides") { page = 0 }; Button("Moorings") { page = 1 } }` above `TabView(
    // selection: $page) { TidePage().tag(0); MooringPage().tag(1) }.tabViewStyle(.page(...))`, in
    // a tab of the app's tab bar: a segmented pager, its pages the screen's content, so the
    // page's push is the screen's. Before, a second tab bar whose pages were pushes from the
    // screen, warned as "shows a TabView of its own" (held-out set 253 SwiftUI-Practice-App's
    // HomeView and MeView: 1 link missed, 7 false).
    let result = Fixtures.extract("Constructs/PagerUnderHeaderInTab.swift")
    #expect(result.navigation.tabs.map(\.root) == ["HarbourFeed", "KeeperLog"])
    #expect(result.navigation.screens.map(\.id) == ["HarbourFeed", "BuoyDetail", "KeeperLog"])
    #expect(result.navigation.linkTexts == ["HarbourFeed: push BuoyDetail 'Buoy 7'"])
    #expect(result.diagnosticTexts == [])

    // The same pager as the app's root view, with no tab bar around it, is the tab bar.
    let atRoot = try Fixtures.rewritten(
      "PagerUnderHeaderInTab.swift", [("WindowGroup { LighthouseTabs() }", "WindowGroup { HarbourFeed() }")])
    #expect(atRoot.navigation.tabs.map(\.root) == ["TidePage", "MooringPage"])
  }

  @Test func pagerUnderAHeaderInsideAModalsStackIsItsContent() {
    // A sheet's `NavigationStack { VStack { header buttons setting page; TabView(selection: $page)
    // { ... }.tabViewStyle(.page(...)) } }` in an app with no tab bar: the sheet's segmented
    // content, its pages' links the sheet's. Before, the sheet was read as a move to a tab bar
    // of the pages, its Done lost (held-out set 304 FreshKeeper: 1 screen, 6 links missed, 5 false).
    let result = Fixtures.extract("Constructs/PagerUnderHeaderInSheet.swift")
    #expect(result.navigation.tabs.isEmpty)
    #expect(
      result.navigation.linkTexts == [
        "ApiaryHome: sheet HiveManager 'Hives'", "HiveManager: dismissAction 'Done'",
        "HiveManager: sheet AddFrame 'Add frame'", "HiveManager: push QueenLineage 'Lineage'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func pushesCoverAPagerTabBarAndItsHostsControlsInsideTheHostsStack() {
    // The app's tab bar as a pager under a bar its host draws, inside the host's own stack: the
    // host's toolbar link and bar button are on each tab's root, not on a screen pushed over them.
    // Before, the pushed screens had the bar's sheet too (held-out set 298 coupon: 2 false links).
    let result = Fixtures.extract("Constructs/PagerBarInsideHostStack.swift")
    #expect(result.navigation.tabs.map(\.root) == ["CargoList", "CrewList"])
    #expect(
      result.navigation.linkTexts == [
        "CargoList: push TideChart 'Tides'", "CargoList: sheet LogEntry 'Log'",
        "CargoList: push ManifestView 'Manifest'", "CrewList: push TideChart 'Tides'",
        "CrewList: sheet LogEntry 'Log'",
      ])
    #expect(
      result.diagnosticTexts == [
        "PagerBarInsideHostStack.swift:21 unresolved-navigation: the TabView is inside the NavigationStack of 'WharfHost': its tabs push onto that stack, which the description models as a stack per tab with that stack's destinations"
      ])
  }

  @Test func pagerSelectedByABarOfItsCasesIsTheTabBar() {
    // `ForEach(Section.allCases) { item in sectionButton(for: item) }` under the pager, each
    // button storing the case it is made for (`section = item`): the app's tab bar, though no case
    // is written literally. Before, a plain pager, its host one screen with every page's links
    // (held-out set 303 DailyGlow: 4 screens and 12 links missed, 11 false).
    let result = Fixtures.extract("Constructs/PagerSelectedByForEachBar.swift")
    #expect(result.navigation.tabs.map(\.root) == ["TreeList", "HarvestLog"])
    #expect(
      result.navigation.linkTexts == [
        "TreeList: sheet PlantTree 'Plant'", "HarvestLog: push YieldChart 'Yields'",
      ])
    #expect(result.diagnosticTexts == [])
  }
}
