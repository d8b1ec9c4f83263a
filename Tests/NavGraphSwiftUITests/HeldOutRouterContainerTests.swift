import Testing

@testable import NavGraphSwiftUI

/// Constructs found on the twenty-seventh set of held-out apps (a sheet whose content is a router
/// container, cases that differ only by associated value, a completion closure stored in a
/// coordinator, a loading placeholder beside the stack), one fixture each (`Fixtures/Constructs`),
/// with what the reader must find.
@Suite("Held-out router container constructs")
struct HeldOutRouterContainerTests {
  @Test func stackRootBuiltAsAStackOfItsOwnIsOneStack() {
    // `NavigationStack(path: $pilot.path) { pilot.make(.start)... }` with `case .start:
    // NavigationStack { QuayHarbor() }` in the router's view builder: one stack, whose root is
    // QuayHarbor, the app's entry. Before, the host was the entry with no links, and `check` found
    // every other screen unreachable, silently (held-out set 242 h_test).
    let result = Fixtures.extract("Constructs/StackRootBuiltAsStack.swift")
    #expect(result.navigation.entry == "QuayHarbor")
    #expect(result.navigation.screens.map(\.id) == ["QuayHarbor", "QuayPier"])
    #expect(
      result.navigation.linkTexts == ["QuayHarbor: push QuayPier (QuayStop) 'Pier'", "QuayPier: pop 'Back'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func sheetWhoseContentIsARouterContainerShowsEachBranch() throws {
    // `.sheet(item: $logRoute) { route in LogSheet(route: route) }`, `LogSheet` a stack around a
    // switch on `route` with a Close button in its toolbar: each branch is the sheet's screen, with
    // the Close, and the presenter gets one sheet per case it sets, `.log(chore)` in a helper given
    // `.water` and `.prune`. Before, the sheet showed `LogSheet`, the one screen with the Close.
    // The helper's buttons are labelled by its `title` parameter, which the reader does not give a
    // label.
    let links = [
      "GardenView: sheet NotesForm 'Notes'", "GardenView: sheet WateringForm",
      "GardenView: sheet PruningForm", "WateringForm: dismissAction 'Close'",
      "PruningForm: dismissAction 'Close'", "NotesForm: dismissAction 'Close'",
    ]
    let result = Fixtures.extract("Constructs/SheetRouterContainer.swift")
    #expect(
      result.navigation.screens.map(\.id) == ["GardenView", "WateringForm", "PruningForm", "NotesForm"])
    #expect(result.navigation.linkTexts == links)
    #expect(result.diagnosticTexts == [])

    // Flat patterns, `case .log(.water):`, are the same.
    let source = try String(
      contentsOfFile: Fixtures.path("Constructs/SheetRouterContainer.swift"), encoding: .utf8)
    let flat = source.replacingOccurrences(
      of: """
            case let .log(chore):
              switch chore {
              case .water: WateringForm()
              case .prune: PruningForm()
              }
        """,
      with: """
            case .log(.water): WateringForm()
            case .log(.prune): PruningForm()
        """)
    #expect(flat != source)
    #expect(Fixtures.extract(code: flat).navigation.linkTexts == links)

    // Literal values in each button are the same.
    let literal = source.replacingOccurrences(
      of: """
              logButton("Water", chore: .water)
              logButton("Prune", chore: .prune)
        """,
      with: """
              Button("Water") { logRoute = .log(.water) }
              Button("Prune") { logRoute = .log(.prune) }
        """)
    #expect(literal != source)
    #expect(
      Fixtures.extract(code: literal).navigation.linkTexts == [
        "GardenView: sheet WateringForm 'Water'", "GardenView: sheet PruningForm 'Prune'",
        "GardenView: sheet NotesForm 'Notes'", "WateringForm: dismissAction 'Close'",
        "PruningForm: dismissAction 'Close'", "NotesForm: dismissAction 'Close'",
      ])
  }
  @Test func completionClosureStoredInACoordinatorRunsWhereItIsCalled() throws {
    // `coordinator.onSignedIn = { _ in club.isSignInPresented = false }` in the container's
    // `.onAppear`, called by `finish(member:)`, which each form's button calls: each form dismisses
    // the sheet. Before, "'onSignedIn' is a closure no view that creates 'SignInCoordinator' gives"
    // and "this closure navigates (dismiss) but is stored in 'coordinator.onSignedIn'".
    let result = Fixtures.extract("Constructs/AssignedCompletionClosure.swift")
    #expect(result.navigation.screens.map(\.id) == ["ClubView", "SignInForm", "JoinForm"])
    #expect(
      result.navigation.linkTexts == [
        "ClubView: sheet SignInForm 'Sign in'", "SignInForm: dismiss 'Sign in'",
        "SignInForm: push JoinForm (SignInStep) 'Join'", "JoinForm: dismiss 'Join'",
      ])
    #expect(result.diagnosticTexts == [])

    // A second closure assigned to the property: the reader cannot tell which one runs, so both
    // stay stored, with their warnings.
    let source = try String(
      contentsOfFile: Fixtures.path("Constructs/AssignedCompletionClosure.swift"), encoding: .utf8)
    let twice = source.replacingOccurrences(
      of: "    .environment(coordinator)\n",
      with:
        "    .environment(coordinator)\n    .onDisappear { coordinator.onSignedIn = { _ in club.showSignIn() } }\n"
    )
    #expect(twice != source)
    let rewritten = Fixtures.extract(code: twice)
    #expect(
      rewritten.navigation.linkTexts == [
        "ClubView: sheet SignInForm 'Sign in'", "SignInForm: push JoinForm (SignInStep) 'Join'",
      ])
    #expect(rewritten.diagnosticTexts.count == 2)
  }
  @Test func loadingPlaceholderBesideTheRootStackIsNoScreen() {
    // `Group { if isLoading { loadingView } else { contentView } }` at the root, `loadingView` a
    // computed property of plain content (a spinner, a text, its own animation state) and
    // `contentView` the stack: the app starts on the stack's root. Before, the entry was
    // `LarderRootView`, with a `replace` of ShelvesView and the stack root's toolbar push.
    let result = Fixtures.extract("Constructs/LoadingPlaceholderAtRoot.swift")
    #expect(result.navigation.entry == "ShelvesView")
    #expect(result.navigation.screens.map(\.id) == ["ShelvesView", "JarsView", "LarderSettingsView"])
    #expect(
      result.navigation.linkTexts == [
        "ShelvesView: push LarderSettingsView 'Settings'", "ShelvesView: push JarsView 'Jars'",
      ])
    #expect(result.diagnosticTexts == [])

    // The same `if` written in the App's `WindowGroup`, with a `ProgressView()`.
    let app = Fixtures.extract(
      code: """
        import SwiftUI
        @main struct PantryApp: App {
          @State private var loading = true
          var body: some Scene {
            WindowGroup {
              if loading { ProgressView() } else { NavigationStack { PantryView() } }
            }
          }
        }
        struct PantryView: View { var body: some View { Text("Pantry") } }
        """)
    #expect(app.navigation.entry == "PantryView")
    #expect(app.navigation.screens.map(\.id) == ["PantryView"])
    #expect(app.diagnostics.isEmpty, "\(app.diagnosticTexts)")
  }

  @Test func pathPerTabDictionaryBoundThroughASubscriptIsTheTabsStack() {
    // `NavigationStack(path: $librarian[.novels])` and `$librarian[.poems]` through the router's
    // subscript over `var paths: [Shelf: [Page]]`: the dictionary is the stacks' path, so
    // `open(_:)` appending to `paths[shelf ?? current, default: []]` pushes on the stack the screen
    // is shown in, resolved with that stack's registrations; `paths[current]?.removeLast()` pops and
    // `paths[current] = []` pops to the root.
    // Before, no link and a warning at the append (held-out set 68 IcySky).
    let result = Fixtures.extract("Constructs/PathPerTabDictionary.swift")
    #expect(result.navigation.screens.map(\.id) == ["NovelsView", "PoemsView", "ChapterView", "VerseView"])
    #expect(
      result.navigation.linkTexts == [
        "NovelsView: push ChapterView (Page) 'Chapter'", "PoemsView: push VerseView (Page) 'Verse'",
        "ChapterView: pop 'Back'", "VerseView: popToRoot 'Home'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func appendToAPathPerTabDictionaryNoStackBindsIsWarned() {
    // The same router, its stacks taking no path: the dictionary is no stack's path, so the append
    // is warned (once per screen it is made on), not dropped silently nor read as a push.
    let result = Fixtures.extract("Constructs/PathPerTabDictionaryUnbound.swift")
    #expect(result.navigation.screens.map(\.id) == ["NovelsView", "PoemsView", "ChapterView", "VerseView"])
    #expect(result.navigation.linkTexts.isEmpty)
    let hint = "add it through the overlay (navgraph.json in the first PATH, or --overlay)"
    let message =
      "PathPerTabDictionaryUnbound.swift:22 unresolved-navigation: an append to an element of 'paths', a dictionary of arrays no stack binds as its path through a subscript in the files read; \(hint)"
    #expect(
      result.diagnosticTexts == [
        message
          + ": {\"id\": \"NovelsView\", \"links\": [{\"kind\": \"push\", \"to\": ..., \"value\": \"Page\"}]} in its \"screens\"",
        message
          + ": {\"id\": \"PoemsView\", \"links\": [{\"kind\": \"push\", \"to\": ..., \"value\": \"Page\"}]} in its \"screens\"",
      ])
  }

  @Test func routerInheritsThePathAndMethodsOfItsDeclaredSuperclass() {
    // `final class DockHelm: SpotHelm {}`, `class SpotHelm: Helm<Dock.Spot> {}`, the generic base
    // `Helm<Spot>` declaring `var course: [Spot]`, `steer(to:)` appending to it and `steerBack()`
    // removing its last: the subclass has its superclasses' members with the generic arguments
    // bound, so `NavigationStack(path: $helm.course)` is a stack over `[Dock.Spot]`, `steer(to:)`
    // pushes and `steerBack()` pops.
    // Before, Harbor, Pier and Slip with no link and no warning (held-out set 79
    // Recipe-APP-Frontend's `BaseRouter`).
    let result = Fixtures.extract("Constructs/InheritedRouterPath.swift")
    #expect(result.navigation.screens.map(\.id) == ["Harbor", "Pier", "Slip"])
    #expect(
      result.navigation.linkTexts == [
        "Harbor: push Pier (Dock.Spot) 'Pier'", "Harbor: push Slip (Dock.Spot) 'Slip'", "Pier: pop 'Back'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func genericHostPresentsTheCasesOfTheOneConformingRoute() {
    // `PanelPresenter<Route: PanelRoute>` with `@Published var shown: Route?`, `PanelHost<Route:
    // PanelRoute>` presenting `.sheet(item: $presenter.shown) { route in route.view() }`, and
    // `OrchardPanel` the one type conforming to `PanelRoute`: `Route` is `OrchardPanel`, so each
    // `presenter.show(.basket)` presents that case's view. Before, "a method of the presented item
    // of type 'Route', which is not declared", and no screen but the home (held-out set 94
    // SheetCoordinatorExample: 3 screens, 7 links).
    let result = Fixtures.extract("Constructs/GenericPanelHost.swift")
    #expect(result.navigation.screens.map(\.id) == ["OrchardHome", "BasketPanel", "LadderPanel"])
    #expect(
      result.navigation.linkTexts == [
        "OrchardHome: sheet BasketPanel 'Basket'", "OrchardHome: sheet LadderPanel 'Ladder'",
        "BasketPanel: dismiss 'Close'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func coordinatorMovesAreTheDefaultsOfItsProtocolExtension() {
    // `protocol Steering` with `associatedtype Stop`, its extension giving `go(_:)` (an append to
    // `trail`), `show(sheet:)`, `show(cover:)`, `back()`, `backToStart()` and `close()` (clearing
    // both `sheet` and `cover`), and `TrailCoordinator: Steering` declaring only the state and the
    // views: the class has the defaults, `Stop` bound to `TrailStop` from its `sheet: TrailStop?`,
    // and `close()` closes the one modal its host shows. Before, no link, and a warning that the
    // class does not declare the method (held-out set 95 coodinator_pattern: 10 links).
    let result = Fixtures.extract("Constructs/ProtocolDefaultRouter.swift")
    #expect(result.navigation.screens.map(\.id) == ["StartView", "RidgeView", "HutView", "SummitView"])
    #expect(
      result.navigation.linkTexts == [
        "StartView: push RidgeView (TrailStop) 'Ridge'", "StartView: sheet HutView 'Hut'",
        "StartView: fullScreenCover SummitView 'Summit'", "RidgeView: push RidgeView (TrailStop) 'Further'",
        "RidgeView: pop 'Back'", "RidgeView: popToRoot 'Start'", "HutView: dismiss 'Leave'",
        "SummitView: dismiss 'Descend'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func viewGivenAStructOfClosuresCallsTheClosuresItsCreatorGives() {
    // MVVM-C: `struct Actions { var openMenu: () -> Void }` nested in each view, `var actions:
    // Actions`, and the coordinator creating the view with `.init(openMenu: { self.path.append(.menu)
    // })` (also `MenuView.Actions(...)`): `actions.openMenu()` runs the closure the creation gives,
    // as a closure property would. Before, no link and no warning (held-out set 96 swift-mvvm-c-study,
    // whose warning then said the declared struct was not declared).
    let result = Fixtures.extract("Constructs/ClosureBundleCoordinator.swift")
    #expect(result.navigation.screens.map(\.id) == ["WelcomeView", "MenuView", "OrderView"])
    #expect(
      result.navigation.linkTexts == [
        "WelcomeView: push MenuView (KioskPage) 'Menu'", "MenuView: pop 'Back'",
        "MenuView: push OrderView (KioskPage) 'Tea'", "OrderView: popToRoot 'Done'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func routerReachedThroughAComputedPropertyIsThatObject() {
    // `private var router: TripRouter { deps.router }` in a view model, and `var router: TripRouter {
    // owner }`: a computed property declared with a class's type stands for that object, as a
    // stored one does, so the router's push and pop are the screens' links. Before, the push was
    // lost silently and the pop with a warning (held-out set 170, a coordinator held by a view
    // model's dependencies: 2 screens, a push and a pop).
    let result = Fixtures.extract("Constructs/ComputedObjectProperty.swift")
    #expect(
      result.navigation.linkTexts == [
        "TripList: push ItineraryView (TripRoute) 'Itinerary'", "ItineraryView: pop 'Done'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func ownMethodCallChoosesTheOverloadItsLabelsFit() {
    // `func openFrame() { push(many: [.gallery, .painting, .frame]) }` in a router declaring
    // `push(_ route:)` first: a call of the object's own method without a receiver takes the
    // overload whose labels fit, so the button pushes the three routes. Before, it took the first
    // `push`, warned that it could not tell which destination a value shows, and made no link
    // (held-out set 171 SwiftUI-Navigation).
    let result = Fixtures.extract("Constructs/OverloadedOwnMethods.swift")
    #expect(
      result.navigation.linkTexts == [
        "PierLobby: push PierGallery (PierRoute) 'Straight to the frame' then [push PierPainting (PierRoute), push PierFrame (PierRoute)]"
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func hiddenLinkBuiltByACoordinatorsComputedPropertyIsTheScreensContent() {
    // `coordinator.hiddenLink` in the screen's body, `var hiddenLink: some View {
    // NavigationLink(destination: mooring.view(), isActive: Binding(get:set:)) { EmptyView() } }`
    // of the `@StateObject` coordinator, whose `show(_:)` stores the route and sets the flag: the
    // link is the screen's, and each button pushes its route's view. Before, the property was not
    // read and the pushes were lost, silently (held-out set 194 ts-demo-swiftui-coordinator: 3
    // screens, 3 links).
    let result = Fixtures.extract("Constructs/HiddenLinkInCoordinatorProperty.swift")
    #expect(
      result.navigation.linkTexts == ["Marina: push BuoyDetail 'Buoy'", "Marina: push PierDetail 'Pier'"])
    #expect(result.diagnosticTexts == [])
  }
}
