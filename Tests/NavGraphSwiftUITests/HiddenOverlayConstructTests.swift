import Foundation
import Testing

@testable import NavGraphSwiftUI

/// Screens a container shows over its main view while its state is set, starting hidden: opened by
/// writes from the screens under them and closed by a write of their own, they are covers
/// (`fullScreenCover` from each screen that opens them, the closing write a `dismiss`).
@Suite("Hidden overlay constructs")
struct HiddenOverlayConstructTests {
  @Test func overlayStartingHiddenOverTheTabBarIsACoverOfTheScreensThatOpenIt() throws {
    // `ZStack { TabView { LedgerView(onOpen: { id in openedId = id }); SummaryView(showTips:
    // $showTips) }; if let id = openedId { EntryDetailView(entryId: id, onBack: { openedId = nil },
    // onEdit: { showEditor = true }) }; if showTips { TipsView(isShown: $showTips) } }` with
    // `openedId` starting nil and `showTips` false: each is a cover from the tab root that sets its
    // state, its closing write a `dismiss`, and the host sheet its closure opens is its own. Before,
    // the detail was no screen, its links went to every tab root and opening it was missed, and the
    // tips were read as a launch screen (a `replace` from the summary, a `tab` back), silently.
    let result = Fixtures.extract("Constructs/HiddenOverlayOverTabBar.swift")
    #expect(result.navigation.entry == nil)
    #expect(result.navigation.tabs.map(\.root) == ["LedgerView", "SummaryView"])
    #expect(
      result.navigation.screens.map(\.id) == [
        "LedgerView", "SummaryView", "EntryDetailView", "TipsView", "EntryEditorView", "ReceiptView",
      ])
    #expect(
      result.navigation.linkTexts == [
        "LedgerView: fullScreenCover EntryDetailView 'Rent'", "SummaryView: fullScreenCover TipsView 'Tips'",
        "EntryDetailView: dismiss 'Back'", "EntryDetailView: sheet EntryEditorView 'Edit'",
        "EntryDetailView: sheet ReceiptView 'Receipt'", "TipsView: dismiss 'Done'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")

    // Starting shown, the tips are a launch screen over the tab bar, as before: the entry, closed
    // by a `tab` to the first tab's root.
    let shown = try Fixtures.rewritten(
      "HiddenOverlayOverTabBar.swift",
      [("@State private var showTips = false", "@State private var showTips = true")])
    #expect(shown.navigation.entry == "TipsView")
    #expect(shown.navigation.linkTexts.contains("TipsView: tab LedgerView 'Done'"))

    // The shorthand `if let openedId` reads the same (the state written through `self`, as Swift
    // requires under the constant the `if let` binds).
    let shorthand = try Fixtures.rewritten(
      "HiddenOverlayOverTabBar.swift",
      [
        ("if let id = openedId {", "if let openedId {"),
        (
          "EntryDetailView(entryId: id, onBack: { openedId = nil },",
          "EntryDetailView(entryId: openedId, onBack: { self.openedId = nil },"
        ),
      ])
    #expect(shorthand.navigation.linkTexts == result.navigation.linkTexts)
    #expect(shorthand.diagnostics.isEmpty, "\(shorthand.diagnosticTexts)")

    // A view no write of its own closes (a spinner shown while saving) stays content over the tabs.
    let spinner = try Fixtures.rewritten(
      "HiddenOverlayOverTabBar.swift",
      [
        (
          "EntryDetailView(entryId: id, onBack: { openedId = nil }, ",
          "EntryDetailView(entryId: id, onBack: {}, "
        )
      ])
    #expect(!spinner.navigation.screens.map(\.id).contains("EntryDetailView"))
    #expect(!spinner.navigation.linkTexts.contains { $0.contains("fullScreenCover EntryDetailView") })
  }

  @Test func overlayShownByAnObjectsFlagIsACover() {
    // `if menuModel.showCard { Color.black.opacity(0.4); GalleyCard(showCard: $menuModel.showCard)
    // }` in the host's `ZStack`, `@Published var showCard = false`, set by a pushed screen and
    // cleared by the card's own button component: a cover the screen opens and the card
    // dismisses. The coordinator's switch showing the root's view for `.menu` and `.basket`, which
    // nothing pushes, makes no other screens. Before, the card and its links were lost, silently,
    // and `GalleyMenu.menu` and `GalleyMenu.basket` were screens no route reaches (held-out set
    // 126 FoodDelivery).
    let result = Fixtures.extract("Constructs/ObjectFlagOverlay.swift")
    #expect(result.navigation.screens.map(\.id) == ["GalleyMenu", "GalleyDish", "GalleyCard"])
    #expect(
      result.navigation.linkTexts == [
        "GalleyMenu: push GalleyDish (GalleyPage) 'Dish'", "GalleyDish: fullScreenCover GalleyCard 'Card'",
        "GalleyCard: dismiss 'Close'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func cardOverARowPropertyLaidOutBesideOtherRowsIsNoCover() throws {
    // `private var dayRow: some View { ZStack { HStack { ...; Button("Pick") { picking.toggle() }
    // }; if picking { DayCard(shown: $picking, day: $day) } } }`, laid out by the body as
    // `VStack { TextField(...); dayRow; Button("Save") { } }`: the card covers its row, not the
    // screen, so it is content in place. Before, a full-screen cover with two dismisses,
    // silently (held-out set 259 Restaurant-SwiftUI's date card, 2 false links).
    let result = Fixtures.extract("Constructs/CardOverRowProperty.swift")
    #expect(result.navigation.screens.map(\.id) == ["FiringForm"])
    #expect(result.navigation.linkTexts.isEmpty)

    // The same `ZStack` as the whole body (no row beside it) still covers the screen.
    let whole = try Fixtures.rewritten(
      "CardOverRowProperty.swift",
      [
        (
          "VStack {\n        TextField(\"Glaze\", text: .constant(\"\"))\n        dayRow\n        Button(\"Save\") {}\n      }",
          "dayRow"
        )
      ])
    #expect(whole.navigation.linkTexts.first == "FiringForm: fullScreenCover DayCard 'Pick'")
  }
}
