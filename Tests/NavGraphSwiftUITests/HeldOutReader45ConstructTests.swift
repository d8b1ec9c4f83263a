import Testing

@testable import NavGraphSwiftUI

/// Constructs found in held-out sets 37 and 39 (i13-reader45).
@Suite struct HeldOutReader45ConstructTests {
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
}
