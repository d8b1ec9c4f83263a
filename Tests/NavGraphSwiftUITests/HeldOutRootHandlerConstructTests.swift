import Testing

@testable import NavGraphSwiftUI

/// Constructs found on the twenty-third and twenty-fourth sets of held-out apps (a root switch
/// continued in a view of its branch, tabs selecting themselves as they appear, a handler of the
/// root's own state), one fixture each (`Fixtures/Constructs`), with what the reader must find.
@Suite("Held-out root handler constructs")
struct HeldOutRootHandlerConstructTests {
  @Test func rootSwitchContinuedInAViewOfItsBranch() {
    // `if showSplash { KilnSplash() } else { KilnGate() }`, KilnGate's body `if isLoggedIn {
    // KilnTabs(...) } else { KilnLogin(...) }`: one root switch over the splash, the tab bar and
    // the login, as if the inner `if` were written in place. Before, KilnGate was a screen, its
    // tab bar read as pushes (with a warning), and the login lost, silently.
    let result = Fixtures.extract("Constructs/ContinuedRootSwitch.swift")
    let navigation = result.navigation
    #expect(navigation.entry == "KilnSplash")
    #expect(navigation.tabs.map(\.root) == ["OvensView", "KilnAccountView"])
    #expect(navigation.screens.map(\.id).contains("KilnGate") == false)
    #expect(
      navigation.linkTexts == [
        "KilnSplash: replace KilnLogin", "KilnLogin: tab OvensView 'Log in'",
        "OvensView: push OvenDetailView 'Oven'", "KilnAccountView: replace KilnLogin 'Log out'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func tabRootSelectingItsOwnTabAsItAppearsIsNoLink() throws {
    // `QuayView().onAppear { selectedIndex = 0 }` in the tab tagged 0 (also `.task`): the tab is
    // already selected, no link. MooringView's `.onAppear { selectedIndex = 0 }`, in the tab
    // tagged 2, does move. Before, each was a `tab` link to its own tab, silently.
    let result = Fixtures.extract("Constructs/SelfSelectingTabs.swift")
    #expect(result.navigation.tabs.map(\.root) == ["QuayView", "TidesView", "MooringView"])
    #expect(result.navigation.linkTexts == ["MooringView: tab 0"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")

    // One view the root of two tabs, each selecting its own tab as it appears (`QuayView()` tagged
    // 0 and 2): one screen for both, and neither write moves. Before, both were `tab` links of
    // that screen, silently (held-out set 167, a feed shown by two tabs).
    let shared = try Fixtures.rewritten(
      "SelfSelectingTabs.swift",
      [
        (
          "MooringView()\n        .onAppear { selectedIndex = 0 }",
          "QuayView()\n        .onAppear { selectedIndex = 2 }"
        )
      ])
    #expect(shared.navigation.tabs.map(\.root) == ["QuayView", "TidesView", "QuayView"])
    #expect(shared.navigation.linkTexts == [])
  }

  @Test func handlerOfTheRootsOwnStateAroundOneScreenBranchIsNoLink() {
    // `.onReceive(auth.$isSignedIn) { path = NavigationPath(); if signedIn { selectedTab = 1 } }`
    // on the root switch whose other branch is the tab bar: it runs when the flag changes, which
    // the switch's `replace` or `tab` already says, not on a control of the sign-in screen, so it
    // gives that screen no link and is reported, as around a root of several screens. Before, its
    // two moves were links of the sign-in screen (warned).
    let result = Fixtures.extract("Constructs/RootStatePublisherHandler.swift")
    let navigation = result.navigation
    #expect(navigation.entry == "PantrySignIn")
    #expect(
      navigation.linkTexts == [
        "PantrySignIn: tab 1 'Sign in'", "BasketView: replace PantrySignIn 'Sign out'",
      ])
    #expect(
      result.diagnosticTexts == [
        "RootStatePublisherHandler.swift:44 unresolved-navigation: this handler around the root navigates (popToRoot) when the value it watches changes, on whichever screen is shown then, which the reader cannot tell; add its links through the overlay (navgraph.json in the first PATH, or --overlay) on the screens where the change happens"
      ])
  }

  @Test func launchMoveAroundTheTabBarIsNoLinkOtherScreensLack() {
    // `.task { pending = Beacon(id: 1) }` on the tab bar's host, opening a sheet whose screen a tab
    // also pushes: the launch move is the launch screen's, and is given to no other screen, so no
    // warning that the links around the tab bar are not given to 'BeaconAlert'. Before, that
    // warning, which the output contradicted (held-out set 128 elder-guard).
    let result = Fixtures.extract("Constructs/LaunchTaskAroundTabBar.swift")
    #expect(
      result.navigation.linkTexts == [
        "BeaconHome: sheet BeaconAlert", "BeaconLog: push BeaconAlert 'Last alert'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func backButtonAboveTheTabBarIsNoLinkOfTheTabsRoots() {
    // A header above the `TabView` with `Button("Back") { router.back() }` (shown while the path is
    // not empty): its pop is a link of the screens pushed on a tab, not of the tabs' roots, where a
    // pop cannot act. Before, a pop on every tab's root (held-out set 126 FoodDelivery: 2 false
    // links).
    let result = Fixtures.extract("Constructs/BackButtonAboveTabBar.swift")
    #expect(
      result.navigation.linkTexts == [
        "HarborHome: push HarborPier (HarborPage) 'Pier'", "HarborPier: pop 'Back'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func firebaseSignInsAndSignOutsRunTheAuthListener() {
    // `Auth.auth().addStateDidChangeListener { [weak self] _, user in self?.session = user }` in an
    // object's initializer, and the root `if auth.session == nil { HangarLogin() } else {
    // HangarTabs() }`: Firebase runs the listener with the user after `signIn(withEmail:password:)`
    // and `createUser(withEmail:password:)`, with nil after `signOut()`, so those calls move the
    // root on the screens whose buttons make them. Before, the listener's write was reported as
    // run by no action, and the sign-in, account creation and sign-out links were lost (held-out
    // sets 47, 91, 160 and 168).
    let result = Fixtures.extract("Constructs/FirebaseAuthListener.swift")
    #expect(result.navigation.entry == "HangarLogin")
    #expect(
      result.navigation.linkTexts == [
        "HangarLogin: tab FleetView 'Sign in'", "HangarLogin: tab FleetView 'Create account'",
        "PilotView: replace HangarLogin 'Sign out'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func firebaseListenerRegisteredAsTheRootAppearsRunsOnSignInsOnly() {
    // The same listener registered in the root view's `.onAppear`, testing `user != nil`: the
    // root moves where the guest signs in and where the user signs out, not as the root appears.
    // Before, the listener ran where it was registered, a false `replace` on the launch screen,
    // and the sign-in and sign-out were lost (held-out set 168 ShopApp: 2 links missed, 1 false).
    let result = Fixtures.extract("Constructs/FirebaseAuthListenerInView.swift")
    #expect(result.navigation.entry == "DeckLogin")
    #expect(
      result.navigation.linkTexts == [
        "DeckLogin: replace DeckHome 'Continue as guest'", "DeckHome: replace DeckLogin 'Sign out'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func optionalWithANonNilFallbackWrittenToTheRootIsSome() throws {
    // `session.name = nickname ?? "guest"` under a root `if session.name != nil`: the value is not
    // nil whatever `nickname` holds, so the write moves the root to `PierHome`. Before, "'PierSession.name'
    // is set to a value the reader cannot tell" and no link (held-out set 180 SwiftUI-Gym-Tracker's
    // `data["email"] as? String ?? ""`, written by the sign-in listener's callback).
    let result = Fixtures.extract("Constructs/CoalescedRootWrite.swift")
    #expect(
      result.navigation.linkTexts == [
        "PierLogin: replace PierHome 'Enter'", "PierHome: replace PierLogin 'Leave'",
      ])
    #expect(result.diagnosticTexts == [])
    // A fallback that may be nil itself (`?? other`, an optional) tells nothing.
    let optional = try Fixtures.rewritten(
      "CoalescedRootWrite.swift",
      [
        (
          "@State private var nickname: String?",
          "@State private var nickname: String?\n  @State private var other: String?"
        ),
        ("nickname ?? \"guest\"", "nickname ?? other"),
      ])
    #expect(optional.navigation.linkTexts == ["PierHome: replace PierLogin 'Leave'"])
  }

  @Test func firebaseSignOutInAMethodNamedOtherwiseMovesTheRoot() {
    // `func leave() { try? Auth.auth().signOut() }` in a view model, called by the signed-in
    // screen's button: the listener's root switch moves there. Before, the pre-pass replaced the
    // method's body, which named nothing it kept (a method named `signOut` was kept as a member of an
    // object), and the move was lost, silently (held-out set 199 SwiftUI-ToDoList-App: 1 link).
    let result = Fixtures.extract("Constructs/FirebaseSignOutInAMethod.swift")
    #expect(result.navigation.entry == "Porch")
    #expect(result.navigation.linkTexts == ["Cabin: replace Porch 'Leave'", "Porch: replace Cabin 'Enter'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func methodOfAStructHoldingTheViewsActionsRuns() {
    // `let actions = Actions()` in the sign-in view, `struct Actions { func board() {
    // Crew.shared.aboard = true } }`, called by its button: the method runs, as an object's does, so
    // boarding replaces the root. Before, a struct's methods were not followed, and the move was
    // lost, silently (held-out sets 184 and 193 swiftui-chat-firestore-redux: 1 link read now; that
    // app's hand-written store then reads past 32 paths of its reducer, warned).
    let result = Fixtures.extract("Constructs/StructHoldingActions.swift")
    #expect(result.navigation.entry == "Gangplank")
    #expect(
      result.navigation.linkTexts == [
        "Gangplank: replace Bridge 'Board'", "Bridge: replace Gangplank 'Disembark'",
      ])
    #expect(result.diagnosticTexts == [])
  }
}
