import Testing

@testable import NavGraphSwiftUI

/// A view in a root branch whose body only switches on its own state between view types: a nested
/// root choice, its branches screens that replace one another.
@Suite struct NestedRootChoiceTests {
  @Test func switchContainerInARootBranchIsARootSwitchOfItsOwn() {
    // HarborRoot switches on the session's phase; its signed-out branch is HarborGate, whose body
    // is `ZStack { switch step { case .greeting: HarborGreeting(...) ... } }` over its own
    // `@State var step`, set through `go(to:)` by the closures it gives its branches. Before,
    // HarborGate was one screen holding the sign-ins' `tab` links, its branches no screens and
    // their moves lost, silently (set 41 Progressa's sign-in container).
    let result = Fixtures.extract("Constructs/SwitchContainerInRootBranch.swift")
    let navigation = result.navigation
    #expect(navigation.entry == "HarborGreeting")
    #expect(
      navigation.screens.map(\.id) == [
        "HarborRoot", "HarborGreeting", "HarborSignIn", "HarborSignUp", "DocksView", "HarborAccountView",
      ])
    #expect(navigation.tabs.map(\.root) == ["DocksView", "HarborAccountView"])
    #expect(
      navigation.linkTexts == [
        "HarborGreeting: replace HarborSignUp 'Get started'",
        "HarborGreeting: replace HarborSignIn 'I have an account'", "HarborSignIn: tab DocksView 'Sign in'",
        "HarborSignIn: replace HarborGreeting 'Back'", "HarborSignUp: tab DocksView 'Create account'",
        "HarborSignUp: replace HarborSignIn 'Sign in instead'",
        "HarborAccountView: replace HarborGreeting 'Sign out'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func switchBetweenViewsPrivateToItsFileStaysOneScreen() {
    // LoomSetup's body is `ZStack { switch step { ... } }` over its own state, but ThreadStep and
    // ColourStep are `private` to its file: its own parts, so LoomSetup stays one screen (held-out
    // set 37 BillsFinance's sign-in and setup steps, read so on purpose).
    let result = Fixtures.extract("Constructs/PrivateStepsContainer.swift")
    #expect(result.navigation.entry == "LoomSetup")
    #expect(result.navigation.screens.map(\.id) == ["LoomSetup", "LoomHome"])
    #expect(result.navigation.linkTexts == ["LoomSetup: replace LoomHome 'Done'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func splashTimerAroundANestedRootSwitchIsTheLaunchScreens() {
    // `ZStack { if showSplash { DenSplash() } else { if !onboarded { DenIntro {...} } else {
    // DenHome() } } }.onAppear { asyncAfter { showSplash = false } }`: the timer runs when the root
    // appears, on the splash. Before, the nested switch's branches did not share the code around
    // the root, and DenHome had a false `replace DenIntro` (set 37 PawMate: 2 false replaces).
    let result = Fixtures.extract("Constructs/NestedRootSplashTimer.swift")
    #expect(result.navigation.entry == "DenSplash")
    #expect(result.navigation.screens.map(\.id) == ["DenSplash", "DenIntro", "DenHome"])
    #expect(
      result.navigation.linkTexts.sorted() == [
        "DenIntro: replace DenHome 'Start'", "DenSplash: replace DenIntro",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func switchContainerAsACoverShowsTheBranchItsStateSelects() {
    // `.fullScreenCover(isPresented: $showGate) { MossGate() }` with MossGate's body only `Group {
    // if tourSeen { MossGarden() } else { MossTour() } }` over `@AppStorage("tourSeen") = false`:
    // the cover shows MossTour, as the root switch would. MossShedGate, the same kind of container
    // over `@State private var ready = MossClock.isDay`, is warned and read as before. Before,
    // MossGate was a screen of its own with MossGarden's links, silently (held-out set 55
    // FoodieFinder's welcome coordinator in the splash's cover).
    let result = Fixtures.extract("Constructs/SwitchContainerAsCover.swift")
    #expect(result.navigation.screens.map(\.id) == ["MossSplash", "MossTour", "MossBeds", "MossShedGate"])
    #expect(
      result.navigation.linkTexts.sorted() == [
        "MossShedGate: push MossBeds 'Beds'", "MossShedGate: sheet MossShedGate 'Shed'",
        "MossSplash: fullScreenCover MossTour", "MossTour: sheet MossShedGate 'Shed'",
      ])
    #expect(
      result.diagnosticTexts == [
        "SwitchContainerAsCover.swift:51 unresolved-navigation: 'MossShedGate' shows one of its views by 'MossShedGate.ready', whose value when it is shown the reader cannot tell, so it is read as a screen of its own; add the view it shows through the overlay if that is wrong"
      ])
  }

  @Test func switchContainerOnAViewModelItCreatesIsARootSwitchOfItsOwn() {
    // ReefLaunch's `.game` branch is ReefGame, whose body is `ZStack { switch model.currentPage {
    // ... } }` over `@StateObject private var model = ReefModel()`; the pages call `model.open(_:)`
    // on the model they get from the environment. The object the container creates is its own
    // state, so ReefGame is a nested root choice. Before, ReefGame was one empty screen, its pages
    // and their moves lost, silently (held-out set 61 PearlRiver: 13 screens, 24 links).
    let result = Fixtures.extract("Constructs/ModelSwitchContainerInRootBranch.swift")
    #expect(result.navigation.entry == "ReefLoading")
    #expect(
      result.navigation.screens.map(\.id) == ["ReefLoading", "ReefLobby", "ReefDive", "ReefShells"])
    #expect(
      result.navigation.linkTexts == [
        "ReefLoading: replace ReefLobby", "ReefLobby: replace ReefDive 'Dive'",
        "ReefLobby: replace ReefShells 'Shells'", "ReefDive: replace ReefLobby 'Surface'",
        "ReefShells: replace ReefLobby 'Back'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func nestedChoiceOnAnEnvironmentObjectInARootBranchIsARootSwitchOfItsOwn() {
    // KelpRoot shows KelpGate until the intro is done; KelpGate's body is `if access.available {
    // Group { if access.failed { ... } else if access.status == .denied { ... } else if ... } } else
    // { ... }` over an object it reads from the environment, a chain nested in a choice. Its
    // branches are the root's screens. Before, KelpGate was the entry and one screen, its five branches lost and the
    // granted screen's replace given to it, silently (held-out set 71 Arterio's onboarding gate).
    let result = Fixtures.extract("Constructs/EnvironmentSwitchInRootBranch.swift")
    #expect(result.navigation.entry == "KelpAsk")
    #expect(
      result.navigation.screens.map(\.id) == [
        "KelpAsk", "KelpGranted", "KelpDenied", "KelpFailure", "KelpUnsupported", "KelpHome",
      ])
    #expect(result.navigation.linkTexts == ["KelpGranted: replace KelpHome 'Continue'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func ownFormBesideAnotherViewInARootBranchIsANestedChoice() throws {
    // Enroll, a root branch, is only `if returning { Welcome() } else { VStack { ... Button("I have
    // an account") { returning.toggle() } }.sheet(...) }`: its own form, with controls that
    // navigate, is the branch where Enroll is the screen, and the toggle a `replace` to Welcome.
    // Before, Welcome was folded into Enroll, its sheet on Enroll (held-out set 85 KitchenNeed).
    let result = Fixtures.extract("Constructs/OwnFormOrOtherScreen.swift")
    #expect(result.navigation.entry == "Enroll")
    #expect(result.navigation.screens.map(\.id) == ["Lounge", "Enroll", "Welcome", "Terms", "Recover"])
    #expect(
      result.navigation.linkTexts == [
        "Enroll: sheet Terms 'Read terms'", "Enroll: replace Welcome 'I have an account'",
        "Welcome: sheet Recover 'Forgot?'",
      ])
    #expect(result.diagnosticTexts == [])
    // A layout choice in the form (`if terms { ... } else { ... }`) keeps it the view's own form,
    // its links its own.
    let layout = try Fixtures.rewritten(
      "OwnFormOrOtherScreen.swift",
      [
        (
          "        Text(\"Create your account\")\n",
          "        if reading { Image(systemName: \"doc\") } else { Text(\"Create your account\") }\n"
        )
      ])
    #expect(layout.navigation.linkTexts == result.navigation.linkTexts)
    #expect(layout.diagnosticTexts == [])
    // A form without controls that navigate (a spinner while loading) stays the view's content.
    let spinner = try Fixtures.rewritten(
      "OwnFormOrOtherScreen.swift",
      [
        (
          "        Button(\"Read terms\") { reading = true }\n        Button(\"I have an account\") { returning.toggle() }\n",
          "        ProgressView()\n"
        )
      ])
    #expect(!spinner.navigation.screens.map(\.id).contains("Welcome"))
  }

  @Test func negatedComputedTestsAndDefaultedFlagsChooseTheRoot() throws {
    // `if !auth.ready { ... } else if !auth.isIn { ... } else if !(auth.member?.onboarded ?? true)
    // { ... } else { ... }` with `var isIn: Bool { member != nil }`: the negated computed test is
    // `member == nil`, the defaulted flag `member.onboarded == false`, so sign-in (a member not yet
    // onboarded) replaces the welcome with the onboarding, whose button leads inside. Before, the
    // root was read from its first branches only, warned ("no state the reader follows"; held-out
    // set 157, a news app: 14 screens and 49 links missed).
    let result = Fixtures.extract("Constructs/NegatedRootTests.swift")
    #expect(result.navigation.entry == "DeskSplash")
    #expect(
      result.navigation.screens.map(\.id) == ["DeskSplash", "DeskWelcome", "DeskInside", "DeskOnboarding"])
    #expect(
      result.navigation.linkTexts == [
        "DeskWelcome: replace DeskOnboarding 'Sign in'", "DeskOnboarding: replace DeskInside 'Done'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
    // `!(flag ?? false)` also holds when the member is nil: no one value, so it stays warned.
    let inexact = try Fixtures.rewritten(
      "NegatedRootTests.swift", [("!(auth.member?.onboarded ?? true)", "!(auth.member?.onboarded ?? false)")])
    #expect(
      inexact.diagnosticTexts.contains {
        $0.contains("the root shows one of its branches by '!(auth.member?.onboarded ?? false)'")
      }, "\(inexact.diagnosticTexts)")
  }

  @Test func clauseThatHoldsWhenTheEarlierOnesFailIsTheElse() {
    // `if !onboarded { TalkIntro() } else if !signedIn { TalkLogin() } else if onboarded &&
    // signedIn { TalkTabs() }`: the last clause holds whenever the first two fail, so it is the
    // chain's `else`. Before, it was warned as "no state the reader follows" with "it reads the
    // first, the tab bar, and leaves out the others", though the output had every branch (held-out
    // set 160 GPTalks, `else if !a && !b`).
    let result = Fixtures.extract("Constructs/ImpliedRootClause.swift")
    #expect(result.navigation.entry == "TalkIntro")
    #expect(result.navigation.tabs.map(\.root) == ["TalkChats", "TalkMe"])
    #expect(
      result.navigation.linkTexts == [
        "TalkIntro: replace TalkLogin 'Start'", "TalkLogin: tab TalkChats 'Sign in'",
        "TalkMe: replace TalkLogin 'Sign out'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func oneRouteSwitchedInBothBranchesMovesTheWritersOwnSwitch() {
    // `if !auth.signedIn { Outside() } else { Inside() }`, both switching on `router.route`
    // (`.login: PaperLogin() default: PaperRegistration()`, `.home: PaperHome() .search:
    // PaperSearch() default: PaperMissing()`): a write of the route from a signed-out screen moves
    // the signed-out switch, and signing in (`auth.signIn(); router.go(.home)`) the signed-in one.
    // Before, the switch registered last took every write: sign-up replaced the login with
    // `PaperMissing` (held-out set 157, a news app: 2 missed, 2 false).
    let result = Fixtures.extract("Constructs/SameRouteInBothBranches.swift")
    #expect(result.navigation.entry == "PaperLogin")
    #expect(
      result.navigation.linkTexts == [
        "PaperMissing: replace PaperHome 'Home'", "PaperLogin: replace PaperRegistration 'Sign up'",
        "PaperLogin: replace PaperHome 'Sign in'", "PaperRegistration: replace PaperLogin 'Have an account'",
        "PaperHome: replace PaperSearch 'Search'", "PaperSearch: replace PaperHome 'Home'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func signingInReachesTheRouteSwitchThroughAnUnwrittenSwitch() throws {
    // The signed-in side wrapped in a setup step, `if auth.needsSetup { PaperSetup() } else {
    // switch router.route { ... } }` with `needsSetup` starting false: signing in (`auth.signIn();
    // router.go(.home)`) shows the route switch's home, through the setup switch the action does
    // not write. Before, the move stopped at the setup switch's launch branch and read the route
    // switch's initial value: `PaperMissing`.
    let result = try Fixtures.rewritten(
      "SameRouteInBothBranches.swift",
      [
        (
          "  @Published var signedIn = false",
          "  @Published var signedIn = false\n  @Published var needsSetup = false"
        ),
        (
          "  var body: some View {\n    switch router.route {\n    case .home: PaperHome()",
          "  @EnvironmentObject var auth: PaperAuth\n  var body: some View {\n    if auth.needsSetup { PaperSetup() } else {\n    switch router.route {\n    case .home: PaperHome()"
        ),
        ("    default: PaperMissing()\n    }\n  }", "    default: PaperMissing()\n    }\n    }\n  }"),
        ("Inside().environmentObject(router)", "Inside().environmentObject(router).environmentObject(auth)"),
        (
          "struct PaperMissing: View {",
          "struct PaperSetup: View {\n  var body: some View { Text(\"Setup\") }\n}\n\nstruct PaperMissing: View {"
        ),
      ])
    #expect(result.navigation.linkTexts.contains("PaperLogin: replace PaperHome 'Sign in'"))
    #expect(result.navigation.linkTexts.contains("PaperLogin: replace PaperRegistration 'Sign up'"))
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func aSwitchCaseShowingTheViewsOwnContentKeepsItsLinks() throws {
    // The signed-in switch's `default:` written in place, `VStack { Text("Not found"); Button("Home")
    // { router.go(.home) } }`: that case is the view's own screen (`Inside`), and its button is
    // that screen's only. Before, the other cases shared it: `PaperSearch: replace PaperHome 'Home'`
    // from the page's button, and a root move to the same screen warned on `PaperHome` (held-out
    // set 157, a news app's "page not found").
    let result = try Fixtures.rewritten(
      "SameRouteInBothBranches.swift",
      [
        (
          "default: PaperMissing()",
          "default:\n      VStack {\n        Text(\"Not found\")\n        Button(\"Home\") { router.go(.home) }\n      }"
        )
      ])
    #expect(
      result.navigation.linkTexts == [
        "Inside: replace PaperHome 'Home'", "PaperLogin: replace PaperRegistration 'Sign up'",
        "PaperLogin: replace PaperHome 'Sign in'", "PaperRegistration: replace PaperLogin 'Have an account'",
        "PaperHome: replace PaperSearch 'Search'", "PaperSearch: replace PaperHome 'Home'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func viewBesideTheRootSwitchHiddenOnSomeCasesIsNotTheirs() throws {
    // `VStack { switch router.route { case .home: ... case .search: ... case .settings: ... }; if
    // router.route != .search && router.route != .settings { QuayBar() } }`: the bar is part of the
    // home screen only. Before, the search and settings screens had its buttons too, and a warned
    // root move to the same screen on each (held-out set 157, a news app: 5 false links).
    let result = Fixtures.extract("Constructs/BarHiddenOnSomeRoutes.swift")
    #expect(result.navigation.entry == "QuaySetup")
    #expect(
      result.navigation.linkTexts == [
        "QuaySetup: replace QuayHome 'Done'", "QuayHome: replace QuaySearch 'Find'",
        "QuayHome: replace QuaySettings 'Settings'", "QuaySearch: replace QuayHome 'Back'",
        "QuaySettings: replace QuayHome 'Close'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
    // The bar's button written in place under the same `if`: the host's own link, on the home
    // screen and not on search or settings.
    let inPlace = try Fixtures.rewritten(
      "BarHiddenOnSomeRoutes.swift",
      [("          QuayBar()\n", "          Button(\"Find\") { router.go(.search) }\n")])
    #expect(inPlace.navigation.linkTexts.contains("QuayHome: replace QuaySearch 'Find'"))
    #expect(
      !inPlace.navigation.linkTexts.contains {
        ($0.hasPrefix("QuaySearch:") || $0.hasPrefix("QuaySettings:")) && $0.contains("'Find'")
      },
      "\(inPlace.navigation.linkTexts)")
    #expect(inPlace.diagnostics.isEmpty, "\(inPlace.diagnosticTexts)")
  }

  @Test func stackAroundAChoiceInARootBranchIsARootSwitch() {
    // `if session.driver != nil { DepotBoard() } else { NavigationView { if returning {
    // DepotSignIn(returning: $returning) } else { DepotSignUp(returning: $returning) } } }`: the
    // choice inside the branch's stack is a root switch of its own, each branch the stack's root.
    // Before, both screens were read with no link between them, silently (held-out set 193
    // swiftui-chat-firestore-redux: 1 link).
    let result = Fixtures.extract("Constructs/StackAroundChoiceInRootBranch.swift")
    #expect(result.navigation.entry == "DepotSignIn")
    #expect(
      result.navigation.linkTexts == [
        "DepotSignIn: replace DepotSignUp 'Create an account'",
        "DepotSignUp: replace DepotSignIn 'I have an account'",
      ])
    #expect(result.navigation.screens.filter(\.stack).map(\.id) == ["DepotSignIn", "DepotSignUp"])
  }

  @Test func branchViewChoosingBetweenItsFormAndAnotherViewIsARootSwitch() {
    // TideIntro, a root branch's view, `Group { if finished { TideLogin() } else { VStack {
    // Text("Welcome"); Button("Next") { finished = true } } } }`: its button changes the choice,
    // so it is a root switch of its own, the form a screen replaced by the login, whose push is
    // the login's alone. Before, the choice was read as TideIntro's content, the login's push
    // given to TideIntro and the `replace` lost (held-out set 197 swiftui-eventhub: 1 link, 2
    // false).
    let result = Fixtures.extract("Constructs/NestedChoiceWithOwnContentBranch.swift")
    #expect(result.navigation.entry == "TideSplash")
    #expect(
      result.navigation.linkTexts == [
        "TideSplash: replace TideIntro", "TideIntro: replace TideLogin 'Next'",
        "TideLogin: push TideSignup 'Sign up'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func nextBranchHoldingItsOwnStackAroundASwitchIsARootSwitch() {
    // A splash whose next branch is `Gate`, whose body is `NavigationStack { if unlocked { Home() }
    // else { Lock(unlocked: $unlocked) } }` on its own state: Gate's switch is the root's, each
    // branch on Gate's stack. Before, Gate was one screen carrying Home's push, and Lock was lost,
    // silently (held-out set 326 Expense Tracker: 2 screens, 5 links missed, 4 false).
    let result = Fixtures.extract("Constructs/NestedRootSwitchInOwnStack.swift")
    #expect(result.navigation.entry == "Splash")
    #expect(result.navigation.screens.map(\.id) == ["Splash", "Lock", "Home", "Detail"])
    #expect(
      result.navigation.linkTexts == [
        "Splash: replace Home", "Lock: replace Home 'Unlock'", "Home: push Detail 'Open'",
        "Detail: dismissAction 'Back'",
      ])
    #expect(result.diagnosticTexts == [])
  }
}
