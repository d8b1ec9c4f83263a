import NavGraph
import Testing

@testable import NavGraphSwiftUI

/// Navigation written with packages whose code is not among the files read: SwiftfulRouting's
/// `RouterView` and router, a package's tap modifier and views given actions. One fixture each
/// (`Fixtures/Constructs`), with what the reader must find.
@Suite("Package constructs")
struct PackageConstructTests {
  @Test func swiftfulRoutingRouterViewIsAStackAndItsRouterShowsAndClosesScreens() throws {
    // `RouterView { _ in OrchardHome() }` as the App's root, `router.showScreen(.push | .sheet |
    // .fullScreenCover) { _ in View() }` (also in a method and in a package cell's action),
    // `dismissScreen()` and `dismissLastScreen()`. A modal shown by the router is in a stack of its
    // own; an alert and Safari are no screens; another call of the router is reported. Before:
    // `RouterView` was the app's only screen, warned as not declared, and every router call was
    // silent (held-out sets 183, 184 and 185: 11 screens and 27 links in three apps).
    let result = Fixtures.extract("Constructs/SwiftfulRoutingRouter.swift")
    #expect(result.navigation.entry == "OrchardHome")
    #expect(
      result.navigation.screens.map(\.id) == [
        "OrchardHome", "OrchardTrees", "OrchardBasket", "OrchardHarvest",
      ])
    #expect(
      result.navigation.screens.filter(\.stack).map(\.id) == [
        "OrchardHome", "OrchardBasket", "OrchardHarvest",
      ])
    #expect(
      result.navigation.linkTexts == [
        "OrchardHome: push OrchardTrees 'Trees'", "OrchardHome: sheet OrchardBasket 'Basket'",
        "OrchardHome: fullScreenCover OrchardHarvest", "OrchardHome: sheet OrchardBasket 'Pears'",
        "OrchardTrees: dismissAction 'Back'", "OrchardBasket: dismissAction 'Close'",
      ])
    #expect(
      result.diagnosticTexts == [
        "SwiftfulRoutingRouter.swift:51 unresolved-navigation: 'router.dismissScreenStack' is a call of SwiftfulRouting's router the reader does not read; add it through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"OrchardTrees\", \"links\": [{\"kind\": ..., \"to\": ...}]} in its \"screens\""
      ])
    // Without a stack of its own, the root is no stack.
    let unstacked = try Fixtures.rewritten(
      "SwiftfulRoutingRouter.swift", [("RouterView { _ in", "RouterView(addNavigationStack: false) { _ in")])
    #expect(unstacked.navigation.screens.first { $0.id == "OrchardHome" }?.stack == false)
    // A `RouterView` the app declares is its own view, read as such.
    let declared = try Fixtures.rewritten(
      "SwiftfulRoutingRouter.swift",
      [
        (
          "struct OrchardHarvest: View {",
          "struct RouterView<Content: View>: View {\n  @ViewBuilder var content: (Int) -> Content\n  var body: some View { content(0) }\n}\n\nstruct OrchardHarvest: View {"
        )
      ])
    #expect(declared.navigation.screens.first { $0.id == "OrchardHome" }?.stack != true)
  }

  @Test func viewQualifiedByItsModulesNameIsAnUndeclaredScreen() {
    // `NavigationLink("Pinball") { Pinball.TableView(balls: 3) }`, a package's view written with
    // its module's name: a screen without links named as written, warned as a view the files do
    // not declare, as `TableView(balls: 3)` is; `Arcade.Darts()`, nested in a type the app declares,
    // stays the app's view. Before, the push was lost, warned as a destination the reader cannot
    // follow (held-out set 243 Harvest-SwiftUI-Gallery: 1 screen, 1 link).
    let result = Fixtures.extract("Constructs/ModuleQualifiedView.swift")
    #expect(
      result.navigation.screens.map(\.id).sorted() == ["Arcade.Darts", "ArcadeHall", "Pinball.TableView"])
    #expect(
      result.navigation.linkTexts == [
        "ArcadeHall: push Arcade.Darts 'Darts'", "ArcadeHall: push Pinball.TableView 'Pinball'",
      ])
    #expect(
      result.diagnosticTexts == [
        "ModuleQualifiedView.swift:16 unresolved-navigation: view 'Pinball.TableView' is not declared in the files read; it is a screen without links (add them through the overlay)"
      ])
  }

  @Test func packageTapModifierRunsItsClosureOnATap() {
    // `TideBadge().asButton(.press) { showsChart = true }`, a package's modifier: its closure is
    // an action, so the sheet it opens is a link; `.overlayPanel { TideLegend() }` builds content
    // and stays content. Before, the closure was read as content, and the sheet lost, silently
    // (held-out set 185 SwiftUI-Clones: a cover, pushes and a dismiss behind `.asButton`).
    let result = Fixtures.extract("Constructs/PackageTapModifier.swift")
    #expect(result.navigation.screens.map(\.id) == ["TideHome", "TideChart", "TidePortView"])
    #expect(
      result.navigation.linkTexts == [
        "TideHome: sheet TideChart", "TideHome: sheet TidePortView 'Ports'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func sectionHeaderGivenAsAComputedPropertyIsContent() {
    // `Section(header: header)` with `private var header: some View { Button("Help") { ... } }`:
    // the header's button is the list's. Before, an argument naming a computed property was not
    // read, and the sheet lost, silently (held-out set 185 SwiftUI-Clones: a dismiss in a pinned
    // section header).
    let result = Fixtures.extract("Constructs/SectionHeaderProperty.swift")
    #expect(result.navigation.linkTexts == ["LoftList: sheet LoftHelp 'Help'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func packageLinkGivenADestinationIsReportedNotReadAsContent() {
    // `LinkRow(destination: CanalLock(), isActive: $opened) { Text("Lock") }` and `LinkRow(destination:
    // { CanalBridge() })`, a package's link no file declares: how it shows the view is not in the
    // files, so each is warned at the link with the view it is given, and the destination's own
    // links are not the screen's. Before, the destination was read as content in place: its sheet
    // was a false link of the home screen, silently (held-out set 189 swiftui-videos, the
    // NavigationStack package's `PushView`: 1 screen and 2 links, silent).
    let result = Fixtures.extract("Constructs/PackageLinkGivenDestination.swift")
    #expect(result.navigation.linkTexts == [])
    #expect(
      result.diagnosticTexts == [
        "PackageLinkGivenDestination.swift:5 unresolved-navigation: 1 view type with navigation is not reachable from the app's root: CanalLock (nothing the app shows leads to it, so the description leaves it out)",
        "PackageLinkGivenDestination.swift:18 unresolved-navigation: 'LinkRow' is not declared in the files read and is given the destination 'CanalLock', which it may push or present; add its link through the overlay",
        "PackageLinkGivenDestination.swift:19 unresolved-navigation: 'LinkRow' is not declared in the files read and is given the destination 'CanalBridge', which it may push or present; add its link through the overlay",
      ])
  }
}
