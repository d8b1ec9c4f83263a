import Testing

@testable import NavGraphSwiftUI

/// Bars and columns: a tab bar's or a navigation bar's items (on each tab's root only, given as a
/// computed property or a ternary of views), a tab written in place, a split view's placeholder
/// detail. One fixture each (`Fixtures/Constructs`), with what the reader must find.
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

  @Test func hostsOneTabWrittenInPlaceIsNamedAfterTheHost() {
    // `TabView { NavigationView { VStack { NavigationLink ... } }.tabItem { ... }.tag(0); ... }` in
    // OrchardHomeView, no screen itself: the tab's screen is `OrchardHomeView`. Before,
    // `OrchardHomeView.tab`. Two tabs written in place keep `Host.tab`, `Host.tab2`.
    let one = Fixtures.extract("Constructs/InlineTabContent.swift")
    #expect(one.navigation.tabs.map(\.root) == ["OrchardHomeView", "OrchardSettingsView"])
    #expect(
      one.navigation.screens.map(\.id) == [
        "OrchardHomeView", "ApplesView", "PearsView", "OrchardSettingsView",
      ])
    #expect(
      one.navigation.linkTexts == [
        "OrchardHomeView: push ApplesView 'Apples'", "OrchardHomeView: push PearsView 'Pears'",
      ])
    #expect(one.diagnostics.isEmpty, "\(one.diagnosticTexts)")
    let two = Fixtures.extract("Constructs/InlineTabContents.swift")
    #expect(two.navigation.tabs.map(\.root) == ["ApiaryHomeView.tab", "ApiaryHomeView.tab2"])
    #expect(
      two.navigation.screens.map(\.id) == [
        "ApiaryHomeView.tab", "ApiaryHomeView.tab2", "HiveView", "JarView",
      ])
    #expect(
      two.navigation.linkTexts == [
        "ApiaryHomeView.tab: push HiveView 'Hive'", "ApiaryHomeView.tab2: push JarView 'Jar'",
      ])
    #expect(two.diagnostics.isEmpty, "\(two.diagnosticTexts)")
  }

  @Test func staticPlaceholderDetailOfASplitViewIsNoScreen() {
    // `NavigationSplitView { List { ... } } detail: { VStack { Image(...); Text("Select a book") } }`:
    // iPhone never shows the detail, no screen and no push. ShelfPickerView's detail reads the
    // sidebar's selection (`List(..., selection: $picked)`, `Text(picked ?? ...)`): still pushed.
    // Before, `ReadingListView.detail` was a screen pushed from the sidebar, silently.
    let result = Fixtures.extract("Constructs/SplitPlaceholderDetail.swift")
    #expect(result.navigation.entry == "ReadingListView")
    #expect(
      result.navigation.screens.map(\.id) == [
        "ReadingListView", "BookView", "ShelfPickerView", "ShelfPickerView.detail",
      ])
    #expect(
      result.navigation.linkTexts == [
        "ReadingListView: push BookView 'Book'", "ReadingListView: sheet ShelfPickerView 'Shelves'",
        "ShelfPickerView: push ShelfPickerView.detail",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func placeholderBranchOfADetailChoiceIsNoScreen() {
    // `detail: { switch berth { case .north: NorthBerthView() ... case nil: Text("Pick a berth") } }`:
    // iPhone pushes the detail once a berth is picked, so the push shows the berths' views, not the
    // placeholder. Before, `HarbourSplit.detail` was a screen pushed from the sidebar, silently
    // (held-out set 118 NavigationStackDemo). BayList's `if let bay { ... } else { ... }` likewise.
    let result = Fixtures.extract("Constructs/SplitDetailChoiceWithPlaceholder.swift")
    #expect(
      result.navigation.screens.map(\.id) == [
        "HarbourSplit", "NorthBerthView", "SouthBerthView", "BayList", "BayView",
      ])
    #expect(
      result.navigation.linkTexts == [
        "HarbourSplit: sheet BayList 'Bays'", "HarbourSplit: push NorthBerthView",
        "HarbourSplit: push SouthBerthView", "BayList: push BayView",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func ternaryBarItemBranchesAreContent() {
    // `.navigationBarItems(trailing: page == 0 ? AnyView(Button(action: { addingMooring = true })
    // { ... }) : AnyView(EmptyView()))`: either branch is content, so the Button's sheet is read.
    // Before, the ternary argument was not read and the sheet link was lost, silently (a parking
    // app's renter page).
    let result = Fixtures.extract("Constructs/TernaryBarItem.swift")
    #expect(result.navigation.screens.map(\.id) == ["MooringList", "NewMooring"])
    #expect(result.navigation.linkTexts == ["MooringList: sheet NewMooring"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func barItemGivenAsAComputedPropertyIsContent() throws {
    // `.navigationBarItems(trailing: addButton)`, `addButton` a computed property holding
    // `NavigationLink(destination: PebbleAdd())`: read as the view's content, as the method given as
    // `leading: helpButton()` is. Before, the property was not read: PebbleAdd and its links were
    // missing, silently.
    let result = Fixtures.extract("Constructs/BarItemProperty.swift")
    #expect(result.navigation.screens.map(\.id) == ["PebbleList", "PebbleAdd", "PebbleHelp"])
    #expect(
      result.navigation.linkTexts == [
        "PebbleList: push PebbleAdd", "PebbleList: sheet PebbleHelp 'Help'",
        "PebbleAdd: dismissAction 'Save'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func valueLinkOfASelectingListInASplitViewSelects() {
    // `List(books, selection: $selection) { book in NavigationLink(book.title, value: book) }` in a
    // split view's sidebar, with no `navigationDestination(for: Book.self)`: the row sets the
    // selection, the detail column shows it. Before, each row was also warned as a push no
    // destination takes (found probing list-driven split views).
    let result = Fixtures.extract("Constructs/SelectingListInSplitView.swift")
    #expect(
      result.navigation.linkTexts == [
        "Library: push SettingsScreen 'Settings'", "Library: push BookDetail",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func detailColumnOfAThreeColumnSplitViewIsPushedFromTheContentColumn() {
    // `NavigationSplitView { AtlasRegions(...) } content: { AtlasCities(...) } detail: {
    // AtlasDetail(city: city) }`: on iPhone the sidebar is the stack's root, it pushes the content
    // column, and the content column pushes the detail; AtlasDetail only chooses between AtlasCity
    // and a placeholder (`if let city { AtlasCity(name: city) } else { Text(...) }`), so the push
    // shows AtlasCity. Before, the sidebar pushed both columns, and AtlasDetail was the screen with
    // AtlasCity's links, silently (held-out set 113 TripleColumnNavigationSplitProject).
    let result = Fixtures.extract("Constructs/ThreeColumnSplit.swift")
    #expect(result.navigation.entry == "AtlasRegions")
    #expect(
      result.navigation.linkTexts == [
        "AtlasRegions: push AtlasCities", "AtlasCities: push AtlasCity",
        "AtlasCity: sheet AtlasShare 'Share'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}
