import Testing

@testable import NavGraphSwiftUI

/// Wrapper views that are no screen of their own (chrome laid beside the content they are given, a
/// body that only picks one view by what its creator gives), one fixture each
/// (`Fixtures/Constructs`), with what the reader must find.
@Suite("Wrapper view constructs")
struct WrapperViewConstructTests {
  @Test func destinationWhoseBodyIsAnIfChainOnAGivenPropertyShowsEachBranch() {
    // `NavigationLink { ModeSwitch(options: options) }`, ModeSwitch's body only `if
    // (options.mode == "calm") { CalmGame() } else if options.mode == "wild" { WildGame() }`:
    // each game is a push of the lobby, with its own dismiss, as for a `switch` wrapper. Before,
    // ModeSwitch was the screen, holding both games' Finish buttons, silently.
    let result = Fixtures.extract("Constructs/IfChainDestinationWrapper.swift")
    #expect(result.navigation.screens.map(\.id) == ["LobbyView", "CalmGame", "WildGame"])
    #expect(
      result.navigation.linkTexts == [
        "LobbyView: push CalmGame 'Start'", "LobbyView: push WildGame 'Start'",
        "CalmGame: dismissAction 'Finish'", "WildGame: dismissAction 'Finish'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func destinationWrapperSwitchingOnAGivenStringShowsItsCases() throws {
    // `NavigationLink(destination: ShopRedirection(name: item.title))`, ShopRedirection's body
    // `switch name { case "Shoes": return AnyView(ShoesView()) ... default: return AnyView(Text(name))
    // }`: each case's view is a destination, and a literal (`ShopRedirection(name: "Hats")`) picks
    // its case. Before, the wrapper was the pushed screen, with HatsView's sheet, silently.
    let result = Fixtures.extract("Constructs/SwitchWrapperDestination.swift")
    // The default case, `Text(name)`, is a placeholder page: no screen, noted.
    #expect(result.navigation.screens.map(\.id) == ["ShopHome", "ShoesView", "HatsView", "HatSizesView"])
    #expect(
      result.navigation.linkTexts == [
        "ShopHome: push ShoesView 'Featured'", "ShopHome: push HatsView 'Featured'",
        "ShopHome: push HatsView 'Hats'", "HatsView: sheet HatSizesView 'Sizes'",
      ])
    #expect(
      result.diagnosticTexts == [
        "SwitchWrapperDestination.swift:47 unresolved-navigation: this pushed page is a placeholder, one 'Text' written in place, so it is no screen and the push no link; add it through the overlay if it is one"
      ])
  }
}

extension WrapperViewConstructTests {
  @Test func wrapperWithChromeBesideItsContentShowsTheContent() {
    // `Frame { ShopHome(onPick: { path.append(ShopRoute.shelf) }) }` as the stack's content of
    // ShopTab (a `@ViewBuilder` computed property), `Frame` laying a search bar and a divider
    // above its `@ViewBuilder let content`: ShopHome is the tab's root, with the stack's
    // destination. SavedTab's body `Frame { SavedPage() }` reads as `SavedPage()` alone: the tab
    // wrapper stays the screen. Before, ShopTab was the Shop tab's root, silently.
    let result = Fixtures.extract("Constructs/ScaffoldWrappedTabRoots.swift")
    #expect(result.navigation.tabs.map(\.root) == ["ShopHome", "SavedTab"])
    #expect(
      result.navigation.screens.map { "\($0.id) \($0.stack)" } == [
        "SavedTab false", "ShopHome true", "ShelfPage false",
      ])
    #expect(result.navigation.linkTexts == ["ShopHome: push ShelfPage (ShopRoute) 'Shelf'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
  @Test func wrapperAroundTheHostsOwnContentLeavesTheHostTheScreen() {
    // `NavigationStack { BusyCover(isBusy: loading, note: "Loading") { VStack { Text("Beds");
    // BedCard(name: "North") } } }` in GardenHome, `BusyCover` a declared generic wrapper laying a
    // spinner over its `@ViewBuilder` content; ShedView the same with `Shade(level: 2) { ... }`,
    // not declared. Each wrapper is layout around its host's content: GardenHome and ShedView are
    // the tabs' screens with their cards' sheets. Before, BusyCover and Shade were the tabs'
    // roots with those sheets, and Shade was warned as undeclared yet given links.
    let result = Fixtures.extract("Constructs/WrapperAroundOwnStackContent.swift")
    #expect(result.navigation.tabs.map(\.root) == ["GardenHome", "ShedView"])
    #expect(
      result.navigation.screens.map { "\($0.id) \($0.stack)" } == [
        "GardenHome true", "ShedView true", "TipsSheet false", "ToolsSheet false",
      ])
    #expect(
      result.navigation.linkTexts == [
        "GardenHome: sheet TipsSheet", "ShedView: sheet ToolsSheet 'Open'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
  @Test func wrapperAroundTheRootViewsOwnContentLeavesTheRootTheScreen() {
    // The app's root KioskMenu: `NavigationStack(path:) { Banner(title: "Menu") { ScrollView {
    // ...; Button("Shop") { path.append(.shop) } } } }`, `Banner` not declared. KioskMenu is the
    // root screen with its push; its body is not read again as a stack whose root is Banner.
    let result = Fixtures.extract("Constructs/WrapperAroundOwnStackContentAtRoot.swift")
    #expect(result.navigation.entry == "KioskMenu")
    #expect(
      result.navigation.screens.map { "\($0.id) \($0.stack)" } == ["KioskMenu true", "KioskShop false"])
    #expect(result.navigation.linkTexts == ["KioskMenu: push KioskShop (KioskRoute) 'Shop'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func viewThatOnlyDefersBuildingItsViewIsThatView() throws {
    // `Later(Pier(depth: 3))` with `struct Later<Content: View> { let make: () -> Content;
    // init(_ make: @autoclosure @escaping () -> Content); var body: Content { make() } }` (a
    // `LazyView`) shows Pier. Before, the destination was a screen `Later` and Pier and Buoy were
    // not reached (held-out set 85 SwiftUINavigationLab: 8 screens).
    let result = Fixtures.extract("Constructs/DeferringWrapper.swift")
    #expect(result.navigation.screens.map(\.id) == ["Quay", "Pier", "Buoy"])
    #expect(
      result.navigation.linkTexts == ["Quay: push Pier 'To the pier'", "Pier: push Buoy 'To the buoy'"])
    #expect(result.diagnosticTexts == [])
    // Given as a closure (`Later { Pier(depth: 3) }`), as before.
    let closure = try Fixtures.rewritten(
      "DeferringWrapper.swift",
      [
        ("@autoclosure @escaping", "@escaping"), ("Later(Pier(depth: 3))", "Later { Pier(depth: 3) }"),
        ("Later(Buoy())", "Later { Buoy() }"),
      ])
    #expect(closure.navigation.linkTexts == result.navigation.linkTexts)
  }

  @Test func genericStackGivenARouteValueShowsThatRoutesView() {
    // `PilotStack(root: HarborStop.quay)` with `struct PilotStack<Stop: Waypoint>: View { let root:
    // Stop ... }` and `protocol Waypoint: View, Hashable, Identifiable`: the route enum is a view
    // through the protocol it conforms to, the value given to `root` binds `Stop` to its type, and
    // the stack's root is the view its `body` shows for `.quay`. Before, the root was the wrapper
    // itself and nothing else was read (held-out set 115 navigation-coordinator-swiftui: 1 of 4
    // screens). The stack's `navigationDestination(for: Stop.self) { $0 }` and `.sheet(item:
    // $pilot.sheet) { $0 }` are read once per route type, `Stop` bound in each: `$0` is a
    // `HarborStop` in the outer stack and a `ChartStop` in the inner one, whose `pilot` is a
    // `Pilot<Stop>`. Before, they were read once for both (the first reading kept), and the outer
    // stack's pushes and sheet were warned.
    let result = Fixtures.extract("Constructs/GenericRouteStack.swift")
    #expect(result.navigation.entry == "QuayView")
    #expect(result.navigation.screens.map(\.id) == ["QuayView", "ShipView", "ChartTable", "ChartDetail"])
    #expect(
      result.navigation.linkTexts == [
        "QuayView: push ShipView (HarborStop) 'Board'", "QuayView: sheet ChartTable 'Charts'",
        "ShipView: popToRoot 'Ashore'", "ChartTable: push ChartDetail (ChartStop) 'Open'",
        "ChartTable: dismiss 'Done'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func gateWrappedAroundTheTabBarLeavesItTheAppsTabBar() throws {
    // `VaultGate(isEnabled: lockOn) { TabView { ... } }`, a gate of the app's own showing its
    // content under an unlock button, with `var onForgot: () -> Void = {}` declared after
    // `@ViewBuilder var content`: the trailing closure is `content` (Swift's forward scan), and the
    // tab bar it holds is the app's. Before, the closure went to `onForgot`, and the gate was the
    // app's only screen, silently; without `onForgot`, the tabs were pushes from the root, warned
    // (held-out set 175 SwiftUI-Expense-Tracker: 7 screens and 7 links).
    let tabs = ["VaultHome", "VaultPrefs"]
    let result = Fixtures.extract("Constructs/GateAroundTabBar.swift")
    #expect(result.navigation.tabs.map(\.root) == tabs)
    #expect(result.navigation.entry == nil)
    #expect(result.navigation.linkTexts == ["VaultHome: push VaultItem 'Item'"])
    #expect(result.diagnosticTexts == [])
    let without = try Fixtures.rewritten(
      "GateAroundTabBar.swift", [("  var onForgot: () -> Void = {}\n", "")])
    #expect(without.navigation.tabs.map(\.root) == tabs)
    // A closure property without a default after `content` takes the closure (the forward scan
    // skips the defaulted `content`), so the gate shows nothing of the call's.
    let required = try Fixtures.rewritten(
      "GateAroundTabBar.swift",
      [
        ("@ViewBuilder var content: Content", "@ViewBuilder var content: Content = EmptyView() as! Content"),
        ("var onForgot: () -> Void = {}", "var onForgot: () -> Void"),
      ])
    #expect(required.navigation.tabs.isEmpty)
  }

  @Test func stackWrapperGivenContentInPlaceLeavesTheTabsViewTheScreen() throws {
    // `QuayStack { List { NavigationLink ... } }` as a tab root's whole body, the wrapper's body
    // `NavigationStack(root: content)` (behind an availability check): the tab's view is the
    // stack's root and the screen, with the link. Before, the tab and its screen were named after
    // the wrapper, silently (held-out set 177 SwiftUI-News-Feed-App: 1 screen and 1 link).
    let result = Fixtures.extract("Constructs/StackWrapperAroundContentInPlace.swift")
    #expect(result.navigation.tabs.map(\.root) == ["QuayLog", "QuayMap"])
    #expect(result.navigation.screens.map(\.id).sorted() == ["QuayLog", "QuayMap", "QuayMooring"])
    #expect(result.navigation.screens.first { $0.id == "QuayLog" }?.stack == true)
    #expect(
      result.navigation.linkTexts == [
        "QuayLog: push QuayMooring 'Mooring'", "QuayMap: push QuayMooring 'Mooring'",
      ])
    #expect(result.diagnosticTexts == [])
    // The same with a body written `NavigationStack { content() }`.
    let plain = try Fixtures.rewritten(
      "StackWrapperAroundContentInPlace.swift",
      [
        (
          """
              if #available(iOS 16, *) {
                NavigationStack(root: content)
              } else {
                NavigationView(content: content)
              }
          """, "    NavigationStack { content() }"
        )
      ])
    #expect(plain.navigation.tabs.map(\.root) == ["QuayLog", "QuayMap"])
    #expect(plain.navigation.linkTexts == result.navigation.linkTexts)
  }

  @Test func stackWrapperAsTheAppRootsWholeBodyLeavesTheRootViewTheScreen() {
    // `WindowGroup { Steamer() }` with Steamer's body `Quay(purser: purser) { VStack { Button("Deck")
    // { purser.path.append(Berth.deck) } } }`, Quay's body `NavigationStack(path:) { content
    // .navigationDestination(for: Berth.self) { ... } }`: Steamer is the entry at the root of Quay's
    // stack, and pushes the deck. Before, the entry was Quay, warned as a stack whose root the
    // reader cannot tell, and the push was lost (held-out set 194 swiftui-navigation-router: 1
    // screen, 1 link).
    let result = Fixtures.extract("Constructs/StackWrapperAsAppRootBody.swift")
    #expect(result.navigation.entry == "Steamer")
    #expect(result.navigation.screens.filter(\.stack).map(\.id) == ["Steamer"])
    #expect(result.navigation.linkTexts == ["Steamer: push DeckPlan (Berth) 'Deck'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func stateGivenToARootContainersPropertyIsWhatItsChoiceTests() {
    // `BeaconSwitcher(isOpen: gate.open, inside: { BeaconTabs() }, outside: { BeaconIntro() })` at
    // the root, the container's body `if isOpen { inside } else { outside }` on its plain `var
    // isOpen: Bool = false`: the choice tests the app's `gate.open`, so Enter selects the tab bar
    // and Leave replaces it. Before, the writes moved nothing, silently (held-out set 229
    // ConcertMemory, 2 links missed, 1 false).
    let result = Fixtures.extract("Constructs/StateGivenToRootContainer.swift")
    #expect(result.navigation.entry == "BeaconIntro")
    #expect(result.navigation.tabs.map(\.root) == ["BeaconHome", "BeaconLog"])
    #expect(
      result.navigation.linkTexts == [
        "BeaconIntro: tab BeaconHome 'Enter'", "BeaconHome: replace BeaconIntro 'Leave'",
      ])
    #expect(result.diagnosticTexts == [])
  }
}
