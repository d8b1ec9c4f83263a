import Testing

@testable import NavGraphSwiftUI

/// One fixture per construct the reader understands (`Fixtures/Constructs`), with what it must find.
@Suite("Constructs")
struct ConstructTests {
  @Test func rootSwitchGivesEntryReplaceAndTabLinks() {
    let result = Fixtures.extract("Constructs/RootSwitch.swift")
    let navigation = result.navigation
    #expect(navigation.name == "ShopApp")
    #expect(navigation.entry == "SignInView")
    #expect(
      navigation.tabs.map { "\($0.id) \($0.root) \($0.title ?? "-") \($0.icon ?? "-")" } == [
        "FeedView FeedView Feed list.bullet", "AccountView AccountView Account person",
      ])
    #expect(
      navigation.linkTexts == [
        "SignInView: tab FeedView 'Sign in'", "AccountView: replace SignInView 'Sign out'",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func tabsWithTagsAndSelectionWrites() {
    let navigation = Fixtures.extract("Constructs/TabSelection.swift").navigation
    #expect(navigation.entry == nil)
    #expect(
      navigation.tabs.map { "\($0.id) \($0.root) \($0.stack)" } == [
        "home HomeView true", "search SearchView false", "profile ProfileView false",
      ])
    #expect(navigation.tabs.last?.title == "Profile" && navigation.tabs.last?.icon == "person")
    #expect(
      navigation.linkTexts == [
        "HomeView: tab search 'Find something'", "SearchView: tab profile 'My profile'",
      ])
  }

  @Test func stacksWrappersAndSplitViews() {
    let navigation = Fixtures.extract("Constructs/Stacks.swift").navigation
    // LibraryRoot's body is a stack around LibraryView with a Settings button of its own: the
    // screen is LibraryRoot, with its toolbar and sheet and LibraryView's link (a pure wrapper
    // leaves the screen to the stack's root: StackHostConstructTests). NavigationSplitView is a
    // stack on its sidebar, pushing the detail, and no control of FoldersSplit's.
    #expect(navigation.entry == "LibraryRoot")
    #expect(
      navigation.screens.map { "\($0.id) \($0.stack)" } == [
        "LibraryRoot true", "SettingsForm true", "FolderList true", "FolderDetail false",
      ])
    #expect(
      navigation.linkTexts == [
        "LibraryRoot: sheet SettingsForm 'Settings'", "LibraryRoot: push FolderList 'Folders'",
        "FolderList: push FolderDetail",
      ])
  }

  @Test func everyNavigationLinkForm() {
    let navigation = Fixtures.extract("Constructs/NavigationLinks.swift").navigation
    #expect(
      navigation.linkTexts == [
        "LinksView: push TitleDestination 'Title and destination'",
        "LinksView: push LabelDestination 'Destination and label'",
        "LinksView: push ClosureDestination 'Closure and label'",
        "LinksView: push TitleClosureDestination 'Title and closure'",
        "LinksView: push GreetingView 'Hello \\(name)'",
        "LinksView: push HelpView 'Help'",
        "LinksView: push HelpView 'Open help'",
      ])
  }

  @Test func valuePushesResolveThroughTheirRegistration() {
    let result = Fixtures.extract("Constructs/ValueDestinations.swift")
    let navigation = result.navigation
    #expect(navigation.screen("TimelineHome")?.destinations == ["Route", "Post"])
    // PostListView serves two cases: a screen per case. The settings case's lone `Text` is a
    // placeholder page: no screen, noted.
    #expect(
      navigation.linkTexts == [
        "TimelineHome: push PostDetail (Post) 'Open post'",
        "TimelineHome: push ProfileView (Route) 'Me'",
        "TimelineHome: push PostListView.hashtag (Route) 'Swift'",
        "TimelineHome: push PostListView.timeline (Route) 'Everything'",
      ])
    #expect(navigation.screen("ProfileView")?.params == [ExtractedParameter(name: "userID", type: "Int")])
    #expect(
      result.diagnosticTexts == [
        "ValueDestinations.swift:30 unresolved-navigation: this pushed page is a placeholder, one 'Text' written in place, so it is no screen and the push no link; add it through the overlay if it is one",
        "ValueDestinations.swift:53 unresolved-navigation: a value of type 'Int' is pushed, but no '.navigationDestination(for: Int.self)' is in the files read; add it through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"TimelineHome\", \"links\": [{\"kind\": \"push\", \"to\": ...}]} in its \"screens\"",
      ])
  }

  @Test func destinationsBoundToState() {
    let navigation = Fixtures.extract("Constructs/PresentedDestinations.swift").navigation
    #expect(
      navigation.linkTexts == [
        "ItemsView: push AboutView 'About'", "ItemsView: push ItemDetail 'First item'",
        "ItemDetail: dismissAction 'Back'",
      ])
  }

  @Test func sheetsCoversPopoversAndTheirDismissal() {
    let navigation = Fixtures.extract("Constructs/Modals.swift").navigation
    #expect(
      navigation.linkTexts == [
        "InboxView: sheet ComposeView 'Compose'", "InboxView: sheet FiltersView 'Filters'",
        "InboxView: fullScreenCover CameraView 'Camera'", "InboxView: popover ShareView 'Share'",
        "InboxView: sheet InboxView.sheet 'Note'", "InboxView.sheet: dismiss 'Close'",
        "ComposeView: dismissAction 'Cancel'", "CameraView: dismiss 'Close'",
      ])
    #expect(navigation.screen("ComposeView")?.dismissDisabled == true)
    #expect(navigation.screen("FiltersView")?.stack == true)
  }

  @Test func dismissKinds() {
    let navigation = Fixtures.extract("Constructs/Dismissal.swift").navigation
    // presentationMode and the environment's dismiss are dismissAction; a closure from the presenter
    // and a binding set to false (or toggled by the presented view) dismiss; a component's own
    // dismiss acts for the screen that shows it.
    #expect(
      navigation.linkTexts == [
        "ListScreen: push DetailScreen 'Details'", "ListScreen: sheet EditorScreen 'Edit'",
        "DetailScreen: dismissAction 'Back'", "EditorScreen: dismiss 'Save'",
        "EditorScreen: dismiss 'Discard'",
        "EditorScreen: dismissAction 'Close'",
      ])
  }

  /// `self.dismiss()` in a view is the environment's dismiss, as `dismiss()` is. (Before, it was an
  /// `unresolved-navigation` warning and no link: found on a held-out real app, docs/EXTRACT.md.)
  @Test func dismissCalledThroughSelf() {
    let code = """
      import SwiftUI
      @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
      struct Home: View {
        var body: some View { NavigationStack { NavigationLink("Open", destination: Detail()) } }
      }
      struct Detail: View {
        @Environment(\\.dismiss) private var dismiss
        var body: some View {
          Button("Back") { let dismiss = 1; _ = dismiss; self.dismiss() }
        }
      }
      """
    let result = Fixtures.extract(code: code, path: "Self.swift")
    #expect(result.navigation.linkTexts == ["Home: push Detail 'Open'", "Detail: dismissAction 'Back'"])
    #expect(!result.diagnostics.contains { $0.code == .unresolvedNavigation })
  }

  /// A stack's path handed down as a `@Binding` (and passed on again) is the stack it came from:
  /// `append` pushes, `removeLast()` pops, `removeLast(path.count)`, `removeAll()` and `= []` pop to
  /// the root, and a second binding set in the same action switches the root. A path binding no view
  /// binds is reported. (Before, all of these were silently missed: found on a held-out real app,
  /// docs/EXTRACT.md.)
  @Test func pathHandedDownAsBinding() {
    let result = Fixtures.extract("Constructs/BoundPaths.swift")
    #expect(result.navigation.entry == "TrailList")
    #expect(
      result.navigation.linkTexts == [
        "ClosedView: replace TrailList 'Open the season'",
        "TrailList: push LakeView (Trail) 'Lake'",
        "LakeView: push SummitView (Trail) 'Climb'", "LakeView: pop 'Back'",
        "LakeView: popToRoot 'Close the season' then [replace ClosedView]",
        "LakeView: popToRoot 'Start again'",
        "SummitView: popToRoot 'Home'", "SummitView: popToRoot 'Descend'",
      ])
    #expect(
      result.diagnosticTexts == [
        "BoundPaths.swift:103 unresolved-navigation: 'PathNotes.trail' is a @Binding that no view creating 'PathNotes' binds to a stack's path in the files read, so the reader cannot tell which stack it changes; add it through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"SummitView\", \"links\": [{\"kind\": \"push\", \"to\": ..., \"value\": \"Trail\"}]} in its \"screens\""
      ])
  }

  /// A stack whose root is a container (`VStack { switch ... }`, `ZStack { LogView() }`) with the
  /// `navigationDestination` on the container: the stack's roots are the switch's screens (entry and
  /// replace) or the one view, each with the container's destinations. (Before, the container was an
  /// in-place screen the app launched on, and the real screens were unreachable: found on a held-out
  /// real app, docs/EXTRACT.md.)
  @Test func containerAtTheStackRoot() {
    let result = Fixtures.extract("Constructs/ContainerRoots.swift")
    let navigation = result.navigation
    #expect(navigation.entry == "IntroView")
    #expect(
      navigation.screens.map { "\($0.id) \($0.stack) \($0.destinations)" } == [
        "IntroView true [\"Stop\"]", "PlanView true [\"Stop\"]", "HarbourView false []",
        "LighthouseView false []", "LogView true [\"Note\"]", "NoteView false []",
      ])
    #expect(
      navigation.linkTexts == [
        "IntroView: replace PlanView 'Plan a voyage'", "PlanView: push HarbourView (Stop) 'Harbour'",
        "PlanView: sheet LogView 'Log'", "HarbourView: push LighthouseView (Stop) 'Lighthouse'",
        "LogView: push NoteView (Note) 'First note'",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  /// The tab bar behind wrapper views (a view with no navigation of its own that shows one view
  /// stands for it), behind a root `if` whose branches show the same view, and as a branch of a
  /// root switch. (Before, the App's root view became the one screen of the app, silently: found
  /// on held-out real apps, docs/EXTRACT.md.)
  @Test func tabBarBehindWrapperViews() {
    let result = Fixtures.extract("Constructs/WrappedRoots.swift")
    let navigation = result.navigation
    #expect(navigation.entry == "SignInView")
    #expect(navigation.tabs.map { "\($0.id) \($0.root)" } == ["CropsView CropsView", "BarnView BarnView"])
    #expect(navigation.screens.map(\.id) == ["SignInView", "CropsView", "WheatView", "BarnView"])
    #expect(
      navigation.linkTexts == [
        "SignInView: tab CropsView 'Sign in'", "CropsView: push WheatView 'Wheat'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  /// A stack root built behind a wrapper view: a generic view given the root as a `@ViewBuilder`
  /// closure (a root switch: entry and replace), a function of the router's root state, a builder
  /// given a constant case (shown through a view that only wraps the view holding the stack). The wrapper's destinations belong to the roots. (Before, the wrapper was
  /// the entry screen holding the links of every view it might show, and the real roots were
  /// unreachable: found on held-out real apps, docs/EXTRACT.md.) `PondView`, a case of the pushed
  /// route never written to the root, is only pushed (before sets 19 and 20: a stack root too,
  /// `coordinatorRootPageSwitchesOnlyAmongThePagesWrittenToIt`). A root the reader cannot follow
  /// is reported.
  @Test func stackRootBehindAWrapperView() {
    let closure = Fixtures.extract("Constructs/WrapperRootClosure.swift")
    #expect(closure.navigation.entry == "JoinView")
    #expect(
      closure.navigation.screens.map { "\($0.id) \($0.stack) \($0.destinations)" } == [
        "JoinView true [\"Chapter\"]", "LibraryView true [\"Chapter\"]", "PrefaceView false []",
        "IndexView false []",
      ])
    #expect(
      closure.navigation.linkTexts == [
        "JoinView: replace LibraryView 'Join'", "LibraryView: push PrefaceView (Chapter) 'Preface'",
        "LibraryView: replace JoinView 'Leave'", "PrefaceView: push IndexView (Chapter) 'Index'",
      ])
    #expect(closure.diagnostics.isEmpty)

    let function = Fixtures.extract("Constructs/WrapperRootFunction.swift")
    #expect(function.navigation.entry == "WelcomeView")
    #expect(
      function.navigation.screens.map { "\($0.id) \($0.stack)" } == [
        "WelcomeView true", "GardenView true", "PondView false",
      ])
    #expect(
      function.navigation.linkTexts == [
        "WelcomeView: replace GardenView 'Enter'", "GardenView: push PondView (Destination) 'Pond'",
      ])
    #expect(function.diagnostics.isEmpty)

    let builder = Fixtures.extract("Constructs/WrapperRootBuilder.swift")
    #expect(builder.navigation.entry == "HarbourScreen")
    #expect(
      builder.navigation.linkTexts == [
        "HarbourScreen: push DockScreen (Page) 'Dock'", "DockScreen: push BoatScreen (Page) 'Boat'",
      ])
    #expect(builder.diagnostics.isEmpty)

    let code = """
      import SwiftUI
      @main struct ShellApp: App {
        var body: some Scene { WindowGroup { Shell() } }
      }
      struct Shell: View {
        @State private var path: [Int] = []
        var body: some View {
          NavigationStack(path: $path) {
            RootFactory.make()
              .navigationDestination(for: Int.self) { _ in Detail() }
          }
        }
      }
      struct Detail: View { var body: some View { Text("") } }
      """
    #expect(
      Fixtures.extract(code: code).diagnosticTexts == [
        "App.swift:10 unresolved-navigation: the reader cannot tell which view is the root of the stack in 'Shell' (the destination is built by 'RootFactory.make()', which the reader cannot follow), so 'Shell' stands for it; set 'entry' in the overlay"
      ])
  }

  /// A router method that switches on its parameter, called with a constant case, does that case
  /// only; with state, every case is an alternative. (Before, every call got every case: found on a
  /// held-out real app, docs/EXTRACT.md.)
  @Test func switchOnAConstantArgumentTakesItsCase() {
    let result = Fixtures.extract("Constructs/CommandSwitch.swift")
    #expect(
      result.navigation.linkTexts == [
        "HallView: push KitchenView (Room) 'Kitchen'", "HallView: sheet KeysView 'Keys'",
        "HallView: push KitchenView (Room) 'Chosen'", "HallView: push CellarView (Room) 'Chosen'",
        "HallView: sheet KeysView 'Chosen'",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  /// Inside a router, an unqualified call to a method named like one of its properties calls the
  /// method. (Before, the call was read as the property's and silently missed: found on a held-out
  /// real app, docs/EXTRACT.md.)
  @Test func methodNamedLikeAProperty() {
    let result = Fixtures.extract("Constructs/MethodNamedLikeProperty.swift")
    #expect(result.navigation.linkTexts == ["DeskView: fullScreenCover HelpCover 'Help'"])
    #expect(result.diagnostics.isEmpty)
  }

  /// A router method that makes its change inside a closure given to another of its methods, which
  /// calls its closure parameter, makes the change. (Before, silently missed: found on a held-out
  /// real app, docs/EXTRACT.md.)
  @Test func closureGivenToTheRoutersOwnMethodRuns() {
    let result = Fixtures.extract("Constructs/ClosureGivenToOwnMethod.swift")
    #expect(
      result.navigation.linkTexts == [
        "StartView: push ForestView (Trail) 'Forest'", "ForestView: push RiverView (Trail) 'River'",
        "ForestView: pop 'Back'",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  /// Moves in `.onChange`, `.onAppear` and `.task` outside any screen's own body (on the App's
  /// WindowGroup content, on a wrapper's stack, on a root view's stack around a switch) belong to
  /// the root's screens, as do that view's destinations: an `.onAppear` or `.task` (run once, when
  /// the root appears) is the launch screen's; an `.onChange` runs on whichever screen is shown when
  /// the value changes, so it is reported, not given to a screen. (Before, they were on the
  /// wrapper, or dropped without a word with the destinations: found on held-out real apps,
  /// docs/EXTRACT.md.)
  @Test func movesAroundTheRootBelongToItsScreens() {
    let wrapper = Fixtures.extract("Constructs/RootActions.swift")
    #expect(wrapper.navigation.entry == "GateView")
    #expect(
      wrapper.navigation.linkTexts == [
        "GateView: popToRoot then [push FirstLessonView (Lesson)]", "GateView: replace DeskView 'Sign in'",
      ])
    #expect(
      wrapper.diagnosticTexts == [
        "RootActions.swift:31 unresolved-navigation: this handler around the root navigates (push 'ReviewView') when the value it watches changes, on whichever screen is shown then, which the reader cannot tell; add its links through the overlay (navgraph.json in the first PATH, or --overlay) on the screens where the change happens"
      ])

    let host = Fixtures.extract("Constructs/RootHostActions.swift")
    #expect(host.navigation.entry == "BedView")
    #expect(
      host.navigation.screens.map { "\($0.id) \($0.stack) \($0.destinations)" } == [
        "BedView true [\"Chore\"]", "KitchenTableView true [\"Chore\"]", "DishesView false []",
      ])
    #expect(
      host.navigation.linkTexts == [
        "BedView: push DishesView (Chore)", "BedView: replace KitchenTableView 'Wake up'",
      ])
    #expect(host.diagnostics.isEmpty)
  }

  /// A `UIViewControllerRepresentable` given as sheet content is a view type: a screen of its own.
  /// (Before, it was content written in place, an invented `CanvasView.sheet`: found on a held-out
  /// real app, docs/EXTRACT.md.)
  @Test func representableIsAScreen() {
    let result = Fixtures.extract("Constructs/RepresentableSheet.swift")
    #expect(result.navigation.screens.map(\.id) == ["SketchPicker", "CanvasView"])
    #expect(result.navigation.linkTexts == ["CanvasView: sheet SketchPicker 'Pick a sketch'"])
    #expect(result.diagnostics.isEmpty)
  }

  /// A root that switches twice (a splash while loading, then the tab bar or a screen to join, by
  /// membership) over a background gradient in a `ZStack`: the background is no view a user
  /// navigates by, and the inner switch is a root switch of its own, whose initial branch the outer
  /// branch launches on; written as an `else if` chain on the two pieces of state, the same. (Before, the root was one in-place screen: found on held-out real apps,
  /// docs/EXTRACT.md.)
  @Test func nestedRootSwitchOverABackground() {
    let nested = Fixtures.extract("Constructs/NestedRoots.swift")
    // The same root written as an `else if` chain reads the same.
    let source =
      (try? String(contentsOfFile: Fixtures.path("Constructs/NestedRoots.swift"), encoding: .utf8)) ?? ""
    let code = source.replacingOccurrences(
      of:
        "} else {\n          if member {\n            OrchardTabs()\n          } else {\n            JoinView()\n          }\n        }",
      with: "} else if member {\n          OrchardTabs()\n        } else {\n          JoinView()\n        }")
    #expect(code.contains("} else if member {"))
    for result in [nested, Fixtures.extract(code: code)] {
      let navigation = result.navigation
      #expect(navigation.entry == "SplashView")
      #expect(navigation.tabs.map(\.root) == ["TreesView", "AccountView"])
      #expect(
        navigation.linkTexts == [
          "SplashView: replace JoinView 'Start'", "JoinView: tab TreesView 'Join'",
          "AccountView: replace JoinView 'Leave'",
        ])
      #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
    }
  }

  /// Destinations built by a computed property of the route enum (`place.screen`, `switch self`),
  /// with modifiers on them (`.navigationDestination` on `router.root.screen`, `.environmentObject`
  /// on a sheet's), and router methods that make their change in a trailing closure given to a
  /// labeled parameter of their own method (`perform(animated:block:)`). A root built from state
  /// that way is reported: every case could be the root. (Before: no registration, no push, no
  /// sheet screen; found on a held-out real app, docs/EXTRACT.md.)
  @Test func viewsBuiltByAComputedPropertyOfTheRouteEnum() {
    let result = Fixtures.extract("Constructs/EnumBuiltViews.swift")
    let navigation = result.navigation
    #expect(navigation.screen("RoutingView")?.destinations == ["Place"])
    #expect(
      navigation.linkTexts == [
        "HarbourView: push PierView (Place) 'Pier'", "PierView: sheet LighthouseView 'Lighthouse'",
      ])
    #expect(
      result.diagnosticTexts == [
        "EnumBuiltViews.swift:55 unresolved-navigation: the reader cannot tell which view is the root of the stack in 'RoutingView' (the destination is 'router.root.screen', a view built elsewhere that the reader cannot follow), so 'RoutingView' stands for it; set 'entry' in the overlay"
      ])
  }

  /// Tabs made by a `ForEach` over an enum's cases, one per case in declaration order, the
  /// closure's parameter standing for the case (its view built by the enum's computed property,
  /// its tag the case; its title, built by a computed property too, is read per case:
  /// `tabTitlesFromComputedPropertiesOfTheTabEnum`). (Before: no tabs, a warning; found on a
  /// held-out real app, docs/EXTRACT.md.)
  @Test func tabsMadeByForEachOverEnumCases() {
    let result = Fixtures.extract("Constructs/ForEachTabs.swift")
    let navigation = result.navigation
    #expect(
      navigation.tabs.map { "\($0.id) \($0.root) \($0.stack)" } == [
        "stalls StallsView true", "basket BasketView false",
      ])
    #expect(navigation.linkTexts == ["StallsView: push CheeseView 'Cheese'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  /// A sheet and a cover bound to a component's `@Binding`s, their buttons in the component (one
  /// sets the binding, one toggles it): the writes land in the parent's state, and the
  /// presentations bound to the bindings are found through it. (Before: no link, silently; found on
  /// a held-out real app, docs/EXTRACT.md.)
  @Test func presentationsBoundToAComponentsBinding() {
    let result = Fixtures.extract("Constructs/BoundPresentations.swift")
    #expect(
      result.navigation.linkTexts == [
        "EditorView: sheet FiltersView 'Filters'", "EditorView: fullScreenCover CropView 'Crop'",
        "CropView: dismissAction 'Done'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  /// `toggle()` on the Bool that drives a presentation opens it on the screen that carries the
  /// modifier (also through a view model's method), and closes it inside the destination; elsewhere
  /// it is reported. (Before, a view model's toggle on the presenting screen was read as a `pop`:
  /// found on a held-out real app, docs/EXTRACT.md.)
  @Test func toggleOpensOnThePresenterAndClosesInside() {
    let result = Fixtures.extract("Constructs/Toggles.swift")
    #expect(
      result.navigation.linkTexts == [
        "PlansView: push TrainingView 'Start'", "PlansView: sheet HelpSheet 'Help'",
        "TrainingView: pop 'Stop'", "HelpSheet: dismiss 'Close'",
      ])
    #expect(
      result.diagnosticTexts == [
        "Toggles.swift:64 unresolved-navigation: 'WorkoutModel.isTraining' is toggled on a screen that neither carries the push it drives nor is shown by it, so the reader cannot tell whether it opens or closes it; add it through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"HelpSheet\", \"links\": [{\"kind\": \"push\", \"to\": ...}]} in its \"screens\""
      ])
  }

  @Test func severalMovesInOneActionAreThen() {
    let navigation = Fixtures.extract("Constructs/CompoundActions.swift").navigation
    #expect(
      navigation.linkTexts == [
        "HomeScreen: sheet LoginSheet 'Log in'", "HomeScreen: push OrdersScreen (Route) 'Orders'",
        "LoginSheet: dismissAction 'See profile' then [push ProfileScreen (Route)]",
        "LoginSheet: dismiss 'Profile via router' then [push ProfileScreen (Route)]",
        "OrdersScreen: popToRoot 'Go home' then [tab home]",
        "AccountScreen: tab home 'Recent order' then [push OrdersScreen (Route)]",
        "AccountScreen: tab home 'Recent order'",
      ])
  }

  @Test func flags() {
    let result = Fixtures.extract("Constructs/Flags.swift")
    let checkout = result.navigation.screen("CheckoutScreen")
    #expect(
      checkout?.backButtonHidden == true && checkout?.hidesTabBar == true && checkout?.title == "Checkout")
    #expect(result.navigation.screen("FormScreen")?.dismissDisabled == false)
    #expect(
      result.diagnosticTexts == [
        "Flags.swift:42 unresolved-navigation: '.interactiveDismissDisabled(isSaving)' depends on state; the flag is not set: set it through the overlay if the screen needs it"
      ])
  }

  @Test func componentLinksBelongToEveryScreenThatShowsThem() {
    let navigation = Fixtures.extract("Constructs/Components.swift").navigation
    #expect(
      navigation.linkTexts == [
        "NewsScreen: push ArticleScreen 'Read'", "NewsScreen: sheet ShareScreen 'Share'",
        "NewsScreen: push AboutScreen 'About'",
        "SavedScreen: push ArticleScreen 'Read'", "SavedScreen: sheet ShareScreen 'Share'",
      ])
  }

  @Test func closuresGivenToComponentsAreEachCreatorsOwn() {
    let result = Fixtures.extract("Constructs/ComponentClosures.swift")
    // Each card's action is its own link (not one push followed by the other card's push), and
    // each screen's back bar does only what that screen gives it.
    #expect(
      result.navigation.linkTexts == [
        "ShelfScreen: push NovelScreen (Page) 'Novel'", "ShelfScreen: push PoemScreen (Page) 'Poem'",
        "NovelScreen: pop 'Back'", "PoemScreen: sheet NotesScreen 'Back'",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func presentationContentGivenAsAFunction() {
    let result = Fixtures.extract("Constructs/PresentationFunctions.swift")
    #expect(
      result.navigation.linkTexts == [
        "PantryScreen: sheet PickerScreen 'Pick'", "PantryScreen: fullScreenCover EditorScreen 'Edit'",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func literalCollectionsAreReadOnePerElement() {
    let result = Fixtures.extract("Constructs/CollectionMenus.swift")
    // A ForEach over enum cases written in place, and one over instances given to a function's
    // parameter: each element pushes its own case.
    #expect(
      result.navigation.linkTexts == [
        "AccountScreen: push OrdersScreen (Place) 'Go'", "AccountScreen: push HelpScreen (Place) 'Go'",
        "AccountScreen: push OrdersScreen (Place)", "AccountScreen: push HelpScreen (Place)",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func routerObjectsPushPopAndReset() {
    let navigation = Fixtures.extract("Constructs/Routers.swift").navigation
    #expect(
      navigation.linkTexts == [
        "StartScreen: push DetailScreen (Destination) 'Detail'",
        "StartScreen: push SettingsScreen (Destination) 'Settings'",
        "DetailScreen: push DetailScreen (Destination) 'Next'", "DetailScreen: pop 'Back'",
        "DetailScreen: pop 'Back twice' then [pop]", "SettingsScreen: popToRoot 'Start over'",
      ])
  }

  @Test func genericRouter() {
    let navigation = Fixtures.extract("Constructs/GenericRouter.swift").navigation
    #expect(
      navigation.linkTexts == [
        "ContainerView: push PageA (BusinessDestination) 'A'", "PageA: push PageB (BusinessDestination) 'B'",
        "PageA: pop 'Back'",
      ])
  }

  @Test func whatCannotBeResolvedIsReportedWhereItIs() {
    let result = Fixtures.extract("Constructs/Unresolved.swift")
    #expect(result.navigation.linkTexts.isEmpty)
    #expect(
      result.diagnosticTexts == [
        "Unresolved.swift:30 unresolved-navigation: 'navigator.push(\"next\")' calls 'push' on the protocol type 'Navigating', whose implementation the reader cannot know; add it through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"HubView\", \"links\": [{\"kind\": ..., \"to\": ...}]} in its \"screens\"",
        "Unresolved.swift:31 unresolved-navigation: 'coordinator?.pushDetail()' calls 'pushDetail' on 'coordinator?' (of type 'AnyObject?'), whose type is not declared in the files read; add it through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"HubView\", \"links\": [{\"kind\": ..., \"to\": ...}]} in its \"screens\"",
        "Unresolved.swift:32 unresolved-navigation: the destination is 'destination', a view built elsewhere that the reader cannot follow; add it through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"HubView\", \"links\": [{\"kind\": \"push\", \"to\": ...}]} in its \"screens\"",
        "Unresolved.swift:35 unresolved-navigation: the destination is built by 'makePromo()', which the reader cannot follow; add it through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"HubView\", \"links\": [{\"kind\": \"sheet\", \"to\": ...}]} in its \"screens\"",
        "Unresolved.swift:38 unresolved-navigation: the destination is built by 'LegalFactory.view()', which the reader cannot follow; add it through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"HubView\", \"links\": [{\"kind\": \"fullScreenCover\", \"to\": ...}]} in its \"screens\"",
      ])
  }

  /// Closures stored instead of run (in a value given to a view, in a tuple of a value kept in
  /// state, in an object's property, directly or through a variable) are reported where they are
  /// written when they navigate, with the overlay link to add; a closure given to a view's
  /// initializer under another name is read, and so is one given in a struct of closures the view
  /// holds and calls (`Banner(data: BannerData(text: "Help", action: { ... }))`, `data.action()`).
  @Test func storedClosuresThatNavigateAreReported() {
    let result = Fixtures.extract("Constructs/StoredClosures.swift")
    #expect(
      result.navigation.linkTexts == [
        "OrdersView: push HelpView (Route)", "OrdersView: push SavedView (Route) 'Save'",
      ])
    func warning(_ line: Int, _ target: String, _ place: String) -> String {
      "StoredClosures.swift:\(line) unresolved-navigation: this closure navigates (push '\(target)') but is "
        + "stored in '\(place)', and the reader does not follow a stored closure to where it is called; add it "
        + "through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"OrdersView\", "
        + "\"links\": [{\"kind\": \"push\", \"to\": \"\(target)\", \"value\": \"Route\"}]} in its \"screens\""
    }
    #expect(
      result.diagnosticTexts == [
        warning(61, "TrackView", "DialogData(primaryAction:)"),
        warning(65, "ReceiptView", "checkout.onFinish"), warning(68, "AboutView", "checkout.onFinish"),
      ])
  }

  @Test func openURLHandlersAreDeepLinks() {
    let navigation = Fixtures.extract("Constructs/DeepLinks.swift").navigation
    #expect(
      navigation.deepLinks.map {
        "\($0.id) -> \($0.to ?? "-"): " + $0.moves.map(\.text).joined(separator: ", ")
      } == [
        "settings -> SettingsScreen: tab settings", "post -> PostScreen: tab home, push PostScreen (Route)",
      ])
    #expect(navigation.deepLinks.first?.label == "url.host == \"settings\"")
  }

  @Test func labels() {
    let navigation = Fixtures.extract("Constructs/Labels.swift").navigation
    #expect(
      navigation.screen("LabelsScreen")?.links.map { $0.label ?? "-" } == [
        "Plain title", "From a label", "From a text", "-", "-", "After an empty text", "\\(count) new",
        "From a row",
      ])
  }

  @Test func pushedEmptyStateIsAPlaceholderPage() {
    // `NavigationLink("Forecasts") { ContentUnavailableView("Forecasts", systemImage: "hammer",
    // description: Text("Coming soon.")) }`: SwiftUI's empty state pushed as a page to come is a
    // placeholder, as a lone `Text` is: no screen, no link, a note. With actions of its own (a
    // link to start one) it is a page. Before, a screen `LedgerReports.push` (held-out set 274
    // agm-admin: 3 false links).
    let result = Fixtures.extract("Constructs/PushedEmptyStatePage.swift")
    #expect(
      result.navigation.linkTexts == [
        "LedgerReports: push LedgerTasks 'Tasks'", "LedgerReports: push LedgerReports.push 'Audits'",
        "LedgerReports.push: push LedgerAudit 'Start one'",
      ])
    #expect(
      result.diagnosticTexts.contains(
        "PushedEmptyStatePage.swift:11 unresolved-navigation: this pushed page is a placeholder, one 'ContentUnavailableView' written in place, so it is no screen and the push no link; add it through the overlay if it is one"
      ))
  }
}
