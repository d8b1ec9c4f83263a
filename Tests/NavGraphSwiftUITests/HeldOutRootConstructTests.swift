import Testing

@testable import NavGraphSwiftUI

/// Constructs found on the eleventh and twelfth sets of held-out apps (a tab bar that is not the
/// App's root, roots and tab roots that switch on state), one fixture each (`Fixtures/Constructs`),
/// with what the reader must find.
@Suite("Held-out root constructs")
struct HeldOutRootConstructTests {
  @Test func sceneContentGivenByNameAndAStackRootGivenByNameAreFollowed() {
    // `WindowGroup(content: flow.start)`, a method of an object the App holds, building a container
    // whose `NavigationStack(path: $model.path, root: content)` takes the closure its creator gives.
    // Before, "shows no WindowGroup ... whose content the reader can follow" and nothing to launch
    // on; the stack's root given by name was left out silently (held-out set 137
    // NavigationStackDemo).
    let result = Fixtures.extract("Constructs/NamedSceneContent.swift")
    #expect(result.navigation.entry == "KilnHome")
    #expect(result.navigation.screens.map(\.id) == ["KilnHome", "GlazeView", "FiringView"])
    #expect(
      result.navigation.linkTexts == [
        "KilnHome: push GlazeView (KilnStep) 'Glaze'", "KilnHome: push FiringView (KilnStep) 'Firing'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func tabBarPushedByARouterIsTheAppsTabBar() {
    // `router.go(to: .harbor)` pushes `HarborTabsView`, a `TabView` with a hidden back button. The
    // model's tab bar is the root, so it is the app's tab bar, reached by a `tab` link (warned: the
    // way back is lost), and the dismiss on a tab root, which would leave it, is no link (warned).
    // Before, it was one pushed screen without tabs, silently: its tabs and BerthView were lost.
    let result = Fixtures.extract("Constructs/PushedTabBar.swift")
    #expect(result.navigation.entry == "WelcomeView")
    #expect(result.navigation.tabs.map(\.root) == ["DocksView", "MooringsView"])
    #expect(
      result.navigation.linkTexts == [
        "WelcomeView: push SignInView (HarborRouter.Place) 'Sign in'", "SignInView: tab DocksView 'Enter'",
        "DocksView: push BerthView 'Berth'", "BerthView: dismissAction 'Back'",
      ])
    #expect(
      result.diagnosticTexts == [
        "PushedTabBar.swift:48 unresolved-navigation: 'HarborTabsView' shows a TabView, and the model has one tab bar, at the root, so this push is read as a move to the tab bar (a 'tab' link to its initially selected tab ('DocksView')) and the way back to 'SignInView' is lost",
        "PushedTabBar.swift:48 unresolved-navigation: the tab bar is pushed onto the stack of 'SignInView': its tabs push onto that stack, which the description models as a stack per tab with that stack's destinations",
        "PushedTabBar.swift:82 unresolved-navigation: this dismissAction on 'MooringsView', a root of the tab bar that a move shows, would close that move and leave the tab bar, which the model cannot say (its tab bar is the root); no link is read; add the move it makes through the overlay (navgraph.json in the first PATH, or --overlay)",
      ])
  }

  @Test func tabBarInAFullScreenCoverBehindAWrapperStartsOnItsSelection() {
    // `.fullScreenCover { GardenShell() }`, `GardenShell { GardenTabs().tint(.green) }`, whose
    // selection starts on `.roses`: a `tab` link to `roses`; `presentationMode` dismiss on that tab's
    // root is no link. Before, GardenShell was one presented screen, silently.
    let result = Fixtures.extract("Constructs/PresentedTabBar.swift")
    #expect(result.navigation.entry == "GateView")
    #expect(result.navigation.tabs.map(\.id) == ["tulips", "roses"])
    #expect(
      result.navigation.linkTexts == [
        "GateView: tab roses 'Enter the garden'", "TulipsView: push BulbsView 'Bulbs'",
      ])
    #expect(
      result.diagnosticTexts == [
        "PresentedTabBar.swift:17 unresolved-navigation: 'GardenTabs' shows a TabView, and the model has one tab bar, at the root, so this fullScreenCover is read as a move to the tab bar (a 'tab' link to its initially selected tab ('RosesView')) and the way back to 'GateView' is lost",
        "PresentedTabBar.swift:54 unresolved-navigation: this dismissAction on 'RosesView', a root of the tab bar that a move shows, would close that move and leave the tab bar, which the model cannot say (its tab bar is the root); no link is read; add the move it makes through the overlay (navgraph.json in the first PATH, or --overlay)",
      ])
  }

  @Test func tabBarShownInsideTheAppsTabBarIsPushesToItsTabs() {
    // A sheet shows `ArchiveTabs`, a `TabView`, while the App's root is a tab bar: one screen whose
    // tabs are pushes to their roots, warned at the `TabView` (as a `TabView` anywhere in a screen,
    // `tabBarInsideAScreenIsPushesToItsTabs`). Before sets 19 and 20: one screen without
    // its tabs, warned at the link; before that, silent.
    let result = Fixtures.extract("Constructs/NestedTabBars.swift")
    #expect(result.navigation.tabs.map(\.root) == ["ShelvesView", "LoansView"])
    #expect(
      result.navigation.linkTexts == [
        "ShelvesView: sheet ArchiveTabs 'Archive'", "ArchiveTabs: push MapsView 'Maps'",
        "ArchiveTabs: push LettersView 'Letters'",
      ])
    #expect(
      result.diagnosticTexts == [
        "NestedTabBars.swift:32 unresolved-navigation: 'ArchiveTabs' shows a TabView of its own while the app has a tab bar, and the model has one tab bar, at the root, so each of its tabs is read as a push from 'ArchiveTabs' to the tab's root, labelled with the tab's title, and switching between its tabs is not read; change them through the overlay (navgraph.json in the first PATH, or --overlay) if that is wrong"
      ])
  }

  @Test func tabBarRegisteredButShownByNoMoveIsReported() {
    // `case .sorting: SortingTabs()` in a `navigationDestination` that nothing pushes: not a screen
    // without its tabs (before: the screen 'SortingTabs', silently), but a warning at the TabView.
    let result = Fixtures.extract("Constructs/UnshownTabBar.swift")
    #expect(result.navigation.screens.map(\.id) == ["CounterView"])
    #expect(result.navigation.tabs.isEmpty)
    #expect(
      result.diagnosticTexts == [
        "UnshownTabBar.swift:31 unresolved-navigation: 'SortingTabs' shows a TabView as a destination, but no move the reader follows shows it, so its tabs are not read; add them through the overlay (navgraph.json in the first PATH, or --overlay)"
      ])
  }

  @Test func rootSwitchSetUnderAPushedTabBarIsLeftOut() {
    // `router.path.append(.deck); boarded = true`: the push shows the tab bar, and the root switch
    // changes under it, which the model (its tab bar the root) cannot show: the `replace` is left
    // out, with a warning. Before: `push DeckTabs` then `replace TicketView`, a false compound.
    let result = Fixtures.extract("Constructs/TabBarOverRootSwitch.swift")
    #expect(result.navigation.entry == "BoardingView")
    #expect(result.navigation.linkTexts == ["BoardingView: tab CabinsView 'Board'"])
    #expect(
      result.diagnosticTexts == [
        "TabBarOverRootSwitch.swift:50 unresolved-navigation: 'DeckTabs' shows a TabView, and the model has one tab bar, at the root, so this push is read as a move to the tab bar (a 'tab' link to its initially selected tab ('CabinsView')) and the way back to 'BoardingView' is lost",
        "TabBarOverRootSwitch.swift:50 unresolved-navigation: the tab bar is pushed onto the stack of 'BoardingView': its tabs push onto that stack, which the description models as a stack per tab with that stack's destinations",
        "TabBarOverRootSwitch.swift:50 unresolved-navigation: this replace of 'TicketView' follows the move to the tab bar, so it acts under the tab bar, which the model cannot show (its tab bar is the root); it is left out",
      ])
  }

  @Test func rootSwitchWrittenInFunctionsOfTheRootView() {
    // `ZStack { content() }`, `@ViewBuilder func content() { if ready { mainScreen() } else { logo()
    // } }`, `func mainScreen() -> some View { GlazesView() }`: read as the same `if` written in the
    // body, a root switch; the `.onAppear` around it runs on the launch branch only. Before,
    // GlazesView was content of the splash: its push was the splash's (a false link) and the
    // replace was missed.
    let result = Fixtures.extract("Constructs/BuilderFunctionRoot.swift")
    #expect(result.navigation.entry == "KilnSplashView")
    #expect(
      result.navigation.linkTexts == [
        "KilnSplashView: replace GlazesView", "GlazesView: push RecipesView 'Recipes'",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func tabRootThatSwitchesOnStateIsTheBranchItsInitialValueSelects() {
    // `Tab("Events") { if booted { EventsView() } else { WarmUpView() } }` and a tab root view whose
    // body is `if session.isSignedIn { MemberView() } else { JoinView() }`: the model's tab roots are
    // fixed, so each tab shows the branch its state's initial value selects, with a warning naming
    // the branch left out. Before, the first tab took its first branch silently (WarmUpView an
    // unreachable screen) and ProfileTab was one screen with both branches' links (a false push).
    let result = Fixtures.extract("Constructs/SwitchingTabRoots.swift")
    #expect(result.navigation.tabs.map(\.root) == ["WarmUpView", "JoinView"])
    #expect(result.navigation.screens.map(\.id) == ["WarmUpView", "JoinView"])
    #expect(result.navigation.linkTexts.isEmpty)
    #expect(
      result.diagnosticTexts == [
        "SwitchingTabRoots.swift:14 unresolved-navigation: this tab's root switches on 'ClubApp.booted', and the model's tab roots are fixed, so the tab shows 'WarmUpView', the branch the initial value of 'ClubApp.booted' selects, and leaves out 'EventsView'; add them through the overlay (navgraph.json in the first PATH, or --overlay)",
        "SwitchingTabRoots.swift:34 unresolved-navigation: this tab's root switches on 'ClubSession.isSignedIn', and the model's tab roots are fixed, so the tab shows 'JoinView', the branch the initial value of 'ClubSession.isSignedIn' selects, and leaves out 'MemberView'; add them through the overlay (navgraph.json in the first PATH, or --overlay)",
      ])
  }

  @Test func caseNamedByOneRegistrationIsNotAnotherRegistrationsDefault() {
    // `AtelierRoute` is registered in both tabs' stacks, each `switch` with `default: Text(...)`:
    // `.fabric` and `.pattern`, named in the Fabrics registration, go there. Before, the Orders
    // registration came first and its `default:` took them (`push OrdersTab.push`, two false links
    // and two missed).
    let result = Fixtures.extract("Constructs/SharedRouteDefaults.swift")
    #expect(
      result.navigation.linkTexts == [
        "FabricsView: push FabricView (AtelierRoute) 'Linen'",
        "FabricView: push PatternView (AtelierRoute) 'Pattern'",
        "OrdersView: push OrderView (AtelierRoute) 'Latest order'",
        "OrderView: push InvoiceView (AtelierRoute) 'Invoice'",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func tabBarSelectionGivenAsAConstantBinding() {
    // `BakeryTabs(selection: .constant(3))`, its `TabView(selection: $selection)` on a `@Binding`:
    // signing in lands on the tab tagged 3. Before, on the first tab written (`tab 1`, false).
    let result = Fixtures.extract("Constructs/ConstantTabSelection.swift")
    #expect(result.navigation.tabs.map(\.id) == ["1", "2", "3"])
    #expect(result.navigation.linkTexts == ["BakerySignInView: tab 3 'Sign in'"])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func tabsWrittenInComputedPropertiesOfTheTabHost() {
    // `TabView { sketchesTab; galleryTab; ... }` with `var sketchesTab: some View { SketchesView()
    // .tabItem { ... }.tag(StudioTabsModel.Tab.sketches) }`, and `.tag(StudioTabsModel.Tab.profile.id)`:
    // the tags, titles and icons are read, so `selected = .profile` is a `tab` link. Before, the
    // tabs had no tags or titles and the move was reported as no tag of the tab bar.
    let result = Fixtures.extract("Constructs/TabsInProperties.swift")
    #expect(result.navigation.tabs.map(\.id) == ["sketches", "gallery", "profile"])
    #expect(result.navigation.tabs.map(\.title) == ["Sketches", "Gallery", "Profile"])
    #expect(result.navigation.linkTexts == ["SketchesView: tab profile 'My profile'"])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func routerParameterTypeTypesAValueTheReaderCannotTell() {
    // `if let kind = tea.kind { router.showDetails(kind: kind) }`, `func showDetails(kind: TeaKind)
    // { path.append(kind) }`: the parameter's declared type says what is pushed. Before, reported as
    // a value whose type the reader cannot tell, and not pushed.
    let result = Fixtures.extract("Constructs/TypedRouterParameter.swift")
    #expect(result.navigation.linkTexts == ["TeaListView: push TeaDetailView (TeaKind)"])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func tabBarInsideItsHostsOwnStack() {
    // `NavigationStack(path: $router.path) { TabView { ... }.navigationDestination(for: Route.self)
    // { ... } }` in the tab host's own body, shown by a root switch: the tabs are read, each a stack
    // with the host stack's destinations, and a note says so. Before, the host was one stack screen
    // without tabs ('replace HarborTabs'), silently, and nothing behind the tabs was read.
    let result = Fixtures.extract("Constructs/TabBarInOwnStack.swift")
    #expect(result.navigation.entry == "DockSplash")
    #expect(result.navigation.tabs.map(\.id) == ["0", "1"])
    #expect(
      result.navigation.linkTexts == [
        "DockSplash: tab 0 'Dock'", "PiersView: push VesselView (HarborRouter.Route) 'Vessel'",
        "BerthsView: push BerthView 'Berth'",
      ])
    #expect(result.navigation.screen("PiersView")?.destinations == ["HarborRouter.Route"])
    #expect(
      result.diagnosticTexts == [
        "TabBarInOwnStack.swift:43 unresolved-navigation: the TabView is inside the NavigationStack of 'HarborTabs': its tabs push onto that stack, which the description models as a stack per tab with that stack's destinations"
      ])
  }

  @Test func tabBarInsideItsOwnStackAtTheAppRoot() {
    // The same host as the App's root: before, the tabs were read without the host stack's
    // destinations or the note, the first tab not a stack ('push' from a screen on no stack).
    let code = """
      import SwiftUI
      @main
      struct HarborApp: App {
        var body: some Scene { WindowGroup { HarborTabs() } }
      }
      enum Route: Hashable { case vessel }
      struct HarborTabs: View {
        @State private var path = NavigationPath()
        var body: some View {
          NavigationStack(path: $path) {
            TabView {
              PiersView().tabItem { Label("Piers", systemImage: "ferry") }.tag(0)
            }
            .navigationDestination(for: Route.self) { _ in VesselView() }
          }
        }
      }
      struct PiersView: View {
        var body: some View { NavigationLink("Vessel", value: Route.vessel) }
      }
      struct VesselView: View {
        var body: some View { Text("Vessel") }
      }
      """
    let result = Fixtures.extract(code: code)
    #expect(result.navigation.tabs.map(\.stack) == [true])
    #expect(result.navigation.screen("PiersView")?.destinations == ["Route"])
    #expect(result.navigation.linkTexts == ["PiersView: push VesselView (Route) 'Vessel'"])
    #expect(
      result.diagnosticTexts == [
        "App.swift:11 unresolved-navigation: the TabView is inside the NavigationStack of 'HarborTabs': its tabs push onto that stack, which the description models as a stack per tab with that stack's destinations"
      ])
  }

  @Test func rootTestingAnOptionalAgainstNilIsASwitchOnState() throws {
    // `if club.member != nil { ClubTabs() } else { WelcomeView() }`: read as `if let _ = club.member`.
    // The member starts nil (no initial value written), so the app starts on WelcomeView; joining
    // stores a `Member(...)`, a value that is not nil (the tab bar), leaving clears it. Before, the
    // test was "no state the reader follows": WelcomeView was lost, and the links with it.
    let links = ["WelcomeView: tab EventsView 'Join'", "AccountView: replace WelcomeView 'Leave'"]
    let result = Fixtures.extract("Constructs/OptionalRootState.swift")
    #expect(result.navigation.entry == "WelcomeView")
    #expect(result.navigation.tabs.map(\.root) == ["EventsView", "AccountView"])
    #expect(result.navigation.linkTexts == links)
    #expect(result.diagnostics.isEmpty)

    let source = try String(
      contentsOfFile: Fixtures.path("Constructs/OptionalRootState.swift"), encoding: .utf8)
    for (written, form) in [
      ("if club.member != nil {", "if nil != club.member {"),
      ("if club.member != nil {", "if club.member != .none {"),
      // `Member` not in the files read: its initializer still makes a member.
      ("struct Member {", "struct Guest {"),
    ] {
      let code = source.replacingOccurrences(of: written, with: form)
      #expect(code != source)
      let rewritten = Fixtures.extract(code: code)
      #expect(rewritten.navigation.entry == "WelcomeView", "\(form)")
      #expect(rewritten.navigation.linkTexts == links, "\(form)")
      #expect(rewritten.diagnostics.isEmpty, "\(form)")
    }
  }

  @Test func tabBarInsideAScrollViewReaderIsTheAppsTabBar() throws {
    // `ScrollViewReader { proxy in TabView { ... } }` (and `GeometryReader`): the closure shows the
    // tab bar, as `Group { TabView { ... } }` does. Before, LibraryTabs was the app's one screen,
    // silently: no tabs, nothing behind them.
    let source = try String(
      contentsOfFile: Fixtures.path("Constructs/ReaderWrappedTabBar.swift"), encoding: .utf8)
    for code in [source, source.replacingOccurrences(of: "ScrollViewReader {", with: "GeometryReader {")] {
      let result = Fixtures.extract(code: code)
      #expect(result.navigation.tabs.map(\.root) == ["NovelsView", "PoemsView"])
      #expect(result.navigation.linkTexts == ["NovelsView: push NovelView 'Novel'"])
      #expect(result.diagnostics.isEmpty)
    }
  }

  @Test func routerTypedByADeclaredProtocolIsReportedAsSuch() {
    // `let router: GardenRouting`, a protocol declared in the files read: the call is reported as made
    // on that protocol, whose implementation the reader cannot know. Before, the warning said the
    // type was not declared in the files read.
    let code = """
      import SwiftUI
      protocol GardenRouting { func pushBed() }
      struct GardenView: View {
        let router: GardenRouting
        var body: some View { Button("Bed") { router.pushBed() } }
      }
      """
    let result = Fixtures.extract(code: code)
    #expect(result.navigation.linkTexts.isEmpty)
    #expect(
      result.diagnosticTexts.contains {
        $0.hasPrefix(
          "App.swift:5 unresolved-navigation: 'router.pushBed()' calls 'pushBed' on 'router' of the protocol type 'GardenRouting', whose implementation the reader cannot know"
        )
      }, "\(result.diagnosticTexts)")
  }

  @Test func pushOntoAnotherTabsStackThenSelectingItIsTheTabThenThePush() throws {
    // `desk.notesPath.append(note); desk.pane = .notes` on the Home tab: the push acts on the Notes
    // tab's stack, so the move is the tab, then the push. Before, it was read in code order, a push
    // on Home's stack then the tab. With a selection the reader cannot tell (a `Binding(get:set:)`
    // whose setter calls a method) the write of a tab's tag may select that tab: warned, no link
    // (before, a push on Home's stack).
    let result = Fixtures.extract("Constructs/PushOntoAnotherTab.swift")
    #expect(result.navigation.linkTexts == ["HomeView: tab notes 'Latest note' then [push NoteView (Note)]"])
    #expect(result.diagnostics.isEmpty)

    let source = try String(
      contentsOfFile: Fixtures.path("Constructs/PushOntoAnotherTab.swift"), encoding: .utf8)
    let code = source.replacingOccurrences(
      of: "TabView(selection: $desk.pane)",
      with: "TabView(selection: Binding(get: { desk.pane }, set: { desk.show($0) }))")
    #expect(code != source)
    let unknown = Fixtures.extract(code: code)
    #expect(unknown.navigation.linkTexts.isEmpty)
    #expect(
      unknown.diagnosticTexts.contains {
        $0.hasPrefix(
          "App.swift:43 unresolved-navigation: this push comes with setting 'Desk.pane' to 'Pane.notes', a tag of the tab bar, which the reader cannot tell is the tab bar's selection"
        )
      }, "\(unknown.diagnosticTexts)")
  }

  @Test func anotherTabsLinkFlagSetBesideSelectingThatTabMovesAfterTheTab() {
    // TideBuoy (on the Harbor tab) writes `nav.showsPool = true` (the flag of TideShore's
    // `NavigationLink(isActive:)`, the Shore tab's root), `nav.showsBuoy = false` (its own tab's
    // flag) and `nav.selection = 0`: it pops itself, selects the Shore tab, and the pool is pushed
    // there. Before, read in code order: a push on the Harbor stack, a pop, then the tab, silently
    // (held-out set 111 NavigationSwiftUI's cross-tab buttons).
    let result = Fixtures.extract("Constructs/OtherTabFlags.swift")
    #expect(
      result.navigation.linkTexts == [
        "TideShore: push TidePool 'Pool'", "TideHarbor: push TideBuoy 'Buoy'",
        "TideBuoy: pop 'To the pool' then [tab 0, push TidePool]",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func tabsMadeByForEachOverAConstantHoldingAllCases() {
    // `ForEach(router.sections, id: \.rawValue)`, `let sections = Section.allCases`: one tab per
    // case, as over `Section.allCases`. Before, the tabs were not read (warned) and the app had no
    // screen.
    let result = Fixtures.extract("Constructs/TabsOverAConstant.swift")
    #expect(result.navigation.tabs.map(\.id) == ["garden", "kitchen"])
    #expect(result.navigation.tabs.map(\.root) == ["GardenView", "KitchenView"])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func tabBarInsideAStackBesideABannerIsTheAppsTabBar() {
    // `ZStack { NavigationView { TabView { ... } }; HarvestBanner(...) }`: read as the `ZStack`
    // holding the `TabView` (the banner the host's own content) combined with a `TabView` inside a
    // stack. Before, OrchardTabs was the app's one screen, silently: no tabs, nothing behind them.
    let result = Fixtures.extract("Constructs/StackedTabBarUnderBanner.swift")
    #expect(result.navigation.tabs.map(\.root) == ["TreesView", "CratesView"])
    #expect(result.navigation.linkTexts == ["TreesView: push TreeView 'Tree'"])
    #expect(
      result.diagnosticTexts == [
        "StackedTabBarUnderBanner.swift:20 unresolved-navigation: the TabView is inside the NavigationStack of 'OrchardTabs': its tabs push onto that stack, which the description models as a stack per tab with that stack's destinations"
      ])
  }

  @Test func rootSwitchWithTwoTabBarBranchesKeepsOneAndWarns() throws {
    // `if crew { CrewTabs() } else if visitor { VisitorTabs() } else { GateView() }`: the model has
    // one tab bar. The app launches on GateView, so the first tab-bar branch (CrewTabs) is the app's;
    // VisitorTabs is one screen without its tabs, warned at its branch. Before, the last tab-bar
    // branch (VisitorTabs) was the app's, silently.
    let result = Fixtures.extract("Constructs/TwoRootTabBars.swift")
    #expect(result.navigation.entry == "GateView")
    #expect(result.navigation.tabs.map(\.root) == ["DeckView", "CabinView"])
    #expect(
      result.navigation.linkTexts == [
        "GateView: tab DeckView 'Board'", "CabinView: replace GateView 'Leave'",
      ])
    #expect(
      result.diagnosticTexts == [
        "TwoRootTabBars.swift:14 unresolved-navigation: this branch of the root shows 'VisitorTabs', a tab bar, and the model has one tab bar: the app's is 'CrewTabs' (the first tab bar of the root's branches, as the app launches on none), so 'VisitorTabs' is read as one screen without its tabs; add what its tabs show through the overlay (navgraph.json in the first PATH, or --overlay)"
      ])

    // When the launch shows the second tab bar, that one is the app's and the first is warned.
    let source = try String(contentsOfFile: Fixtures.path("Constructs/TwoRootTabBars.swift"), encoding: .utf8)
    let code = source.replacingOccurrences(
      of: "@AppStorage(\"visitor\") private var visitor = false",
      with: "@AppStorage(\"visitor\") private var visitor = true")
    #expect(code != source)
    let visiting = Fixtures.extract(code: code)
    #expect(visiting.navigation.tabs.map(\.root) == ["DeckView", "PierView"])
    #expect(
      visiting.diagnosticTexts == [
        "App.swift:12 unresolved-navigation: this branch of the root shows 'CrewTabs', a tab bar, and the model has one tab bar: the app's is 'VisitorTabs' (the tab bar the app launches on), so 'CrewTabs' is read as one screen without its tabs; add what its tabs show through the overlay (navgraph.json in the first PATH, or --overlay)"
      ])
  }

  @Test func pagingTabViewInsideAScreenIsContent() {
    // `TabView { ForEach(photos) { ... } }.tabViewStyle(PageTabViewStyle(indexDisplayMode:
    // .always))` beside a link, and `.tabViewStyle(.page)` as a pushed screen's body: pages, no tab
    // bar. Before, the first was read as the app's tab bar (one tab, a stack note) and the link lost.
    let result = Fixtures.extract("Constructs/PagingTabViewInScreen.swift")
    #expect(result.navigation.entry == "AlbumView")
    #expect(result.navigation.tabs.isEmpty)
    #expect(result.navigation.linkTexts == ["AlbumView: push AlbumDetailView 'Details'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func untoldNonNilValueSelectsTheNonNilBranchOfARootOnAnOptional() throws {
    // `self.sailor = result.sailor` (a backend's result) and `crew.sailor = guest` (bound by `if
    // let`), with the root on `if let sailor = crew.sailor`: not nil, so the harbor. Before, both
    // were "set to a value the reader cannot tell" and the two replaces lost. A value read through
    // an optional chain (`Backend.shared.cache?.sailor`) selects the harbor when the chain gives one
    // (before: reported, its replace lost; held-out sets 183 and 185, `self.userSession =
    // result?.user` in a sign-in callback). A closure's parameter of a type the reader cannot tell
    // stays reported.
    let links = [
      "DockGateView: replace HarborView 'Sign in'", "DockGateView: replace HarborView 'Guest pass'",
      "DockGateView: replace HarborView 'Last sailor'", "HarborView: replace DockGateView 'Sign out'",
    ]
    let warning =
      "UntoldSessionValues.swift:55 unresolved-navigation: 'Crew.sailor' is set to a value the reader cannot tell; the root switches on it"
    let result = Fixtures.extract("Constructs/UntoldSessionValues.swift")
    #expect(result.navigation.entry == "DockGateView")
    #expect(result.navigation.linkTexts == links)
    #expect(result.diagnosticTexts == [warning])

    let source = try String(
      contentsOfFile: Fixtures.path("Constructs/UntoldSessionValues.swift"), encoding: .utf8)
    for form in ["if crew.sailor != nil {", "if nil != crew.sailor {"] {
      let code = source.replacingOccurrences(of: "if let sailor = crew.sailor {", with: form)
        .replacingOccurrences(of: "HarborView(name: sailor.name)", with: "HarborView(name: \"\")")
      #expect(code != source)
      let rewritten = Fixtures.extract(code: code)
      #expect(rewritten.navigation.linkTexts == links, "\(form)")
      #expect(
        rewritten.diagnosticTexts == [warning.replacingOccurrences(of: "UntoldSessionValues", with: "App")])
    }

    // `switch crew.sailor { case .some(let sailor): ...; case .none: ... }`: `.none` is the nil.
    let switched = source.replacingOccurrences(
      of:
        "if let sailor = crew.sailor {\n          HarborView(name: sailor.name)\n        } else {\n          DockGateView()\n        }",
      with:
        "switch crew.sailor {\n        case .some(let sailor): HarborView(name: sailor.name)\n        case .none: DockGateView()\n        }"
    )
    #expect(switched != source)
    let switching = Fixtures.extract(code: switched)
    #expect(switching.navigation.entry == "DockGateView")
    #expect(switching.navigation.linkTexts == links)
    #expect(
      switching.diagnosticTexts == [
        warning.replacingOccurrences(of: "UntoldSessionValues.swift:55", with: "App.swift:54")
      ])
  }

  @Test func tabsWrittenInsideConditionsAreTabsWithTheirTags() throws {
    // `if canGlaze { NavigationStack { GlazeView() }.tabItem { ... }.tag(0) }` and an `if isAdmin
    // { ... } else { ... }` of two tabs, on roles the reader cannot tell: each is a tab with its tag,
    // so `selected = 0` is a tab move. Before, each `if` was one tab with no tag (ids from the roots'
    // names), the else branch lost, and the write "not a tag of the tab bar the reader can tell".
    let result = Fixtures.extract("Constructs/ConditionalTabs.swift")
    #expect(result.navigation.tabs.map(\.id) == ["0", "1", "2", "3"])
    #expect(result.navigation.tabs.map(\.root) == ["GlazeView", "FiringView", "KilnAdminView", "GuestView"])
    #expect(result.navigation.linkTexts == ["KilnAdminView: tab 0 'Back to glaze'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")

    // A condition the reader knows (a literal) keeps the branch a run takes.
    let source = try String(
      contentsOfFile: Fixtures.path("Constructs/ConditionalTabs.swift"), encoding: .utf8)
    let code = source.replacingOccurrences(of: "if isAdmin {", with: "if false {")
    #expect(code != source)
    let known = Fixtures.extract(code: code)
    #expect(known.navigation.tabs.map(\.root) == ["GlazeView", "FiringView", "GuestView"])
  }

  @Test func tabBarHostWithWaitingStatesIsTheAppsTabBar() {
    // `if let clerk = store.clerk { if canKeepBooks { ZStack { TabView { ... }; Text(...) } } else {
    // VStack { Text("No modules"); Button("Sign out") { ... } } } } else { ProgressView() }`: the
    // branch holding the TabView is the app's tab bar, the others states of the same view whose
    // links none of the tab bar's screens has. Before, LedgerTabs was a screen "showing a TabView of
    // its own": its tabs pushes, no tab bar, the sign-in's `tab` a `replace LedgerTabs`.
    let result = Fixtures.extract("Constructs/TabBarHostWithWaitingStates.swift")
    #expect(result.navigation.entry == "LedgerSignIn")
    #expect(result.navigation.tabs.map(\.root) == ["BooksView", "ReportsView"])
    #expect(
      result.navigation.linkTexts == [
        "LedgerSignIn: tab BooksView 'Sign in'", "BooksView: push EntryView 'Entry'",
        "ReportsView: replace LedgerSignIn 'Sign out'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func componentButtonCreatedTwiceTogglesEachCreationsOwnBinding() {
    // `PillButton(title: "Boats", flag: $toBoats)` and `PillButton(title: "Nets", flag: $toNets)`,
    // whose button runs `flag.toggle()`: two buttons, each opening its own destination. Before, one
    // button toggling both bindings in turn: `push NetsView then push BoatsView`, silently.
    let result = Fixtures.extract("Constructs/ButtonPerBinding.swift")
    #expect(result.navigation.linkTexts == ["PierView: push NetsView", "PierView: push BoatsView"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}

extension HeldOutRootConstructTests {
  @Test func rootSwitchOnAForwardedPublishedPropertyIsTheHoldersState() {
    // `switch session.isSignedIn` with `var isSignedIn: Bool { service.isSignedIn }`, `service` an
    // injected object of a type not in the files, whose `service.$isSignedIn` the session subscribes
    // to (re-publishing it): the session's state, set in that subscription, as a `@Published`
    // property the sink assigned would be: both branches are roots, FerryPiers and its pushes read,
    // warned at launch and at the subscription (no action the reader follows makes the sign-in).
    // Before, "no state the reader follows": the first branch only, FerryPiers and its screens left
    // out (held-out set 59 MessengerClone: 4 screens and 5 links behind the sign-in).
    let result = Fixtures.extract("Constructs/ForwardedRootState.swift")
    #expect(result.navigation.entry == "FerrySignIn")
    #expect(
      result.navigation.screens.map(\.id) == ["FerrySignIn", "FerryPiers", "FerryTickets", "FerryTimetable"])
    #expect(
      result.navigation.linkTexts == [
        "FerryPiers: push FerryTickets 'Tickets'", "FerryPiers: push FerryTimetable 'Timetable'",
      ])
    #expect(
      result.diagnosticTexts == [
        "ForwardedRootState.swift:13 unresolved-navigation: the root switches on 'FerrySession.isSignedIn', whose value at launch the reader cannot tell; it launches on 'FerrySignIn', its first branch; set 'entry' in the overlay if that is wrong",
        "ForwardedRootState.swift:28 unresolved-navigation: 'FerrySession.isSignedIn', which the root switches on, is set in a subscription to 'service.$isSignedIn', state of an object of a type not in the files read, which no action the reader follows runs, so it cannot tell on which screen the root changes; add the 'replace' or 'tab' links through the overlay (navgraph.json in the first PATH, or --overlay) on the screens where it happens",
      ])
  }
}

extension HeldOutRootConstructTests {
  @Test func windowRootSwapIsAReplaceToTheHostedView() {
    // `UIApplication.shared.swapRoot(to: KilnTabs())`, an extension function setting
    // `window.rootViewController = UIHostingController(rootView: view)`, and the same written in
    // place (`scene?.windows.first?.rootViewController = UIHostingController(rootView: GlazeView())`):
    // a replace to the view given (KilnTabs holds a `TabView`: the app's tab bar, as for any move to
    // a view holding one); a view the reader cannot tell is warned. Before, no link, the tabs and
    // GlazeView unreachable (held-out set 70 SpotifyClone's `changeRootViewController(to:)`).
    let result = Fixtures.extract("Constructs/WindowRootSwap.swift")
    #expect(result.navigation.entry == "KilnWelcome")
    #expect(result.navigation.screens.map(\.id) == ["KilnWelcome", "ShelfView", "OvenView", "GlazeView"])
    #expect(result.navigation.tabs.map(\.root) == ["ShelfView", "OvenView"])
    #expect(
      result.navigation.linkTexts == [
        "KilnWelcome: tab ShelfView 'Fire'", "KilnWelcome: replace GlazeView 'Glaze'",
      ])
    #expect(
      result.diagnosticTexts == [
        "WindowRootSwap.swift:34 unresolved-navigation: a window's root set to a view the reader cannot tell ('AnyView(Text(\"Mystery\"))'); add it through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"KilnWelcome\", \"links\": [{\"kind\": ..., \"to\": ...}]} in its \"screens\""
      ])
  }
}

extension HeldOutRootConstructTests {
  @Test func unfollowedRootConditionKeepsTheOtherBranchesTabBar() {
    // `if Vault.shared.key == "" { Gate() } else { TabView { ... } }`, Vault not in the files, Gate
    // switching its own body: the first branch is read, and the tab bar of the branch left out is
    // the app's, with no link to it, as when the test can be followed. Before, the TabView was code
    // around each screen Gate shows, and its tabs pushes from Gate and Welcome, although the warning
    // said the branch was left out (held-out set 79 Recipe-APP-Frontend, 8 false links).
    let result = Fixtures.extract("Constructs/UnfollowedRootConditionTabView.swift")
    #expect(result.navigation.entry == "Gate")
    #expect(result.navigation.screens.map(\.id) == ["Gate", "Welcome", "Inbox", "Prefs"])
    #expect(result.navigation.tabs.map(\.root) == ["Inbox", "Prefs"])
    #expect(result.navigation.linkTexts == ["Gate: replace Welcome 'Open'"])
    #expect(
      result.diagnosticTexts == [
        "UnfollowedRootConditionTabView.swift:19 unresolved-navigation: the root shows one of its branches by 'Vault.shared.key', which is no state the reader follows (a function call, a flag, a constant, or state of a type not in the files read), so a run shows one branch and the reader cannot tell which; it reads the first, a switch on 'GateModel.open', and keeps the tab bar of another branch ('Inbox', 'Prefs') as the app's, with no link to it, since it cannot tell when the root changes; set 'entry' or 'tabs' in the overlay for another branch"
      ])
  }

  @Test func rootOnASwiftDataQueryMovesWhereScreensInsertAndDelete() throws {
    // `@Query var paddlers: [Paddler]` and `if paddlers.first != nil { KayakLog() } else {
    // KayakWelcome() }`: the store is empty at launch, `modelContext.insert(paddler)` fills it (a
    // `replace` to the log), `delete(model: Paddler.self)` empties it. Before, the app launched on
    // the first branch with a warning, and the inserts and the delete were no links (held-out set
    // 82 Labels).
    let expected = [
      "KayakWelcome: sheet KayakSignup 'Sign up'", "KayakSignup: replace KayakLog 'Create'",
      "KayakSignup: dismissAction 'Cancel'", "KayakLog: replace KayakWelcome 'Sign out'",
    ]
    let result = Fixtures.extract("Constructs/SwiftDataQueryRoot.swift")
    #expect(result.navigation.entry == "KayakWelcome")
    #expect(result.navigation.linkTexts == expected)
    #expect(result.diagnosticTexts == [])
    // The same switch written as `if let`, or on `isEmpty` with the branches the other way round.
    for form in [
      "if let first = paddlers.first {",
      "if !paddlers.isEmpty {",
    ] {
      let rewritten = try Fixtures.rewritten(
        "SwiftDataQueryRoot.swift", [("if paddlers.first != nil {", form)])
      #expect(rewritten.navigation.entry == "KayakWelcome", "\(form)")
      #expect(rewritten.navigation.linkTexts == expected, "\(form)")
    }
    let swapped = try Fixtures.rewritten(
      "SwiftDataQueryRoot.swift",
      [
        (
          "if paddlers.first != nil {\n      KayakLog()\n    } else {\n      KayakWelcome()",
          "if paddlers.isEmpty {\n      KayakWelcome()\n    } else {\n      KayakLog()"
        )
      ])
    #expect(swapped.navigation.entry == "KayakWelcome")
    #expect(swapped.navigation.linkTexts == expected)
  }

  @Test func splitViewBranchPushesItsDetailFromItsSidebarOnly() throws {
    // `if sizeClass == .compact { HarborTabs() } else { NavigationSplitView { DockList(pick:
    // $pick) } detail: { DockDetail(pick: pick) } }`: an upright iPhone takes the tab bar
    // (`testOfTheDeviceTakesAnUprightIPhonesBranch`). On another environment value, both branches
    // are kept, and the detail is pushed from the sidebar. Before, every screen of the tab bar
    // pushed it too (held-out set 90 Sizzle: 6 false pushes).
    let result = Fixtures.extract("Constructs/SplitViewBranchBesideTabs.swift")
    #expect(result.navigation.tabs.map(\.root) == ["Boats", "Tides"])
    #expect(result.navigation.linkTexts == ["Boats: push CrewView 'Crew'"])
    #expect(result.diagnosticTexts == [])
    let flagged = try Fixtures.rewritten(
      "SplitViewBranchBesideTabs.swift",
      [
        (
          "@State private var pick: Int?",
          "@State private var pick: Int?\n  @Environment(\\.colorScheme) private var scheme"
        ),
        ("if sizeClass == .compact {", "if scheme == .light {"),
      ])
    #expect(flagged.navigation.tabs.map(\.root) == ["Boats", "Tides"])
    #expect(flagged.navigation.linkTexts == ["Boats: push CrewView 'Crew'", "DockList: push DockDetail"])
  }

  @Test func stateOfTheRootSelectsTheTabsThroughAWrappedBinding() {
    // `if coordinator.tab == .welcome { WelcomeView(...) } else { TabView(selection:
    // $coordinator.tab.onUpdate { ... }) { ... } }`, `onUpdate` a method of the app's `extension
    // Binding` returning a binding: the tab bar's selection is `tab`, and a write of a tab is a tab
    // move from inside the bar as from outside. Before, the selection was not read (no tab links),
    // and once read, a write of the first tab from the second was dropped as a root move to the
    // branch already shown (held-out set 90 NavigationApp: 7 links).
    let result = Fixtures.extract("Constructs/RootStateSelectsTabs.swift")
    #expect(result.navigation.entry == "WelcomeView")
    #expect(result.navigation.tabs.map(\.id) == ["pots", "glazes"])
    #expect(
      result.navigation.linkTexts == [
        "WelcomeView: tab pots 'Start'", "PotsView: tab glazes 'Glazes'",
        "PotsView: replace WelcomeView 'Sign out'",
        "GlazesView: tab pots 'Pots'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func rootBuiltByAnEnumMethodThroughAFieldOfState() {
    // `manager.selection.selected.view(manager: manager)` as the root's content, `selected` a field
    // of the struct `Selection` that `@Published var selection = Selection.initial()` holds (its type
    // from the static factory's declared return type), and `view(manager:)` a `switch self` over
    // `Pane`: a root switch on `PaneManager.selection.selected`. Before, "the reader cannot tell
    // which view the root 'RootView' shows" and one screen (held-out set 96 CustomTabBarNavigation:
    // 6 screens, 4 links).
    let result = Fixtures.extract("Constructs/EnumMethodRootThroughChain.swift")
    #expect(result.navigation.entry == "HomeView")
    #expect(result.navigation.screens.map(\.id) == ["HomeView", "DetailView", "SearchView"])
    #expect(result.navigation.linkTexts == ["HomeView: push DetailView 'Detail'"])
    #expect(
      result.diagnosticTexts == [
        "EnumMethodRootThroughChain.swift:32 unresolved-navigation: the root switches on 'PaneManager.selection.selected', "
          + "whose value at launch the reader cannot tell; it launches on 'HomeView', its first branch; set 'entry' in "
          + "the overlay if that is wrong"
      ])
  }

  @Test func wizardStepsSwitchedOnTheRootsStateAreRootScreens() {
    // `if setup.stage == .done { LobbyView() } else { SetupFlow(setup: setup) }`, SetupFlow's body a
    // stack around a step label, `switch setup.stage { case .hello: HelloStep(...) case .name:
    // NameStep(...) case .done: EmptyView() }` and a footer: each step is a root screen, and the
    // model's `advance()` (`switch stage { case .hello: stage = .name ... }`) moves each step from
    // its own value only. Before, the wizard was one screen, 'SetupFlow', its steps' moves warned
    // as moving the root to the same screen, and each step could replace the root with the lobby
    // (held-out set 102 WalletQuest: 7 screens, 7 links, and 36 false links once the steps were
    // read).
    let result = Fixtures.extract("Constructs/WizardStepsOnRootState.swift")
    #expect(result.navigation.entry == "HelloStep")
    #expect(result.navigation.screens.map(\.id) == ["HelloStep", "NameStep", "LobbyView"])
    #expect(
      result.navigation.linkTexts == [
        "HelloStep: replace NameStep 'Start'", "NameStep: replace HelloStep 'Back'",
        "NameStep: replace LobbyView 'Finish'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func rootChoiceOnAComputedPropertyOfAnObjectTestsWhatItsGetterTests() {
    // `if session.isSignedIn { DockView(...) } else { GateView(...) }` with `var isSignedIn: Bool {
    // account != nil }` given by an extension of a protocol the session's protocol refines: a
    // choice on `HarborSession.account`, so the buttons writing it replace the root. Before, the
    // root was warned as shown by no state the reader follows, and read as its first branch
    // (held-out set 105 Finebuck).
    let result = Fixtures.extract("Constructs/ComputedRootTest.swift")
    #expect(result.navigation.entry == "GateView")
    #expect(
      result.navigation.linkTexts == [
        "GateView: replace DockView 'Sign in'", "DockView: replace GateView 'Sign out'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func rootSwitchOnAnOptionalBoolMatchesTheWrappedValue() {
    // `switch signedIn { case .none: ...; case .some(true): LanternHome(...); case .some(false):
    // LanternSignIn(...) }` on a `Bool?`: `signedIn = false` shows the `.some(false)` branch. Before,
    // every write of a value matched the first `.some(...)` branch, silently (held-out set 122
    // sway-ios-mobile: a false tab link and a missed replace).
    let result = Fixtures.extract("Constructs/OptionalBoolRootSwitch.swift")
    #expect(result.navigation.entry == "LanternWelcome")
    #expect(
      result.navigation.linkTexts == [
        "LanternWelcome: replace LanternSignIn 'Continue'", "LanternSignIn: replace LanternHome 'Sign in'",
        "LanternHome: replace LanternSignIn 'Sign out'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func stackRootMadeOnceByALazyPropertyOfTheCoordinatorIsItsView() {
    // `NavigationStack(path: $coordinator.path) { coordinator.rootView ... }` with `lazy var rootView:
    // AnyView = { AnyView(build(for: .home)) }()`: the root is what `build(for: .home)` shows. The
    // lazy `log` object stays an object. Before, the app had nothing to launch on, and `extract`
    // failed (held-out set 126 SwiftUI-Coordinator: its root read as the stack's host).
    let result = Fixtures.extract("Constructs/LazyRootViewOfCoordinator.swift")
    #expect(result.navigation.entry == "FerryHome")
    #expect(result.navigation.linkTexts == ["FerryHome: push FerryTimetable (FerryRoute) 'Timetable'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func rootSwitchOnABindingTheAppGivesIsOnTheAppsState() {
    // `WindowGroup { TrekRoot(hasSeenIntro: $hasSeenIntro) }`, the App's `@AppStorage` key, and
    // `@Binding var hasSeenIntro` switched on in TrekRoot: the switch is on the App's state, so it
    // launches on the intro (the key's default), the intro's `finishIntro` replaces it with the home
    // screen, and the home screen's own `@AppStorage` write of the key goes back. Before, the launch
    // value was warned as unknown and neither move was read, silently (held-out set 124 PackOnce).
    let result = Fixtures.extract("Constructs/RootBindingFromTheApp.swift")
    #expect(result.navigation.entry == "TrekIntro")
    #expect(
      result.navigation.linkTexts == [
        "TrekIntro: replace TrekHome 'Start'", "TrekHome: replace TrekIntro 'Replay intro'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func tabBarPushedOntoAStackGivesItsTabsThatStack() {
    // `NavigationStack(path: $nav.path) { Text("Logo").onAppear { nav.path.append(.tabs) }
    // .navigationDestination(for: Dest.self) { ... case .tabs: Shell() ... } }`: the tab bar is
    // inside that stack, so its tabs are stacks with its destinations and a tab root's push of
    // `.item` acts. Before, the tabs were written `"stack": false`, and `check` called the push
    // inert and its destination unreachable (held-out set 162, a shop whose splash pushes the tab
    // bar).
    let result = Fixtures.extract("Constructs/PushedTabBarStacks.swift")
    #expect(
      result.navigation.tabs.map { "\($0.id) \($0.root) \($0.stack)" } == ["0 Feed true", "1 Saved true"])
    #expect(result.navigation.screen("Feed")?.destinations == ["Dest"])
    #expect(result.navigation.linkTexts == ["Gate: tab 0", "Feed: push ItemPage (Dest)"])
    #expect(
      result.diagnosticTexts.last
        == "PushedTabBarStacks.swift:24 unresolved-navigation: the tab bar is pushed onto the stack of 'Gate': its tabs push onto that stack, which the description models as a stack per tab with that stack's destinations"
    )
  }

  @Test func loadingStateSwappingOwnContentIsNoSwitch() throws {
    // `if isLoading { ShimmerRows() } else if quotes.isEmpty { Text(...) } else { List ... }` in a
    // screen's stack: the other sides are the screen's own content and `ShimmerRows` (and the views
    // it shows) navigates nowhere, so the `if` is a loading state, not a switch between screens.
    // Before, the placeholder became the launch screen, with a `replace` to the screen and two
    // misleading warnings (held-out set 167, a stock list's `SkeletonView`).
    let result = Fixtures.extract("Constructs/LoadingStateInScreen.swift")
    #expect(result.navigation.entry == "QuoteBoard")
    #expect(result.navigation.linkTexts == ["QuoteBoard: push QuoteDetail (String)"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")

    // A placeholder the files do not declare (from a package) is read the same way.
    let undeclared = try Fixtures.rewritten(
      "LoadingStateInScreen.swift", [("ShimmerRows()\n", "PackageShimmer()\n")])
    #expect(undeclared.navigation.entry == "QuoteBoard")
    #expect(undeclared.navigation.linkTexts == ["QuoteBoard: push QuoteDetail (String)"])

    // A side that navigates keeps the switch: the view is a screen of its own.
    let navigating = try Fixtures.rewritten(
      "LoadingStateInScreen.swift",
      [
        (
          "ForEach(0..<3) { _ in PlaceholderBar() }",
          "NavigationLink(\"Sample\") { QuoteDetail(symbol: \"ACME\") }"
        )
      ])
    #expect(navigating.navigation.entry == "ShimmerRows")
  }

  @Test func testOfTheDeviceTakesAnUprightIPhonesBranch() throws {
    // `let wide = sizeClass == .regular && geo.size.width > 700; if wide { sidebar and switch }
    // else { TabView }` at the root, and `if isPad { ... } else { ... }` on a screen with `var
    // isPad: Bool { sizeClass == .regular }`: an upright iPhone (compact width, 393 points) takes
    // the `else`. Before, the root read the iPad branch first, the sidebar's buttons became
    // `replace` links between the tab roots, and the iPad's button became a sheet (held-out set 177
    // SwiftUI-music: 28 false links).
    let result = Fixtures.extract("Constructs/DeviceLayoutBranches.swift")
    #expect(result.navigation.entry == nil)
    #expect(result.navigation.tabs.map(\.root) == ["HarborMoorings", "HarborLogbook"])
    #expect(
      result.navigation.linkTexts == [
        "HarborMoorings: push HarborBerth 'Berth A'", "HarborLogbook: sheet HarborEntry 'New entry'",
      ])
    #expect(result.diagnosticTexts == [])

    // Each form of the test: the idiom, the screen's width, a wide condition written in place.
    for (written, form) in [
      (
        "let wide = sizeClass == .regular && geo.size.width > 700",
        "let wide = UIDevice.current.userInterfaceIdiom == .pad"
      ),
      (
        "let wide = sizeClass == .regular && geo.size.width > 700",
        "let wide = !(UIScreen.main.bounds.width < 600)"
      ),
      ("if isPad {", "if sizeClass != .compact || geo.size.width >= 1024 {"),
    ] {
      let rewritten = try Fixtures.rewritten("DeviceLayoutBranches.swift", [(written, form)])
      #expect(rewritten.navigation.tabs.map(\.root) == ["HarborMoorings", "HarborLogbook"], "\(form)")
      #expect(!rewritten.navigation.linkTexts.contains { $0.contains("replace") }, "\(form)")
    }
    // A test of something else stays a choice.
    let other = try Fixtures.rewritten(
      "DeviceLayoutBranches.swift", [("if isPad {", "if pane == .logbook {")])
    #expect(other.navigation.linkTexts.contains("HarborLogbook: sheet HarborInspector 'Inspect'"))
  }

  @Test func stackAroundTheTabBarsViewInARootBranchLeavesItTheAppsTabBar() {
    // `if session.token != nil { NavigationView { HarborTabs(selection: $tab) } } else {
    // HarborGate() }`, HarborTabs' body a `TabView(selection:)`: the tab bar is the app's, its tabs
    // in that one stack, and signing in selects it. Before, HarborTabs was a screen pushing each tab's
    // root, warned, and signing in replaced the root with it (held-out set 183 SWIFTUI-twitterClone:
    // 1 link missed, 4 false).
    let result = Fixtures.extract("Constructs/StackAroundTabBarViewInRootBranch.swift")
    #expect(result.navigation.entry == "HarborGate")
    #expect(result.navigation.tabs.map(\.root) == ["HarborDocks", "HarborBoats"])
    #expect(result.navigation.tabs.map(\.stack) == [true, true])
    #expect(
      result.navigation.linkTexts == [
        "HarborGate: tab 0 'Sign in'", "HarborDocks: push HarborBerth 'Berth'",
      ])
    #expect(!result.navigation.screens.contains { $0.id == "HarborTabs" })
  }

  @Test func stackAroundTheWholeRootChoiceLeavesItsTabBarTheAppsTabBar() {
    // `NavigationStack { ZStack { if warming { KilnSplash() } else { TabView { ... } } } }` as the
    // App root's body: the choice is the app's root and its tab bar the app's, inside the stack,
    // so the end of the warm-up is a `tab` link on the splash. Before, the tab bar's items were
    // read as controls of the host beside the choice, so the host was one screen pushing each
    // tab's root, warned that it shows a TabView of its own (held-out set 234
    // ChargingStation-iOS: 1 screen and 1 link missed, 3 false links).
    let result = Fixtures.extract("Constructs/StackAroundRootChoiceWithTabBar.swift")
    #expect(result.navigation.entry == "KilnSplash")
    #expect(result.navigation.tabs.map(\.root) == ["KilnFirings", "KilnGlazes"])
    #expect(result.navigation.tabs.map(\.stack) == [true, true])
    #expect(
      result.navigation.linkTexts == ["KilnSplash: tab KilnFirings", "KilnFirings: push KilnLog 'Log'"])
    #expect(!result.navigation.screens.contains { $0.id == "KilnHome" })
  }

  @Test func tabSelectionHandedDownThroughTwoBindingsIsTheAppsSelection() {
    // `LoomTabs(selected: $selected)` holding `TabView(selection: $selected)` on its `@Binding`,
    // and `LoomCompose(tabIndex: $selected)` writing `tabIndex = 0`: the write lands in the root's
    // state, which is the tab bar's selection, so it selects the first tab. Before, silent, no link
    // (held-out set 183 SwiftUI-Instagram: 1 link).
    let result = Fixtures.extract("Constructs/TabSelectionThroughTwoBindings.swift")
    #expect(result.navigation.tabs.map(\.root) == ["LoomGallery", "LoomCompose"])
    #expect(result.navigation.linkTexts == ["LoomCompose: tab 0 'Share'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func customModifierSwappingTheViewForOtherContentIsARootChoice() {
    // `.replaced(when: signedIn) { LampTabs() }`, an `extension View` function whose body is `if
    // shown { VStack { other() } } else { self }`: the choice written in place, so signing in
    // opens the tab bar and the sign-in screen's own controls stay its own. Before, the tab bar was
    // read as the sign-in view's content: a push to each tab's root, with a warning (held-out set 190
    // navigation-swiftui-example's `.push(showMainTab) { MainTabView() }`: 1 screen, 3 links, 2
    // false).
    let result = Fixtures.extract("Constructs/SwappingModifier.swift")
    #expect(result.navigation.entry == "KeeperLogin")
    #expect(
      result.navigation.tabs.map { "\($0.id) \($0.root) \($0.stack)" } == [
        "LampLog LampLog true", "LampWeather LampWeather true",
      ])
    #expect(
      result.navigation.linkTexts == [
        "KeeperLogin: tab LampLog 'Sign in'", "KeeperLogin: sheet LampRules 'Rules'",
        "LampLog: push LampEntry 'Entry'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func loadingSwitchAroundOneComponentBesideContentIsTheScreensContent() {
    // `VStack { Button("Add harbour") { ... }.fullScreenCover(...); switch model.phase { case .done:
    // if model.failed { Text(...) } else { HarbourList() }; case .loading: ProgressView(); case
    // .idle: Text(...) } }`: one branch shows a list that presents its rows' details, the others
    // are placeholders, so the list is a component of the screen, its cover the screen's. Before,
    // the list was a root alternative of its own, with the screen's cover lent to it and its own
    // cover lost to the screen (held-out set 192 iOS-SwiftUI-WeatherApp: 1 missed, 2 false).
    let result = Fixtures.extract("Constructs/LoadingSwitchBesideContent.swift")
    #expect(result.navigation.screens.map(\.id) == ["ForecastHome", "HarbourSearch", "HarbourForecast"])
    #expect(
      result.navigation.linkTexts == [
        "ForecastHome: fullScreenCover HarbourSearch 'Add harbour'",
        "ForecastHome: fullScreenCover HarbourForecast",
        "HarbourSearch: dismissAction 'Close'", "HarbourForecast: dismissAction 'Close'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func unfollowedRootConditionWithTheTabBarFirstReadsTheOtherBranch() {
    // `if BeaconKeychain.storedToken() != nil { BeaconTabs() } else { BeaconSignIn() }`, a test the
    // reader cannot follow with the tab bar's branch first: the branch without a tab bar is read and the
    // tab bar kept as the app's, as when written the other way round. Before, the tab bar was read
    // and the sign-in screen left out with its push (held-out set 193 swiftui-chat-app-firebase: 1
    // screen, 1 link).
    let result = Fixtures.extract("Constructs/UnfollowedRootTabBarFirst.swift")
    #expect(result.navigation.entry == "BeaconSignIn")
    #expect(result.navigation.screens.map(\.id) == ["BeaconSignIn", "BeaconMap", "BeaconLog"])
    #expect(result.navigation.tabs.map(\.root) == ["BeaconMap", "BeaconLog"])
    #expect(result.navigation.linkTexts == ["BeaconSignIn: push BeaconMap 'Sign in'"])
    #expect(
      result.diagnosticTexts == [
        "UnfollowedRootTabBarFirst.swift:11 unresolved-navigation: the root shows one of its branches by 'BeaconKeychain.storedToken()', which is no state the reader follows (a function call, a flag, a constant, or state of a type not in the files read), so a run shows one branch and the reader cannot tell which; it reads the first branch without a tab bar, 'BeaconSignIn', and keeps the tab bar of another branch ('BeaconTabs') as the app's, with no link to it, since it cannot tell when the root changes; set 'entry' or 'tabs' in the overlay for another branch",
        "UnfollowedRootTabBarFirst.swift:23 unresolved-navigation: the TabView is inside the NavigationStack of 'BeaconApp': its tabs push onto that stack, which the description models as a stack per tab with that stack's destinations",
      ])
    // The `NavigationStack` around the whole `if` is the tabs' stack (since held-out set 320).
    #expect(result.navigation.tabs.map(\.stack) == [true, true])
  }

  @Test func rootOnFirebasesCurrentUserLaunchesSignedOut() {
    // `if Auth.auth().currentUser?.uid != nil { QuayHome() } else { QuayRegister() }`: Firebase's
    // user, read when the root is built, is nil on a fresh install, so the app launches on the
    // sign-up screen, whose push goes on. Before, the test was no state the reader follows: the
    // first branch was read and the sign-up screen left out with its push (held-out set 206
    // swiftUI-SNS: 1 screen, 2 links).
    let result = Fixtures.extract("Constructs/FirebaseCurrentUserRoot.swift")
    #expect(result.navigation.entry == "QuayRegister")
    #expect(result.navigation.screens.map(\.id) == ["QuayRegister", "QuayHome"])
    #expect(result.navigation.linkTexts == ["QuayRegister: push QuayHome 'Create account'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func testForNilOfAnOptionalStartingWithAValueTakesTheNonNilBranch() {
    // `@Published var token: String? = "demo"` with `if session.token != nil` at the root, and
    // `var ownerID: String? = "me"` with `if ownerID != nil` in a tab: a value that is not nil
    // takes the `!= nil` branch. Before, a literal was no case of the test and took the `else`
    // branch, silently at the root (held-out set 203, found while probing DogGram).
    let result = Fixtures.extract("Constructs/OptionalStartingNonNil.swift")
    #expect(result.navigation.entry == nil)
    #expect(result.navigation.tabs.map(\.root) == ["MossOwner"])
    #expect(result.navigation.linkTexts == ["MossOwner: push MossPlants 'Plants'"])
    #expect(
      result.diagnosticTexts == [
        "OptionalStartingNonNil.swift:29 unresolved-navigation: this tab's root switches on 'MossTabs.ownerID', and the model's tab roots are fixed, so the tab shows 'MossOwner', the branch the initial value of 'MossTabs.ownerID' selects, and leaves out 'MossGuest'; add them through the overlay (navgraph.json in the first PATH, or --overlay)"
      ])
  }

  @Test func copyOfADefaultsKeyStartsAsOnAFreshInstall() {
    // `@State var signedIn = UserDefaults.standard.value(forKey: "signedIn") as? Bool ?? false`
    // switching the root: a fresh install has nothing stored, so the value at launch is the
    // fallback, and the app launches signed out. Before, the value was not told: the first branch
    // was the entry, warned (held-out set 204 SwiftUI-CarWash: 4 screens, 4 links).
    let result = Fixtures.extract("Constructs/DefaultsReadAtLaunch.swift")
    #expect(result.navigation.entry == "FjordWelcome")
    #expect(
      result.navigation.linkTexts == [
        "FjordWelcome: replace FjordHome 'Sign in'", "FjordHome: replace FjordWelcome 'Sign out'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func copyOfAPendingOptionalMovesTheRootToTheBranchForAValue() {
    // `func finish() { current = pending }` with `if session.current == nil { KiteWelcome() } else {
    // TabView { ... } }`: a copy of another optional selects the branch for a value (a nil over the
    // nil branch is no move), so Continue opens the tab bar. Before, the value was not told, warned,
    // and the move lost (held-out set 205 TwitterApp-SwiftUI: 1 link).
    let result = Fixtures.extract("Constructs/SessionPromotedFromPending.swift")
    #expect(result.navigation.entry == "KiteWelcome")
    #expect(
      result.navigation.linkTexts == [
        "KiteWelcome: tab KiteHome 'Continue'", "KiteHome: replace KiteWelcome 'Sign out'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func coverOfTheRootsTabBarBranchIsAMoveToTheTabBar() {
    // `if member { MooringTabs() } else { MooringWelcome() }` at the root, and the welcome's
    // `.fullScreenCover(isPresented: $entering, content: MooringTabs.init)`: the cover shows the
    // app's tab bar, so it is a `tab` link to the initially selected tab, warned that the way back
    // is lost. Before, a cover of one screen without its tabs, warned (held-out set 225
    // SwiftUI-NewsApp-extended_functionality., 1 link missed and 2 false).
    let result = Fixtures.extract("Constructs/CoverOfRootTabBarBranch.swift")
    #expect(result.navigation.entry == "MooringWelcome")
    #expect(result.navigation.screens.map(\.id) == ["MooringWelcome", "MooringBoats", "MooringAccount"])
    #expect(
      result.navigation.linkTexts == [
        "MooringWelcome: tab MooringBoats 'Enter'", "MooringAccount: replace MooringWelcome 'Leave'",
      ])
    #expect(
      result.diagnosticTexts == [
        "CoverOfRootTabBarBranch.swift:30 unresolved-navigation: 'MooringTabs' shows a TabView, and the model has one tab bar, at the root, so this fullScreenCover is read as a move to the tab bar (a 'tab' link to its initially selected tab ('MooringBoats')) and the way back to 'MooringWelcome' is lost"
      ])
  }

  @Test func loadingFailureAndContentOfTheRootViewAreOneScreen() throws {
    // `Group { if store.loading { ProgressView() } else if let failure = store.failure {
    // FailureBanner(text: failure, retry: { ... }) } else { List(..., selection: $picked) { ... }
    // } }`, all a split view's sidebar shows: a spinner, a banner that only calls back its
    // creator, and the view's own list are the loading states of one screen. Before, the banner
    // was a root branch, a screen with a `replace` to it and the list's push (held-out set 239
    // swiftui-recipe-app, 1 false link, silent).
    let result = Fixtures.extract("Constructs/LoadStateChoiceInRootBody.swift")
    #expect(result.navigation.entry == "PlantList")
    #expect(result.navigation.screens.map(\.id) == ["PlantList", "PlantDetail"])
    #expect(result.navigation.linkTexts == ["PlantList: push PlantDetail"])
    #expect(result.diagnosticTexts == [])

    // Without the spinner, a view beside the view's own content may be the screen it leads to
    // (`if signedIn { Welcome() } else { Form { ... } }`): the choice stays a switch.
    let noSpinner = try Fixtures.rewritten(
      "LoadStateChoiceInRootBody.swift",
      [("if store.loading {\n          ProgressView()\n        } else if let", "if let")])
    #expect(noSpinner.navigation.screens.map(\.id).contains("FailureBanner"))

    // A banner with a link of its own navigates: a screen, as before.
    let navigating = try Fixtures.rewritten(
      "LoadStateChoiceInRootBody.swift",
      [("Button(\"Retry\", action: retry)", "NavigationLink(\"Help\") { PlantDetail(name: \"help\") }")])
    #expect(navigating.navigation.screens.map(\.id).contains("FailureBanner"))
  }

  @Test func rootOnStateNothingChangesShowsItsInitialBranch() throws {
    // `@State private var signedIn = false` with `NavigationStack { if signedIn { WharfTabs() }
    // else { WharfLogin() } }`, and nothing writes `signedIn` nor is given `$signedIn`: the app
    // always shows the login, with a note naming the branch never shown. Before, read as input the
    // view's controls change: WharfGate a screen with both branches as its content, the tabs pushes
    // from it (held-out set 282 news-app-swiftui: 6 false links).
    let result = Fixtures.extract("Constructs/UnchangingRootState.swift")
    #expect(result.navigation.entry == "WharfLogin")
    #expect(result.navigation.tabs.isEmpty)
    #expect(result.navigation.linkTexts == ["WharfLogin: push WharfJoin 'Join'"])
    #expect(
      result.diagnosticTexts == [
        "UnchangingRootState.swift:17 unresolved-navigation: the root shows one of its branches by 'WharfGate.signedIn', which nothing changes (no code writes it and its view gives its binding to nothing), so it always shows the branch its initial value 'false' selects, never the others ('WharfTabs') in its place"
      ])

    // Given to a control (`Toggle("Signed in", isOn: $signedIn)`), it changes: a switch, the tab
    // bar reached from the login by the toggle.
    let toggled = try Fixtures.rewritten(
      "UnchangingRootState.swift",
      [("      if signedIn {", "      Toggle(\"Signed in\", isOn: $signedIn)\n      if signedIn {")])
    #expect(toggled.navigation.tabs.map(\.root) == ["WharfHome", "WharfLog"])
    #expect(!toggled.diagnosticTexts.contains { $0.contains("which nothing changes") })
  }

  @Test func windowRootSwapThroughALocalIsAReplace() {
    // `let login = KeepLogin(); window.rootViewController = UIHostingController(rootView: login)`:
    // the local's view, as when it is written in place. Before, warned as a view the reader cannot
    // tell (held-out set 287 Photo-Editor).
    let result = Fixtures.extract("Constructs/WindowRootFromLocal.swift")
    #expect(result.navigation.linkTexts == ["KeepSettings: replace KeepLogin 'Sign out'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func chainAfterAnUnchangingFlagIsTheRestOfTheChain() {
    // `if maintenance { ... } else if !signedIn { SignIn } else { Tabs }` with `maintenance` written
    // by nothing: the first branch is never shown (noted), nor its `.onAppear` run, and the rest
    // is the root switch on `signedIn`. Before, the whole chain was fixed on the branch `maintenance == false` first
    // admits, the sign-in, and the tab bar was lost (held-out set 296 Dates' `ContentView`).
    let result = Fixtures.extract("Constructs/ChainAfterUnchangingFlag.swift")
    #expect(result.navigation.entry == "HarbourSignIn")
    #expect(result.navigation.tabs.map(\.id) == ["BerthList", "TideTable"])
    #expect(result.navigation.linkTexts == ["HarbourSignIn: tab BerthList 'Sign in'"])
    #expect(
      result.diagnosticTexts == [
        "ChainAfterUnchangingFlag.swift:19 unresolved-navigation: the root shows one of its branches by 'HarbourRoot.maintenance', which nothing changes (no code writes it and its view gives its binding to nothing), so it always shows the branch its initial value 'false' selects, never the others ('MaintenanceNotice') in its place"
      ])
  }

  @Test func rootViewWhoseBodyIsAGenericContainerOfItsContentIsTheScreen() {
    // `DockList`'s body `Frame(title: "Docks") { NavigationLink(...) }`, `struct Frame<Content:
    // View>`: the content is DockList's own, the container its layout, so DockList is the entry
    // and the link its own. Before, the root was one screen `Frame` without links, silently
    // (found beside held-out set 320).
    let result = Fixtures.extract("Constructs/GenericContainerAtRoot.swift")
    #expect(result.navigation.entry == "DockList")
    #expect(result.navigation.linkTexts == ["DockList: push DockDetail 'Open'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func undeclaredWrapperGivenTheHostsContentInALaterClosureIsContent() {
    // `NavigationView { ZStack { VStack { Spacer(); PullRefresh(refreshing: $refreshing) {
    // rows.append("c") } content: { VStack { ... } }; Spacer() } } }`, PullRefresh from a package:
    // it lays out LedgerView's own content, so LedgerView is the screen. Before, the root was a
    // screen named `PullRefresh`, with a warning that it is not declared (held-out set 319
    // SwiftUI-Shopping's MineView, in its minimal example).
    let result = Fixtures.extract("Constructs/ContentClosureOfUndeclaredWrapper.swift")
    #expect(result.navigation.entry == "LedgerView")
    #expect(result.navigation.screens.map(\.id) == ["LedgerView"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func appsOwnTypeNamedAuthIsNotFirebases() {
    // `final class Auth: ObservableObject` of the files read, held as `@EnvironmentObject var
    // auth: Auth`: its `signIn()` and `signOut()` set the member the root switches on, so each is a
    // replace. Before, the property's type named `Auth` was read as Firebase's, whose sign-in moves
    // nothing without a state listener: both links lost, silently (held-out set 344's example).
    let result = Fixtures.extract("Constructs/OwnAuthType.swift")
    #expect(result.navigation.entry == "GuildGate")
    #expect(
      result.navigation.linkTexts == [
        "GuildGate: replace GuildHall 'Enter'", "GuildHall: replace GuildGate 'Leave'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func stateCopiedAfterTheActionClearedItHoldsNil() {
    // `pending = nil`, then `session = pending` in a completion: the copy stores nil, so the root
    // switching on `session` does not move ("Finish"); copied before it is cleared ("Confirm"), it
    // signs in. Before, the copy was read as a value, so "Finish" replaced the root too (held-out
    // set 344 SwiftUi-TwitterClone: a false tab link).
    let result = Fixtures.extract("Constructs/CopiedAfterWrite.swift")
    #expect(
      result.navigation.linkTexts == [
        "GateLobby: push GateScan 'Scan'", "GateScan: replace GateFloor 'Confirm'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test(arguments: [
    ("AnimationOverSplashDecoration.swift", "ForgeLaunch", "Anvil", "Blade"),
    ("PackageAnimationOverSplashDecoration.swift", "KilnLaunch", "Shelf", "Vase"),
  ])
  func animationOverADecorationInASplashBranchIsPartOfTheSplash(
    file: String, splash: String, tab: String, pushed: String
  ) {
    // `else { Color.black; if glowing { Ember() } }`: an animation with no navigation (declared, or
    // a package's view) over a colour is part of the splash written in place. Before, it was a
    // choice of its own: the animation was the launch screen with a copy of the splash timer's
    // move, and the splash unreachable (held-out set 362 BaT's Lottie view).
    let result = Fixtures.extract("Constructs/" + file)
    #expect(result.navigation.entry == splash)
    #expect(
      result.navigation.linkTexts == ["\(splash): tab \(tab)", "\(tab): push \(pushed) '\(pushed)'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func tabBarBehindATestTheReaderCannotFollowIsTheRoot() {
    // `if ReefSensors.available() { ReefTabs() } else { fatalError() }` at the App's root: the other
    // branch shows nothing to launch on, so the tab bar is the root (the test still warned). Before,
    // the empty branch was read as the root and the tab bar as one of a screen's own, its tabs
    // pushes from `ReefTabs` (held-out set 364 SwimMate: 3 false links).
    let result = Fixtures.extract("Constructs/TabBarBehindAnUnfollowedTest.swift")
    #expect(result.navigation.tabs.map(\.root) == ["CoralList", "TideChart"])
    #expect(result.navigation.linkTexts == ["CoralList: push CoralDetail 'Brain coral'"])
    #expect(
      result.diagnosticTexts == [
        "TabBarBehindAnUnfollowedTest.swift:10 unresolved-navigation: the root shows one of its branches by 'ReefSensors.available()', which is no state the reader follows (a function call, a flag, a constant, or state of a type not in the files read), so a run shows one branch and the reader cannot tell which; it reads the first, the tab bar, and leaves out the others, since reading them all would link screens no run shows together; set 'entry' or 'tabs' in the overlay for another branch"
      ])
  }
}
