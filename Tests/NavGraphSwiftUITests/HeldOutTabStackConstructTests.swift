import Testing

@testable import NavGraphSwiftUI

/// Tabs and the stacks around them: a stack around the whole tab bar or around a branch switching
/// to it, bindings written `self.$flag`, tab contents selecting their own tab, tabs named by tags
/// of an undeclared enum, a placeholder case that is no tab. One fixture each
/// (`Fixtures/Constructs`), with what the reader must find.
@Suite("Held-out tab and stack constructs")
struct HeldOutTabStackConstructTests {
  @Test func stackAroundTheWholeTabBarInARootBranchGivesEachTabAStack() {
    // `if isSignedIn { NavigationView { TabView { ... } } } else { KennelSignInView(...) }`: the
    // tabs push onto that stack, read as a stack per tab (the note of a tab bar inside its host's
    // stack). Before, the tabs had no stack, so `check` called each push inert, silently.
    let result = Fixtures.extract("Constructs/StackAroundTabBar.swift")
    #expect(result.navigation.entry == "KennelSignInView")
    #expect(result.navigation.tabs.map(\.root) == ["KennelsView", "WalksView"])
    #expect(result.navigation.tabs.map(\.stack) == [true, true])
    #expect(
      result.navigation.linkTexts == [
        "KennelSignInView: tab 0 'Sign in'", "KennelsView: push KennelDetailView 'Kennel'",
        "WalksView: push WalkDetailView 'Walk'",
      ])
    #expect(
      result.diagnosticTexts == [
        "StackAroundTabBar.swift:20 unresolved-navigation: the TabView is inside the NavigationStack of 'KennelRootView': its tabs push onto that stack, which the description models as a stack per tab with that stack's destinations"
      ])
  }

  @Test func stackOfAGenericWrapperAroundTheTabBarGivesEachTabAStack() {
    // `StackFrame { HarborTabs() }`, whose body is `NavigationStack(path:) {
    // content.navigationDestination(for:) { ... } }`: the tab bar is inside the wrapper's stack,
    // read as when that stack is written in HarborShell itself (each tab a stack, and the note).
    // Before, the tabs had no stack and the note was missing, silently, and StackFrame was
    // reported as not reachable (held-out set 54 Sedam B).
    let result = Fixtures.extract("Constructs/TabBarInStackWrapper.swift")
    #expect(result.navigation.screens.map(\.id) == ["DocksView", "CrewView", "BerthView"])
    #expect(result.navigation.tabs.map(\.root) == ["DocksView", "CrewView"])
    #expect(result.navigation.tabs.map(\.stack) == [true, true])
    #expect(result.navigation.linkTexts == ["DocksView: push BerthView (HarborRoute) 'Berth'"])
    #expect(
      result.diagnosticTexts == [
        "TabBarInStackWrapper.swift:52 unresolved-navigation: the TabView is inside the NavigationStack of 'HarborShell': its tabs push onto that stack, which the description models as a stack per tab with that stack's destinations"
      ])
  }

  @Test func bindingsWrittenThroughSelfAreTheViewsOwn() {
    // `.sheet(isPresented: self.$showJoin)`, `.fullScreenCover(item: self.$openedRace)` and
    // `NavigationStack(path: self.$path)`: read as `$showJoin`, `$openedRace`, `$path`. Before, the
    // two modals were reported as shown by bindings the reader cannot follow, and the push onto the
    // path was lost, silently.
    let result = Fixtures.extract("Constructs/SelfBindings.swift")
    #expect(
      result.navigation.linkTexts == [
        "RegattaHomeView: sheet JoinView 'Join'", "RegattaHomeView: fullScreenCover RaceView 'Open race'",
        "RegattaHomeView: push RaceResultsView (Race) 'Results'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func selfQualifiedBindingsOfAnObjectsPropertiesAreThoseBindings() {
    // `TabView(selection: self.$nav.selection)` and `NavigationLink(destination: QuarrySeam(),
    // isActive: self.$nav.showsSeam)`: read as `$nav.selection` and `$nav.showsSeam`, so the
    // seam's `self.nav.showsSeam = false` pops it and `self.nav.selection = 1` selects the shed.
    // Before, neither binding was followed and both links were lost, silently (held-out set 111
    // NavigationSwiftUI).
    let result = Fixtures.extract("Constructs/SelfQualifiedObjectBindings.swift")
    #expect(result.navigation.tabs.map(\.root) == ["QuarryPit", "QuarryShed"])
    #expect(
      result.navigation.linkTexts == [
        "QuarryPit: push QuarrySeam 'Seam'", "QuarrySeam: pop 'Back'", "QuarrySeam: tab 1 'Shed'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func tabContentTappedToSelectItsOwnTabIsNoLink() {
    // `BeaconsView().onTapGesture { selectedIndex = 0 }` in the tab tagged 0: the tab is already
    // selected, no link (as for `.onAppear`). LogbookView's tap selecting tab 0, in the tab tagged 2,
    // does move. Before, each was a `tab` link to its own tab, silently.
    let result = Fixtures.extract("Constructs/SelfSelectingTabTaps.swift")
    #expect(result.navigation.tabs.map(\.root) == ["BeaconsView", "KeepersView", "LogbookView"])
    #expect(result.navigation.linkTexts == ["LogbookView: tab 0"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func stackAroundABranchThatSwitchesToTheTabBarIsTheTabsStack() {
    // `else { NavigationView { HarborHome() } }` at the root, HarborHome's body a `switch phase`
    // of a spinner, the tab bar and an intro: the switch is read as the root's, its tab bar the
    // app's, inside that stack (a note). Before, HarborHome was one screen whose tabs were pushes,
    // with a warning that it shows a TabView of its own, and the spinner and intro were lost (a
    // fitness tracker's signed-in root).
    let result = Fixtures.extract("Constructs/StackAroundSwitchingRoot.swift")
    #expect(
      result.navigation.screens.map(\.id) == [
        "HarborSignIn", "HarborSpinner", "HarborIntro", "HarborDocks", "HarborBerth", "HarborStats",
      ])
    #expect(result.navigation.tabs.map(\.root) == ["HarborDocks", "HarborStats"])
    #expect(
      result.navigation.linkTexts == [
        "HarborSignIn: replace HarborSpinner 'Sign in'", "HarborIntro: tab HarborDocks 'Start'",
        "HarborDocks: push HarborBerth 'Berth'",
      ])
    #expect(
      result.diagnosticTexts == [
        "StackAroundSwitchingRoot.swift:73 unresolved-navigation: the TabView is inside the NavigationStack of 'HarborHome': its tabs push onto that stack, which the description models as a stack per tab with that stack's destinations"
      ])
  }

  @Test func placeholderCaseOfTheTabsSwitchIsNoTab() {
    // `case .gap: Spacer()` in the switch giving each tab's view, tabs by `ForEach(MothPane.allCases)`:
    // no tab `gap`, and MothTabs is no screen. Before, MothTabs was the root of a tab `gap`, with
    // the camera sheet as its link, silently.
    let result = Fixtures.extract("Constructs/PlaceholderTabCase.swift")
    #expect(result.navigation.tabs.map(\.id) == ["field", "journal"])
    #expect(
      result.navigation.screens.map(\.id) == ["FieldPage", "JournalPage", "SightingPage", "MothCamera"])
    #expect(
      result.navigation.linkTexts == [
        "FieldPage: sheet MothCamera 'Camera'", "FieldPage: push SightingPage 'Sighting'",
        "JournalPage: sheet MothCamera 'Camera'", "SightingPage: sheet MothCamera 'Camera'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func tagsOfAnUndeclaredEnumNameTheTabs() {
    // `NavigationView { LoomListView() }.tag(Pane.looms)` in computed properties of the tab-bar
    // view, `Pane` not in the files read: each tab is named by its tag's case, so the sign-in's
    // switch to the tab bar is `tab looms` and the hand-drawn bar's `state.current = .weaver` is a
    // tab move. Before, the tabs were named after their roots (`LoomListView`, `WeaverView`) and
    // both writes were "not a tag of the tab bar the reader can tell".
    let result = Fixtures.extract("Constructs/UndeclaredTagTabs.swift")
    #expect(result.navigation.entry == "LoomSignInView")
    #expect(result.navigation.tabs.map(\.id) == ["looms", "weaver"])
    #expect(result.navigation.tabs.map(\.root) == ["LoomListView", "WeaverView"])
    #expect(
      result.navigation.screens.map(\.id) == ["LoomSignInView", "LoomListView", "WarpView", "WeaverView"])
    #expect(
      result.navigation.linkTexts == [
        "LoomSignInView: tab looms 'Sign in'", "LoomListView: push WarpView 'Warp'",
        "WeaverView: replace LoomSignInView 'Sign out'",
      ])
    #expect(result.diagnosticTexts.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func appsOwnTabWrapperShadowsSwiftUIsTab() {
    // `struct Tab<Content: View>: View { NavigationView { content() }.tabItem { ... } }`, used as
    // `Tab(symbol:title:) { TreesView() }` in the TabView: the app's own type, as in Swift, not
    // SwiftUI's `Tab`, so each tab root has the wrapper's stack. Before, the tabs were read as
    // SwiftUI's `Tab` with no stack (the push inert for `check`), and a note called `Tab` not
    // reachable though the app shows it twice, silently (held-out set 67 Moneta).
    let result = Fixtures.extract("Constructs/ShadowingTabWrapper.swift")
    #expect(result.navigation.screens.map(\.id) == ["TreesView", "WaterView", "PearView"])
    #expect(result.navigation.tabs.map(\.root) == ["TreesView", "WaterView"])
    #expect(result.navigation.tabs.map(\.stack) == [true, true])
    #expect(result.navigation.linkTexts == ["TreesView: push PearView 'Pear'"])
    // Each creation's given title and icon are its tab's, and the wrapper, a tab's container, is
    // not noted as unreachable (`genericTabContainerMarksEachCreationWithItsGivenTitle`).
    #expect(result.navigation.tabs.map(\.title) == ["Trees", "Water"])
    #expect(result.navigation.tabs.map(\.icon) == ["leaf", "drop"])
    #expect(result.diagnosticTexts.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func caseRootContainerOfEachTabShowsItsCaseBranch() {
    // `ForEach(HivePane.allCases) { pane in HivePaneRoot(pane: pane).tabItem { ... }.tag(pane) }`,
    // HivePaneRoot's body `NavigationStack { pane.rootView }` and `rootView` a fileprivate getter
    // switching on `self`: each tab's root is its case's branch, the `EmptyView` case no tab (a
    // titled tab with no screen, warned), and HivePaneRoot no screen. Before, HivePaneRoot was the
    // root of all 3 tabs, silently (held-out set 68 IcySky).
    let result = Fixtures.extract("Constructs/CaseRootContainerTabs.swift")
    #expect(result.navigation.tabs.map(\.id) == ["apiary", "honey"])
    #expect(result.navigation.tabs.map(\.root) == ["ApiaryView", "HoneyView"])
    #expect(result.navigation.tabs.map(\.stack) == [true, true])
    #expect(result.navigation.screens.map(\.id) == ["ApiaryView", "HoneyView", "FrameView"])
    #expect(result.navigation.linkTexts == ["ApiaryView: push FrameView 'Frame'"])
    #expect(
      result.diagnosticTexts == [
        "CaseRootContainerTabs.swift:27 unresolved-navigation: a tab of this TabView has no screen the reader can resolve; add it through the overlay"
      ])
  }

  @Test func placeholderTextTabIsNoTab() {
    // `TabView(selection: $picked) { SpoolView().tag(0); Text("Weave").tabItem { ... }.tag(1);
    // ShuttleView().tag(2) }`: the `Text` tab shows no screen (only SwiftUI's views written in
    // place, no link), so it is no tab, with the warning a tab with no screen gets. Before, a tab "1"
    // rooted at the host LoomTabs, an invented screen, silently (set 70 InstaClone's "Create Post",
    // also set 37 Nexus, set 49 Dopamine, set 57 LiveBetter, set 30 Dash).
    let result = Fixtures.extract("Constructs/PlaceholderTextTab.swift")
    #expect(result.navigation.tabs.map(\.id) == ["0", "2"])
    #expect(result.navigation.tabs.map(\.root) == ["SpoolView", "ShuttleView"])
    #expect(result.navigation.screens.map(\.id) == ["SpoolView", "ThreadView", "ShuttleView"])
    #expect(result.navigation.linkTexts == ["SpoolView: push ThreadView 'Thread'"])
    #expect(
      result.diagnosticTexts == [
        "PlaceholderTextTab.swift:20 unresolved-navigation: a tab of this TabView has no screen the reader can resolve; add it through the overlay"
      ])
  }

  @Test func placeholderTextTabSelectingItselfOnAppearIsNoTab() throws {
    // The same `Text("Weave")` tab with `.onAppear { picked = 1 }`: a handler that only writes the
    // tab bar's selection is no link, so the tab is still a placeholder. Before, a tab "1" rooted at
    // the host LoomTabs, silently (held-out set 249 SwiftUI-ThreadsTutorial, set 190
    // SwiftUI-Sample-Thread).
    let result = try Fixtures.rewritten(
      "PlaceholderTextTab.swift",
      [
        (
          #".tabItem { Image(systemName: "plus.square") }"#,
          #".tabItem { Image(systemName: "plus.square") }.onAppear { picked = 1 }"#
        )
      ])
    #expect(result.navigation.tabs.map(\.id) == ["0", "2"])
    #expect(result.navigation.screens.map(\.id) == ["SpoolView", "ThreadView", "ShuttleView"])
    #expect(
      result.diagnosticTexts == [
        "PlaceholderTextTab.swift:20 unresolved-navigation: a tab of this TabView has no screen the reader can resolve; add it through the overlay"
      ])
  }

  @Test func rawValueTagNamesItsCase() throws {
    // `.tag(Pane.garden.rawValue)` with `@State var selected = 0`: the tab id is the case's name
    // (`garden`), as for `.tag(Pane.garden)`. Before, the ids fell back to the roots' names,
    // silently (set 77 Padawan, as set 53 WalletET). A write `selected =
    // AllotmentTabs.Pane.shed.rawValue` selects that case's tab; before, "the tab selection
    // 'AllotmentTabs.selected' is set to 'AllotmentTabs.Pane.shed.rawValue', which is not a tag of
    // the tab bar the reader can tell".
    let result = Fixtures.extract("Constructs/RawValueTabTags.swift")
    #expect(result.navigation.tabs.map { "\($0.id) \($0.root)" } == ["garden GardenView", "shed ShedView"])
    #expect(result.navigation.linkTexts == ["GardenView: tab shed 'Tools'"])
    #expect(result.diagnosticTexts == [])

    // The same with the tags and the write naming the case's `id`.
    let ids = try Fixtures.rewritten(
      "RawValueTabTags.swift",
      [
        (".tag(Pane.garden.rawValue)", ".tag(Pane.garden.id)"),
        (".tag(Pane.shed.rawValue)", ".tag(Pane.shed.id)"),
        ("AllotmentTabs.Pane.shed.rawValue", "AllotmentTabs.Pane.shed.id"),
      ])
    #expect(ids.navigation.tabs.map(\.id) == ["garden", "shed"])
    #expect(ids.navigation.linkTexts == ["GardenView: tab shed 'Tools'"])
    #expect(ids.diagnosticTexts == [])
  }

  @Test func stackRootBuiltByTheHostsDestinationBuilderIsThatCasesView() {
    // `NavigationStack(path: $router.path) { destinationView(for: .gallery)
    // .navigationDestination(for: ShelfDestination.self, destination: destinationView) }` in a tab's
    // host, the builder `switch destination { case .gallery: GalleryView() ... }`: the case the root
    // call gives is the root screen, which holds the gallery's push. Before, the host was the tab's
    // screen with the gallery's links, and the gallery a second screen with them too (held-out set
    // 97 Brew: 2 false links).
    let result = Fixtures.extract("Constructs/BuilderAtStackRoot.swift")
    #expect(result.navigation.tabs.map(\.root) == ["GalleryView", "ShelfSettings"])
    #expect(result.navigation.screens.map(\.id) == ["GalleryView", "DetailView", "ShelfSettings"])
    #expect(result.navigation.linkTexts == ["GalleryView: push DetailView (ShelfDestination) 'Open'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func tabsWrittenInAGroupAreTabsOfTheTabView() {
    // `TabView { Group { RunsView().tabItem { ... }; RestView().tabItem { ... } }
    // .toolbarBackground(.visible, for: .tabBar); ProfileView().tabItem { ... } }`: the group's
    // tabs are tabs of the bar, in order. Before, the group was one tab rooted at the App, holding
    // every tab's links, silently (held-out set 100 SwiftUI-Sport: 3 screens, 6 links missed, 6
    // false).
    let result = Fixtures.extract("Constructs/TabsInGroup.swift")
    #expect(result.navigation.tabs.map(\.root) == ["RunsView", "RestView", "ProfileView"])
    #expect(result.navigation.linkTexts == ["RunsView: push RunDetail 'Morning run'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func stackInTheWindowGroupAroundTheTabBarGivesEachTabAStack() throws {
    // `WindowGroup { NavigationStack(path: $router.path) { LedgerTabs().navigationDestination(for:
    // LedgerRoute.self) { ... } } }`, the `TabView` in `LedgerTabs`: each tab pushes onto that
    // stack, with its destinations, as a stack around the tab bar in a view is read. Before, the
    // tabs had no stack, so `check` called the push inert and its screen unreachable, silently
    // (held-out set 101 SwiftUI-Template).
    let expected = ["BooksView true [\"LedgerRoute\"]", "TotalsView true [\"LedgerRoute\"]"]
    let result = Fixtures.extract("Constructs/UnpushedDestinations.swift")
    #expect(
      result.navigation.tabs.map { tab in
        let screen = result.navigation.screens.first { $0.id == tab.root }
        return "\(tab.root) \(tab.stack) \(screen?.destinations ?? [])"
      } == expected)
    #expect(result.navigation.linkTexts.first == "BooksView: push EntryView (LedgerRoute) 'Entry'")
    // The `TabView` written in place in the WindowGroup's stack: the same.
    let inPlace = try Fixtures.rewritten(
      "UnpushedDestinations.swift",
      [
        (
          "LedgerTabs()\n",
          "TabView {\n BooksView().tabItem { Label(\"Books\", systemImage: \"book\") }\n TotalsView().tabItem { Label(\"Totals\", systemImage: \"sum\") }\n }\n"
        )
      ])
    #expect(
      inPlace.navigation.tabs.map { tab in
        let screen = inPlace.navigation.screens.first { $0.id == tab.root }
        return "\(tab.root) \(tab.stack) \(screen?.destinations ?? [])"
      } == expected)
  }

  @Test func selectionSetToARawValueSelectsTheTabTaggedWithIt() throws {
    // `.tag(0)`, `.tag(1)`, `.tag(2)` and `selection = Pane.logbook.rawValue` with `enum Pane: Int {
    // case deck; case harbor = 1; case logbook }`: the case's raw value (2, one after the one
    // written) is the tag it selects. Before, each write was warned as a value that is no tag of
    // the tab bar, and no link (held-out set 102 RoutineApp).
    let result = Fixtures.extract("Constructs/LiteralTabTagsByRawValue.swift")
    #expect(
      result.navigation.linkTexts == ["DeckView: tab 2 'Open logbook'", "LogbookView: tab 0 'Back on deck'"])
    #expect(result.diagnosticTexts == [])
    // Tagged with strings, selected by the raw values of a `String` enum (its case names).
    let strings = try Fixtures.rewritten(
      "LiteralTabTagsByRawValue.swift",
      [
        ("enum Pane: Int {", "enum Pane: String {"), ("case harbor = 1", "case harbor"),
        ("@State private var selection = 0", "@State private var selection = \"deck\""),
        (".tag(0)", ".tag(\"deck\")"), (".tag(1)", ".tag(\"harbor\")"), (".tag(2)", ".tag(\"logbook\")"),
        ("@Binding var selection: Int", "@Binding var selection: String"),
      ])
    #expect(
      strings.navigation.linkTexts == [
        "DeckView: tab logbook 'Open logbook'", "LogbookView: tab deck 'Back on deck'",
      ])
    #expect(strings.diagnosticTexts == [])
  }

  @Test func wrapperGivenItsContentAsAValueShowsThatViewInItsStack() {
    // `RouteFrame(content: PantryView(), state: pantry)` with `let content: Content` (`Content:
    // View`) and a body `NavigationStack(path: $state.routes) { content.navigationDestination(...)
    // }`: each tab's root is the view given, in the wrapper's stack. Before, the wrapper was the
    // root of both tabs, and the views given were unreachable, silently (held-out set 104
    // TabView-NavigableView).
    let result = Fixtures.extract("Constructs/StoredContentWrapperTabs.swift")
    #expect(
      result.navigation.tabs.map { "\($0.root) \($0.stack)" } == ["PantryView true", "CellarView true"])
    #expect(
      result.navigation.linkTexts == [
        "PantryView: push ShelfView (LarderRoute) 'Shelf'", "PantryView: sheet LabelMaker 'Label'",
        "LabelMaker: dismiss 'Done'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func tabsTaggedWithALowercaseEnumAreNamedByItsCases() {
    // `enum page { case practice, card }`, `.tag(page.card)` and `selection = page.card`: a type
    // named in lower case, declared in the files read, is a type. Before, the write was warned as
    // no tag of the tab bar, and the tabs were named after their roots (held-out set 105
    // LearnWord).
    let result = Fixtures.extract("Constructs/LowercaseTabEnum.swift")
    #expect(result.navigation.tabs.map(\.id) == ["practice", "card"])
    #expect(result.navigation.linkTexts == ["PracticeView: tab card 'Show cards'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func stackRootBuiltByAnObjectsFactoryMethodIsTheViewItBuilds() {
    // `NavigationStack(path: $router.path) { factory.makeSearchView().navigationDestination(...) }`
    // with `SearchFactory.makeSearchView()` returning `SearchView(router: router)`: the tab's root
    // is the view the method builds. Before, the tab's root was the host, `SearchNavigation`
    // (held-out set 105 MovieAppMicro).
    let result = Fixtures.extract("Constructs/ObjectFactoryStackRoot.swift")
    #expect(
      result.navigation.tabs.map { "\($0.root) \($0.stack)" } == ["SearchView true", "TicketsView false"])
    #expect(result.navigation.linkTexts == ["SearchView: push FilmView (Int) 'Film'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func emptyStateOfATabsQueryIsContentNotAnotherScreen() {
    // `NavigationStack { if chores.isEmpty { ChoreEmptyView() } else { ChoreRowsView(chores:
    // chores) } }` with `@Query private var chores: [Chore]` in the tab's view: the query's objects
    // are the view's data, so the tab's root is `ChoreListView`, with the rows' push and both
    // branches' add buttons. Before, the tab's root was the empty state, the rows' push left out, with a warning
    // that the tab's root switches (held-out set 134 ToDoApp).
    let result = Fixtures.extract("Constructs/QueryEmptyStateTab.swift")
    #expect(result.navigation.tabs.map(\.root) == ["ChoreListView", "ChoreStatsView"])
    #expect(
      result.navigation.linkTexts == [
        "ChoreListView: sheet ChoreEditor 'Add'", "ChoreListView: sheet ChoreEditor 'Add'",
        "ChoreListView: push ChoreDetail", "ChoreEditor: dismissAction 'Done'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func tabContentWrittenInPlaceInEveryBranchIsOneScreen() {
    // `NavigationStack { Group { if rooms.isEmpty { Button("New room") { adding.toggle() } } else {
    // List { ... } } }.sheet(...) }` as a tab, and another tab's `switch load { case .loading:
    // ProgressView(); case .failed: Button("Retry") { ... }; case .loaded: List { ... } }`: each
    // tab's root is one screen with every branch's links. Before, the first branch was the tab's
    // root and the others screens nothing showed, silently (held-out set 219 SwiftUI-Inventory, 3
    // links missed, 5 false).
    let result = Fixtures.extract("Constructs/TabContentChoiceInPlace.swift")
    #expect(result.navigation.tabs.map(\.root) == ["CellarJars", "CellarTabs.tab", "CellarTabs.tab2"])
    #expect(
      result.navigation.screens.map(\.id) == [
        "CellarTabs.tab", "CellarTabs.tab2", "CellarJars", "CellarRoomForm", "CellarLabels",
      ])
    #expect(
      result.navigation.linkTexts == [
        "CellarTabs.tab: sheet CellarRoomForm 'New room'", "CellarTabs.tab: push CellarJars",
        "CellarTabs.tab: tab 0 'All jars'", "CellarTabs.tab2: push CellarLabels 'Labels'",
        "CellarRoomForm: dismissAction 'Save'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func casePropertyAtAStacksRootIsTheCasesView() {
    // `NavigationStack(path: $router.trail) { router.view(for: .foyer).navigationDestination(...) }`
    // with `func view(for route: AtriumRoute) -> some View { route.screen }`, and `NavigationStack {
    // AtriumRoute.gallery.screen }`: the root is the view `screen`'s `switch self` gives the case.
    // Before, each tab's root was the view holding the stack, and the cases' views screens shown
    // by nothing but pushes, silently (held-out set 224 swift-ui-template-app: `check` called 8
    // screens unreachable).
    let result = Fixtures.extract("Constructs/CasePropertyAtStackRoot.swift")
    #expect(result.navigation.tabs.map(\.root) == ["AtriumFoyer", "AtriumGallery"])
    #expect(result.navigation.screens.map(\.id) == ["AtriumFoyer", "AtriumGallery", "AtriumLedger"])
    #expect(
      result.navigation.screens.filter { $0.stack == true }.map(\.id) == ["AtriumFoyer", "AtriumGallery"])
    #expect(
      result.navigation.linkTexts == [
        "AtriumFoyer: push AtriumLedger (AtriumRoute) 'Ledger'",
        "AtriumGallery: push AtriumLedger (AtriumRoute) 'Ledger'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func tabViewHoldingOnePlainPageIsContent() throws {
    // A tab's root whose body is `TabView { ZStack { Button("About") { ... } }.padding() }`: one
    // view and nothing that makes a tab of it (no `.tabItem`, `.tag`, `Tab`, selection), so no tab
    // bar of its own, and the page is the screen's content. Before, a push to `MossPrefs.tab` with
    // a warning about a second tab bar (held-out set 281 Orchen: 1 false link).
    let result = Fixtures.extract("Constructs/OnePageTabView.swift")
    #expect(result.navigation.screens.map(\.id) == ["MossGarden", "MossPrefs", "MossAbout"])
    #expect(result.navigation.linkTexts == ["MossPrefs: sheet MossAbout 'About'"])
    #expect(result.diagnosticTexts == [])

    // With a tab item, it is a tab bar of its own, as before.
    let tabbed = try Fixtures.rewritten(
      "OnePageTabView.swift", [("      .padding()\n", "      .tabItem { Text(\"About\") }\n")])
    #expect(tabbed.navigation.linkTexts.contains { $0.hasPrefix("MossPrefs: push MossPrefs.tab") })
  }

  @Test func stackAroundTheWholeRootSwitchIsTheStackOfItsTabBar() {
    // `NavigationView { Group { switch gate.root { case .login: Login(); case .tabs: Tabs() } } }`
    // in the App: the tabs push onto that stack, read as a stack per tab, with the note. Before,
    // the tabs had no stack, so `check` called the push inert, silently (held-out set 320
    // swiftui-news-app).
    let result = Fixtures.extract("Constructs/StackAroundWholeRootSwitch.swift")
    #expect(result.navigation.tabs.map(\.stack) == [true, true])
    #expect(
      result.navigation.linkTexts == [
        "Login: tab Docks 'Sign in'", "Docks: push DockDetail 'Open'", "Profile: replace Login 'Sign out'",
      ])
    #expect(
      result.diagnosticTexts == [
        "StackAroundWholeRootSwitch.swift:38 unresolved-navigation: the TabView is inside the NavigationStack of 'HarborApp': its tabs push onto that stack, which the description models as a stack per tab with that stack's destinations"
      ])
  }
}
