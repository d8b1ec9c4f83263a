import Testing

@testable import NavGraphSwiftUI

/// Constructs found on the nineteenth and twentieth sets of held-out apps (placeholders beside a
/// destination, a coordinator's root page, a second tab bar inside a screen, ...), one fixture each
/// (`Fixtures/Constructs`), with what the reader must find.
@Suite("Held-out screen constructs")
struct HeldOutScreenConstructTests {
  @Test func placeholderBranchesAreNoDestinations() {
    // `if let plant { PlantView(plant: plant) } else { EmptyView() }` in a destination switch's
    // case (also `ProgressView()`), a sheet's `else { Text(...) }`, an item sheet's `Color.clear`:
    // the placeholder is no destination, the view beside it is. Before, each push and sheet was
    // "cannot tell which of 2 destinations" and in-place screens `BenchView.push`, ... were made.
    let result = Fixtures.extract("Constructs/PlaceholderBranches.swift")
    #expect(
      result.navigation.screens.map(\.id) == [
        "BenchView", "PlantView", "CareView", "ShopView", "LabelView", "NoteView",
      ])
    #expect(
      result.navigation.linkTexts == [
        "BenchView: push PlantView (GreenhouseRoute) 'Fern'",
        "BenchView: push CareView (GreenhouseRoute) 'Care'",
        "BenchView: sheet LabelView 'Label'", "BenchView: sheet NoteView 'Note'",
        "PlantView: push ShopView (GreenhouseRoute) 'Shop'", "LabelView: dismissAction 'Done'",
      ])
    #expect(result.diagnostics.isEmpty)

    // At the App's root, a switch on state keeps its placeholder: the state's value at launch
    // selects it, and the app shows it until the state changes.
    let root = Fixtures.extract(
      code: """
        import SwiftUI
        final class Session: ObservableObject { @Published var loading = true }
        @main struct SpinApp: App {
          @StateObject private var session = Session()
          var body: some Scene {
            WindowGroup { if session.loading { ProgressView() } else { HomeView() } }
          }
        }
        struct HomeView: View { var body: some View { Text("Home") } }
        """)
    #expect(root.navigation.entry == "SpinApp.root")
    #expect(root.navigation.screens.map(\.id) == ["SpinApp.root", "HomeView"])
    #expect(root.diagnostics.isEmpty, "\(root.diagnosticTexts)")
  }

  @Test func coordinatorRootPageSwitchesOnlyAmongThePagesWrittenToIt() {
    // `coordinator.view(for: coordinator.rootPage)` at the stack's root and in its
    // `navigationDestination(for: Page.self)`: a root switch on `rootPage` whose branches are its
    // initial value's page and those `setRootPage(_:)` is given; the other pages are pushed. The
    // `if` in HomeView's body is no root switch: LanternGrid and LanternList are its components.
    // Before, every page was a root branch (a stack with the destinations), and LanternGrid and
    // LanternList were screens with HomeView's links.
    let result = Fixtures.extract("Constructs/CoordinatorRootPage.swift")
    #expect(result.navigation.entry == "WelcomeView")
    #expect(
      result.navigation.screens.map { "\($0.id) \($0.stack) \($0.destinations)" } == [
        "WelcomeView true [\"Page\"]", "SignInView false []", "HomeView true [\"Page\"]",
        "SearchView false []", "DetailView false []", "SettingsView false []",
      ])
    #expect(
      result.navigation.linkTexts == [
        "WelcomeView: push SignInView (Page) 'Start'",
        "SignInView: replace HomeView 'Sign in'",
        "HomeView: replace WelcomeView 'Sign out'",
        "HomeView: push SearchView (Page) 'Search'", "HomeView: push DetailView (Page) 'Lantern'",
        "SearchView: push SettingsView (Page) 'Settings'",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func tabBarInsideAScreenIsPushesToItsTabs() {
    // A second `TabView` in a component that an `if` branch of a pushed screen shows (CabinTabs in
    // CabinDetailView), one written in an `else` branch (GuideView), and one written in place as a
    // sheet's content (ProfileView's help): each tab is a push from the screen to the tab's root,
    // labelled with its title, warned at the `TabView`. Before, the first two were dropped with
    // everything behind them, silently, and the sheet went to ProfileView itself.
    let result = Fixtures.extract("Constructs/InnerTabBars.swift")
    #expect(result.navigation.tabs.map(\.root) == ["BookingsView", "ProfileView"])
    #expect(
      result.navigation.linkTexts == [
        "BookingsView: push CabinDetailView 'Pine cabin'", "BookingsView: push GuideView 'Guide'",
        "ProfileView: sheet ProfileView.sheet 'Help'", "ProfileView.sheet: push FaqView 'FAQ'",
        "ProfileView.sheet: push ContactView 'Contact'", "CabinDetailView: push WelcomeTab 'Welcome'",
        "CabinDetailView: push RulesTab 'Rules'", "WelcomeTab: push WifiView 'Wi-Fi'",
        "GuideView: push TrailsView 'Trails'", "GuideView: push LakesView 'Lakes'",
        "TrailsView: push RidgeView 'Ridge'",
      ])
    let rest =
      "shows a TabView of its own while the app has a tab bar, and the model has one tab bar, at the root, so each of its tabs is read as a push from"
    let end =
      "to the tab's root, labelled with the tab's title, and switching between its tabs is not read; change them through the overlay (navgraph.json in the first PATH, or --overlay) if that is wrong"
    #expect(
      result.diagnosticTexts == [
        "InnerTabBars.swift:41 unresolved-navigation: this sheet content of 'ProfileView' \(rest) that content \(end)",
        "InnerTabBars.swift:78 unresolved-navigation: 'CabinTabs' (on 'CabinDetailView') \(rest) 'CabinDetailView' \(end)",
        "InnerTabBars.swift:110 unresolved-navigation: 'GuideView' \(rest) 'GuideView' \(end)",
      ])
  }

  @Test func plainComponentInAContainerAtAStacksRootIsTheHostsContent() {
    // `NavigationStack { ZStack { Color.black.ignoresSafeArea(); RemoteImage(name: name) } }` in
    // PhotoScreen's body: the image has no navigation of its own, so PhotoScreen is the screen
    // the sheet shows, with its toolbar's dismiss; AlbumList, with a link, stays its stack's root.
    // Before, RemoteImage was the screen and had the dismiss.
    let result = Fixtures.extract("Constructs/ContainedStackRoots.swift")
    #expect(
      result.navigation.screens.map { "\($0.id) \($0.stack)" } == [
        "GalleryView false", "PhotoScreen true", "AlbumList true", "PhotoDetail false",
      ])
    #expect(
      result.navigation.linkTexts == [
        "GalleryView: sheet PhotoScreen 'Photo'", "GalleryView: sheet AlbumList 'Album'",
        "PhotoScreen: dismissAction 'Close'", "AlbumList: push PhotoDetail 'First photo'",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func controlsGivenAsArgumentsToACustomModifierOrAComponentAreOnTheScreen() {
    // `.customBar(title:, leading: Button(action: { dismiss() }) { ... }, trailing:
    // NavigationLink("Rules") { RulesView() })`, an `extension View` function applying a
    // `ViewModifier` that puts them in the toolbar, and `HeaderBar(title:, accessory:
    // Button("Weather") { ... })`: the controls are the writing screen's. Before, all three were
    // lost, silently (RentalView, its back button hidden, had no way back).
    let result = Fixtures.extract("Constructs/ViewArguments.swift")
    #expect(result.navigation.screen("RentalView")?.backButtonHidden == true)
    #expect(
      result.navigation.linkTexts == [
        "DockView: sheet WeatherView 'Weather'", "DockView: push RentalView 'Rent a kayak'",
        "RentalView: dismissAction", "RentalView: push RulesView 'Rules'",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func boolReturnedByAMethodGoesWithTheCallersBranchForIt() {
    // `let created = await account.register(name:)`, then `if created { dismiss() }`, where
    // `register` sets `isSignedIn = true` before `return true` (and `return false` in its `catch`),
    // and `if await account.signIn(name:) { dismiss() }`: the write and the dismiss are one path,
    // `replace DockView then dismissAction`. Before, RegisterView also had the replace alone and
    // the dismiss alone (the method's paths and the caller's `if` were independent), and
    // SignInView lost the replace (a call in an `if` condition was not run).
    let result = Fixtures.extract("Constructs/ReturnedResults.swift")
    #expect(result.navigation.entry == "GateView")
    #expect(
      result.navigation.linkTexts == [
        "GateView: sheet RegisterView 'Register'", "GateView: sheet SignInView 'Sign in'",
        "RegisterView: replace DockView 'Create' then [dismissAction]",
        "SignInView: replace DockView 'Sign in' then [dismissAction]",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func methodCalledAsAGuardConditionRunsAndTakesItsBranch() {
    // `guard account.requireSignIn() else { return }; showEditor = true`, where `requireSignIn`
    // returns true when signed in and otherwise sets `showSignIn = true` and returns false: the
    // sign-in sheet and the editor sheet are alternatives of the button, not one chain. Before,
    // the call in the `guard` was not run and the sign-in sheet was missed, silently (held-out set
    // 52 Jumle).
    let result = Fixtures.extract("Constructs/GuardedSignInSheet.swift")
    #expect(result.navigation.screens.map(\.id) == ["LibraryView", "SignInView", "EditorView"])
    #expect(
      result.navigation.linkTexts == [
        "LibraryView: sheet EditorView 'New note'", "LibraryView: sheet SignInView 'New note'",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func flagSetToAMethodsResultTakesEachValueReturned() throws {
    // `showsCheckIn = try await model.verify()` on a screen pushed inside the cover the flag
    // shows: `return false` closes the cover (a dismiss), `return true` leaves it up (no move).
    // Before, one write of a value the reader could not tell, warned (held-out set 338 DriveShare).
    let result = Fixtures.extract("Constructs/FlagSetToReturnedValue.swift")
    #expect(
      result.navigation.linkTexts == [
        "LockerHall: fullScreenCover CheckInStart 'Check in'", "CheckInStart: push BadgeEntry 'Badge'",
        "BadgeEntry: dismiss 'Verify'",
      ])
    #expect(result.diagnostics.isEmpty)
    // Set to `true` as written, inside the cover: it is up already, so nothing moves.
    let shown = try Fixtures.rewritten(
      "FlagSetToReturnedValue.swift", [("showsCheckIn = try await model.verify()", "showsCheckIn = true")])
    #expect(!shown.navigation.linkTexts.contains { $0.hasPrefix("BadgeEntry") })
    // A result the reader cannot tell (`return number.isEmpty`) is still warned.
    let untold = try Fixtures.rewritten(
      "FlagSetToReturnedValue.swift",
      [("guard !number.isEmpty else { return true }", ""), ("return false", "return number.isEmpty")])
    #expect(
      untold.diagnosticTexts.contains {
        $0.contains(
          "'LockerHall.showsCheckIn' is set to 'BadgeModel.number.isEmpty', which the reader cannot tell")
      })
  }

  @Test func screenLaidOverADecorativeViewIsTheScreen() {
    // `LeafPattern().overlay { NavigationStack(path: $path) { PlantGrid(path: $path) } }` as a
    // tab's body, `Color.mint.ignoresSafeArea().overlay { NavigationStack { SeedList() } }` as a
    // tab, and `LeafPattern().overlay { PlantDetail(plant: plant) }` as the pushed destination, the
    // pattern a view type with no navigation: the overlay's view is the screen. Before, the tabs
    // were PlantsStack and the tab bar's host without stacks, and the pattern was pushed, holding
    // the detail's sheet (held-out set 90 Sizzle: 3 screens, 4 links, 8 false).
    let result = Fixtures.extract("Constructs/ScreenOverDecorativeView.swift")
    #expect(result.navigation.tabs.map { "\($0.root) \($0.stack)" } == ["PlantGrid true", "SeedList true"])
    #expect(result.navigation.screens.map(\.id) == ["PlantGrid", "PlantDetail", "PlantEditor", "SeedList"])
    #expect(
      result.navigation.linkTexts == [
        "PlantGrid: push PlantDetail (Plant)", "PlantDetail: sheet PlantEditor 'Edit'",
        "PlantEditor: dismissAction 'Done'", "SeedList: sheet PlantEditor 'Sow'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func pushedViewSwitchingOnItsGivenModelsStateIsOneScreen() {
    // `NavigationLink(destination: CatchView(model: CatchModel(lake: "Vaal")))` with `CatchView`'s
    // body `switch model.state { case .idle: ...; case .loading, .failed: ProgressView(); case
    // .loaded(let fish): List { ... } }`: the given object's state changes while the view is up, so
    // the view is one screen with the loaded list's links, as with a model it makes itself; also
    // when the model's type is not among the files read (`@ObservedObject` tells). Before, one
    // screen per state (`CatchView.push`, `.push2`, ...; held-out set 97 FishingSouthAfrica: 3
    // screens and 9 links missed, 17 false).
    let result = Fixtures.extract("Constructs/GivenModelStateSwitch.swift")
    #expect(
      result.navigation.screens.map(\.id) == [
        "LakeList", "CatchView", "WeatherView", "FishView", "AddCatchView", "ForecastView",
      ])
    #expect(
      result.navigation.linkTexts == [
        "LakeList: push CatchView 'Vaal'", "LakeList: push WeatherView 'Weather'", "CatchView: push FishView",
        "CatchView: sheet AddCatchView 'Add'", "WeatherView: push ForecastView 'Forecast'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func pushedPlaceholderTextIsNoScreen() {
    // `NavigationLink { Text("Forgot password") } label: { ... }` and `NavigationLink(destination:
    // Text("\(title) View").navigationTitle(title))`: a page written to say what will be there is
    // no screen and its push no link, with a note, as a placeholder tab is no tab; content in place
    // with more in it (a `VStack` of texts) is still a screen. Before, each placeholder was a
    // screen of its own (`WrenLogin.push`), silently (held-out sets 167 to 210: 25 false links in
    // twelve sets; the conversions count such pages as no screens).
    let result = Fixtures.extract("Constructs/PlaceholderTextPush.swift")
    #expect(result.navigation.screens.map(\.id) == ["WrenLogin", "WrenLogin.push", "WrenHelp"])
    #expect(
      result.navigation.linkTexts == [
        "WrenLogin: push WrenLogin.push 'Terms'", "WrenLogin: push WrenHelp 'Help'",
      ])
    #expect(
      result.diagnosticTexts == [
        "PlaceholderTextPush.swift:16 unresolved-navigation: this pushed page is a placeholder, one 'Text' written in place, so it is no screen and the push no link; add it through the overlay if it is one",
        "PlaceholderTextPush.swift:20 unresolved-navigation: this pushed page is a placeholder, one 'Text' written in place, so it is no screen and the push no link; add it through the overlay if it is one",
      ])
  }

  @Test func ownViewsCreationInItsOwnCodeDoesNotHideItsButton() {
    // `PupProfile(isMine: true)` as a tab's root, and its friend row pushing `PupProfile(isMine:
    // false)`: the row's creation is another instance of the screen, so the button shown only
    // where `isMine` holds is still the screen's. Before, the row's `false` was taken for the
    // screen's own and the button's sheet dropped, silently (held-out sets 170 and 203: 1 link each).
    let result = Fixtures.extract("Constructs/OwnProfilePushedAsAnother.swift")
    #expect(
      result.navigation.linkTexts == [
        "PupProfile: sheet PupPrefs 'Prefs'", "PupProfile: push PupProfile 'Rex'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func builderMethodCalledThroughSelfIsTheMethod() {
    // `VStack { self.content() }` at the root, `NavigationStack { self.rows() }` and `.sheet { self.help()
    // }`: a method of the view called through `self` builds what `content()` would. Before, it was
    // read as a modifier `content()` of `self`, warned as a view built elsewhere, and the root's
    // branches and the stack's links lost (held-out set 211 contacts-swiftui: 2 screens, 2 links).
    let result = Fixtures.extract("Constructs/SelfQualifiedBuilderMethod.swift")
    #expect(result.navigation.entry == "PierList")
    #expect(
      result.navigation.linkTexts == [
        "PierList: replace PierDetail 'Open'", "PierList: push PierBerths 'Berths'",
        "PierDetail: replace PierList 'Back'", "PierDetail: sheet PierHelp 'Help'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func viewsNothingReachesAreNotedUnderAHostedRoot() {
    // The root given to a `UIHostingController` by a scene delegate, and `FernWelcome`, a flow with
    // navigation that nothing shows: it is left out with a note at the root view, as under an App.
    // Before, left out silently (held-out set 281 UStudy: 3 screens, 2 links).
    let result = Fixtures.extract("Constructs/HostedRootBesideUnreachableFlow.swift")
    #expect(result.navigation.entry == "FernShelf")
    #expect(
      result.diagnosticTexts == [
        "HostedRootBesideUnreachableFlow.swift:18 unresolved-navigation: 1 view type with navigation is not reachable from the app's root: FernWelcome (nothing the app shows leads to it, so the description leaves it out)"
      ])
  }

  @Test func modalContentMetAfterTheScreenWasReadAddsItsLinks() {
    // `SailorBadge` is a tab root's sheet and, two pushes deep in the other tab, a popover whose
    // content adds `.toolbar { Button("Close") { showsSailor = false } }`. The sheet is met first, so
    // the screen is read before the popover's code is known; it is read again with it. Before, the
    // close button was lost, silently (held-out set 342 OpenEmail).
    let result = Fixtures.extract("Constructs/ModalContentDecorationOnSharedScreen.swift")
    #expect(result.navigation.linkTexts.contains("SailorBadge: dismiss 'Close'"))
    #expect(result.navigation.linkTexts.count == 5)
    #expect(result.diagnosticTexts == [])
  }

  @Test func emptyTextWrittenToANameLikeNavigationIsNoMove() throws {
    // `card.back = ""` on an object of a type no file declares: a text cleared, not a way back, so
    // no warning. Before, "assignment to 'card.back', which the reader cannot follow" (held-out set
    // 350 CardMaestro: four warnings, no link lost). Any other value is still reported.
    let result = Fixtures.extract("Constructs/EmptyTextOnNavigationLikeName.swift")
    #expect(
      result.navigation.linkTexts == [
        "FlashDeck: sheet FlashEditor 'Add'", "FlashEditor: dismissAction 'Save'",
      ])
    #expect(result.diagnosticTexts == [])
    let written = try Fixtures.rewritten(
      "EmptyTextOnNavigationLikeName.swift", [("card.back = \"\"", "card.back = \"answer\"")])
    #expect(written.diagnosticTexts.contains { $0.contains("assignment to 'card.back'") })
  }
}
