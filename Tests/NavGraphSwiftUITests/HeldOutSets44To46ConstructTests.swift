import Testing

@testable import NavGraphSwiftUI

/// Constructs found in held-out sets 44 to 46.
@Suite struct HeldOutSets44To46ConstructTests {
  @Test func rowsOfAnIntegerRangePushInts() {
    // `ForEach(0..<piers.count) { index in NavigationLink(value: index) {...} }` and
    // `ForEach(piers.indices, id: \.self)`, registered by `.navigationDestination(for: Int.self)`:
    // the rows' elements are `Int`. Before, the value's type was unknown: no link, warned
    // `unresolved-navigation` (set 46, the app's main push).
    let result = Fixtures.extract("Constructs/IntegerRangeRows.swift")
    #expect(result.navigation.screens.map(\.id) == ["PierList", "PierDetail"])
    #expect(
      result.navigation.linkTexts == [
        "PierList: push PierDetail (Int)", "PierList: push PierDetail (Int) 'Slot'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func noAppAndEveryViewShownSaysSo() {
    // No `@main` App, and each view is shown by another (a loop): the app launches on the first
    // view read. Before, the warning listed the other candidates as "(also )", an empty list.
    let result = Fixtures.extract("Constructs/NoAppEveryViewShown.swift")
    #expect(result.navigation.entry == "TideView")
    #expect(
      result.diagnosticTexts == [
        "NoAppEveryViewShown.swift:4 no-app-root: no @main App in the files read, and every view is shown by another; the app launches on 'TideView', the first view read; set 'entry' in the overlay if that is wrong"
      ])
  }

  @Test func swipeActionInARowsLabelIsNotItsText() {
    // A row's label holding `.swipeActions { Button { ... } label: { Text("Star") } }`: the swipe
    // action is a control of its own, not the row's text. Before, the link was labelled "Star"
    // (set 44's search results).
    let result = Fixtures.extract("Constructs/SwipeActionInRowLabel.swift")
    #expect(result.navigation.screen("GalleyList")?.links.map { $0.label ?? "-" } == ["Soup", "-"])
  }
}
