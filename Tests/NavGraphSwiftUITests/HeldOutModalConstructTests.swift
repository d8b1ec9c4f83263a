import Testing

@testable import NavGraphSwiftUI

/// Modals: sheets and covers that open their presenter's push as they close, a coordinator's
/// `self.parent`, a view laid beside its own close button, content that is an `if` on state, an
/// `onDismiss` that moves, a modifier the reader does not know; also found with them, values
/// pushed through a cast or a conversion, code that only looks like navigation, navigation the
/// App does not reach. One fixture each (`Fixtures/Constructs`), with what the reader must find.
@Suite("Held-out modal constructs")
struct HeldOutModalConstructTests {
  @Test func sheetSettingItsPresentersPushDismissesThenPushes() throws {
    // A sheet given the presenter's `NavigationLink(isActive: $showBerth)` binding runs
    // `showBerth.toggle(); mode.wrappedValue.dismiss()`: it dismisses, then the presenter pushes.
    // Before, a plain `dismissAction`, and "'BerthListView.showBerth' is toggled on a screen that
    // neither carries the push it drives nor is shown by it".
    // The link's `EmptyView()` label is nothing to tap, so BerthListView pushes only through the
    // sheet (`linkWithAnEmptyLabelIsNotTappable`).
    let links = [
      "BerthListView: sheet BoatPickerView 'Assign berth'",
      "BoatPickerView: dismissAction 'Boat' then [push BerthView]", "BoatPickerView: dismissAction 'Close'",
    ]
    let result = Fixtures.extract("Constructs/ModalSetsPresenterPush.swift")
    #expect(result.navigation.screens.map(\.id) == ["BerthListView", "BoatPickerView", "BerthView"])
    #expect(result.navigation.linkTexts == links)
    #expect(result.diagnosticTexts == [])

    // The same in the other order.
    let source = try String(
      contentsOfFile: Fixtures.path("Constructs/ModalSetsPresenterPush.swift"), encoding: .utf8)
    let reordered = source.replacingOccurrences(
      of: "showBerth.toggle()\n          mode.wrappedValue.dismiss()",
      with: "mode.wrappedValue.dismiss()\n          showBerth.toggle()")
    #expect(reordered != source)
    #expect(Fixtures.extract(code: reordered).navigation.linkTexts == links)

    // The same with `.navigationDestination(isPresented:)` and a closure given to the sheet.
    let destination =
      source
      .replacingOccurrences(
        of: "NavigationView { BerthListView() }", with: "NavigationStack { BerthListView() }"
      )
      .replacingOccurrences(
        of: "      NavigationLink(destination: BerthView(), isActive: $showBerth) { EmptyView() }\n", with: ""
      )
      .replacingOccurrences(
        of: "        BoatPickerView(showBerth: $showBerth)\n      }\n",
        with: "        BoatPickerView(onPick: { showBerth = true })\n      }\n"
          + "      .navigationDestination(isPresented: $showBerth) { BerthView() }\n"
      )
      .replacingOccurrences(of: "@Binding var showBerth: Bool", with: "let onPick: () -> Void")
      .replacingOccurrences(of: "showBerth.toggle()", with: "onPick()")
    #expect(destination != source)
    let rewritten = Fixtures.extract(code: destination)
    #expect(rewritten.navigation.linkTexts == links)
    #expect(rewritten.diagnosticTexts == [])
  }

  @Test func coordinatorDismissesThroughSelfParent() throws {
    // `self.parent.mode.wrappedValue.dismiss()` in the coordinator of a picker shown as a sheet,
    // `mode` being the view's presentation mode: the picker's `dismissAction`. Before, "the reader
    // cannot tell what 'self.parent.mode.wrappedValue' is".
    let links = [
      "HullPhotoView: sheet HullCamera 'Photograph hull'", "HullCamera: dismissAction",
    ]
    let result = Fixtures.extract("Constructs/CoordinatorSelfParentDismiss.swift")
    #expect(result.navigation.screens.map(\.id) == ["HullPhotoView", "HullCamera"])
    #expect(result.navigation.linkTexts == links)
    #expect(result.diagnosticTexts == [])

    // `self.parent.dismiss()` with the environment's dismiss action is the same.
    let source = try String(
      contentsOfFile: Fixtures.path("Constructs/CoordinatorSelfParentDismiss.swift"), encoding: .utf8)
    let dismiss =
      source
      .replacingOccurrences(
        of: "@Environment(\\.presentationMode) var mode", with: "@Environment(\\.dismiss) var dismiss"
      )
      .replacingOccurrences(of: "self.parent.mode.wrappedValue.dismiss()", with: "self.parent.dismiss()")
    #expect(dismiss != source)
    #expect(Fixtures.extract(code: dismiss).navigation.linkTexts == links)
  }

  @Test func uikitControllerDismissingItselfClosesItsModal() {
    // `controller.dismiss(animated: true)` in a coordinator's delegate method (the controller UIKit
    // hands it), also in a coordinator holding its view, and a controller's own
    // `dismiss(animated: true)` in a target-action: the sheet or cover closes. Before, "looks like
    // navigation, but the reader cannot tell what 'controller' is", and nothing for the controller
    // (held-out set 137).
    let result = Fixtures.extract("Constructs/ControllerDismissals.swift")
    #expect(
      result.navigation.screens.map(\.id) == [
        "ReceiptsView", "ReceiptImporter", "ReceiptPhotoPicker", "ReceiptScanner",
      ])
    #expect(
      result.navigation.linkTexts == [
        "ReceiptsView: sheet ReceiptImporter 'Import'",
        "ReceiptsView: sheet ReceiptPhotoPicker 'Photo'",
        "ReceiptsView: fullScreenCover ReceiptScanner 'Scan'",
        "ReceiptImporter: dismiss",
        "ReceiptPhotoPicker: dismiss",
        "ReceiptScanner: dismiss",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func repeatingTimerMovesAreTheViewsOwnNotTheTapsThatStartsIt() {
    // A timer's tick runs later: `Timer.publish(...).autoconnect().sink { ... }` started by the
    // closure a rules sheet calls, `Timer.scheduledTimer(withTimeInterval:repeats: true)` started on
    // appearance, `ticker.sink` on a timer property. Before, the tick's move was part of the tap
    // (`DrillRules: dismiss then sheet DrillOver`, `DrillView: sheet DrillOver 'Restart'`; held-out
    // set 137 Kachi).
    let result = Fixtures.extract("Constructs/RepeatingTimers.swift")
    #expect(
      result.navigation.screens.map(\.id) == [
        "DrillView", "DrillRules", "DrillOver", "SprintView", "SprintResult", "RelayView", "RelayLeg",
      ])
    #expect(
      result.navigation.linkTexts == [
        "DrillView: sheet DrillRules 'Rules'",
        "DrillView: sheet DrillOver",
        "DrillRules: dismiss 'Start'",
        "DrillOver: dismissAction 'Close'",
        "SprintView: fullScreenCover SprintResult",
        "RelayView: push RelayLeg",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func valuePushedThroughACastOrAConversionHasItsType() {
    // `NavigationLink(value: station.code as String)` and `path.append(Int(...))`, the values' own
    // types unknown: the type cast to or made. Before, both "a value is pushed ... whose type the
    // reader cannot tell".
    let result = Fixtures.extract("Constructs/ConvertedPushValues.swift")
    #expect(result.navigation.screens.map(\.id) == ["TideStationsView", "StationView", "DepthView"])
    #expect(
      result.navigation.linkTexts == [
        "TideStationsView: push StationView (String) 'Station'",
        "TideStationsView: push DepthView (Int) 'Nearest'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func codeThatOnlyLooksLikeNavigationIsNotReported() {
    // A sheet's `onDismiss: loadPhoto` that only sets the photo, and `viewModel.dismissReminderItem`
    // (an API call on a view model the reader cannot see), are no navigation; the other sheet's
    // `onDismiss: { showShare = true }` opens a sheet, a link of the presenter once the first sheet
    // has closed (`modalDismissHandlerMovesAreThePresentersLinks`). Before, both handlers and the
    // call were reported.
    let result = Fixtures.extract("Constructs/QuietDismissHandlers.swift")
    #expect(
      result.navigation.linkTexts == [
        "DeckLogView: sheet PhotoPickerView 'Add photo'", "DeckLogView: sheet SummaryView 'Summary'",
        "DeckLogView: sheet ShareView",
      ])
    #expect(result.diagnosticTexts == [])
    // Real dismiss calls on an object the reader cannot see still are.
    #expect(CodeReader.looksLikeNavigation("dismiss"))
    #expect(CodeReader.looksLikeNavigation("dismissSheet"))
    #expect(CodeReader.looksLikeNavigation("popToRoot"))
    #expect(!CodeReader.looksLikeNavigation("dismissActionItem"))
    #expect(!CodeReader.looksLikeNavigation("pushNotification"))
  }

  @Test func navigationTheAppDoesNotReachIsNoted() {
    // The App launches the template ContentView; the tab bar, the list that pushes, the keeper's
    // sheet and a view used only in a preview are reached by nothing it shows. Before, one screen
    // and no word of them.
    let result = Fixtures.extract("Constructs/UnreachableNavigation.swift")
    #expect(result.navigation.screens.map(\.id) == ["ContentView"])
    #expect(
      result.diagnosticTexts == [
        "UnreachableNavigation.swift:5 unresolved-navigation: 4 view types with navigation are not reachable from the app's root: KeeperView, LightListView, LighthouseTabView, LogbookView (nothing the app shows leads to them, so the description leaves them out)"
      ])
    #expect(result.diagnostics.first?.severity == .note)
  }

  @Test func unknownModalModifierIsReportedNotGuessed() {
    // `.presentModal(isPresented: $showsThanks) { ... } content: { ThanksPopup(...) }`, a package's
    // modifier: no modal guessed, a warning at the modifier naming it and the popup, with where to
    // add the link. `.slideOver(isPresented:) { HelpView() }`, whose view a link shows too, and an
    // alert are not reported. Before, the popup was lost, silently (a shop's order confirmation).
    let result = Fixtures.extract("Constructs/UnknownModalModifier.swift")
    #expect(result.navigation.screens.map(\.id) == ["WrenBasket", "HelpView"])
    #expect(result.navigation.linkTexts == ["WrenBasket: push HelpView 'Help page'"])
    #expect(
      result.diagnosticTexts == [
        "UnknownModalModifier.swift:21 unresolved-navigation: '.presentModal(isPresented:)' is not a modifier the reader knows, and nothing else shows 'ThanksPopup', which it builds; if the modifier presents that view (as a sheet or a cover), add it through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"WrenBasket\", \"links\": [{\"kind\": ..., \"to\": \"ThanksPopup\"}]} in its \"screens\""
      ])
  }

  @Test func modalDismissHandlerMovesAreThePresentersLinks() {
    // `.fullScreenCover(isPresented: $cropping, onDismiss: { cropped.toggle() })` with the
    // presenter's `.navigationDestination(isPresented: $cropped)`: when the cover closes, the
    // presenter pushes. A handler that only keeps a value and clears its own flag (`onDismiss:
    // keepName`, `naming = false`) is no link. Before,
    // the push was lost, warned that the description cannot say it (an insect identifier's
    // cropper).
    let result = Fixtures.extract("Constructs/CoverDismissHandlerPush.swift")
    #expect(
      result.navigation.screens.map(\.id) == ["LeafPress", "LeafCropper", "LeafNamer", "LeafResult"])
    #expect(
      result.navigation.linkTexts == [
        "LeafPress: fullScreenCover LeafCropper 'Crop'", "LeafPress: fullScreenCover LeafNamer 'Name'",
        "LeafPress: push LeafResult", "LeafCropper: dismissAction 'Use'", "LeafNamer: dismissAction 'Save'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func dismissHandlerWrittenAsTheFirstTrailingClosureBeforeContent() throws {
    // `.fullScreenCover(isPresented: $cropping) { cropped.toggle() } content: { LeafCropper() }`:
    // the first trailing closure is `onDismiss` when `content:` follows it, so the links are those
    // of the labelled form. Before, the handler was not read and the push was lost, silently
    // (held-out set 159, a furniture shop's receipt sheet resetting its router).
    let result = try Fixtures.rewritten(
      "CoverDismissHandlerPush.swift",
      [
        (
          ".fullScreenCover(isPresented: $cropping, onDismiss: { cropped.toggle() }) {",
          ".fullScreenCover(isPresented: $cropping) { cropped.toggle() } content: {"
        )
      ])
    #expect(
      result.navigation.linkTexts == [
        "LeafPress: fullScreenCover LeafCropper 'Crop'", "LeafPress: fullScreenCover LeafNamer 'Name'",
        "LeafPress: push LeafResult", "LeafCropper: dismissAction 'Use'", "LeafNamer: dismissAction 'Save'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func sheetTogglingItsPresentersPushFlagOpensThePush() {
    // `NavigationLink(destination: ThreadView(), isActive: $openThread)` beside `.sheet(isPresented:
    // $composing) { PeoplePicker(shown: $composing, go: $openThread) }`, the picker's button
    // `shown.toggle(); go.toggle()`: while the sheet is up its presenter shows, not the push, so the
    // toggle opens it: the sheet closes, then the presenter pushes. Before, "the reader cannot tell
    // whether it opens or closes it" and a `dismiss` alone (held-out set 161, a chat app's
    // new-message picker: 1 missed, 1 false).
    let result = Fixtures.extract("Constructs/SheetTogglesPresentersPush.swift")
    #expect(
      result.navigation.linkTexts == [
        "Inbox: sheet PeoplePicker 'New'", "PeoplePicker: dismiss 'Pick' then [push ThreadView]",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func pushFlagClearedFromAScreenAboveItsDestinationPopsToTheRoot() {
    // `NavigationStack { Button("Find") { finding = true }.navigationDestination(isPresented:
    // $finding) { CourseFinder(onPicked: { finding = false }) } }`, the finder pushing
    // `SectionPicker(onPicked: onPicked)`: from the finder the clear is a pop, from the picker above
    // it a `popToRoot` (the presenter is the stack's root). Before, a `pop` from both (held-out set
    // 160 CourseGrab: 1 missed, 1 false, silent).
    let result = Fixtures.extract("Constructs/FlagClearedFromAbove.swift")
    #expect(
      result.navigation.linkTexts == [
        "CourseHome: push CourseFinder 'Find'", "CourseFinder: push SectionPicker 'Section'",
        "CourseFinder: pop 'Done'", "SectionPicker: popToRoot 'Track'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func sheetClearingItsFlagAfterOpeningThePresentersPushDismissesFirst() {
    // TideFinder's row calls TideHome's `open`: `openShell = true; finding = false`. The sheet
    // closes, then SwiftUI pushes on TideHome's stack. Before, only `dismiss()` counted as the
    // sheet closing: the push was read inside the sheet, then the dismiss (set 39 FlashLang's
    // search row: 1 missed, 1 false, silent).
    let result = Fixtures.extract("Constructs/SheetClearsFlagThenPresenterPushes.swift")
    #expect(result.navigation.screens.map(\.id).sorted() == ["TideFinder", "TideHome", "TideShell"])
    #expect(
      result.navigation.linkTexts.sorted() == [
        "TideFinder: dismiss 'Conch' then [push TideShell]", "TideHome: sheet TideFinder 'Find'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func coverWhoseContentIsAnIfOnStateShowsEachBranch() {
    // `.fullScreenCover(isPresented: $confirming) { if joining { KelpWelcome() } else {
    // KelpCheckMail() } }`: each view is a destination of the cover, on its condition, one link
    // each, as a `NavigationLink` whose destination is such an `if` gives. Before, warned "cannot
    // tell which of 2 destinations it shows", no link (set 39 FlashLang's verification cover).
    let result = Fixtures.extract("Constructs/CoverIfElseOnState.swift")
    #expect(result.navigation.entry == "KelpGate")
    #expect(result.navigation.screens.map(\.id).sorted() == ["KelpCheckMail", "KelpGate", "KelpWelcome"])
    #expect(
      result.navigation.linkTexts.sorted() == [
        "KelpCheckMail: dismissAction 'Back'", "KelpGate: fullScreenCover KelpCheckMail 'Continue'",
        "KelpGate: fullScreenCover KelpWelcome 'Continue'", "KelpWelcome: dismissAction 'Done'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func modalViewBesideItsCloseButtonIsTheModalsScreen() throws {
    // `.sheet(item: $selectedReel) { reel in ZStack(alignment: .topTrailing) { ReelDetail(reel:
    // reel); Button { selectedReel = nil } label: { Image(systemName: "xmark") } } }`, and the same
    // in two `.fullScreenCover`s: the view type is the modal's screen and the button, beside it,
    // closes it (ReelTrailer's two close buttons, one at each site, are two links). Before,
    // in-place screens `ReelHome.sheet`, `ReelHome.fullScreenCover` and `ReelDetail.fullScreenCover`
    // holding the views' links, silently.
    let result = Fixtures.extract("Constructs/ModalBesideCloseButton.swift")
    #expect(result.navigation.screens.map(\.id) == ["ReelHome", "ReelDetail", "ReelTrailer"])
    #expect(
      result.navigation.linkTexts == [
        "ReelHome: sheet ReelDetail 'Open'", "ReelHome: fullScreenCover ReelTrailer 'Trailer'",
        "ReelDetail: dismiss", "ReelDetail: fullScreenCover ReelTrailer 'Play'", "ReelTrailer: dismiss",
        "ReelTrailer: dismiss",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func oneFlagDrivingTwoSheetsOpensOneOfThem() {
    // `session.showLogin` drives a `.sheet` on the scene's content and one in ShelfView, both
    // showing LoginView; `session.showHelp` drives two showing HelpView and GuideView. One write
    // presents one sheet: the same view is one move, different views are alternatives with a
    // warning, and clearing the flag closes one sheet, which LoginView's own `dismiss()` after it
    // then finds closed (`ownDismissAndThePresentersFlagCloseOneModal`). Before, `sheet LoginView
    // then [sheet LoginView]`, `sheet HelpView then [sheet GuideView]` and `dismiss then [dismiss,
    // dismissAction]`, silently (held-out set 52 Jumle's sign-in sheet).
    let result = Fixtures.extract("Constructs/OneFlagTwoSheets.swift")
    #expect(result.navigation.screens.map(\.id) == ["ShelfView", "LoginView", "HelpView", "GuideView"])
    #expect(
      result.navigation.linkTexts == [
        "ShelfView: sheet LoginView 'Log in'", "ShelfView: sheet HelpView 'Help'",
        "ShelfView: sheet GuideView 'Help'", "LoginView: dismiss 'Done'",
      ])
    #expect(
      result.diagnosticTexts == [
        "OneFlagTwoSheets.swift:32 unresolved-navigation: 'Session.showHelp' drives 2 presentations that show different destinations (sheet 'HelpView', sheet 'GuideView'); one write opens one of them, and the reader cannot tell which: each is read as an alternative"
      ])
  }

  @Test func inspectorIsASheet() {
    // `.inspector(isPresented:) { GalleryFilters() }` (iOS 17) is a sheet on iPhone. Before, it
    // was warned as a modifier the reader does not know, and the inspector's own dismiss became
    // the presenter's, which it had taken for a component (found probing iOS 17 modifiers).
    let result = Fixtures.extract("Constructs/InspectorSheet.swift")
    #expect(result.navigation.screens.map(\.id) == ["Gallery", "GalleryFilters"])
    #expect(
      result.navigation.linkTexts == [
        "Gallery: sheet GalleryFilters 'Adjust'", "Gallery: sheet GalleryFilters 'Filters'",
        "GalleryFilters: dismissAction 'Done'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func sheetChangingItsPresentersPathPopsOnceItHasClosed() throws {
    // `path.remove(at: path.count - 1); dismiss()` in a sheet given the presenter's path: the
    // sheet closes, then the presenter's stack pops (`dismissAction then pop`), as with
    // `removeLast()`. Before, `remove(at:)` was not read, and `removeLast()` gave `pop then
    // dismissAction`, a pop of the sheet's own stack (held-out set 90 Sizzle's recipe deletion).
    let expected = [
      "AtlasList: push AtlasDetail (Atlas) 'Alps'", "AtlasDetail: sheet AtlasEditor 'Edit'",
      "AtlasEditor: dismissAction 'Delete' then [pop]",
    ]
    let result = Fixtures.extract("Constructs/PresenterPathChangedFromSheet.swift")
    #expect(result.navigation.linkTexts == expected)
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
    let removeLast = try Fixtures.rewritten(
      "PresenterPathChangedFromSheet.swift", [("path.remove(at: path.count - 1)", "path.removeLast()")])
    #expect(removeLast.navigation.linkTexts == expected)
  }

  @Test func modalShownByOneCaseOfADestinationEnumThroughAComputedItem() {
    // `@Published var destination: Destination?` on the model, and per case a computed optional
    // whose getter reads that case's value (`if case .recipe(let model) = destination { model }
    // else { nil }`, a `guard case`, a `switch` with a `default` of `nil`) and whose setter writes it
    // back: `.fullScreenCover(item: $model.recipe)` is shown by `destination = .recipe(...)`, each
    // modal by its case. Before, "'.fullScreenCover' is shown by '$model.recipe', which the reader
    // cannot follow" and no modal (held-out set 93 NavigationExperiments: 4 screens, 8 links).
    let result = Fixtures.extract("Constructs/CaseItemProperties.swift")
    #expect(
      result.navigation.screens.map(\.id) == ["PantryView", "RecipeView", "ShoppingView", "TimerView"])
    #expect(
      result.navigation.linkTexts == [
        "PantryView: fullScreenCover RecipeView 'Recipe'", "PantryView: sheet ShoppingView 'Shopping'",
        "PantryView: sheet TimerView 'Timer'", "RecipeView: dismissAction 'Close'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func pickerPresentedByTwoFormsClosesOnce() {
    // `PickerView(image: $image, isPresented: $picking)` from one form and `PickerView(image:
    // $photo, isPresented: $choosing)` from another; its coordinator sets `parent.image = image`
    // and then `parent.isPresented = false`: one of the two forms presents it at a time, so the
    // write closes one sheet. Before, `dismiss then dismiss`, one per form's flag (held-out set 97
    // FishingSouthAfrica's image picker).
    let result = Fixtures.extract("Constructs/SharedPickerBinding.swift")
    #expect(
      result.navigation.linkTexts == [
        "AddPhotoView: sheet PickerView 'Pick'", "EditPhotoView: sheet PickerView 'Replace'",
        "PickerView: dismiss",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func onDismissResettingTheSheetsOwnStackMovesNothing() {
    // `.sheet(isPresented: $planting, onDismiss: { plantPath = NavigationPath() }) {
    // NavigationStack(path: $plantPath) { ... } }`, and the same with the stack in a function of the
    // presenter the sheet's closure calls and `toolPath.removeAll()`: the reset empties the closed
    // sheet's own stack, no stack of the presenter. Before, a `popToRoot` link of each presenter
    // (held-out set 94 SheetCoordinatorExample's `coordinator.onDismiss()`).
    let result = Fixtures.extract("Constructs/OnDismissResetsSheetPath.swift")
    #expect(
      result.navigation.linkTexts == [
        "GardenView: sheet SeedList 'Plant'", "ShedView: sheet ToolList 'Sort'",
        "SeedList: push SeedDetail (String) 'Tomato'", "ToolList: push ToolDetail (String) 'Rake'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func modalsOwnPathClearedAfterItClosesMovesNothing() throws {
    // `closeModal()` doing `showModal = false; modalRoutes.removeAll()`, `modalRoutes` the path of
    // the stack inside the sheet: the stack is gone with the sheet, so the action is a dismiss.
    // Before, `dismiss then popToRoot`, popping the stack under the sheet (held-out set 104
    // TabView-NavigableView).
    let result = Fixtures.extract("Constructs/StoredContentWrapperTabs.swift")
    #expect(result.navigation.linkTexts.last == "LabelMaker: dismiss 'Done'")
    // Cleared before the sheet closes, the same: the sheet's pops are not seen.
    let reordered = try Fixtures.rewritten(
      "StoredContentWrapperTabs.swift",
      [
        (
          "    showModal = false\n    modalRoutes.removeAll()",
          "    modalRoutes.removeAll()\n    showModal = false"
        )
      ])
    #expect(reordered.navigation.linkTexts.last == "LabelMaker: dismiss 'Done'")
  }

  @Test func closurePropertyReturningAnOptionalVoidIsAnAction() {
    // `let onSave: (String) -> Void?` given `{ _ in editing = false }` by the presenter and called
    // by the form's button: an action like `-> Void`, so the button dismisses the sheet. Before,
    // no link, silently (held-out set 105 Finebuck).
    let result = Fixtures.extract("Constructs/OptionalVoidClosure.swift")
    #expect(
      result.navigation.linkTexts == ["BudgetView: sheet BudgetForm 'Edit'", "BudgetForm: dismiss 'Save'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func sheetSwitchingOnItsLoadingStateIsOneScreen() {
    // `RatesSheet(model: shared)`, its body `switch model.state { case .loading: ProgressView() case
    // .loaded(let rates): VStack { ...; Button("Close") { dismiss() } } case .failed(let message):
    // Text(message) }`, the model's type not in the files read: every branch is content written in
    // place, so the sheet is one screen. Before, a switch wrapper choosing three screens,
    // `RatesSheet.sheet`, `.sheet2`, `.sheet3` (held-out set 108 otus_basic_project).
    let result = Fixtures.extract("Constructs/LoadingStateSheet.swift")
    #expect(result.navigation.screens.map(\.id) == ["RatesHome", "RatesSheet"])
    #expect(
      result.navigation.linkTexts == [
        "RatesHome: sheet RatesSheet 'Rates'", "RatesSheet: dismissAction 'Close'",
      ])
  }

  @Test func flagSetToATestShowsThePresentationWhenItHolds() {
    // `showPaywall = page == 2` in a button's action: the flag is true or false as the test goes,
    // as an `if` writing each would be, so the button may show the cover. Before, the write was
    // warned as a value the reader cannot tell, and no link (held-out set 107
    // aezakmi-group-test-task).
    let result = Fixtures.extract("Constructs/TestWrittenToFlag.swift")
    #expect(
      result.navigation.linkTexts == [
        "TourView: fullScreenCover PaywallView 'Next'", "PaywallView: dismissAction 'Close'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func changeHandlerClosingTheModalFollowsTheActionSettingItsFlag() {
    // TrailFlow (the sheet's content) has `.onChange(of: guide.finished) { _, finished in if
    // finished { dismiss() } }`, and TrailSummit's "Done" calls `guide.finish()`, which sets the
    // flag: the handler runs after that action, so "Done" closes the sheet. Before, the dismissal
    // was an unlabeled link of the sheet's root TrailStart, which never sets the flag, and "Done"
    // did nothing, silently (held-out set 110 NavigationStackApp's onboarding coordinator).
    let result = Fixtures.extract("Constructs/ChangeHandlerDismissal.swift")
    #expect(
      result.navigation.linkTexts == [
        "TrailHome: sheet TrailStart 'Hike'", "TrailStart: push TrailSummit (TrailStop) 'Climb'",
        "TrailSummit: dismiss 'Done'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func modalOpeningItsPresentersSheetAsItClosesDismissesThenPresents() throws {
    // `ForgePlans(onClose: { showsOffer = true })` as a cover's content, its button running
    // `onClose(); dismiss()`, the presenter's `.sheet(isPresented: $showsOffer)`: the cover closes,
    // then the presenter's sheet shows, as a presenter's push set the same way does. Before,
    // `sheet ForgeOffer then dismissAction`, which closes the offer it has just shown (held-out set
    // 186 tattoo-swiftui-portfolio: 1 link missed, 1 false).
    let result = Fixtures.extract("Constructs/ModalOpensPresentersSheetAsItCloses.swift")
    #expect(
      result.navigation.linkTexts == [
        "ForgeHome: fullScreenCover ForgePlans 'Plans'",
        "ForgePlans: dismissAction 'Close' then [sheet ForgeOffer]",
      ])
    #expect(result.diagnosticTexts == [])
    // Written in the other order, the same.
    let swapped = try Fixtures.rewritten(
      "ModalOpensPresentersSheetAsItCloses.swift",
      [("      onClose()\n      dismiss()\n", "      dismiss()\n      onClose()\n")])
    #expect(swapped.navigation.linkTexts == result.navigation.linkTexts)
  }

  @Test func sheetFlagGivenOnlyToARepresentableIsReported() throws {
    // `LedgerField(text: $text, showsCalendar: $showsCalendar)`, a `UIViewRepresentable` whose
    // UIKit code sets the flag out of the reader's sight, with `.sheet(isPresented:
    // $showsCalendar)`: no code the reader follows writes it, so the sheet is warned where it is
    // written. Before, the link was dropped silently (held-out set 188 SwiftUI-Reminders: 1 link).
    let result = Fixtures.extract("Constructs/SheetFlagOnlyGivenToRepresentable.swift")
    #expect(result.navigation.linkTexts == [])
    #expect(
      result.diagnosticTexts == [
        "SheetFlagOnlyGivenToRepresentable.swift:29 unresolved-navigation: the sheet here is shown by 'LedgerEntry.showsCalendar', which only 'LedgerField' is given, a UIKit view whose code the reader does not follow; add the link through the overlay on the screen that shows it"
      ])
    // A write the reader follows makes the link, and nothing is reported.
    let written = try Fixtures.rewritten(
      "SheetFlagOnlyGivenToRepresentable.swift",
      [("      Text(\"New entry\")\n", "      Button(\"Date\") { showsCalendar = true }\n")])
    #expect(written.navigation.linkTexts == ["LedgerEntry: sheet LedgerCalendar 'Date'"])
    #expect(written.diagnosticTexts == [])
  }

  @Test func dismissThroughAnAnimatedBindingIsTheSameDismiss() {
    // `presentationMode.animation().wrappedValue.dismiss()` and `$shown.animation(.easeOut)
    // .wrappedValue = false`: a binding that animates its change stands for the same dismiss action
    // or state. Before, the first was warned as navigation the reader cannot tell and the second
    // lost, silently (held-out set 195 swiftUI-Habit: 3 links).
    let result = Fixtures.extract("Constructs/AnimatedPresentationDismiss.swift")
    #expect(
      result.navigation.linkTexts == [
        "OrchardList: sheet PlantForm 'Plant'", "OrchardList: sheet PruneForm 'Prune'",
        "PlantForm: dismissAction 'Save'", "PruneForm: dismiss 'Done'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func closeButtonTogglingThePresentersFlagBesideTheViewIsItsDismiss() {
    // `.fullScreenCover(isPresented: $showsGlazes) { ZStack { Color.black; GlazeCarousel();
    // Button { showsGlazes.toggle() } label: { ... } } }`: the view is the cover's screen and the
    // button, toggling the flag back, its dismiss. Before, the cover was content written in place,
    // `KilnShelf.fullScreenCover`, silently (held-out set 197 SwiftUI-Travel-Discovery: 1 screen, 2
    // links, 2 false).
    let result = Fixtures.extract("Constructs/ToggleCloseBesideModal.swift")
    #expect(result.navigation.screens.map(\.id) == ["KilnShelf", "GlazeCarousel"])
    #expect(
      result.navigation.linkTexts == [
        "KilnShelf: fullScreenCover GlazeCarousel 'Glazes'", "GlazeCarousel: dismiss",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func viewInADecorationsOverlayIsTheCoversScreen() {
    // `.fullScreenCover { ZStack { Color.black.opacity(0.05); RoundedRectangle(cornerRadius: 25)
    // .fill(.white).overlay(VStack { JettyBerth(isShown: $showsBerth) }) } }`: the card's overlay
    // holds the screen, so JettyBerth is the cover's destination, with its dismiss (the same
    // with `.overlay { JettyTide() }`). Before, the cover was content in place holding the
    // berth's links, silently (held-out set 228 VolunteerApp, 2 screens and 5 links missed, 7
    // false).
    let result = Fixtures.extract("Constructs/ViewInShapeOverlay.swift")
    #expect(result.navigation.screens.map(\.id) == ["JettyHome", "JettyBerth", "JettyTide"])
    #expect(
      result.navigation.linkTexts == [
        "JettyHome: fullScreenCover JettyBerth 'Open berth'",
        "JettyHome: fullScreenCover JettyTide 'Tide table'",
        "JettyBerth: dismiss 'Close'", "JettyTide: dismissAction 'Done'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func toggleOfThePresentersFlagDeeperInACoverClosesIt() {
    // `.fullScreenCover(isPresented: $showsTrip) { FellTrip(showsTrip: $showsTrip) }`, FellTrip's
    // own stack pushing FellPay, which pushes FellDone, whose `showsTrip.toggle()` runs while the
    // cover is up: a dismiss. Before, warned that the screen neither carries the cover nor is
    // shown by it, and the link lost (held-out set 228 VolunteerApp).
    let result = Fixtures.extract("Constructs/ToggleDeeperInCover.swift")
    #expect(
      result.navigation.linkTexts == [
        "FellHome: fullScreenCover FellTrip 'Plan trip'", "FellTrip: push FellPay 'Next'",
        "FellPay: push FellDone 'Pay'", "FellDone: dismiss 'Ok'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func modalChoiceOnABindingEachScreenFixesShowsThatScreensBranch() {
    // LarchCard's `.sheet(isPresented: $open) { if mode == 1 { LarchPreview() } else {
    // LarchBooking() } }` on `@Binding var mode`, created `LarchCard(mode: $mode)` by screens
    // whose `@State private var mode` starts at 1 and at 0 and is never changed: each screen's card
    // opens its own branch. A screen whose `Picker(selection: $mode)` changes it keeps both. Before,
    // every screen had both sheets, silently (held-out set 228 VolunteerApp, 2 false links).
    let result = Fixtures.extract("Constructs/ModalChoiceOnFixedBinding.swift")
    #expect(
      result.navigation.linkTexts == [
        "LarchBrowse: sheet LarchPreview 'Card'", "LarchBookings: sheet LarchBooking 'Card'",
        "LarchAny: sheet LarchPreview 'Card'", "LarchAny: sheet LarchBooking 'Card'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func filePickersCompletionPresentsWhatItSets() throws {
    // `.fileImporter(isPresented: $importing, allowedContentTypes: [...]) { result in if case
    // .success = result { showsSummary = true } }` beside `.sheet(isPresented: $showsSummary)`:
    // the completion runs on the user's pick, so the sheet is a link of the screen. Before, the
    // completion was not read, and the link lost silently (held-out set 257
    // ExpenseTracker-SwiftUI's CSV import).
    let result = Fixtures.extract("Constructs/FileImporterCompletion.swift")
    #expect(
      result.navigation.linkTexts == [
        "CellarHome: sheet ImportSummary", "ImportSummary: dismissAction 'Done'",
      ])
    #expect(result.diagnosticTexts == [])

    // Given as `onCompletion:`, the same.
    let labelled = try Fixtures.rewritten(
      "FileImporterCompletion.swift",
      [
        ("[.commaSeparatedText]) { result in", "[.commaSeparatedText], onCompletion: { result in"),
        ("showsSummary = true }\n        }", "showsSummary = true }\n        })"),
      ])
    #expect(labelled.navigation.linkTexts == result.navigation.linkTexts)
  }

  @Test func bindingGettingAGuardedFlagAndStoringItStandsForTheFlag() throws {
    // `.sheet(isPresented: Binding(get: { showsTrail && picked != nil }, set: { showsTrail = $0
    // }))`: the setter stores the flag, the getter's other test only guards it, so the sheet is
    // shown by `showsTrail` and the button setting it opens it. Before, the binding was warned as
    // one the reader cannot follow, the sheet and its screen lost (held-out set 255 Runify's
    // RunDetailSheet, 1 screen and 1 link).
    let result = Fixtures.extract("Constructs/SheetBindingGuardedFlag.swift")
    #expect(result.navigation.linkTexts == ["TrailList: sheet TrailDetail 'Open a trail'"])
    #expect(result.diagnosticTexts == [])

    // Written the other way round, the same.
    let reversed = try Fixtures.rewritten(
      "SheetBindingGuardedFlag.swift", [("showsTrail && picked != nil", "picked != nil && showsTrail")])
    #expect(reversed.navigation.linkTexts == result.navigation.linkTexts)

    // With `||`, the pick alone may show the sheet: no guarded flag, warned as before.
    let either = try Fixtures.rewritten(
      "SheetBindingGuardedFlag.swift", [("showsTrail && picked != nil", "showsTrail || picked != nil")])
    #expect(either.navigation.linkTexts.isEmpty)
    #expect(either.diagnostics.map(\.code) == [.unresolvedNavigation])
  }

  @Test func noneClearsASheetsItem() {
    // `self.spool = .none` for a `Spool?` whose enum has no case `none`: Swift's `Optional.none`,
    // which closes the sheet (`dismiss`); `pattern = .none` for an enum with a case `none` is that
    // case, which shows the cover. Before, `.none` was read as a case of `Spool` and the Done
    // button lost (held-out set 301 MyCanvas: 3 links).
    let result = Fixtures.extract("Constructs/NoneClearsSheetItem.swift")
    #expect(
      result.navigation.linkTexts == [
        "LoomBench: sheet WarpSheet 'Warp'", "LoomBench: sheet WeftSheet 'Weft'",
        "LoomBench: fullScreenCover PatternSheet 'Plain'", "WarpSheet: dismiss 'Done'",
        "WeftSheet: dismiss 'Done'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func sheetWhoseFlagOnlyAnUndeclaredViewMaySetIsReported() {
    // `TopBar(showNew: $showNew)`, TopBar not declared in the files read, and `.sheet(isPresented:
    // $showNew) { NewEntrySheet() }`: no code the reader follows sets the flag, so no link is
    // guessed, and the sheet is reported where it is written. Before, silent (held-out set 330
    // SwiftUI-Calendar: three sheets). The help sheet, opened by a button read, is a link as before.
    let result = Fixtures.extract("Constructs/SheetFlagGivenToUndeclaredView.swift")
    #expect(result.navigation.linkTexts == ["PlannerHome: sheet HelpSheet 'Help'"])
    #expect(
      result.diagnosticTexts == [
        "SheetFlagGivenToUndeclaredView.swift:23 unresolved-navigation: this sheet of 'NewEntrySheet' is shown by 'PlannerHome.showNew', which no code the reader follows sets: its binding is given to 'TopBar', which is not declared in the files read; add the link through the overlay (navgraph.json in the first PATH, or --overlay) if that view opens it"
      ])
  }

  @Test func viewKeptInAStoredPropertyIsTheSheetsScreen() {
    // `private var camera = CameraPicker()` shown as `.sheet { camera.environmentObject(model) }`,
    // and `private let notes = SketchNotes()` as `.sheet { self.notes }`: the views the properties'
    // initial values make. Before, both were views built elsewhere, warned, and the two screens
    // and sheets lost (held-out set 366 Student View's photo and document pickers).
    let result = Fixtures.extract("Constructs/StoredViewSheetContent.swift")
    #expect(
      result.navigation.linkTexts == [
        "SketchNotes: dismissAction 'Done'", "Atelier: sheet CameraPicker 'Photo'",
        "Atelier: sheet SketchNotes 'Notes'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func overlayOnAModelNoFileDeclaresIsWarned() {
    // `if model.showsCard { FruitCard(isShown: $model.showsCard) }` over a list, the card closing
    // it, with `@StateObject private var model = OrchardModel()` and no file declaring the model:
    // whether the card starts hidden (a cover) cannot be told, so it is content, warned. Before,
    // silent (held-out set 368's food app, whose view model was not saved).
    let result = Fixtures.extract("Constructs/OverlayOnUndeclaredModel.swift")
    #expect(result.navigation.linkTexts == [])
    #expect(
      result.diagnosticTexts == [
        "OverlayOnUndeclaredModel.swift:21 unresolved-navigation: 'FruitCard' is shown over this view while 'model.showsCard' holds, and closes it; 'OrchardModel' is not declared in the files read, so the reader cannot tell whether it starts hidden (then it is a cover) and reads it as content; add the cover through the overlay (navgraph.json in the first PATH, or --overlay) if it is one"
      ])
  }
}
