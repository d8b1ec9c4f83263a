import Testing

@testable import NavGraphSwiftUI

/// Shapes of the App's root that lost the whole app before the reader descended from the
/// `WindowGroup`'s content through every view that is not a screen (a view beside toasts or a
/// splash, a property building the tab bar, a generic shell, a stack inside a wrapper, a `#if`, a
/// scene type), one fixture each (`Fixtures/Constructs`), and the roots it cannot resolve, reported.
@Suite("Root shapes")
struct RootShapeTests {
  @Test func separateIfsOnOneStateAreARootChoice() {
    // `ZStack { Color.gray; if status == .signedOut || offline { QuillGate() }; if status ==
    // .signedIn { QuillShelf() }; if status == .checking { splash } }`: separate `if`s without
    // `else` testing one piece of state are read as the `if`/`else if` chain they stand for, the
    // drawn splash as a placeholder branch at the root (as `ProgressView()` is). Before, QuillRoot
    // was the app's one screen with the shelf's push, silently (held-out set 56 Frenly).
    let result = Fixtures.extract("Constructs/SeparateIfRootChoice.swift")
    #expect(result.navigation.entry == "QuillRoot")
    #expect(result.navigation.screens.map(\.id) == ["QuillRoot", "QuillGate", "QuillShelf", "QuillNotes"])
    #expect(
      result.navigation.linkTexts == [
        "QuillRoot: replace QuillGate", "QuillGate: replace QuillShelf 'Sign in'",
        "QuillGate: replace QuillRoot 'Retry'", "QuillShelf: push QuillNotes 'Notes'",
        "QuillShelf: replace QuillGate 'Sign out'",
      ])
    #expect(
      result.diagnosticTexts.map { $0.components(separatedBy: ":").prefix(2).joined(separator: ":") } == [
        "SeparateIfRootChoice.swift:64 unresolved-navigation",
        "SeparateIfRootChoice.swift:65 unresolved-navigation",
      ], "\(result.diagnosticTexts)")
  }

  @Test func ifChainOnOneStateWithoutElseIsAChoice() {
    // `if pane == 0 { SeedlingsView() } else if pane == 1 { HarvestView() }` with no `else`, in a
    // `VStack` beside `if pane == 0 { WeatherStrip() }` and the bar setting `pane`: a choice on
    // `pane` showing nothing for its other values, read as with `else { EmptyView() }`. Before,
    // GreenhouseHost was the app's one screen with both tabs' links, silently (held-out set 76
    // ReadingTracker).
    let result = Fixtures.extract("Constructs/ValueChainTabContent.swift")
    #expect(result.navigation.entry == "SeedlingsView")
    #expect(
      result.navigation.screens.map(\.id) == [
        "GreenhouseHost", "SeedlingsView", "HarvestView", "BasilView", "SowView",
      ])
    // The bar's buttons move the root between the branches, as with `else { EmptyView() }`; the
    // third value shows the host's own content.
    #expect(
      result.navigation.linkTexts == [
        "GreenhouseHost: replace SeedlingsView 'Seedlings'", "GreenhouseHost: replace HarvestView 'Harvest'",
        "SeedlingsView: replace HarvestView 'Harvest'", "SeedlingsView: replace GreenhouseHost 'Compost'",
        "SeedlingsView: push BasilView 'Basil'", "SeedlingsView: sheet SowView 'Sow'",
        "HarvestView: replace SeedlingsView 'Seedlings'", "HarvestView: replace GreenhouseHost 'Compost'",
      ])
    #expect(
      result.diagnosticTexts.map { $0.components(separatedBy: ":").prefix(2).joined(separator: ":") } == [
        "ValueChainTabContent.swift:45 unresolved-navigation",
        "ValueChainTabContent.swift:46 unresolved-navigation",
        "ValueChainTabContent.swift:47 unresolved-navigation",
        "ValueChainTabContent.swift:47 unresolved-navigation",
        "ValueChainTabContent.swift:47 unresolved-navigation",
        "ValueChainTabContent.swift:47 unresolved-navigation",
      ], "\(result.diagnosticTexts)")
  }

  @Test func tabBarHostBesideToastsIsTheAppsTabBar() {
    // `ZStack { PotteryTabs(); ToastOverlay(onUndo: ...) }`: the view holding the TabView is the
    // main view, the toasts are code around the tab bar (their sheet on every screen a tab shows).
    // Before, PotteryRootView was the app's one screen, silently: no tabs, nothing behind them.
    let result = Fixtures.extract("Constructs/TabHostBesideToasts.swift")
    #expect(result.navigation.entry == nil)
    #expect(result.navigation.tabs.map(\.root) == ["BowlsView", "VasesView"])
    #expect(
      result.navigation.linkTexts == [
        "BowlsView: sheet HistoryView 'Undo'", "BowlsView: push CeladonView 'Celadon'",
        "CeladonView: sheet HistoryView 'Undo'", "VasesView: sheet HistoryView 'Undo'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func splashShownOverTheTabBarIsNotTheMainView() throws {
    // `ZStack { MillTabs(); if showSplash { MillSplash() } }`: an `if` without an `else` is shown at
    // times over the rest, never what the container shows. Also a side menu in such an `if`.
    // Before, MillRootView was the app's one screen, silently.
    let result = Fixtures.extract("Constructs/SplashOverTabBar.swift")
    #expect(result.navigation.tabs.map(\.root) == ["GrainsView", "MillOrdersView"])
    #expect(result.navigation.linkTexts == ["GrainsView: push RyeView 'Rye'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")

    let menu = try Fixtures.rewritten(
      "SplashOverTabBar.swift",
      [
        (
          "        MillSplash()\n          .transition(.opacity)\n          .task { showSplash = false }",
          "        Color.black.opacity(0.3).onTapGesture { showSplash = false }\n        MillMenu()"
        ),
        ("struct MillSplash: View {", "struct MillMenu: View {"),
      ])
    #expect(menu.navigation.tabs.map(\.root) == ["GrainsView", "MillOrdersView"])
    #expect(menu.diagnostics.isEmpty, "\(menu.diagnosticTexts)")
  }

  @Test func tabBarBuiltByAPropertyOrAFunctionOfTheRootView() throws {
    // `ZStack(alignment: .bottom) { tabBar; MiniPlayer() }` with `private var tabBar: some View {
    // TabView { ... } }`, and the same with `@ViewBuilder private func tabBar()`. Before, the
    // RadioRootView was the app's one screen, silently.
    let result = Fixtures.extract("Constructs/TabBarInProperty.swift")
    #expect(result.navigation.tabs.map(\.root) == ["StationsView", "PodcastsView"])
    #expect(result.navigation.linkTexts == ["StationsView: push JazzView 'Jazz'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")

    let function = try Fixtures.rewritten(
      "TabBarInProperty.swift",
      [
        ("      tabBar\n", "      tabBar()\n"),
        ("  private var tabBar: some View {", "  @ViewBuilder private func tabBar() -> some View {"),
      ])
    #expect(function.navigation.tabs.map(\.root) == ["StationsView", "PodcastsView"])
    #expect(function.navigation.linkTexts == ["StationsView: push JazzView 'Jazz'"])
    #expect(function.diagnostics.isEmpty, "\(function.diagnosticTexts)")
  }

  @Test func genericShellShowsItsContentBesideToasts() throws {
    // `AppShell { QuiltTabs() }`, `struct AppShell<Content: View>` with `@ViewBuilder var content:
    // Content` and a body `ZStack { content; ToastStack() }`; also given by label, as a closure
    // property, built by an initializer, and with the toasts in an `.overlay`. Before, AppShell was
    // the app's one screen, silently (with the overlay: reported as a root the reader could not
    // follow).
    let tabs = ["PatternsView", "FabricsView"]
    let links = ["PatternsView: push LogCabinView 'Log cabin'"]
    let result = Fixtures.extract("Constructs/GenericShellWrapper.swift")
    #expect(result.navigation.tabs.map(\.root) == tabs)
    #expect(result.navigation.linkTexts == links)
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")

    let content = "  @ViewBuilder var content: Content\n"
    let body = "    ZStack(alignment: .top) {\n      content\n      ToastStack()\n    }"
    for replacements in [
      [("      AppShell {\n        QuiltTabs()\n      }", "      AppShell(content: { QuiltTabs() })")],
      [
        (content, "  @ViewBuilder let content: () -> Content\n"),
        (body, "    ZStack(alignment: .top) {\n      content()\n      ToastStack()\n    }"),
      ],
      [
        (
          content,
          "  let content: Content\n\n  init(@ViewBuilder content: () -> Content) { self.content = content() }\n"
        )
      ],
      [(body, "    content.overlay(alignment: .top) { ToastStack() }")],
    ] {
      let variant = try Fixtures.rewritten("GenericShellWrapper.swift", replacements)
      #expect(variant.navigation.tabs.map(\.root) == tabs, "\(replacements)")
      #expect(variant.navigation.linkTexts == links, "\(replacements)")
      #expect(variant.diagnostics.isEmpty, "\(replacements): \(variant.diagnosticTexts)")
    }
  }

  @Test func stackBesideAToastIsTheAppsStack() {
    // `ZStack(alignment: .top) { NavigationStack { WinesView() }; ToastBanner() }`: the stack's root
    // is the launch screen. Before, the root view CellarRootView was, with WinesView's links.
    let result = Fixtures.extract("Constructs/StackBesideToast.swift")
    #expect(result.navigation.entry == "WinesView")
    #expect(result.navigation.screen("WinesView")?.stack == true)
    #expect(result.navigation.screens.map(\.id) == ["WinesView", "RiojaView"])
    #expect(result.navigation.linkTexts == ["WinesView: push RiojaView 'Rioja'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func viewHoldingTheStackBesideAToastShowsItsRoot() {
    // `ZStack { PressStack(); PressToast(onHelp: ...) }.sheet(...)`, PressStack's body the
    // `NavigationStack { VinesView() }`: VinesView is the launch screen, with the toast's sheet.
    // Before, PressRootView was, and VinesView's push was lost (the stack's root is no component).
    let result = Fixtures.extract("Constructs/StackHostBesideToast.swift")
    #expect(result.navigation.entry == "VinesView")
    #expect(result.navigation.screen("VinesView")?.stack == true)
    #expect(
      result.navigation.linkTexts == [
        "VinesView: sheet PressHelpView 'Help'", "VinesView: push MerlotView 'Merlot'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func rootSwitchWithTypeErasedBranches() {
    // `if auth.signedIn { return AnyView(GateTabs()) } else { return AnyView(GateLoginView(...)) }`
    // in a computed property: a root switch, `AnyView` showing what it wraps. Before, GateRootView
    // was the app's one screen with a false `replace GateRootView`.
    let result = Fixtures.extract("Constructs/ErasedRootBranches.swift")
    #expect(result.navigation.entry == "GateLoginView")
    #expect(result.navigation.tabs.map(\.root) == ["LakesView", "RiversView"])
    #expect(
      result.navigation.linkTexts == [
        "GateLoginView: tab LakesView 'Sign in'", "LakesView: push TahoeView 'Tahoe'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func tabBarHostInsideTheRootViewsStack() {
    // `NavigationView { SurveyTabs().navigationDestination(for: SurveyRoute.self) { ... } }` in the
    // root view: the tab bar inside that stack (a note), each tab with its destinations. Before,
    // SurveyTabs was the app's one screen, silently.
    let result = Fixtures.extract("Constructs/TabHostInRootStack.swift")
    #expect(result.navigation.tabs.map(\.root) == ["MapsTabView", "NotesTabView"])
    #expect(result.navigation.screen("MapsTabView")?.destinations == ["SurveyRoute"])
    #expect(result.navigation.linkTexts == ["MapsTabView: push SiteView (SurveyRoute) 'Site'"])
    #expect(
      result.diagnosticTexts == [
        "TabHostInRootStack.swift:27 unresolved-navigation: the TabView is inside the NavigationStack of 'SurveyRootView': its tabs push onto that stack, which the description models as a stack per tab with that stack's destinations"
      ])
  }

  @Test func switchHostInsideTheRootViewsStack() {
    // `NavigationStack { QuarryGate().navigationDestination(...) }`, QuarryGate's body `if signedIn
    // { PitsView() } else { QuarrySignInView() }`: a root switch whose branches are the stack's
    // roots, with its destinations. Before, QuarryGate was the app's one screen with PitsView's push.
    let result = Fixtures.extract("Constructs/SwitchHostInRootStack.swift")
    #expect(result.navigation.entry == "QuarrySignInView")
    #expect(
      result.navigation.screens.map { "\($0.id) \($0.stack) \($0.destinations)" } == [
        "PitsView true [\"QuarryRoute\"]", "QuarrySignInView true [\"QuarryRoute\"]", "SeamView false []",
      ])
    #expect(
      result.navigation.linkTexts == [
        "PitsView: push SeamView (QuarryRoute) 'Seam'", "QuarrySignInView: replace PitsView 'Sign in'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func tabRootShowingItsStackHostBesideAButton() {
    // A tab's root `ZStack { FeedStack(); Button("Compose") { ... } }.sheet(...)`, FeedStack's body
    // `NavigationStack { FeedView() }`: the tab's root is FeedView, with the compose sheet. Before,
    // FeedTab was, and FeedView's push was lost (the stack's root is no component).
    let result = Fixtures.extract("Constructs/StackHostInTabRoot.swift")
    #expect(result.navigation.tabs.map(\.root) == ["FeedView", "ProfileView"])
    #expect(result.navigation.tabs.map(\.stack) == [true, false])
    #expect(
      result.navigation.linkTexts == [
        "FeedView: sheet ComposeView 'Compose'", "FeedView: push PostView 'Post'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func tabRootShowingAnotherTabsStackUnderAHeaderIsItsOwnScreen() {
    // `BurrowLanding { VStack { Text(...); TextField(...); BurrowListings() } }`, BurrowListings
    // holding its own `NavigationView` and also a tab of its own: the first tab's screen is
    // BurrowLanding, on the stack it shows, with the list's push. Before, both tabs had the root
    // BurrowListings and the landing screen was lost, silently (held-out set 204
    // swiftUI-cariRumah: 1 screen, 1 link).
    let result = Fixtures.extract("Constructs/HeaderAroundAnotherTabsStack.swift")
    #expect(result.navigation.tabs.map(\.root) == ["BurrowLanding", "BurrowListings"])
    #expect(result.navigation.tabs.map(\.stack) == [true, true])
    #expect(
      result.navigation.linkTexts == [
        "BurrowLanding: push BurrowDetail 'Burrow \\(number)'",
        "BurrowListings: push BurrowDetail 'Burrow \\(number)'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func pushedViewShowingTheTabBarBesideABannerIsTheTabBar() {
    // `NavigationLink("Enter") { HarborShell() }`, HarborShell's body `ZStack { HarborTabs();
    // Banner() }`: a tab bar shown by a move, read as the app's (a `tab` link, warned). Before,
    // HarborShell was one pushed screen, silently, and nothing behind its tabs was read.
    let result = Fixtures.extract("Constructs/PushedTabShell.swift")
    #expect(result.navigation.entry == "WelcomeView")
    #expect(result.navigation.tabs.map(\.root) == ["DocksView", "MooringsView"])
    #expect(
      result.navigation.linkTexts == [
        "WelcomeView: tab DocksView 'Enter'", "DocksView: push BerthView 'Berth'",
      ])
    #expect(
      result.diagnosticTexts == [
        "PushedTabShell.swift:10 unresolved-navigation: 'HarborTabs' shows a TabView, and the model has one tab bar, at the root, so this push is read as a move to the tab bar (a 'tab' link to its initially selected tab ('DocksView')) and the way back to 'WelcomeView' is lost",
        "PushedTabShell.swift:10 unresolved-navigation: the tab bar is pushed onto the stack of 'WelcomeView': its tabs push onto that stack, which the description models as a stack per tab with that stack's destinations",
      ])
  }

  @Test func rootChosenAtCompileTimeIsTheIOSClause() throws {
    // `#if os(macOS) ChartSidebarView() #else ChartTabs() #endif` in the WindowGroup: the clause an
    // iOS build compiles; and modifiers in a `#if` after the root view. Before, the app had no
    // screen (the first: a warning without a line; the second: one in-place screen, silently).
    let tabs = ["SeasView", "PortsView"]
    let result = Fixtures.extract("Constructs/CompiledConditionRoot.swift")
    #expect(result.navigation.tabs.map(\.root) == tabs)
    #expect(result.navigation.linkTexts == ["SeasView: push BalticView 'Baltic'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")

    let conditions =
      "      #if os(macOS)\n        ChartSidebarView()\n      #else\n        ChartTabs()\n      #endif"
    for form in [
      "      ChartTabs()\n        #if os(iOS)\n        .tint(.teal)\n        #endif",
      "      #if canImport(AppKit)\n        ChartSidebarView()\n      #elseif !os(macOS) && DEBUG\n        ChartTabs()\n      #endif",
    ] {
      let variant = try Fixtures.rewritten("CompiledConditionRoot.swift", [(conditions, form)])
      #expect(variant.navigation.tabs.map(\.root) == tabs, "\(form)")
      #expect(variant.diagnostics.isEmpty, "\(form): \(variant.diagnosticTexts)")
    }
  }

  @Test func modifiersInACompilationBlockAreTheIOSClauses() {
    // `.navigationTitle("Harbor") #if os(iOS) .toolbar { Button("Tide") { ... } } .sheet(...)
    // #endif`, then `#if os(macOS) .sheet(...) #else .fullScreenCover(...) #endif`: the modifiers of
    // the clause an iOS build compiles are read as if written without the block. Before, every
    // modifier in a block was skipped, silently (held-out set 113 TripleColumnNavigationSplit's
    // settings sheet).
    let result = Fixtures.extract("Constructs/CompiledModifiers.swift")
    #expect(result.navigation.screens.map(\.id) == ["HarborHome", "HarborTide", "HarborCharts"])
    #expect(
      result.navigation.linkTexts == [
        "HarborHome: fullScreenCover HarborCharts 'Charts'", "HarborHome: sheet HarborTide 'Tide'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func sceneDeclaredInTheAppHoldsTheWindowGroup() throws {
    // `var body: some Scene { ObservatoryScene() }`, the scene's body holding the WindowGroup; and a
    // `DocumentGroup`'s content. Before, no screen, and a warning without a line.
    let tabs = ["StarsView", "LogView"]
    let result = Fixtures.extract("Constructs/DeclaredScene.swift")
    #expect(result.navigation.tabs.map(\.root) == tabs)
    #expect(result.navigation.linkTexts == ["StarsView: push VegaView 'Vega'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")

    let document = try Fixtures.rewritten(
      "DeclaredScene.swift",
      [("    WindowGroup {\n", "    DocumentGroup(viewing: StarChart.self) { file in\n")])
    #expect(document.navigation.tabs.map(\.root) == tabs)
    #expect(document.diagnostics.isEmpty, "\(document.diagnosticTexts)")
  }

  @Test func availabilityCheckReadsTheNewestSystemsBranch() throws {
    // `if #available(iOS 18.0, *) { TabView { Tab(...) ... } } else { TabView { ... } }`: the first
    // branch, as the newest system runs the app (`#unavailable`: the other). Before, the first
    // branch with a warning that it could not tell which.
    let result = Fixtures.extract("Constructs/AvailabilityRoot.swift")
    #expect(result.navigation.tabs.map(\.root) == ["StringsView", "TuningView", "HarpSearchView"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")

    let older = try Fixtures.rewritten(
      "AvailabilityRoot.swift", [("if #available(iOS 18.0, *) {", "if #unavailable(iOS 18.0) {")])
    #expect(older.navigation.tabs.map(\.root) == ["StringsView", "TuningView"])
    #expect(older.diagnostics.isEmpty, "\(older.diagnosticTexts)")
  }

  @Test func availabilityCheckAroundAWholeBodyIsWhatItsFirstBranchShows() throws {
    // A splash whose whole body is `if #available(iOS 15.0, *) { VStack { if isActive {
    // KelpWelcome() } else { Text(...) } }.onAppear { ... isActive = true } } else { }`: every
    // system the app runs on takes the first branch, so the splash is the entry and its timer a
    // `replace`, exactly as without the check. Before, the check was read as the root's choice:
    // the splash was no screen, the app launched on the welcome and the timer replaced the welcome
    // with itself (found on a held-out app, docs/EXTRACT.md).
    let result = Fixtures.extract("Constructs/AvailableSplashBody.swift")
    let plain = try Fixtures.rewritten(
      "AvailableSplashBody.swift",
      [
        ("    if #available(iOS 15.0, *) {\n", ""),
        ("    } else {\n      // Fallback on earlier versions\n    }\n", ""),
      ])
    #expect(result.navigation.entry == "KelpSplash")
    #expect(result.navigation.screens.map(\.id) == ["KelpSplash", "KelpWelcome", "KelpTides"])
    #expect(
      result.navigation.linkTexts == [
        "KelpSplash: replace KelpWelcome", "KelpWelcome: push KelpTides 'Tides'",
      ])
    #expect(result.diagnosticTexts == plain.diagnosticTexts)
    #expect(plain.navigation.entry == result.navigation.entry)
    #expect(plain.navigation.screens.map(\.id) == result.navigation.screens.map(\.id))
    #expect(plain.navigation.linkTexts == result.navigation.linkTexts)
  }

  @Test func rootTheReaderCannotResolveIsReportedWhereItIsWritten() {
    // A scene from another module, a root built by a function of another module, a `#if` whose
    // compiled clause shows nothing, and a container of two views that each lead to a tab bar:
    // each a located warning saying what was seen and to set the root in the overlay. Before: a
    // warning without a line, or (the last) silence.
    let header = "import SwiftUI\nimport MarketKit\n@main\nstruct MarketApp: App {\n"
    let stall = "struct StallView: View { var body: some View { Text(\"Stall\") } }\n"
    let cases: [(String, [String])] = [
      (
        header + "  var body: some Scene {\n    MarketScene.main\n  }\n}\n",
        [
          "App.swift:5 unresolved-navigation: the body of 'MarketApp' shows no WindowGroup or DocumentGroup whose content the reader can follow (a scene declared outside the files read, or built by code it does not follow), so it cannot tell what the app launches on; set 'entry' or 'tabs' in the overlay (navgraph.json in the first PATH, or --overlay)"
        ]
      ),
      (
        header + "  var body: some Scene {\n    WindowGroup { MarketKit.makeRootView() }\n  }\n}\n" + stall,
        [
          "App.swift:6 unresolved-navigation: the reader cannot tell what the app launches on (its root: the destination is built by 'MarketKit.makeRootView()', which the reader cannot follow); set 'entry' or 'tabs' in the overlay (navgraph.json in the first PATH, or --overlay)"
        ]
      ),
      (
        header
          + "  var body: some Scene {\n    WindowGroup {\n      #if os(macOS)\n      StallView()\n      #endif\n    }\n  }\n}\n"
          + stall,
        [
          "App.swift:6 unresolved-navigation: the reader cannot tell what the app launches on (its root: the WindowGroup shows no view); set 'entry' or 'tabs' in the overlay (navgraph.json in the first PATH, or --overlay)"
        ]
      ),
      (
        header + "  var body: some Scene { WindowGroup { MarketRoot() } }\n}\n"
          + "struct MarketRoot: View {\n  var body: some View {\n    ZStack {\n      BuyerTabs()\n      SellerTabs()\n    }\n  }\n}\n"
          + "struct BuyerTabs: View {\n  var body: some View { TabView { StallView().tabItem { Text(\"Stalls\") } } }\n}\n"
          + "struct SellerTabs: View {\n  var body: some View { TabView { StallView().tabItem { Text(\"Mine\") } } }\n}\n"
          + stall,
        [
          "App.swift:10 unresolved-navigation: 'MarketRoot' shows several views that lead to screens of their own ('BuyerTabs', 'SellerTabs'), so the reader cannot tell which one the app launches on and reads it as one screen; set 'entry' or 'tabs' in the overlay (navgraph.json in the first PATH, or --overlay)",
          // The TabViews inside that one screen: their tabs are pushes from it (a TabView inside a
          // screen, `tabBarInsideAScreenIsPushesToItsTabs`).
          "App.swift:16 unresolved-navigation: 'BuyerTabs' (on 'MarketRoot') shows a TabView of its own, and the model has one tab bar, at the root, so each of its tabs is read as a push from 'MarketRoot' to the tab's root, labelled with the tab's title, and switching between its tabs is not read; change them through the overlay (navgraph.json in the first PATH, or --overlay) if that is wrong",
          "App.swift:19 unresolved-navigation: 'SellerTabs' (on 'MarketRoot') shows a TabView of its own, and the model has one tab bar, at the root, so each of its tabs is read as a push from 'MarketRoot' to the tab's root, labelled with the tab's title, and switching between its tabs is not read; change them through the overlay (navgraph.json in the first PATH, or --overlay) if that is wrong",
        ]
      ),
    ]
    for (code, warnings) in cases {
      let result = Fixtures.extract(code: code)
      #expect(
        result.diagnosticTexts.filter { $0.contains("unresolved-navigation") } == warnings,
        "\(result.diagnosticTexts)")
    }
  }

  @Test func sideMenuLinksAreOnTheScreensThatOpenIt() throws {
    // `ZStack { TabView { ... }; LoafSideMenu(isPresented: $showMenu, ...) }`, the menu closing
    // itself (`isPresented = false`) and opened only by the tab roots' toolbar buttons (`showMenu =
    // true`): its Settings sheet is on BreadsView and CakesView, not on the screens pushed on the
    // tabs. The toast beside it, with no visibility state, stays on every screen a tab shows.
    // Before, the menu's sheet was on RyeView and TorteView too, silently.
    let result = Fixtures.extract("Constructs/SideMenuOverTabBar.swift")
    #expect(result.navigation.tabs.map(\.root) == ["BreadsView", "CakesView"])
    #expect(
      result.navigation.linkTexts.sorted() == [
        "BreadsView: push RyeView 'Rye'", "BreadsView: sheet LoafHistoryView 'Undo'",
        "BreadsView: sheet LoafSettingsView 'Settings'", "CakesView: push TorteView 'Torte'",
        "CakesView: sheet LoafHistoryView 'Undo'", "CakesView: sheet LoafSettingsView 'Settings'",
        "RyeView: sheet LoafHistoryView 'Undo'", "TorteView: sheet LoafHistoryView 'Undo'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")

    // The menu shown `if showMenu { ... }` (no binding given): the same.
    let shown = try Fixtures.rewritten(
      "SideMenuOverTabBar.swift",
      [
        (
          "LoafSideMenu(isPresented: $showMenu, onSettings: { showSettings = true })",
          "if showMenu { LoafMenuPanel(onSettings: { showSettings = true }) }"
        )
      ])
    #expect(shown.navigation.linkTexts.sorted() == result.navigation.linkTexts.sorted())
    #expect(shown.diagnostics.isEmpty, "\(shown.diagnosticTexts)")

    // No action the reader can follow opens the menu: every screen a tab shows gets its links.
    let unopened = try Fixtures.rewritten(
      "SideMenuOverTabBar.swift", [("withAnimation { showMenu = true }", "print(\"menu\")")])
    #expect(
      unopened.navigation.linkTexts.filter { $0.contains("LoafSettingsView") }.sorted() == [
        "BreadsView: sheet LoafSettingsView 'Settings'", "CakesView: sheet LoafSettingsView 'Settings'",
        "RyeView: sheet LoafSettingsView 'Settings'", "TorteView: sheet LoafSettingsView 'Settings'",
      ])
  }

  @Test func previewBypassAroundTheRootTakesTheRunBranch() {
    // `if ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" { PoolList() }
    // else { switch keeper.state { ... } }`: a run never sets the variable, so the root is the
    // switch. Before, the reader took the first branch, warned, and left the switch's screens out
    // (a flash-card app's auth gate).
    let result = Fixtures.extract("Constructs/PreviewBypassRoot.swift")
    #expect(result.navigation.entry == "WaitingView")
    #expect(result.navigation.screens.map(\.id) == ["WaitingView", "EntryForm", "PoolList"])
    #expect(
      result.navigation.linkTexts == [
        "WaitingView: replace EntryForm 'Continue'", "EntryForm: replace PoolList 'Enter'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func codeBehindALaunchArgumentDoesNotRun() {
    // `guard ProcessInfo.processInfo.arguments.contains("-demo") else { return }` before the root's
    // move in a `.task`, and `if CommandLine.arguments.contains("-uitest") { showsVault = true }`
    // in an `.onAppear`: a user launches the app with no argument, so neither moves. Before, the
    // tour's move was a `replace` of the welcome screen, with the `guard` not read (held-out set
    // 238 swiftui-subscription-paywall: 1 false link), and `guard false` was not read either.
    let result = Fixtures.extract("Constructs/LaunchArgumentTour.swift")
    #expect(result.navigation.entry == "TollWelcome")
    #expect(
      result.navigation.linkTexts == [
        "TollWelcome: replace TollSignup 'Join'", "TollSignup: replace TollLobby 'Done'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func hostingControllerOfASceneDelegateIsTheRoot() throws {
    // No `@main` App: `window.rootViewController = UIHostingController(rootView:
    // contentView.environmentObject(settings))` with `let contentView = HarborStart()` in the scene
    // delegate's `scene(_:willConnectTo:options:)`. Before, the app launched on the template's
    // `ContentView` with a misleading `no-app-root` warning.
    let result = Fixtures.extract("Constructs/HostingControllerRoot.swift")
    #expect(result.navigation.entry == "HarborStart")
    #expect(result.navigation.screens.map(\.id) == ["HarborStart", "HarborDocks"])
    #expect(result.navigation.linkTexts == ["HarborStart: push HarborDocks 'Docks'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func hostedRootInsideAStackIsTheStacksRoot() {
    // `let root = NavigationView { CairnTrails() }` and `UIHostingController(rootView: root)` in the
    // scene delegate: CairnTrails is the entry and holds the stack its push acts on. Before, the
    // hosted view was not seen through the stack: the entry came from the fallback with a
    // `no-app-root` note and without `stack` (held-out set 232 FootballDataSwiftUI).
    let result = Fixtures.extract("Constructs/HostedRootInStack.swift")
    #expect(result.navigation.entry == "CairnTrails")
    #expect(result.navigation.screens.first?.stack == true)
    #expect(result.navigation.linkTexts == ["CairnTrails: push CairnTrail 'Ridge'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func statementsBeforeARootBranchsReturnAreNoViews() throws {
    // `settings.loggedIn = false; return AnyView(TideOnboarding(onboarded: $onboarded))` in a root
    // branch, `settings` a fresh object: the assignment is no view, so the branch shows the view it
    // returns. Before, each branch was content in place, the entry `TideStart` and the onboarding's
    // move a `replace TideStart` with a warning.
    let result = Fixtures.extract("Constructs/RootBranchStatements.swift")
    #expect(result.navigation.entry == "TideOnboarding")
    #expect(result.navigation.screens.map(\.id) == ["TideOnboarding", "TideHome", "TideCharts"])
    #expect(
      result.navigation.linkTexts == [
        "TideOnboarding: replace TideHome 'Start'", "TideHome: push TideCharts 'Charts'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func rootBranchReturningALocalViewShowsThatView() throws {
    // `let contentView = LarkLogin()` at the top of the root's body, then `return
    // AnyView(contentView.environmentObject(settings))` in a branch: the branch shows LarkLogin.
    // Before, the branch showed no view: LarkLogin was unreachable and the intro's move a `replace
    // LarkStart` with a warning.
    let result = Fixtures.extract("Constructs/RootBranchLocalView.swift")
    #expect(result.navigation.entry == "LarkIntro")
    #expect(result.navigation.screens.map(\.id) == ["LarkIntro", "LarkLogin", "LarkHelp"])
    #expect(
      result.navigation.linkTexts == [
        "LarkIntro: replace LarkLogin 'Begin'", "LarkLogin: sheet LarkHelp 'Help'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func noAppAndEveryViewShownSaysSo() {
    // No `@main` App, and each view is shown by another (a loop): the app launches on the first
    // view read. Before, the warning listed the other candidates as "(also )", an empty list.
    let result = Fixtures.extract("Constructs/NoAppEveryViewShown.swift")
    #expect(result.navigation.entry == "TideView")
    #expect(
      result.diagnosticTexts == [
        "NoAppEveryViewShown.swift:4 no-app-root: no @main App in the files read, and every view is shown by another; the app launches on 'TideView', the first view read; set 'entry' in the overlay if that is wrong"
      ])
  }
}

extension RootShapeTests {
  @Test func scenesAfterTheRootAreNotedByName() {
    // `Settings { LoomPrefs() }`, `MenuBarExtra { LoomTray() }` and `Window("Log", id:) { Text }`
    // after the `WindowGroup` the root is read from: the model has one launch root, so no link is
    // invented; a note at each scene names it and its view, and AdvancedPrefs, which only
    // LoomPrefs shows, is not noted again as not reachable. Before, the only trace was that note
    // on AdvancedPrefs (held-out set 72 FastWeatherMac's and MeetMemento's `Settings` and
    // `MenuBarExtra`).
    let result = Fixtures.extract("Constructs/LaterScenes.swift")
    #expect(result.navigation.entry == "LoomHome")
    #expect(result.navigation.screens.map(\.id) == ["LoomHome", "ThreadList"])
    #expect(result.navigation.linkTexts == ["LoomHome: push ThreadList 'Threads'"])
    let hint =
      "is not read: the model has one launch root (the first WindowGroup's content), so no link leads to it; add its screens and how they are opened through the overlay (navgraph.json in the first PATH, or --overlay) if they matter"
    #expect(
      result.diagnosticTexts == [
        "LaterScenes.swift:9 unresolved-navigation: the scene 'Settings', showing 'LoomPrefs', \(hint)",
        "LaterScenes.swift:13 unresolved-navigation: the scene 'MenuBarExtra', showing 'LoomTray', \(hint)",
        "LaterScenes.swift:16 unresolved-navigation: the scene 'Window' \(hint)",
      ])
    #expect(result.diagnostics.allSatisfy { $0.severity == .note })
  }
}
