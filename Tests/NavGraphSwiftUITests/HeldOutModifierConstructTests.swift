import Testing

@testable import NavGraphSwiftUI

/// Custom modifiers given views (an `extension View` function, a `ViewModifier`): the views are
/// the screen's where the modifier places them, one fixture each (`Fixtures/Constructs`), with
/// what the reader must find.
@Suite("Held-out custom modifier constructs")
struct HeldOutModifierConstructTests {
  @Test func viewsGivenToACustomModifierArePartOfTheScreenWhereItPlacesThem() {
    // `.kelpBar(leading: ReturnButton(onPress: { dismiss() }), trailing: BasketButton(), hint:
    // TideButton())`, the `extension View` function placing `leading` and `trailing` in its
    // toolbar and never `hint`: the return button dismisses the reef screen, the basket button's
    // sheet is the reef screen's, the tide button is not shown. Before, both were lost (a note said
    // the buttons were unreachable), silently for the back button (a shop's navigation bar).
    let result = Fixtures.extract("Constructs/ExtensionModifierViews.swift")
    #expect(result.navigation.screens.map(\.id) == ["KelpHome", "ReefView", "BasketView"])
    #expect(
      result.navigation.linkTexts == [
        "KelpHome: push ReefView 'Reef'", "ReefView: dismissAction", "ReefView: sheet BasketView 'Basket'",
      ])
    #expect(
      result.diagnosticTexts == [
        "ExtensionModifierViews.swift:6 unresolved-navigation: 1 view type with navigation is not reachable from the app's root: TideButton (nothing the app shows leads to it, so the description leaves it out)"
      ])
  }

  @Test func viewGivenToACustomModifierIsPushedFromTheScreenItIsAppliedOn() {
    // `.modifier(BackBar(destination: AnyView(ParcelSignIn())))`, BackBar a `ViewModifier` whose
    // toolbar has `NavigationLink(destination: destination)`: a push from ParcelRecovery to
    // ParcelSignIn, and from ParcelCode to ParcelRecovery. Before, each was warned as "a view built
    // elsewhere" and lost.
    let result = Fixtures.extract("Constructs/ModifierGivenDestination.swift")
    #expect(result.navigation.screens.map(\.id) == ["ParcelSignIn", "ParcelRecovery", "ParcelCode"])
    #expect(
      result.navigation.linkTexts == [
        "ParcelSignIn: push ParcelRecovery 'Forgot password'", "ParcelRecovery: push ParcelCode 'Enter code'",
        "ParcelRecovery: push ParcelSignIn", "ParcelCode: push ParcelRecovery",
      ])
    #expect(result.navigation.screen("ParcelCode")?.backButtonHidden == true)
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func stackBuiltByACustomModifierAroundTheViewIsThatViewsStack() {
    // `.voyage(trail: $pilot.quayRoutes)` in QuayView's body (an `extension View` function
    // returning `modifier(Voyage(trail:))`) and `LogView().modifier(Voyage(trail:
    // $pilot.logRoutes))` as the second tab's view, Voyage's
    // `body(content:)` `NavigationStack(path: $trail) { content.navigationDestination(for:
    // Berth.self) { ... } }`: each tab's root hosts the stack, its appends are pushes to the
    // modifier's destinations, the dock's `pilot.leave()` (`quayRoutes.removeLast()`) a pop.
    // Before, the tabs had no stack and all four links were dropped, silently.
    let result = Fixtures.extract("Constructs/ModifierBuiltStacks.swift")
    #expect(result.navigation.tabs.map { "\($0.root) \($0.stack)" } == ["QuayView true", "LogView true"])
    #expect(result.navigation.screens.map(\.id) == ["QuayView", "LogView", "DockView", "CraneView"])
    #expect(
      result.navigation.linkTexts == [
        "QuayView: push DockView (Berth) 'Dock'", "QuayView: push CraneView (Berth) 'Crane'",
        "LogView: push CraneView (Berth) 'Crane'", "DockView: pop 'Leave'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func methodReferenceGivenForACustomModifiersClosureIsThatClosure() {
    // `.routed(build: screen)`, the app's own `extension View` function building each destination
    // of its `navigationDestination(for: D.self)` by calling `build(value)`, given the screen's
    // method `screen(_:)` (a switch over `Shelf.Stop`): the call `build(value)` expands the method
    // with the pushed value, and the method's parameter type fixes the modifier's `D`, so the stack
    // registers `Shelf.Stop` and each case is pushed.
    // Before, Shelf alone and a warning: "the destination is built by 'build(value)', which the
    // reader cannot follow" (held-out set 79 Recipe-APP-Frontend's `routerDestination`).
    let result = Fixtures.extract("Constructs/CustomDestinationModifier.swift")
    #expect(result.navigation.screens.map(\.id) == ["Shelf", "Cover", "Spine"])
    #expect(
      result.navigation.linkTexts == [
        "Shelf: push Cover (Shelf.Stop) 'Cover'", "Shelf: push Spine (Shelf.Stop) 'Spine'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func appsModifiersGivenAViewOrAContentClosurePresentIt() {
    // `func navigate<V: View>(to view: V, when binding: Binding<Bool>)` presenting `{ view }`,
    // and `func modal(_ shown:, content:)` passing its closure on as `content: content`: the
    // caller's view and closure are what they present. Before, the first was warned as a view
    // built elsewhere and the second as not understood (found probing modifiers of the app's own).
    let result = Fixtures.extract("Constructs/ModifierGivenViewAndContent.swift")
    #expect(result.navigation.screens.map(\.id) == ["Trips", "NewTrip", "TripMap"])
    #expect(
      result.navigation.linkTexts == [
        "Trips: push NewTrip 'New trip'", "Trips: fullScreenCover TripMap 'Map'",
        "TripMap: dismissAction 'Close'",
      ])
    #expect(result.diagnosticTexts == [])
  }
}

extension HeldOutModifierConstructTests {
  @Test func genericModifierIsReadWithTheParametersItsCreationBinds() {
    // `.flowStack(model.flow)`, `func flowStack<F: Flow>(_ flow: F) -> some View {
    // modifier(FlowStack(flow: flow)) }`, FlowStack's body `NavigationStack(path: $flow.path) {
    // content.navigationDestination(for: F.Steps.self) { step in flow.screen(for: step) } }`: the
    // modifier is read where it is applied with `F` bound to ShelfFlow (the object given), so
    // `F.Steps` is ShelfSteps (what ShelfFlow's `path: [ShelfSteps]` gives the protocol's
    // `associatedtype Steps`) and `flow.screen(for:)` is ShelfFlow's switch. Before, the modifier was
    // read once for all with `F` unknown: the destination warned, every push lost (held-out set 115
    // FlowCoordinator: 7 screens, 11 links).
    let result = Fixtures.extract("Constructs/GenericFlowModifier.swift")
    #expect(result.navigation.screens.map(\.id) == ["ShelfView", "ShelfDetail", "BasketView"])
    #expect(
      result.navigation.linkTexts == [
        "ShelfView: push ShelfDetail (ShelfSteps) 'Detail'",
        "ShelfDetail: push BasketView (ShelfSteps) 'Basket'",
        "ShelfDetail: pop 'Back'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func genericModifierIsReadWithThePropertiesEachCreationGives() {
    // `.routed(trail, key: "dock")` on DockView and `key: "pier"` on PierView, the modifier's link
    // `NavigationLink(destination: router.next(after: key))` with `next(after:)` switching on the
    // key: read per creation, each screen's link goes to its key's case. Before, one reading for
    // all could not tell the key's type or value: warned, no link (held-out set 102 RouterDemo's
    // string-keyed modifier: its 13 false pushes, one per case on every screen, now 1).
    let result = Fixtures.extract("Constructs/KeyedGenericModifier.swift")
    #expect(result.navigation.screens.map(\.id) == ["DockView", "PierView", "BuoyView"])
    #expect(
      result.navigation.linkTexts == ["DockView: push PierView 'Onward'", "PierView: push BuoyView 'Onward'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func modifierGivenItsCoversContentAsAClosureShowsTheCallersView() {
    // `modifier(SpinningCover(isPresented: isPresented, cover: content))` in `func
    // spinningCover(isPresented:content:)` of `extension View`, whose body is
    // `content.fullScreenCover(isPresented: $isPresented) { cover() }`: the cover shows the closure
    // the caller gives (`TickerChart`), which closes itself through the binding. Before, "the
    // destination is built by 'cover()', which the reader cannot follow" (held-out set 175
    // swiftui-crypto: 1 screen and 2 links).
    let result = Fixtures.extract("Constructs/CoverModifierWithContentClosure.swift")
    #expect(
      result.navigation.linkTexts == [
        "TickerDetail: fullScreenCover TickerChart 'Full screen'", "TickerChart: dismiss 'Close'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func conditionalModifierReadsTheCallersClosureOnTheModifiedView() {
    // `func applying<T: View>(_ on: Bool, transform: (Self) -> T) -> some View { if on {
    // transform(self) } else { self } }`, called `.applying(roomy) { $0.sheet(...) }`: the
    // closure, called with the view, adds its modifiers to the screen. Before, a closure called with
    // arguments was not read, and both modals were lost, silently (found probing the common `.if`
    // modifier while held-out sets 192 to 195 were measured).
    let result = Fixtures.extract("Constructs/ConditionalModifierTransform.swift")
    #expect(result.navigation.screens.map(\.id) == ["QuayView", "TideTable", "BerthList"])
    #expect(
      result.navigation.linkTexts == [
        "QuayView: sheet TideTable 'Tides'", "QuayView: fullScreenCover BerthList 'Berths'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func ifAndSwitchStatementsInAPackageModifiersClosureAreAnAction() {
    // `Text(title).onTouch { if let onPick { onPick() } }`, `.onTouch` from a package not in the
    // files read, and a `switch` statement around the call: the closures are actions, so the rows'
    // taps run their creators' pushes. Before, a statement `if` or `switch` made the closure content,
    // and both pushes were lost, silently (held-out set 237 swiftui-router-example).
    let result = Fixtures.extract("Constructs/IfStatementInPackageModifierClosure.swift")
    #expect(
      result.navigation.linkTexts == ["QuayList: push BerthPage (Quay)", "QuayList: push BerthPage (Quay)"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func viewPropertyGivenByNameToAContentModifierIsContent() {
    // `.overlay(closeButton, alignment: .topLeading)` with `private var closeButton: some View {
    // Button("Close") { model.shownDock = nil } }`: the button is the sheet's, as in `.overlay {
    // closeButton }`; `.background(tint)` of a `Color` constant is not read. Before, the close
    // button's dismiss was lost, silently (held-out set 237 swiftui-mapapp-mvvm).
    let result = Fixtures.extract("Constructs/ViewPropertyInModifierArgument.swift")
    #expect(result.navigation.linkTexts == ["Docks: sheet DockDetail 'Open'", "DockDetail: dismiss 'Close'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func builderClosureHandedOnByNameIsReadWhereItWasWritten() {
    // `.drawer(isOpen: $open) { QuarryMenu(...) }` with `func drawer(isOpen:content:)` laying
    // `Drawer(isOpen: isOpen, content: content)` over the view: the closure handed on by name is
    // the drawer's content, so the menu's closures are the screen's moves. Before, the content was
    // not read and both moves lost, silently (held-out set 301 SketchSite's side menu: 3 links).
    let result = Fixtures.extract("Constructs/BuilderHandedOnByName.swift")
    #expect(
      result.navigation.linkTexts == [
        "QuarryMap: sheet SurveySheet 'Survey'", "QuarryMap: fullScreenCover BlastPlan 'Blast'",
      ])
    #expect(result.diagnosticTexts == [])
  }
}
