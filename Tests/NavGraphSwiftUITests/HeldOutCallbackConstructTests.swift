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
}
