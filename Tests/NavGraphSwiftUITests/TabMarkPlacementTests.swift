import Testing

@testable import NavGraphSwiftUI

/// Where a tab's `.tabItem` and `.tag` are written: on the `TabView`'s child, or inside the tab
/// root's own body.
@Suite struct TabMarkPlacementTests {
  @Test func tabMarksInsideTheRootsOwnBodyAreTheTabs() {
    // AllotmentTabs lists `GardenPane(selected:)` and `ShedPane()` bare; each body ends in
    // `.tabItem { ... }.tag(PaneIndex.x)`, static Int constants of a struct. Before, the tabs had
    // no tags or titles, so GardenPane's `selected = PaneIndex.shed` was warned as no tag of the
    // tab bar and its link lost (held-out set 48 TwitterClone). Tags that are static constants are
    // named by their members, as enum cases are, while writes match their values.
    let result = Fixtures.extract("Constructs/TabMarksInsideRootBodies.swift")
    let navigation = result.navigation
    #expect(navigation.screens.map(\.id) == ["GardenPane", "ShedPane"])
    #expect(navigation.tabs.map(\.id) == ["garden", "shed"])
    #expect(navigation.tabs.map(\.title) == ["Garden", "Shed"])
    #expect(navigation.tabs.map(\.root) == ["GardenPane", "ShedPane"])
    #expect(navigation.linkTexts == ["GardenPane: tab shed 'To the shed'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func genericTabContainerMarksEachCreationWithItsGivenTitle() {
    // `GroveTab(icon: "leaf", label: "Trees", tag: 0) { TreeList() }` in the `TabView`, a generic
    // wrapper whose body is `NavigationView { content() }.tabItem { Label(label, systemImage: icon)
    // }.tag(tag)`: each creation's given properties are bound, so each tab has its own title, icon
    // and tag, and the wrapper, a tab's container, is not noted as unreachable. Before, the tabs had
    // no titles nor icons and the note "1 view type with navigation is not reachable from the app's
    // root: GroveTab" was given (set 67 Moneta's CoinTab).
    let result = Fixtures.extract("Constructs/GenericTabContainer.swift")
    let navigation = result.navigation
    #expect(navigation.screens.map(\.id) == ["TreeList", "PondList", "TreeDetail"])
    #expect(navigation.tabs.map(\.id) == ["0", "1"])
    #expect(navigation.tabs.map(\.title) == ["Trees", "Ponds"])
    #expect(navigation.tabs.map(\.icon) == ["leaf", "drop"])
    #expect(navigation.tabs.map(\.root) == ["TreeList", "PondList"])
    #expect(navigation.linkTexts == ["TreeList: push TreeDetail 'Oak'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func tabBarGatedByAnIfBetweenAViewAndTheTabsIsAChoice() {
    // `TabView { if keys.member == nil { Gate() } else { if let name = keys.name { Pantry(...)
    // .tabItem {...}; Menu().tabItem {...} } } }`: the branch without tab items is shown without
    // the bar, so it reads as `if keys.member == nil { Gate() } else { TabView { ... } }`. Before,
    // Gate was the only tab and a screen `Hall` held the tab roots' links (held-out set 85
    // KitchenNeed).
    let result = Fixtures.extract("Constructs/GatedTabBar.swift")
    #expect(result.navigation.entry == "Gate")
    #expect(result.navigation.tabs.map(\.id) == ["Pantry", "Menu"])
    #expect(result.navigation.screens.map(\.id) == ["Gate", "Pantry", "Menu", "Groceries", "Dish"])
    #expect(
      result.navigation.linkTexts == [
        "Gate: tab Pantry 'Enter'", "Pantry: sheet Groceries 'Add'", "Menu: push Dish 'Soup'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func tabTaggedWhereWrittenTakesTheLabelOfItsRootsBody() {
    // `TabView { Reels().tag(0); Finder().tag(1) }`, each root's body `NavigationView { ... }
    // .tabItem { ... }`: the tag where the tab is written, the title and icon from the root's
    // body. Before, the tabs had no titles, silently (held-out set 323 MovieSwiftUI).
    let result = Fixtures.extract("Constructs/TabItemInRootBody.swift")
    #expect(result.navigation.tabs.map(\.id) == ["0", "1"])
    #expect(result.navigation.tabs.map(\.title) == ["Reels", "Finder"])
    #expect(result.navigation.tabs.map(\.icon) == ["film", nil])
    #expect(result.diagnosticTexts == [])
  }
}
