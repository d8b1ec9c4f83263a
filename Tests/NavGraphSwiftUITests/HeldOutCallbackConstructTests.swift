import Testing

@testable import NavGraphSwiftUI

/// Constructs found on the twenty-first and twenty-second sets of held-out apps where navigation
/// happens in code called back later: a UIKit view's coordinator, a presenter's `.onChange` after a
/// modal's write. One fixture each (`Fixtures/Constructs`), with what the reader must find.
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
}
