import Testing

@testable import NavGraphSwiftUI

/// Root switches whose branches' own code moves or stays: writes of the state choosing the branch
/// already shown, and handlers written on a branch's view at the switch.
@Suite struct RootSwitchBranchConstructTests {
  @Test func rootChainWithoutElseShowsNoHostWhenEveryValueHasABranch() throws {
    // `if stage == "signin" { ... } else if stage == "intro" { ... } else if stage == "deck" {
    // ... }` with no `else`, on a `@State` String that only ever holds those three: the host's own
    // (empty) content is never shown, so it is no screen. Before, SkiffRoot was a screen no link
    // reaches, and `check` called it unreachable (held-out set 245 swiftui-final-challenge).
    let result = Fixtures.extract("Constructs/RootChainWithoutElse.swift")
    #expect(result.navigation.entry == "SkiffSignIn")
    #expect(result.navigation.screens.map(\.id) == ["SkiffSignIn", "SkiffIntro", "SkiffDeck"])
    #expect(
      result.navigation.linkTexts == [
        "SkiffSignIn: replace SkiffIntro 'Sign in'", "SkiffIntro: replace SkiffDeck 'Start'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
    // A value no branch tests ("done") shows the host's content: that branch stays.
    let other = try Fixtures.rewritten(
      "RootChainWithoutElse.swift", [(#"stage = "deck""#, #"stage = "done""#)])
    #expect(other.navigation.screens.map(\.id).contains("SkiffRoot"))
    #expect(other.navigation.linkTexts.contains("SkiffIntro: replace SkiffRoot 'Start'"))
  }

  @Test func writeKeepingTheNestedBranchShownIsNoMove() {
    // `if !flow.unlocked { MintGate() } else if flow.peek { ... } else { ... }`: MintPro, a sheet
    // over a shelf that both unlocked branches show, turns the store pro, and the gate's
    // `.onChange(of: store.isPro)` sets `unlocked = true`. Wherever MintPro is, `unlocked` is
    // already true, and the write keeps the nested branch on `peek` that is shown, so "Start" only
    // dismisses; the gate's own writes still move. Before, `dismissAction then [replace MintRoot]`
    // (held-out set 238 swiftui-subscription-paywall: 1 false link).
    let result = Fixtures.extract("Constructs/RootWriteKeepingNestedBranch.swift")
    #expect(result.navigation.entry == "MintGate")
    #expect(
      result.navigation.linkTexts == [
        "MintRoot: push MintShelf 'Open'", "MintGate: replace MintRoot 'Buy'",
        "MintGate: replace MintShelf 'Peek'",
        "MintShelf: sheet MintPro 'Go Pro'", "MintPro: dismissAction 'Start'",
      ])
  }

  @Test func writeChoosingTheBranchShownIsNoMove() {
    // `switch phase { case .waiting: WaitView(); case .ready: LarderTabs(); case .blank:
    // SetupView() }`. RenameSheet (a sheet of a tab) and ShelfTab set `phase = .ready` while the
    // tab bar is shown: no move, so RenameSheet's save only dismisses. WaitView's and SetupView's
    // writes, from other branches, do move to the tab bar, and PantryTab's reset to SetupView.
    // Before, `RenameSheet: tab PantryTab then [dismiss]` and `ShelfTab: tab PantryTab` (set 38
    // FitnessTracker: the Account tab's setter sheets and EditProfile, 5 false links).
    let result = Fixtures.extract("Constructs/RootWriteOfOwnBranch.swift")
    #expect(result.navigation.entry == "WaitView")
    #expect(result.navigation.tabs.map(\.root) == ["PantryTab", "ShelfTab"])
    #expect(
      result.navigation.screens.map(\.id).sorted() == [
        "PantryTab", "RenameSheet", "SetupView", "ShelfTab", "WaitView",
      ])
    #expect(
      result.navigation.linkTexts.sorted() == [
        "PantryTab: replace SetupView 'Reset'", "PantryTab: sheet RenameSheet 'Rename'",
        "RenameSheet: dismiss 'Save'", "SetupView: tab PantryTab 'Finish'",
        "WaitView: tab PantryTab 'Continue'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func undeclaredViewInARootBranchIsThatBranchScreen() {
    // `if ready { KiteMenu() } else { SplashBannerView() }` with SplashBannerView declared in no file read
    // (a package's view), and a timer in the host's `onAppear` setting `ready`. SplashBannerView is the
    // entry screen, with the timer's replace, and a warning says its code was not read. Before, the
    // lexical pre-pass replaced the `else` body (it named nothing relevant), so the host was the
    // entry screen with the replace, silently (set 66 ChickenGame's LaunchScreenView).
    let result = Fixtures.extract("Constructs/UndeclaredRootBranchView.swift")
    #expect(result.navigation.entry == "SplashBannerView")
    #expect(result.navigation.screens.map(\.id) == ["SplashBannerView", "KiteMenu", "KiteFlight"])
    #expect(
      result.navigation.linkTexts.sorted() == [
        "KiteMenu: push KiteFlight 'Fly'", "SplashBannerView: replace KiteMenu",
      ])
    #expect(
      result.diagnosticTexts == [
        "UndeclaredRootBranchView.swift:23 unresolved-navigation: view 'SplashBannerView' is not declared in the files read; it is a screen without links (add them through the overlay)"
      ])
  }

  @Test func handlerOnABranchViewIsTheBranchScreens() {
    // `case .syncing: PulseView().onAppear { if hive.stage == .syncing { hive.sync() } }` in
    // HiveGate, the signed-in branch's switch; `sync()` sets `.done` (the tab bar) or `.fresh`
    // (WelcomeHive). The handler is PulseView's: its links are `tab` and `replace WelcomeHive`.
    // Before, it was HiveGate's code around the tab bar: PulseView had no link and a warning said
    // "this handler around the tab bar navigates (tab)" (set 38 FitnessTracker's LoadingView, 2
    // links missed).
    let result = Fixtures.extract("Constructs/RootBranchHandler.swift")
    #expect(result.navigation.entry == "JoinView")
    #expect(result.navigation.tabs.map(\.root) == ["CombView", "MeadowView"])
    #expect(
      result.navigation.screens.map(\.id).sorted() == [
        "CombView", "JoinView", "MeadowView", "PulseView", "WelcomeHive",
      ])
    #expect(
      result.navigation.linkTexts.sorted() == [
        "JoinView: replace PulseView 'Join'", "PulseView: replace WelcomeHive", "PulseView: tab CombView",
        "WelcomeHive: tab CombView 'Begin'",
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

  @Test func rootMoveToTheSameScreenIsAWarning() throws {
    // `ready = false` on KelpGate, the screen the root shows while `ready` is false: the root stays
    // as it is, so it is no move, and the reader says so at the button. Before, a link `KelpGate:
    // replace KelpGate 'Retry'`, silently.
    let result = Fixtures.extract("Constructs/RootMoveToItself.swift")
    #expect(result.navigation.entry == "KelpGate")
    #expect(result.navigation.screens.map(\.id) == ["KelpGate", "KelpHome"])
    #expect(result.navigation.linkTexts == ["KelpGate: replace KelpHome 'Enter'"])
    #expect(
      result.diagnosticTexts == [
        "RootMoveToItself.swift:24 unresolved-navigation: the reader read a root move to the same screen, 'KelpGate', which leaves the root as it is; this usually means a write of the root's state it could not follow, so no link is made"
      ])
  }

  @Test func ownPropertyHoldingASplitViewIsTheHostsScreenAsABranch() {
    // `Group { if prefs.introDone { workspace } else { LarkIntro() } }`, `workspace` LarkHome's
    // private computed property holding a `NavigationSplitView`: the branch is LarkHome's own
    // content, a screen with the split view's push, which LarkIntro does not share; LarkIntro's
    // write moves to it with no warning that no branch is shown. Before, the branch gave no
    // screen: the reader launched on LarkIntro, called it the first branch, and gave it the split
    // view's push, with a misleading warning (held-out set 72 MeetMemento). `introDone` reads the
    // standard defaults, which hold nothing on a fresh install: the app launches on the intro.
    let result = Fixtures.extract("Constructs/OwnPropertyRootBranch.swift")
    #expect(result.navigation.entry == "LarkIntro")
    #expect(result.navigation.screens.map(\.id) == ["LarkHome", "LarkIntro", "LarkNoteView"])
    #expect(
      result.navigation.linkTexts == [
        "LarkHome: push LarkNoteView (LarkNote) 'Note'", "LarkIntro: replace LarkHome 'Start'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func rootStateSetByItsInitializerOnEveryPath() {
    // `@Published private(set) var phase: Phase = .probing` with `init()` setting `.signedIn` or
    // `.signedOut` on every path; HarborRoot switches on it, `.task { await crew.reload() }` on the
    // `.probing` ProgressView branch and on the tab bar's branch. The app launches on a case the
    // initializer writes (the first branch: DockView, with a warning); the never shown `.probing`
    // branch is no screen; the tab bar branch's handler is code around the tab bar (a warning); the
    // failure path of `enter(code:)` (`phase = .signedIn; await reload()`, reload setting
    // `.signedOut`) is no link of DockView, as it is none of JoinView's. Before: HarborRoot the
    // entry with both tasks' moves as links, and `DockView: replace DockView 'Board'`, silently
    // (set 69 SwiftEats, 3 false links).
    let result = Fixtures.extract("Constructs/InitializerSetRootState.swift")
    #expect(result.navigation.entry == "DockView")
    #expect(result.navigation.tabs.map(\.root) == ["PierView", "CabinView"])
    #expect(result.navigation.screens.map(\.id) == ["DockView", "JoinView", "PierView", "CabinView"])
    #expect(
      result.navigation.linkTexts.sorted() == [
        "CabinView: replace DockView 'Leave'", "DockView: push JoinView 'Join crew'",
        "DockView: tab PierView 'Board'", "JoinView: tab PierView 'Join'",
      ])
    #expect(
      result.diagnosticTexts == [
        "InitializerSetRootState.swift:6 unresolved-navigation: the root switches on 'Crew.phase', whose value at launch the reader cannot tell; it launches on 'DockView', the first branch its type's initializer can choose; set 'entry' in the overlay if that is wrong",
        "InitializerSetRootState.swift:76 unresolved-navigation: this handler around the tab bar navigates (tab) when the tab bar appears, on the screen its tab shows then, which the reader cannot tell; add its links through the overlay (navgraph.json in the first PATH, or --overlay) on the screens where it runs",
      ])
  }

  @Test func steppedRootNumberMovesFromTheScreensOwnNumber() {
    // KilnApp's root switches on `@AppStorage` `step` (`case 0`, `case 1`, `case 2, 3`, `default`);
    // the screens step it through a binding (`step += 1`, `step += 2`, `step -= 1`). On a screen
    // the switch shows for one number, the step writes that number plus the step: KilnWelcome
    // moves to KilnGlaze, KilnGlaze to KilnTips or back. KilnTips, shown for 2 and 3, is warned;
    // `flow.page = flow.page + 1` on a model no root switch tests moves nothing. Before, every step
    // was dropped, silently (found by a probe of onboarding flows stepping a number).
    let result = Fixtures.extract("Constructs/SteppedRootNumber.swift")
    #expect(result.navigation.entry == "KilnWelcome")
    #expect(result.navigation.screens.map(\.id) == ["KilnWelcome", "KilnGlaze", "KilnTips", "KilnStudio"])
    #expect(
      result.navigation.linkTexts == [
        "KilnWelcome: replace KilnGlaze 'Start'", "KilnGlaze: replace KilnTips 'Continue'",
        "KilnGlaze: replace KilnWelcome 'Back'",
      ])
    #expect(
      result.diagnosticTexts == [
        "SteppedRootNumber.swift:46 unresolved-navigation: 'step' is stepped by 1 on a screen the root switch on '@AppStorage(\"kilnStep\")' shows for no one number, so the reader cannot tell the number it ends on; add it through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"KilnTips\", \"links\": [{\"kind\": \"replace\", \"to\": ...}]} in its \"screens\""
      ])
  }

  @Test func inPlaceBranchControlsInsideTheStackDoNotHideTheRootSwitch() {
    // `NavigationStack { VStack { if session.signedIn { Text(...); Button("Sign out") { ... };
    // PierFooter(title: "Switch account") { ... } } else { PierLogin() } } }`: the button and the
    // footer are in the signed-in branch, written in place, not around the switch, so the switch is
    // still the root: the host's content and PierLogin, with a `replace` each way, and the footer's
    // closure is no link of PierLogin, which shares the host's code. Before, the button made
    // PierRoot a host with controls of its own whose content the switch was: one screen, both
    // buttons lost, silently; with the host's code shared, the footer's closure was PierLogin's
    // (held-out set 116 mini-super-app).
    let result = Fixtures.extract("Constructs/InPlaceBranchInStack.swift")
    #expect(result.navigation.screens.map(\.id) == ["PierRoot", "PierLogin"])
    #expect(result.navigation.entry == "PierLogin")
    #expect(
      result.navigation.linkTexts == [
        "PierRoot: replace PierLogin 'Sign out'", "PierRoot: replace PierLogin 'Switch account'",
        "PierLogin: replace PierRoot 'Sign in'",
      ])
    #expect(result.diagnostics.map(\.code) == [.unresolvedNavigation])
  }

  @Test func choiceShowingOneViewTypeInEveryBranchIsTheScreensContent() {
    // `VStack { Toggle(...); Group { if favouritesOnly { PantryList(items: starred) } else {
    // PantryList(items: all) } }.sheet(item: $picked) }`: one view type in both branches, given
    // other data, is the screen's content, not a root switch. Before, PantryList was the app's
    // entry and the toggle a root move to the same screen, warned (held-out set 208).
    let result = Fixtures.extract("Constructs/SameListInBothBranches.swift")
    #expect(result.navigation.entry == "PantryHome")
    #expect(result.navigation.linkTexts == ["PantryHome: sheet PantryItem"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func loadingShellWhoseEveryBranchShowsItsContentIsThatContent() {
    // `QuarryShell(load: $load) { NavigationStack { ... } }`, the shell's body `switch load {
    // case .idle: content; case .loading: QuarrySpinner { content }; case .failed(let message):
    // ZStack { content }.overlay(...) }`, and around the app an `if case .loading = load` chain
    // doing the same: each branch dresses the given content, so the content's view is the screen.
    // Before, the shell was the entry and the spinner a screen with the content's links (held-out
    // set 208 Arget-Test-Wallet).
    let result = Fixtures.extract("Constructs/LoadingShellAroundContent.swift")
    #expect(result.navigation.entry == "QuarryHome")
    #expect(
      result.navigation.linkTexts == [
        "QuarryHome: push QuarryLedger 'Ledger'", "QuarryHome: sheet QuarryFilters 'Filters'",
        "QuarryFilters: dismissAction 'Done'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func toggleOfTheFlagARootSwitchTestsSetsTheOtherBranchesValue() throws {
    // `if door.returning { BeaconSignIn(door:) } else { BeaconSignUp(door:) }` with each screen's
    // `door.returning.toggle()`: on a branch of the switch the flag holds the value that branch is
    // shown for, so the toggle sets the other one. Before, the toggle of an object's flag was
    // read as `false` everywhere (a `@State` flag's as the opposite of its launch value), so one
    // screen's button moved the root to itself, warned, and lost its link (held-out set 254
    // SwiftUI-ChatApp-Firebase, 1 `replace` missed).
    let result = Fixtures.extract("Constructs/RootFlagToggledInItsBranches.swift")
    #expect(
      result.navigation.linkTexts == [
        "BeaconSignUp: replace BeaconSignIn 'I have an account'",
        "BeaconSignIn: replace BeaconSignUp 'Create an account'",
      ])
    #expect(result.diagnosticTexts == [])

    // The object held as `@State`, launching on the branch of `true`: the same.
    let state = try Fixtures.rewritten(
      "RootFlagToggledInItsBranches.swift",
      [
        ("@StateObject private var door = DoorModel()", "@State private var door = DoorModel()"),
        ("@Published var returning = false", "@Published var returning = true"),
      ])
    #expect(state.navigation.linkTexts == result.navigation.linkTexts)
  }
}
