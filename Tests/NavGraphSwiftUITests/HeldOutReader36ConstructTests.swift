import Testing

@testable import NavGraphSwiftUI

/// Constructs found on held-out sets 35 and 36 (issue 13, second reader round on them), one fixture
/// each (`Fixtures/Constructs`), with what the reader must find.
@Suite("Held-out sets 35 and 36 constructs, second round")
struct HeldOutReader36ConstructTests {
  @Test func contentClosureGivenToTheScreensHelperFunctionIsItsContent() {
    // `panel(title: "Reminders") { NavigationLink(...) ... }` with `func panel<Content: View>(title:
    // String, @ViewBuilder content: () -> Content) -> some View { VStack { Text(title); content() }
    // }`, the same with a plain closure parameter, and a call in a computed property: the links in
    // the closures are the screen's. Before, all four were lost, silently (a kids' app's settings).
    let result = Fixtures.extract("Constructs/BuilderHelperContent.swift")
    #expect(
      result.navigation.screens.map(\.id) == [
        "OrchardSettings", "WateringView", "HarvestView", "CellarView", "CreditsView",
      ])
    #expect(
      result.navigation.linkTexts == [
        "OrchardSettings: push WateringView 'Watering'", "OrchardSettings: push HarvestView 'Harvest'",
        "OrchardSettings: push CellarView 'Cellar'", "OrchardSettings: push CreditsView 'Credits'",
        "WateringView: dismissAction 'Done'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func viewsGivenToACustomModifierArePartOfTheScreenWhereItPlacesThem() {
    // `.kelpBar(leading: ReturnButton(onPress: { dismiss() }), trailing: BasketButton(), hint:
    // TideButton())`, the `extension View` function placing `leading` and `trailing` in its
    // toolbar and never `hint`: the return button dismisses the reef screen, the basket button's
    // sheet is the reef screen's, the tide button is not shown. Before, both were lost (a note said
    // the buttons were unreachable), silently for the back button (a shop's navigation bar).
    let result = Fixtures.extract("Constructs/ExtensionModifierViews.swift")
    #expect(result.navigation.screens.map(\.id) == ["KelpHome", "ReefView", "BasketView"])
    #expect(
      result.navigation.linkTexts == [
        "KelpHome: push ReefView 'Reef'", "ReefView: dismissAction", "ReefView: sheet BasketView 'Basket'",
      ])
    #expect(
      result.diagnosticTexts == [
        "ExtensionModifierViews.swift:6 unresolved-navigation: 1 view type with navigation is not reachable from the app's root: TideButton (nothing the app shows leads to it, so the description leaves it out)"
      ])
  }

  @Test func viewParametersAreRelevantToThePrePass() {
    // A body placing a view parameter (`ToolbarItem { leading }`) is kept by the pre-pass, which
    // before replaced it, so the view given there was lost.
    let code = """
      extension View {
        func bar<L: View, R: View>(leading: L, trailing: R?, title: String, any: AnyView, more: some View) -> some View {
          self.toolbar { ToolbarItem { leading } }
        }
      }
      """
    let bytes = Array(code.utf8)
    let scan = SourceScanner.scan(bytes)
    #expect(scan.viewParameters == ["leading", "trailing", "any", "more"])
    let filter = IrrelevantCodeFilter(scans: [scan])
    let filtered = String(decoding: filter.filter(bytes, scan: scan), as: UTF8.self)
    #expect(filtered.contains("ToolbarItem { leading }"))
  }

  @Test func closureGivenToAComponentInAnInlineSheetBindsThere() {
    // `PillButton(text: "Confirm", onTap: { openSheet = true })` in the body and `PillButton(text:
    // "Back to start", onTap: { startClicked = true })` in the `.sheet { ... }` written in place:
    // the screen's button opens the sheet, the sheet's sets the push. Before, both closures were
    // given to both places: the sheet opened itself and the screen pushed, silently (a store's
    // password reset).
    let result = Fixtures.extract("Constructs/InlineSheetComponentClosures.swift")
    #expect(result.navigation.screens.map(\.id) == ["FernReset", "FernReset.sheet", "FernStart"])
    #expect(
      result.navigation.linkTexts == [
        "FernReset: sheet FernReset.sheet", "FernReset.sheet: push FernStart",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func sharedComponentMovingTheRootToTheScreenItIsOnIsNoLinkThere() {
    // A side drawer on each root screen, its rows (`switch row.rawValue`) setting the root state:
    // on each screen, the row setting the root to that screen is no link but a warning. Before, a
    // replace of the screen by itself on each, silently (a shop's side menu).
    let result = Fixtures.extract("Constructs/SharedMenuRootToItself.swift")
    #expect(result.navigation.screens.map(\.id) == ["HarborView", "OrdersView", "AccountView"])
    #expect(
      result.navigation.linkTexts == [
        "HarborView: replace OrdersView", "HarborView: replace AccountView", "OrdersView: replace HarborView",
        "OrdersView: replace AccountView", "AccountView: replace HarborView",
        "AccountView: replace OrdersView",
      ])
    #expect(
      result.diagnosticTexts == [
        "SharedMenuRootToItself.swift:44 unresolved-navigation: 'SideDrawer', shown on 'HarborView', moves the root to the same screen there, which leaves the root as it is, so no link is made",
        "SharedMenuRootToItself.swift:44 unresolved-navigation: 'SideDrawer', shown on 'OrdersView', moves the root to the same screen there, which leaves the root as it is, so no link is made",
        "SharedMenuRootToItself.swift:44 unresolved-navigation: 'SideDrawer', shown on 'AccountView', moves the root to the same screen there, which leaves the root as it is, so no link is made",
      ])
  }

  @Test func unknownModalModifierIsReportedNotGuessed() {
    // `.presentModal(isPresented: $showsThanks) { ... } content: { ThanksPopup(...) }`, a package's
    // modifier: no modal guessed, a warning at the modifier naming it and the popup, with where to
    // add the link. `.slideOver(isPresented:) { HelpView() }`, whose view a link shows too, and an
    // alert are not reported. Before, the popup was lost, silently (a shop's order confirmation).
    let result = Fixtures.extract("Constructs/UnknownModalModifier.swift")
    #expect(result.navigation.screens.map(\.id) == ["WrenBasket", "HelpView"])
    #expect(result.navigation.linkTexts == ["WrenBasket: push HelpView 'Help page'"])
    #expect(
      result.diagnosticTexts == [
        "UnknownModalModifier.swift:21 unresolved-navigation: '.presentModal(isPresented:)' is not a modifier the reader knows, and nothing else shows 'ThanksPopup', which it builds; if the modifier presents that view (as a sheet or a cover), add it through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"WrenBasket\", \"links\": [{\"kind\": ..., \"to\": \"ThanksPopup\"}]} in its \"screens\""
      ])
  }
}
