import Testing

@testable import NavGraphSwiftUI

/// A presenter's own environment dismiss run from the screen it presents.
@Suite struct PresenterDismissalTests {
  @Test func presentedPresentersDismissFromItsSheetClosesBoth() {
    // ShelfPickerView, itself a sheet, gives its sheet ShelfFormView `onSave: { ...;
    // presentationMode.wrappedValue.dismiss() }`, its own dismiss: that closes the picker and the
    // form above it, `dismiss` then `dismiss`. Before, one `dismiss`, which leaves the picker
    // open, silently (set 47 MenuOrderApp's "Save Address").
    let result = Fixtures.extract("Constructs/PresenterDismissFromItsSheet.swift")
    #expect(result.navigation.screens.map(\.id) == ["PantryHomeView", "ShelfPickerView", "ShelfFormView"])
    #expect(
      result.navigation.linkTexts == [
        "PantryHomeView: sheet ShelfPickerView 'Choose shelf'",
        "ShelfPickerView: sheet ShelfFormView 'New shelf'",
        "ShelfFormView: dismiss 'Save shelf' then [dismiss]", "ShelfFormView: dismissAction 'Cancel'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func presenterNoModalShowsKeepsOneDismiss() throws {
    // The picker at the root, shown by no modal: the one `dismiss` of the form stays.
    let result = try Fixtures.rewritten(
      "PresenterDismissFromItsSheet.swift",
      [
        ("WindowGroup { PantryHomeView() }", "WindowGroup { ShelfPickerView() }"),
        ("\n      .sheet(isPresented: $choosingShelf) { ShelfPickerView() }", ""),
      ])
    #expect(result.navigation.linkTexts.contains("ShelfFormView: dismiss 'Save shelf'"))
    #expect(!result.navigation.linkTexts.contains("ShelfFormView: dismiss 'Save shelf' then [dismiss]"))
  }

  @Test func pushedPresentersDismissFromItsSheetClosesTheSheetAndPops() throws {
    // The picker pushed instead of presented: its own dismiss pops it, and the form it presents
    // goes with it, `dismiss` then `pop`. Before, one `dismiss`, which leaves the picker on the
    // stack, silently (held-out set 137 Kachi: a pushed game's result sheet calling the game's
    // `returnToHome()`).
    let result = try Fixtures.rewritten(
      "PresenterDismissFromItsSheet.swift",
      [
        (
          """
              Button("Choose shelf") { choosingShelf = true }
                .sheet(isPresented: $choosingShelf) { ShelfPickerView() }
          """,
          """
              NavigationStack {
                NavigationLink("Choose shelf") { ShelfPickerView() }
              }
          """
        )
      ])
    #expect(
      result.navigation.linkTexts == [
        "PantryHomeView: push ShelfPickerView 'Choose shelf'",
        "ShelfPickerView: sheet ShelfFormView 'New shelf'",
        "ShelfFormView: dismiss 'Save shelf' then [pop]", "ShelfFormView: dismissAction 'Cancel'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func presentersDismissAfterItsModalClosedIsItsDismissAction() {
    // TrackRoom, pushed, draws QuitPanel as `if showPanel { ... }` (read as a cover) and gives it
    // `onQuit: { showPanel = false; presentationMode.wrappedValue.dismiss() }`: the flag closes the
    // panel, then TrackRoom's own dismiss pops TrackRoom, `dismiss` then `dismissAction`. Before,
    // `dismiss` then `dismiss`, silently (set 73 CatchMe's quiz "Evet").
    let result = Fixtures.extract("Constructs/PresenterDismissAfterDrawnPanel.swift")
    #expect(result.navigation.screens.map(\.id) == ["TrackList", "TrackRoom", "QuitPanel"])
    #expect(
      result.navigation.linkTexts == [
        "TrackList: push TrackRoom 'Start'", "TrackRoom: fullScreenCover QuitPanel 'Stop'",
        "QuitPanel: dismiss 'Quit' then [dismissAction]", "QuitPanel: dismiss 'Stay'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func tabRootsOwnDismissDoesNotCloseItsHostsModal() {
    // SkiffDock, a tab root, runs `onRent(); dismiss()`, where the tab host's closure opens the
    // host's sheet: the dismiss is the tab root's own, which is not presented, so it does nothing
    // and the sheet stays up. Before, `sheet SkiffScanner then [dismissAction]`, the dismissal
    // closing the sheet just opened in the model (held-out set 74 SwiftRide's "Unlock Scooter").
    let result = Fixtures.extract("Constructs/TabRootDismissAfterHostModal.swift")
    #expect(result.navigation.screens.map(\.id) == ["SkiffHarbor", "SkiffDock", "SkiffScanner"])
    #expect(
      result.navigation.linkTexts == [
        "SkiffDock: sheet SkiffScanner 'Rent'", "SkiffDock: dismissAction 'Close'",
        "SkiffScanner: dismissAction 'Cancel'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func presentersDismissAfterTheScreensOwnClosesThePresenterOnly() {
    // `LocationConsent { dismiss() }` from TripPlanner's sheet, the consent's `Button("Not now") {
    // dismiss(); onDone() }`: the consent closes itself, so the planner's dismiss then acts on the
    // planner, as its own. Before, it was read from the consent screen as closing both sheets,
    // one move too many: `then [dismiss, dismiss]`, silently (held-out set 255 Runify's
    // HealthKitPermissionSheet, 1 missed, 1 false).
    let result = Fixtures.extract("Constructs/PresenterCloseAfterOwnDismiss.swift")
    #expect(
      result.navigation.linkTexts == [
        "AtlasHome: sheet TripPlanner 'Plan a trip'", "TripPlanner: sheet LocationConsent 'Share location'",
        "LocationConsent: dismissAction 'Not now' then [dismissAction]",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func ownDismissAndThePresentersFlagCloseOneModal() throws {
    // `dismiss(); onDone?()` in a sheet's root with `LoftForm(onDone: { reload(); adding = false })`,
    // and `onSaved(); dismiss()` in a cover's root with `{ editing = false }`: both moves close the
    // one modal, so each action is its first move alone. Pushed inside a sheet's stack, the
    // screen's own dismiss pops and the flag then closes the sheet: two moves. Before, `dismissAction
    // then dismiss` and `dismiss then dismissAction`, closing a second modal that is not there
    // (held-out set 274 agm-admin: 4 links missed, 6 false).
    let result = Fixtures.extract("Constructs/OwnDismissAndPresenterFlag.swift")
    #expect(
      result.navigation.linkTexts == [
        "LoftShelf: sheet LoftForm 'Add'", "LoftShelf: fullScreenCover LoftEditor 'Edit'",
        "LoftShelf: sheet LoftSource 'Import'", "LoftForm: dismissAction 'Save'",
        "LoftEditor: dismiss 'Done'",
        "LoftSource: push LoftPick 'Pick'", "LoftPick: dismissAction 'Use' then [dismiss]",
      ])
    #expect(result.diagnosticTexts == [])

    // A closure that opens another modal of the presenter after the form has closed still does.
    let reopened = try Fixtures.rewritten(
      "OwnDismissAndPresenterFlag.swift", [("LoftForm(onDone: {", "LoftForm(onDone: { editing = true;")])
    #expect(
      reopened.navigation.linkTexts.contains(
        "LoftForm: dismissAction 'Save' then [fullScreenCover LoftEditor]"))
  }

  @Test func presentationModeHandedToAComponentDismisses() {
    // `CairnLevelButton(title: "Easy", presentationMode: presentationMode)` in a sheet, the button
    // keeping `var presentationMode: Binding<PresentationMode>` and calling
    // `presentationMode.wrappedValue.dismiss()`: the environment's dismiss, on the screen the button
    // is shown on. Before, warned as a call on a type not declared in the files read (held-out set
    // 285 SudokuApp: 1 link).
    let result = Fixtures.extract("Constructs/PresentationModeHandedDown.swift")
    #expect(
      result.navigation.linkTexts == ["CairnTrail: sheet CairnLevels 'Level'", "CairnLevels: dismissAction"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func ownDismissAndThePresentersFlagPopThePushOnce() {
    // A screen pushed by `NavigationLink(destination:isActive:)` calls its dismiss and the closure
    // its presenter gave, which clears that flag: one pop, the first move written. Before,
    // `dismissAction then pop` and `pop then dismissAction`, a second pop of a screen already
    // gone, which `check` called inert (held-out set 352 SwiftUI-Chat-App).
    let result = Fixtures.extract("Constructs/DismissThenPresenterPops.swift")
    #expect(
      result.navigation.linkTexts == [
        "RosterHome: push RosterPicker 'Add players'", "RosterPicker: dismissAction 'Save'",
        "RosterPicker: pop 'Keep'",
      ])
    #expect(result.diagnosticTexts == [])
  }
}
