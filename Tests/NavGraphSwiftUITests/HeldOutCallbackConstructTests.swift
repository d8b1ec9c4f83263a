import Testing

@testable import NavGraphSwiftUI

/// Closures and callbacks: navigation in code run later or given by name (a UIKit view's
/// coordinator, a presenter's `.onChange`, completions, `didSet`, notifications, work given as
/// `execute:`, methods given as actions, a creator's optional closure). One fixture each
/// (`Fixtures/Constructs`), with what the reader must find.
@Suite("Held-out callback constructs")
struct HeldOutCallbackConstructTests {
  @Test func representableCoordinatorActsOnTheViewItHolds() throws {
    // A map's coordinator calls the creator's closure (`parent.onBuoyTap(buoy.buoy)`) and writes
    // its binding (`parent.showScanner = true`); an image picker shown as a sheet closes itself
    // through its binding (`parent.isPresented = false`, a `dismiss`); a scanner cover calls its
    // environment's dismiss (`parent.dismiss()`). Before, a representable had no actions: the sheet
    // and the cover opened from the map, and the picker's and scanner's dismissals, were lost,
    // silently.
    let links = [
      "BuoyMapScreen: sheet PhotoPicker 'Add photo'", "BuoyMapScreen: sheet BuoyDetailSheet",
      "BuoyMapScreen: fullScreenCover TagScanner", "PhotoPicker: dismiss", "TagScanner: dismissAction",
    ]
    let result = Fixtures.extract("Constructs/RepresentableCoordinators.swift")
    #expect(result.navigation.linkTexts == links)
    #expect(result.diagnostics.isEmpty)

    // `parent.presentationMode.wrappedValue.dismiss()` is the same dismissal.
    let source = try String(
      contentsOfFile: Fixtures.path("Constructs/RepresentableCoordinators.swift"), encoding: .utf8)
    let presentationMode =
      source
      .replacingOccurrences(
        of: "@Environment(\\.dismiss) private var dismiss",
        with: "@Environment(\\.presentationMode) var presentationMode"
      )
      .replacingOccurrences(of: "parent.dismiss()", with: "parent.presentationMode.wrappedValue.dismiss()")
    #expect(presentationMode != source)
    #expect(Fixtures.extract(code: presentationMode).navigation.linkTexts == links)
  }

  @Test func representableCoordinatorGivenTheViewsStateActsOnIt() throws {
    // The coordinator made with the view's state instead of the view (`PickerCoordinator(isShown:
    // $isPresented)` with `@Binding var isShown`, `Coordinator(dismiss: dismiss)`): a property given
    // the view's state by its label stands for that state, so `isShown = false` and `dismiss()` are
    // the same dismissals. Before, a coordinator holding no property of the view's type was not
    // read: the dismissals were lost, silently (held-out set 131 POPPER, an image picker's
    // `presentationMode.dismiss()` on `@Binding var presentationMode: PresentationMode`).
    let result = try Fixtures.rewritten(
      "RepresentableCoordinators.swift",
      [
        ("PickerCoordinator(parent: self)", "PickerCoordinator(isShown: $isPresented)"),
        (
          "let parent: PhotoPicker\n\n  init(parent: PhotoPicker) { self.parent = parent }",
          "@Binding var isShown: Bool\n\n  init(isShown: Binding<Bool>) { _isShown = isShown }"
        ),
        ("parent.isPresented = false", "isShown = false"),
        (
          "Coordinator(parent: self) }\n\n  final class Coordinator: NSObject {\n    let parent: TagScanner\n\n    init(parent: TagScanner) { self.parent = parent }",
          "Coordinator(dismiss: dismiss) }\n\n  final class Coordinator: NSObject {\n    let dismiss: DismissAction\n\n    init(dismiss: DismissAction) { self.dismiss = dismiss }"
        ),
        ("      parent.dismiss()", "      dismiss()"),
      ])
    #expect(
      result.navigation.linkTexts == [
        "BuoyMapScreen: sheet PhotoPicker 'Add photo'", "BuoyMapScreen: sheet BuoyDetailSheet",
        "BuoyMapScreen: fullScreenCover TagScanner", "PhotoPicker: dismiss", "TagScanner: dismissAction",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func closurePassedAroundACycleOfPushesActsOnEveryScreen() {
    // The App gives `MooringGate(enter: { signedIn = true })`; the gate passes `enter` to the signup
    // screen it pushes, which passes it back to a gate it pushes. The signup's own code gives the
    // gate only `enter` back, so the closures that act are the App's: both buttons replace the
    // root. Before, the signup's 'Create' had no link, silently (held-out set 131 POPPER).
    let result = Fixtures.extract("Constructs/ClosurePassedAroundACycle.swift")
    #expect(
      result.navigation.linkTexts == [
        "MooringGate: replace MooringHome 'Sign in'", "MooringGate: push MooringSignup 'Register'",
        "MooringSignup: replace MooringHome 'Create'", "MooringSignup: push MooringGate 'Have an account'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func closureHandedOnToAModelRunsWhereTheModelCallsIt() {
    // `DeckLogin(onSignedIn: { signedIn = true })`, whose initializer makes `DeckModel(onSignedIn:
    // onSignedIn)`; the model's `signIn` (the button's action) calls `self?.onSignedIn()` in a
    // request's `sink` stored by `.store(in:)`: the button replaces the root. Before, no link,
    // silently (held-out set 122 sway).
    let result = Fixtures.extract("Constructs/ClosureHandedToModel.swift")
    #expect(result.navigation.linkTexts == ["DeckLogin: replace DeckHome 'Sign in'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func completionOfARequestResumedInTheActionRunsInIt() {
    // `URLSession.shared.dataTask(with: request) { data, _, _ in ... DispatchQueue.main.async {
    // signedIn = true } }.resume()` in the method the button calls: the call on the task's result
    // runs the task's call first, with its completion, so the button replaces the root. Before, the
    // write was not seen: no root switch, one screen, silently (held-out set 136 dexscreener).
    let result = Fixtures.extract("Constructs/DataTaskCompletionWrite.swift")
    #expect(result.navigation.entry == "TollLogin")
    #expect(result.navigation.linkTexts == ["TollLogin: replace TollHome 'Log in'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func modalWriteThenPresenterChangeHandlerPushesAfterTheDismissal() throws {
    // A cover's row runs `selectedSailor = sailor; dismiss()` on the presenter's binding, and the
    // presenter's `.onChange(of: selectedSailor) { showLog = newValue != nil }` drives its
    // `.navigationDestination(isPresented: $showLog)`: the handler runs once the action is done, so
    // the row dismisses, then pushes on the presenter's stack. The opener's reset (`selectedSailor =
    // nil`) clears a flag that is not set: no pop. Before, the row was a plain `dismissAction`, and
    // the handler "set to 'newValue != nil', which the reader cannot tell".
    let links = [
      "CrewListView: fullScreenCover SailorPickerView 'New entry'",
      "SailorPickerView: dismissAction then [push SailorLogView]", "SailorPickerView: dismissAction 'Cancel'",
    ]
    let result = Fixtures.extract("Constructs/ModalWriteDrivesPush.swift")
    #expect(result.navigation.linkTexts == links)
    #expect(result.diagnostics.isEmpty)

    // The same in the other order, and with the handler's one-parameter form.
    let source = try String(
      contentsOfFile: Fixtures.path("Constructs/ModalWriteDrivesPush.swift"), encoding: .utf8)
    let reordered = source.replacingOccurrences(
      of: "selectedSailor = sailor\n              dismiss()",
      with: "dismiss()\n              selectedSailor = sailor")
    #expect(reordered != source)
    #expect(Fixtures.extract(code: reordered).navigation.linkTexts == links)
    let oneParameter = source.replacingOccurrences(
      of: "{ oldValue, newValue in\n        showLog = newValue != nil",
      with: "{\n        showLog = ($0 != nil)")
    #expect(oneParameter != source)
    #expect(Fixtures.extract(code: oneParameter).navigation.linkTexts == links)
    // Rows of a collection whose type the reader cannot tell: an element is still not nil.
    let untyped = source.replacingOccurrences(
      of: "@State private var sailors: [Sailor] = []", with: "let sailors = Roster.load()")
    #expect(untyped != source)
    let untypedResult = Fixtures.extract(code: untyped)
    #expect(untypedResult.navigation.linkTexts == links)
    #expect(untypedResult.diagnostics.isEmpty)
  }

  @Test func itemModalSetToAnUntoldValueThatCannotBeNilShowsItsDestination() throws {
    // `.sheet(item:)`, `.navigationDestination(item:)`, `.fullScreenCover(item:)` and
    // `.popover(item:)` set to a value the reader cannot tell but that is not nil: a map
    // coordinator's call of a closure typed `(Mooring) -> Void`, a component's optional closure
    // typed `((Boat) -> Void)?`, a `ForEach` row of a collection whose type is not declared, a
    // stored property typed `Boat`. Before, each was "set to 'mooring', which the reader cannot
    // tell" and no link. What may be nil (`moorings.first`, a parameter typed `Boat?`) stays
    // reported; the sheet's own save setting the item again (`onSave: { saved in chosenMooring =
    // saved }`) is no link (not a sheet over itself).
    let links = [
      "HarbourScreen: push BerthView 'Berth'", "HarbourScreen: fullScreenCover InspectionView 'Flagship'",
      "HarbourScreen: popover TagView 'Pick'", "HarbourScreen: sheet MooringSheet",
    ]
    let reported = [
      "UntoldItemSelections.swift:37 unresolved-navigation: 'HarbourScreen.inspected' is set to 'boat', which the reader cannot tell; it shows or hides a presentation",
      "UntoldItemSelections.swift:42 unresolved-navigation: 'HarbourScreen.chosenMooring' is set to 'HarbourScreen.moorings.first', which the reader cannot tell; it shows or hides a presentation",
    ]
    let result = Fixtures.extract("Constructs/UntoldItemSelections.swift")
    #expect(result.navigation.linkTexts == links)
    #expect(result.diagnosticTexts == reported)

    // The closure's parameter unnamed (`$0`), and a local declared of the item's type.
    let source = try String(
      contentsOfFile: Fixtures.path("Constructs/UntoldItemSelections.swift"), encoding: .utf8)
    let rewritten =
      source
      .replacingOccurrences(
        of: "{ mooring in chosenMooring = mooring }", with: "{ chosenMooring = $0 }"
      )
      .replacingOccurrences(
        of: "{ inspected = flagship }",
        with: "{\n          let boat: Boat = HarbourOffice.pick()\n          inspected = boat\n        }")
    #expect(rewritten.contains("chosenMooring = $0") && rewritten.contains("HarbourOffice.pick()"))
    let rewrittenResult = Fixtures.extract(code: rewritten)
    #expect(rewrittenResult.navigation.linkTexts == links)
    #expect(rewrittenResult.diagnostics.count == 2)
  }

  @Test func closureGivenToAComponentInAnInlineSheetBindsThere() {
    // `PillButton(text: "Confirm", onTap: { openSheet = true })` in the body and `PillButton(text:
    // "Back to start", onTap: { startClicked = true })` in the `.sheet { ... }` written in place:
    // the screen's button opens the sheet, the sheet's sets the push. Before, both closures were
    // given to both places: the sheet opened itself and the screen pushed, silently (a store's
    // password reset).
    let result = Fixtures.extract("Constructs/InlineSheetComponentClosures.swift")
    #expect(result.navigation.screens.map(\.id) == ["FernReset", "FernReset.sheet", "FernStart"])
    #expect(
      result.navigation.linkTexts == [
        "FernReset: sheet FernReset.sheet 'Confirm'", "FernReset.sheet: push FernStart 'Back to start'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func discardedCallStillRunsItsCompletion() {
    // `let _ = try Inkwell.shared.record("me").store(from: 1, completion: { error in if error ==
    // nil { member = true } })`: the value is dropped, but the call runs and so does its closure,
    // which sets the root flag. Before, a binding to `_` was skipped whole and the root move was
    // lost, silently (a social app's registration).
    let result = Fixtures.extract("Constructs/DiscardedCallCompletion.swift")
    #expect(result.navigation.screens.map(\.id) == ["QuillFeed", "QuillJoin"])
    #expect(result.navigation.linkTexts == ["QuillJoin: replace QuillFeed 'Join'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func workGivenByNameAsExecuteRuns() {
    // `DispatchQueue.main.asyncAfter(deadline:execute: onFinish)` (a closure property) and
    // `DispatchQueue.main.async(execute: openHelp)` (a method) run that work as an action does.
    // Before, both were lost, silently (set 37 BillsFinance's splash: `execute: onDone`).
    let result = Fixtures.extract("Constructs/ExecuteByName.swift")
    #expect(result.navigation.entry == "LoomSplash")
    #expect(result.navigation.screens.map(\.id) == ["LoomSplash", "LoomHome", "LoomHelp"])
    #expect(
      result.navigation.linkTexts.sorted() == [
        "LoomHome: sheet LoomHelp 'Help'", "LoomSplash: replace LoomHome",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func optionalActionWithAnEmptyFallbackRunsTheCreatorsClosure() {
    // `Button(action: onMore ?? {})` in QuillHeader: QuillDesk's closure opens the drafts sheet;
    // the header created without one does nothing. Before, the button was lost, silently (set 37
    // BillsFinance's `SectionHeader`: the goals sheet missed).
    let result = Fixtures.extract("Constructs/OptionalActionFallback.swift")
    #expect(result.navigation.screens.map(\.id) == ["QuillDesk", "QuillDrafts"])
    #expect(result.navigation.linkTexts == ["QuillDesk: sheet QuillDrafts 'Drafts'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func didSetSettingAFlagRunsOnAWriteOfTheProperty() {
    // `@Published var picked: CalmSession? { didSet { showingDetail = true } }` in the view model,
    // the row writing `model.picked = session`, `.sheet(isPresented: $model.showingDetail)`: the
    // write runs the observer, which opens the sheet. Before, the observer was not read: no link,
    // silently (set 42 ZenZone's meditation description and player).
    let result = Fixtures.extract("Constructs/ObservedPickOpensSheet.swift")
    #expect(result.navigation.screens.map(\.id) == ["CalmHomeView", "CalmDetailView"])
    #expect(result.navigation.linkTexts == ["CalmHomeView: sheet CalmDetailView"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func methodOfTheViewGivenWithSelfIsTheButtonsAction() {
    // `Button("Cancel", action: self.onCancelTapped)` beside `Button("Done", action: onDoneTapped)`,
    // each method calling `dismiss()`: both buttons dismiss the sheet. Before, the one written with
    // `self.` was no link, silently (an expense tracker's add and edit forms).
    let result = Fixtures.extract("Constructs/SelfMethodActions.swift")
    #expect(result.navigation.screens.map(\.id) == ["TernList", "TernForm"])
    #expect(
      result.navigation.linkTexts == [
        "TernList: sheet TernForm 'Add'", "TernForm: dismissAction 'Cancel'",
        "TernForm: dismissAction 'Done'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func notificationPostRunsItsObserversWrites() throws {
    // BasaltReceipt posts `.basaltShowOrders`; BasaltTabs observes it (`tab = .orders`) and so
    // does BasaltCart, under `Notification.Name("basaltShowOrders")` (`self.checkingOut = false`):
    // the writes are made at the post, so the receipt pops back to the cart, then the orders tab is
    // selected, and neither handler is a link of its own view. A post of a name the reader cannot
    // tell, and a handler of a name nothing posts, are warned. Before, the tab host's handler was
    // warned as moving on whichever screen is shown, the cart's handler was a pop of the cart, the
    // home's handler a dismiss of the home, and the receipt's button was no link.
    let result = Fixtures.extract("Constructs/NotificationMoves.swift")
    #expect(
      result.navigation.screens.map(\.id) == [
        "BasaltHome", "BasaltHome.sheet", "BasaltCart", "BasaltReceipt", "BasaltOrders",
      ])
    #expect(
      result.navigation.linkTexts == [
        "BasaltHome: sheet BasaltHome.sheet 'Help'", "BasaltCart: push BasaltReceipt 'Check out'",
        "BasaltReceipt: pop 'See orders' then [tab orders]",
      ])
    #expect(
      result.diagnosticTexts == [
        "NotificationMoves.swift:48 unresolved-navigation: this handler runs when the notification 'basaltRefresh' is posted, which no code the reader follows does, so what it does is not read; add its moves through the overlay (navgraph.json in the first PATH, or --overlay) on the screens that post it",
        "NotificationMoves.swift:81 unresolved-navigation: posts a notification named 'Notification.Name(channel)', which the reader cannot tell, so what its observers do is not read; add it through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"BasaltOrders\", \"links\": [{\"kind\": ..., \"to\": ...}]} in its \"screens\"",
      ])
  }
}

extension HeldOutCallbackConstructTests {
  @Test func sinkStoredInTheMethodAButtonCallsContinuesTheAction() throws {
    // `service.knock().sink { _ in } receiveValue: { [weak self] _ in self?.opened = true
    // }.store(in: &bag)` in the method the button calls, the body switching on `opened`: the sink's
    // closure is the continuation of the tap's action, as a completion closure is, so the button
    // replaces the root. Before, a warning that the flag is set in a subscription no action runs,
    // and no link (held-out set 79 Recipe-APP-Frontend: LoginView's replace to RegisterView).
    let result = Fixtures.extract("Constructs/SinkSetsRootFlag.swift")
    #expect(result.navigation.entry == "Door")
    #expect(result.navigation.screens.map(\.id) == ["Door", "Hall"])
    #expect(result.navigation.linkTexts == ["Door: replace Hall 'Enter'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")

    // Set up on appearance, the subscription is not a tap's: as before, no link and the warning.
    let appearing = try Fixtures.rewritten(
      "SinkSetsRootFlag.swift",
      [("Button(\"Enter\") { model.knock() }", "Text(\"Knocking\").onAppear { model.knock() }")])
    #expect(appearing.navigation.linkTexts.isEmpty)
    #expect(
      appearing.diagnosticTexts == [
        "SinkSetsRootFlag.swift:18 unresolved-navigation: 'DoorModel.opened', which the root switches on, is set in a subscription whose values 'knock' changes, which no action the reader follows runs, so it cannot tell on which screen the root changes; add the 'replace' or 'tab' links through the overlay (navgraph.json in the first PATH, or --overlay) on the screens where it happens"
      ])
  }

  @Test func targetActionsOfARepresentablesControllerAreItsActions() {
    // `makeUIViewController` makes `CrateController(clerk: clerk)`, a class of the files read, whose
    // `@objc` methods its buttons call (`addTarget(self, action: #selector(openBasket), ...)`): what
    // they do is the representable's action. Before, LegacyCrate had no links (held-out set 83
    // SwiftUICoordinator).
    let result = Fixtures.extract("Constructs/ControllerTargetActions.swift")
    #expect(result.navigation.screens.map(\.id) == ["Shelf", "Basket", "LegacyCrate"])
    #expect(
      result.navigation.linkTexts == [
        "Shelf: push LegacyCrate (Aisle) 'Open crate'", "LegacyCrate: push Basket (Aisle)",
        "LegacyCrate: pop",
      ])
    // At the controller's code, not inside the router it calls.
    #expect(
      result.navigation.screens.last?.links.map { "\($0.location.line):\($0.location.column)" } == [
        "62:29", "63:25",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func eachElementOfAListGivesItsOwnValueToTheCreatorsClosure() {
    // `ForEach(signs) { sign in ... onChoose(sign.wing) }` over a stored array of three signs, with
    // the creator's `Directory(onChoose: { wing in usher.walk(wing) })`: the list is read once per
    // element, and each call gives its own element's value, so three pushes. Before, the values
    // were kept by the call's place, the last element's for all, so one push (held-out set 85
    // compose-pokedexer).
    let result = Fixtures.extract("Constructs/ListElementToClosure.swift")
    #expect(
      result.navigation.linkTexts == [
        "Lobby: push EastWing (Wing)", "Lobby: push WestWing (Wing)", "Lobby: push Tower (Wing)",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func screenOfOneCaseTakesTheClosuresOfItsOwnCreation() {
    // `case .two: StepView(title: "Two", next: { path.append(.three) }, back: { path.removeLast() })`
    // and two more creations of StepView in one destination switch, a screen per case: each takes
    // the closures its own creation gives. Before, every case's screen took all three creations'
    // closures as alternatives (12 links where 5 are real; found probing wizard flows).
    let result = Fixtures.extract("Constructs/StepClosuresPerCase.swift")
    #expect(
      result.navigation.linkTexts == [
        "WizardApp.root: push StepView.one (Step) 'Start'", "StepView.one: push StepView.two (Step) 'Next'",
        "StepView.two: push StepView.three (Step) 'Next'", "StepView.two: pop 'Back'",
        "StepView.three: pop 'Next' then [pop]",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func trailingClosureSkipsADefaultedParameterOfAnotherType() {
    // `row("Name", "Ada") { editsName = true }` for `row(_:_:_ placeholder: String? = nil,
    // completion:)`: the closure is `completion`, not the defaulted placeholder. Before, the push it
    // makes was lost, silently, where the placeholder was not written (held-out set 122 uncover).
    let result = Fixtures.extract("Constructs/TrailingClosurePastDefaultedParameter.swift")
    #expect(result.navigation.linkTexts == ["AccountForm: push NameEditor", "AccountForm: push NoteEditor"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func methodGivenByNameToAnUnknownModifierIsAnAction() throws {
    // `.onScan(found: handleCode(_:))` on a view the files do not declare: the view's own method,
    // given by name under a label the reader has no rule for, is the action the modifier runs.
    // Before, only `perform:` and the other action labels were read, so both sheets the method opens
    // were lost, silently (held-out set 168, a QR scanner's `.found(r: onFoundQrCode(_:))`).
    let links = ["GateScanner: sheet AdmittedView", "GateScanner: sheet RefusedView"]
    let result = Fixtures.extract("Constructs/MethodGivenByName.swift")
    #expect(result.navigation.linkTexts == links)
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
    for form in ["handleCode", "self.handleCode"] {
      let named = try Fixtures.rewritten("MethodGivenByName.swift", [("handleCode(_:))", form + ")")])
      #expect(named.navigation.linkTexts == links, "\(form)")
    }
    // A method returning a value is no action.
    let valued = try Fixtures.rewritten(
      "MethodGivenByName.swift",
      [
        ("func handleCode(_ code: String) {", "func handleCode(_ code: String) -> Bool {"),
        ("refused.toggle() }", "refused.toggle() }\n    return true"),
      ])
    #expect(valued.navigation.linkTexts.isEmpty)
  }

  @Test func closureGivenWhereAnObjectIsMadeRunsWhereTheObjectCallsIt() throws {
    // `KilnEditorRouter(close: { editing = false })` in the sheet's content, called by the editor
    // as `router.close?()`; `KilnSignInModel { signedIn = true }` at the root, called by the
    // model's `submit()`. Before, the editor's dismiss was lost silently and the sign-in's
    // `replace` was lost with "'onSignedIn' is a closure no view that creates 'KilnSignInModel'
    // gives" (held-out set 172 swiftui-coordinator, `LoginRouter { ... }` and `route.dismiss?()`).
    let result = Fixtures.extract("Constructs/ClosureGivenAtObjectCreation.swift")
    #expect(result.navigation.entry == "KilnSignIn")
    #expect(
      result.navigation.linkTexts == [
        "KilnSignIn: replace KilnHome 'Sign in'", "KilnHome: sheet KilnEditor 'Edit glaze'",
        "KilnEditor: dismiss 'Done'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")

    // A second object made with another closure: the reader cannot tell which one the editor
    // calls, so it follows neither and says so.
    let twice = try Fixtures.rewritten(
      "ClosureGivenAtObjectCreation.swift",
      [
        (
          "Button(\"Sign in\") { model.submit() }",
          "Button(\"Sign in\") { model.submit() }\n      Button(\"Reset\") { _ = KilnEditorRouter(close: { model.code = \"\" }) }"
        )
      ])
    #expect(
      twice.navigation.linkTexts == [
        "KilnSignIn: replace KilnHome 'Sign in'", "KilnHome: sheet KilnEditor 'Edit glaze'",
      ])
    #expect(
      twice.diagnosticTexts.contains {
        $0.contains("'close' is a closure no view that creates 'KilnEditorRouter' gives")
      }, "\(twice.diagnosticTexts)")
  }

  @Test func eachCallOfAStaticRowFactoryGivesItsOwnClosure() {
    // `TideRow.disclosure("Account", action: { showsAccount = true })`, a static factory making
    // `TideRow(title: title, action: action)`, called three times: each call's closure is an action
    // of its own. Before, the three calls made one creation inside the factory, so only the first
    // call's sheet was found, silently (held-out set 177 SwiftUI-music, 8 sheets of
    // `SettingsItemView.withChevron(..., action:)`).
    let result = Fixtures.extract("Constructs/StaticFactoryRows.swift")
    #expect(
      result.navigation.linkTexts == [
        "TideSettings: sheet TideAccount", "TideSettings: sheet TideTables",
        "TideSettings: sheet TideCredits",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func subscriptionGivenAMethodRunsItWithTheValueSent() {
    // `anvil.chosen.sink(receiveValue: didChoose)`, a method of the subscriber whose write
    // `showsTongs = open` opens a sheet: the method runs with the value the button's `send(true)`
    // gives. Before, the subscription was not read and the sheet's link was lost, silently (held-out
    // set 195 SwiftUI-GameRecorder: 4 links).
    let result = Fixtures.extract("Constructs/SinkGivenAMethod.swift")
    #expect(result.navigation.linkTexts == ["AnvilMenu: sheet TongsRack 'Tongs'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func coordinatorMadeByItsQualifiedNameActsForTheView() {
    // `LoomPicker.Coordinator(owner: self)` in `makeCoordinator()`: the coordinator named by the
    // nested type's full name is the one the view makes, so its `parent.shown.toggle()` closes the
    // sheet. Before, only a simple name (`Coordinator(...)`) was read and the dismiss was lost,
    // silently (held-out set 204 SwiftUI-CarWash's image picker).
    let result = Fixtures.extract("Constructs/QualifiedCoordinatorName.swift")
    #expect(result.navigation.linkTexts == ["LoomPicker: dismiss", "LoomProfile: sheet LoomPicker 'Photo'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func toggleOfAFlagEachPresenterBindsIsOneDismiss() {
    // `parent.data = ...; parent.open.toggle()` in the coordinator of a picker two forms present,
    // each binding its own flag and data: one presenter at a time, so the toggle is one `dismiss`.
    // Before, each presenter's flag gave its own, `dismiss` then `dismiss`, silently (held-out set
    // 206 SwiftUI-ForumApp's image picker).
    let result = Fixtures.extract("Constructs/ToggleAfterDataWriteInCoordinator.swift")
    #expect(
      result.navigation.linkTexts == [
        "DuneSignUp: sheet DunePicker 'Avatar'", "DunePost: sheet DunePicker 'Photo'", "DunePicker: dismiss",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func closureAMakerStoresInItsControllerActsForTheView() {
    // `controller.completionWithItemsHandler = { _, _, _, _ in isShown = false }` in a share
    // sheet's `makeUIViewController`, no coordinator: UIKit calls it when the user is done, so it
    // is the sheet's `dismiss`. Before, the maker's closures were not read, and the pre-pass
    // dropped the representable's maker, silently (held-out set 212 SwiftUI-Wordle: 1 link).
    let result = Fixtures.extract("Constructs/ShareSheetCompletion.swift")
    #expect(
      result.navigation.linkTexts == ["TillReceipt: sheet TillShare 'Share receipt'", "TillShare: dismiss"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func dismissOfTheWholeEnvironmentIsTheDismissAction() {
    // `@Environment(\.self) private var environment` and `environment.dismiss()`: the environment's
    // own dismiss. Before, warned as a call on a type not declared in the files read, and the link
    // lost (held-out set 214 SwiftUi-Mood-Tracker: 1 link).
    let result = Fixtures.extract("Constructs/EnvironmentValuesDismiss.swift")
    #expect(
      result.navigation.linkTexts == [
        "QuillHome: sheet QuillComposer 'New entry'", "QuillComposer: dismissAction 'Save'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func closurePropertiesWithoutATypeAreActions() {
    // `var onOpen = {}` in a tile whose button calls `onOpen()`, given `RiverTile(title: river) {
    // showsMap = true }`, and `var onPick = { print("picked") }` given `onPick: { showsGauge = true
    // }`: a property with no type written and a closure for its default is an action, so the
    // closures given run on the taps. Before, both presentations were lost, silently (held-out
    // set 220 SwissQuizz).
    let result = Fixtures.extract("Constructs/UntypedClosureProperties.swift")
    #expect(result.navigation.entry == "RiverList")
    #expect(
      result.navigation.linkTexts == [
        "RiverList: fullScreenCover RiverMap", "RiverList: sheet RiverGauge",
        "RiverMap: dismissAction 'Close'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func changeHandlerTestingTheWatchedStateByNameRunsForTheNewValue() throws {
    // `.onChange(of: didSave, perform: { _ in if didSave { presentationMode.wrappedValue.dismiss()
    // } })`, the flag set by the Save button's `save()`: the handler runs after the write, so
    // `didSave` holds the new value, and Save dismisses. Before, the name was not read as the new
    // value, so the button had no link, silently (held-out set 252
    // SwiftUI-Audio-Conversation-Lesson's ConversationForm).
    let result = Fixtures.extract("Constructs/ChangeHandlerTestingStateByName.swift")
    #expect(
      result.navigation.linkTexts == [
        "EntryList: push EntryEditor 'New entry'", "EntryEditor: dismissAction 'Save'",
      ])
    #expect(result.diagnosticTexts == [])

    // Watched as `self.didSave`, the same.
    let withSelf = try Fixtures.rewritten(
      "ChangeHandlerTestingStateByName.swift", [("of: didSave,", "of: self.didSave,")])
    #expect(withSelf.navigation.linkTexts == result.navigation.linkTexts)

    // Testing the opposite value, Save's write of `true` does not move.
    let negated = try Fixtures.rewritten(
      "ChangeHandlerTestingStateByName.swift", [("if didSave {", "if !didSave {")])
    #expect(!negated.navigation.linkTexts.contains("EntryEditor: dismissAction 'Save'"))
  }

  @Test func methodHandedByNameToAnUndeclaredControlIsItsAction() {
    // `BrandButton(title: "Sign in", buttonTapped: submit)`, BrandButton declared in no file read
    // and `submit()` a method of the screen returning nothing: the button runs it, whatever the
    // label, so signing in is the screen's link and the root switches on `signedIn`. Before, only
    // labels such as `action:` and `onTap:` were read: no write of the root's state, the tab bar
    // read as QuillGate's own (held-out set 281 Orchen: 1 link).
    let result = Fixtures.extract("Constructs/MethodHandedToUndeclaredControl.swift")
    #expect(result.navigation.entry == "QuillSignIn")
    #expect(result.navigation.linkTexts == ["QuillSignIn: tab QuillInbox 'Sign in'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func changeHandlerOfAViewReadMoreThanOnceFollowsTheActionOnce() {
    // `.onChange(of: belay.topped) { topped in if topped { path.append(Summit(...)) } }` on a view
    // pushed by value, which the reader reads for each place that shows it: the push follows the
    // button that sets the flag once. Before, once per reading: `push then push then push`
    // (held-out set 290 FocusFuel's reflection push, seen in its minimal example).
    let result = Fixtures.extract("Constructs/ChangeHandlerOnAPushedView.swift")
    #expect(
      result.navigation.linkTexts == [
        "CragBoard: push ClimbLog (Climb) 'Start'", "ClimbLog: push SummitCard (Summit) 'Top out'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func closureCalledWithACaseCarryingAValuePushesThatCase() {
    // `go(.pier(number))`, `go` the stack owner's `{ next in path.append(next) }`: the case decides
    // what is pushed, whatever its value. Before, only cases without values were given to the
    // closure, so the push was of a value the reader could not tell, warned (held-out set 317
    // TripSpender: `onNavigation(.detailtripview(trip))`, 1 link).
    let result = Fixtures.extract("Constructs/ClosureCalledWithCaseValue.swift")
    #expect(
      result.navigation.linkTexts == [
        "Harbor: push Dock (Leg) 'Docks'", "Dock: push Pier (Leg) 'Pier'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func closureGivenOnOneSideOfATernaryWithNilIsThatClosure() {
    // `Row(track: track, onListen: track.playable ? { playing = track } : nil)`, the row's button
    // running `onListen?()`: where it is given, the closure sets the item that pushes Player.
    // Before, the ternary gave no closure and the push was lost, silently (held-out set 314
    // Tyflocentrum's "listen" rows).
    let result = Fixtures.extract("Constructs/ClosureOrNilArgument.swift")
    #expect(result.navigation.linkTexts == ["Feed: push Player 'Listen'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func coordinatorMadeWithAnExplicitInitIsRead() {
    // `Coordinator.init(self)` in `makeCoordinator()`, the coordinator keeping the view as `page`:
    // its cancel callback clears the presenter's binding, a dismiss of the sheet. Before, only
    // `Coordinator(self)` was recognized, and the dismiss was lost, silently (held-out set 352
    // SwiftUI-Chat-App's image picker).
    let result = Fixtures.extract("Constructs/CoordinatorMadeWithInit.swift")
    #expect(
      result.navigation.linkTexts == [
        "ScrapbookPage: sheet ScrapbookPicker 'Add photo'", "ScrapbookPicker: dismiss",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func controllersDismissCompletionRunsAfterTheModalCloses() {
    // `picker.dismiss(animated: true) { self.parent.onScan("total") }` in a coordinator: the cover
    // closes, then the presenter's closure pushes the result (`dismiss then push`); `completion:
    // nil` is the dismiss alone. Before, the completion was dropped, silently (held-out set 343
    // Recognize-Text, in its minimal example).
    let result = Fixtures.extract("Constructs/DismissCompletionPush.swift")
    #expect(
      result.navigation.linkTexts == [
        "ReceiptHome: fullScreenCover ReceiptCamera 'Scan'",
        "ReceiptCamera: dismiss then [push ReceiptDetail (String)]", "ReceiptCamera: dismiss",
      ])
    #expect(result.diagnosticTexts == [])
  }
}
