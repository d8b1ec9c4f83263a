import Testing

@testable import NavGraphSwiftUI

/// State and models: values that are views, root state written several times or by a ternary in
/// one action, choices on constants, models given as arguments or through the environment, tab
/// selections through computed bindings, state kept in step with a router's. One fixture each
/// (`Fixtures/Constructs`), with what the reader must find.
@Suite("Held-out state constructs")
struct HeldOutStateConstructTests {
  @Test func routeEnumThatIsAViewGivesEachCaseItsDestination() {
    // `enum Trail: Hashable, View` whose `body` switches on `self`, registered as
    // `.navigationDestination(for: Trail.self) { $0 }` (and `{ summit in summit }`): each case's
    // view is a destination, as a `switch` written in the closure is. Before, '$0' was reported as
    // a view built elsewhere, each push as a value its destination shows nothing for, and the app
    // was one screen.
    let result = Fixtures.extract("Constructs/RouteEnumViews.swift")
    #expect(
      result.navigation.linkTexts == [
        "TrailheadView: push TrailMapView (Trail) 'Map'",
        "TrailheadView: push RidgeView (Trail) 'North ridge'",
        "RidgeView: sheet SummitView 'Climb'", "SummitView: push CairnView (Summit) 'Cairn'",
        "CairnView: push LogbookView (Summit) 'Logbook'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func rootStateWrittenSeveralTimesInOneActionIsOneMove() {
    // `orchard.isVisitor = false; orchard.gate = .grove; orchard.signOut()` (which sets `isVisitor =
    // false; gate = .login`) under `if isVisitor { ... } else { switch gate { ... } }`: the writes
    // apply in order, the last one to each state wins, and the root shows what the final values
    // select, one `replace`. Before, one move per state written: 'replace WelcomeView then
    // [replace GrowerLoginView]', and 'replace VisitorView then [replace GroveView]' for `isVisitor =
    // true; gate = .grove`. A method setting `gate` twice (`restart()`) was already one move.
    let result = Fixtures.extract("Constructs/ChainedRootWrites.swift")
    #expect(result.navigation.entry == "WelcomeView")
    #expect(
      result.navigation.linkTexts == [
        "WelcomeView: replace VisitorView 'Look around'", "WelcomeView: replace GrowerLoginView 'Sign in'",
        "GrowerLoginView: replace GroveView 'Enter'", "GroveView: replace GrowerLoginView 'Sign out'",
        "VisitorView: replace GrowerLoginView 'Create an account'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func choiceOnAConstantReadsTheBranchItSelects() {
    // `let usesClassicGreenhouse = false` at file level tested by the root view's `if` and by a
    // destination's, `switch Rollout.layout` (a `static let`) in a screen's content: only the branch
    // the constant selects is read. Before, the root read its first branch (warned: no state the
    // reader follows), the content both pushes, and the destination was one of two the reader could
    // not tell (warned). A button's `if Rollout.seedCatalog` was already read so.
    let result = Fixtures.extract("Constructs/ConstantChoices.swift")
    #expect(result.navigation.entry == "GreenhouseView")
    #expect(
      result.navigation.linkTexts == [
        "GreenhouseView: push BedGridView 'Beds'", "GreenhouseView: push BedView (Bed) 'First bed'",
        "GreenhouseView: sheet SeedTipsView 'Seeds'",
      ])
    #expect(!result.navigation.screens.contains { $0.id.hasPrefix("Classic") || $0.id == "BedListView" })
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func closureParameterOneCreatorLeavesOutGivesThatScreenNoLinks() {
    // `GlazeRow(title:onTap:)` with `var onTap: (() -> Void)?`, and `ShelfTag` with `var onOpen: ()
    // -> Void = {}`: StudioView gives `onTap` and leaves out `onOpen`, FiringLogView the reverse.
    // Each screen gets only its own closure's link. Before, a screen that left a closure out got the
    // other creator's: 'FiringLogView: push GlazeView', 'StudioView: sheet KilnShelfView'.
    let result = Fixtures.extract("Constructs/OptionalClosureParameters.swift")
    #expect(
      result.navigation.linkTexts == [
        "StudioView: push GlazeView (KilnRoute) 'Celadon'", "StudioView: push FiringLogView 'Firing log'",
        "FiringLogView: sheet KilnShelfView 'Shelf'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func tabChangedThroughARouterKeptInStepByOnChange() {
    // `router.select(.profile)` sets `router.selectedTab`, which the TabView's `@State var selected`
    // follows through `.onChange(of: router.selectedTab) { selected = $0 }`: a `tab` link. Before,
    // no link, and the handler was warned as setting the selection to a value the reader cannot
    // tell.
    let result = Fixtures.extract("Constructs/RouterTabSelections.swift")
    #expect(result.navigation.tabs.map(\.id) == ["patterns", "profile"])
    #expect(result.navigation.linkTexts == ["PatternsView: tab profile 'My profile'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func tabSelectionThroughAGetSetBindingOverRouterState() {
    // `TabView(selection: Binding(get: { router.tab }, set: { router.tab = $0 }))`: the selection is
    // `router.tab`, so `router.tab = .fabric` selects the tab. Before, no link, silently.
    let result = Fixtures.extract("Constructs/RouterTabBinding.swift")
    #expect(result.navigation.tabs.map(\.id) == ["blocks", "fabric"])
    #expect(result.navigation.linkTexts == ["BlocksView: tab fabric 'Choose fabric'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func componentGivenAConstantBindingTogglesNothing() {
    // `PillToggle(title:flag:)` toggles its `@Binding var flag`: FernsView binds it to the state of
    // its push, FrondView and MossView create it with `.constant(false)` (or `.constant(true)`),
    // where the toggle does nothing: no link, no warning. Before, the toggle stood for FernsView's
    // state there: "'FernsView.toFronds' is toggled on a screen that neither carries the push it
    // drives nor is shown by it" on MossView (set 21 WeCare: 15 such warnings), and a false pop on
    // FrondView, which that push shows.
    let result = Fixtures.extract("Constructs/ConstantBoundToggles.swift")
    #expect(
      result.navigation.linkTexts.sorted() == [
        // The link and the toggle of its state, FernsView's own (the component's label is not read).
        "FernsView: push FrondView", "FernsView: push FrondView", "FernsView: push MossView 'Moss'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func constantArgumentDecidesAComponentsBackButton() {
    // `HarborHeader(title:isBackEnable:)` shows its back button (`dismiss()`) only `if
    // isBackEnable`: DockView gives `true` and gets the dismissAction, PierView gives `false` and
    // HarborView leaves the `false` default: no back button there. Before, PierView had a false
    // dismissAction (set 20 FoodOnline's `TopPanel(isBackEnable: false, ...)`).
    let result = Fixtures.extract("Constructs/ConstantBackButtons.swift")
    #expect(
      result.navigation.linkTexts.sorted() == [
        "DockView: dismissAction 'Back'", "HarborView: push DockView 'Dock'",
        "HarborView: push PierView 'Pier'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func undeclaredModelGivenAsAnArgumentIsTheCreatorsObject() {
    // `@State private var model = LensModel()` (a type the files read do not declare) with
    // `.fullScreenCover(isPresented: $model.captured)`, and `ShutterBar(model: model)` whose `var
    // model: LensModel` toggles `model.captured`: the component's write shows the screen's cover,
    // as with `.environment(model)`. Before, the cover was lost, silently (an insect identifier's
    // picker, rewritten to pass the model as a parameter).
    let result = Fixtures.extract("Constructs/UndeclaredModelParameter.swift")
    #expect(result.navigation.screens.map(\.id) == ["LensView", "FrameEditor"])
    #expect(
      result.navigation.linkTexts == [
        "LensView: fullScreenCover FrameEditor", "FrameEditor: dismissAction 'Done'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func environmentObjectHandedOnIsTheRootsObjectAtEveryHop() {
    // `PebbleRoot` holds `@StateObject var session = PebbleSession()` (a type the files read do not
    // declare) and gives it with `.environmentObject(session)` to its branch, which hands it on to a
    // pushed screen, which hands it on to a card shown in place: each `session.signedIn = false` is
    // the root's state. Before, only the first hop was followed: both log-outs were lost, silently
    // (held-out set 56 Frenly's log-out, three views below the root).
    let result = Fixtures.extract("Constructs/EnvironmentObjectHandedOn.swift")
    #expect(result.navigation.screens.map(\.id) == ["PebbleLogin", "PebbleHome", "PebbleProfile"])
    #expect(
      result.navigation.linkTexts.sorted() == [
        "PebbleHome: push PebbleProfile 'Profile'", "PebbleLogin: replace PebbleHome 'Sign in'",
        "PebbleProfile: replace PebbleLogin 'Leave'", "PebbleProfile: replace PebbleLogin 'Log out'",
      ])
    #expect(result.diagnostics.count == 1, "\(result.diagnosticTexts)")
    #expect(result.diagnosticTexts.first?.contains("it launches on 'PebbleHome'") == true)
  }

  @Test func constantArgumentDecidesALinkWithAnElse() {
    // `MemberBadge` links out only `if linksOut { NavigationLink { ... } } else { Text(...) }`:
    // LobbyView gives `true` and gets the push, RosterView and BadgeEditorView give `false`, no
    // push there. Before, both had a false push MemberPageView (set 37 Nexus's avatar component
    // given `allowsNavigation: false`: 8 false pushes, silent).
    let result = Fixtures.extract("Constructs/ConstantGatedComponentLinks.swift")
    #expect(
      result.navigation.screens.map(\.id).sorted() == [
        "BadgeEditorView", "LobbyView", "MemberPageView", "RosterView",
      ])
    #expect(
      result.navigation.linkTexts.sorted() == [
        "LobbyView: push BadgeEditorView 'Edit'", "LobbyView: push MemberPageView",
        "LobbyView: push RosterView 'Roster'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func componentSettingAFlagOfAModelGivenThroughTheEnvironmentPresents() {
    // `LensControls().environment(lens)`, `lens` an `@State` model of a class not in the files
    // read, `@Environment(LensModel.self) private var lens` in LensControls: its `lens.isShotTaken
    // = true` and `lens.isGalleryShown.toggle()` show LensHome's cover and sheet. Before, both
    // were lost, silently.
    let result = Fixtures.extract("Constructs/EnvironmentModelFlag.swift")
    #expect(result.navigation.screens.map(\.id) == ["LensHome", "LensReview", "LensGallery"])
    #expect(
      result.navigation.linkTexts == [
        "LensHome: fullScreenCover LensReview 'Shoot'", "LensHome: sheet LensGallery 'Gallery'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func ternarySettingTheRootsStateMovesToEachValue() {
    // `stage = unlocked ? .board : .gate` in the method Begin calls: a replace to each screen, as
    // an `if`/`else` would give. Before, no link, with a warning that the value cannot be told.
    let result = Fixtures.extract("Constructs/TernaryRootWrite.swift")
    #expect(result.navigation.screens.map(\.id) == ["LaunchPad", "GatePage", "BoardPage"])
    #expect(
      result.navigation.linkTexts == [
        "LaunchPad: replace BoardPage 'Begin'", "LaunchPad: replace GatePage 'Begin'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func computedBindingOverStateIsTheTabBarsSelection() {
    // `TabView(selection: choice)`, `choice` a `Binding(get: { picked }, set: { ... picked = pane
    // })` whose setter also empties a path on a re-tap: FrontPane's `picked = .shelf` is a tab
    // move. Before, it was no move, silently.
    let result = Fixtures.extract("Constructs/ComputedTabSelection.swift")
    #expect(result.navigation.tabs.map(\.id) == ["front", "shelf"])
    #expect(result.navigation.screens.map(\.id) == ["FrontPane", "ShelfPane"])
    #expect(result.navigation.linkTexts == ["FrontPane: tab shelf 'Browse'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func popsAfterAReplaceAreLeftOut() {
    // A router's `show(_:)` sets the root's stage and then clears the path (`removeLast(count)`,
    // or `path = NavigationPath()`): one `replace`, since the `replace` resets everything and the
    // `popToRoot` after it never acts. Before, `replace LedgerView then [popToRoot]`. A
    // `popToRoot` before the `replace` is kept as written.
    let result = Fixtures.extract("Constructs/ReplaceThenPopToRoot.swift")
    #expect(result.navigation.screens.map(\.id) == ["WelcomeView", "LedgerView", "EntryView"])
    #expect(
      result.navigation.linkTexts == [
        "WelcomeView: replace LedgerView 'Start'", "LedgerView: push EntryView (Step) 'Entry'",
        "LedgerView: replace WelcomeView 'Sign out'",
        "EntryView: popToRoot 'Done' then [replace WelcomeView]",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func rootFlagOfAnUndeclaredEnvironmentObjectIsSetWhereverItIsHeld() {
    // The app gives `model.prefs` (a `WrenPrefs`, not declared in the files read) to WrenRoot with
    // `.environmentObject`; WrenRoot switches on `prefs.setUp`. WrenSetup calls `model.finish()`,
    // which sets `prefs.setUp = true` in the model; WrenHome sets its own `prefs.setUp = false`.
    // Every view reading that type from the environment holds the object the app gave. Before,
    // both moves were missed, silently (held-out set 72 MeetMemento's onboarding flag).
    let result = Fixtures.extract("Constructs/EnvironmentObjectRootFlag.swift")
    #expect(result.navigation.entry == "WrenHome")
    #expect(result.navigation.screens.map(\.id) == ["WrenSetup", "WrenHome"])
    #expect(
      result.navigation.linkTexts == [
        "WrenSetup: replace WrenHome 'Done'", "WrenHome: replace WrenSetup 'Start over'",
      ])
    #expect(
      result.diagnosticTexts == [
        "EnvironmentObjectRootFlag.swift:13 unresolved-navigation: the root switches on 'WrenModel.prefs.setUp', whose value at launch the reader cannot tell; it launches on 'WrenHome', its first branch; set 'entry' in the overlay if that is wrong"
      ])
  }

  @Test func valueAnIfLetBindsFromAStatesOptionalIsNotNil() throws {
    // `if let firstPear = tree.pears.first { Button("Notes") { notedPear = firstPear } }`: the name
    // bound is not nil, so the write shows the sheet. Before, the write was warned as a value the
    // reader cannot tell and made no link (held-out set 82 Labels' UserHomeRowView).
    let result = Fixtures.extract("Constructs/IfLetBoundItem.swift")
    #expect(
      result.navigation.linkTexts == [
        "OrchardList: sheet PearNotes 'Notes'", "OrchardList: fullScreenCover PearPainter 'Paint'",
        "PearNotes: dismissAction 'Close'", "PearPainter: dismissAction 'Done'",
      ])
    #expect(result.diagnosticTexts == [])
    // Also when the model's type is in no file read (`Tree` from a module not read).
    let undeclared = try Fixtures.rewritten(
      "IfLetBoundItem.swift", [("struct Tree: Identifiable {\n  let id: Int\n  let pears: [Pear]\n}\n", "")])
    #expect(undeclared.navigation.linkTexts == result.navigation.linkTexts)
  }

  @Test func nameTheShorthandIfLetUnwrapsIsTheStateUnwrapped() {
    // `if let selected { ... editing = selected }`: the shorthand binds the state's value, not nil
    // there, so the write shows the `navigationDestination(item:)`, from a button and from a
    // closure given to a row. Before, both were warned as values the reader cannot tell (found
    // probing split views with a selection).
    let result = Fixtures.extract("Constructs/IfLetShorthandItem.swift")
    #expect(result.navigation.screens.map(\.id) == ["Shelf", "Shelf.detail", "ShelfEditor"])
    #expect(
      result.navigation.linkTexts == [
        "Shelf: push Shelf.detail", "Shelf.detail: push ShelfEditor 'Quick edit'",
        "Shelf.detail: push ShelfEditor 'Edit'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func aSwitchOnTheRouteOnTopOfAStackRunsTheShownScreensBranch() {
    // A guide's one `next()` picks its move by `switch path.last` (`case nil`, `case .sculpture?`,
    // `case .paintings`, `default`), and every screen of the stack calls it: each screen takes the
    // branch for the route that shows it (the root the empty path's). Before, every caller got
    // every branch: each step pushed every step and closed the tour (held-out set 110
    // NavigationStackApp's onboarding coordinator, 8 false links).
    let result = Fixtures.extract("Constructs/StackTopSteps.swift")
    #expect(
      result.navigation.linkTexts == [
        "MuseumLobby: sheet TourDesk 'Tour'", "TourDesk: push SculptureHall (Gallery) 'Start'",
        "SculptureHall: push PaintingHall (Gallery) 'On'", "PaintingHall: push PrintRoom (Gallery) 'On'",
        "PrintRoom: dismiss 'Finish'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func tupleStateWrittenWholeWritesTheElementALinkBinds() {
    // `@State var route: (isActive: Bool, stop: String?)`, `route = (true, "Quay")` and
    // `NavigationLink(isActive: $route.isActive)`: each labelled element is written, so the button
    // pushes. Before, the push was lost, silently (held-out set 193 swiftui-chat-firebase: 1 link).
    let result = Fixtures.extract("Constructs/TupleStateLink.swift")
    #expect(result.navigation.linkTexts == ["StopFinder: push StopBoard 'Next tram'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func methodDeclaredToReturnNoOptionalGivesAValue() {
    // `let id = try await ParcelAPI().openLabel(for: parcel)` with `func openLabel(for:) async
    // throws -> String` calling code the files do not declare, then `labelID = id` for
    // `.navigationDestination(item: $model.labelID)`: not nil, so the button pushes. Before, warned
    // as a value the reader cannot tell, no link (held-out set 193 SwiftUI-Chat, whose service
    // file the index did not hold).
    let result = Fixtures.extract("Constructs/NonOptionalMethodResult.swift")
    #expect(result.navigation.linkTexts == ["ParcelList: push LabelSheet 'Print \\(parcel)'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func pathSetToAnImplicitInitIsEmptied() {
    // `ridge.path = .init()` where `path` is a `NavigationPath`: an empty path, as
    // `NavigationPath()`, so the action goes back to the stack's root. Before, `.init()` was a
    // value the reader could not tell, and the `popToRoot` lost silently (held-out set 261
    // NavigationStack, 2 links).
    let result = Fixtures.extract("Constructs/PathResetByImplicitInit.swift")
    #expect(
      result.navigation.linkTexts == [
        "RidgeList: push RidgeStop (Int) 'Summit'", "RidgeStop: sheet RidgeMap 'Map'",
        "RidgeMap: dismiss 'Back to the start' then [popToRoot]",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func propertyTypedByANestedEnumNamedLikeItsOwnerIsThatEnum() {
    // `final class Hangar { enum Hangar { ... var view } ; var next: Hangar = .fuel }` and the
    // desk's `.sheet(isPresented: $hangar.showsBrief) { hangar.next.view }`: inside the class,
    // `Hangar` names the enum, so the property holds its cases and the sheet shows each case's
    // view. Before, the type was read from the desk, where `Hangar` is the class: warned as a view
    // built elsewhere, two screens and their sheets lost (held-out set 261 NavigationStack's
    // `Router.Router`, 2 screens and 4 links).
    let result = Fixtures.extract("Constructs/NestedEnumNamedLikeItsOwner.swift")
    #expect(
      result.navigation.linkTexts == [
        "HangarDesk: sheet WeatherBrief 'Weather'", "HangarDesk: sheet FuelLog 'Fuel'",
      ])
    #expect(result.diagnosticTexts == [])
  }
}
