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
}
