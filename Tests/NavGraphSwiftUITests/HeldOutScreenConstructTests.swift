import Testing

@testable import NavGraphSwiftUI

/// Constructs found on the nineteenth and twentieth sets of held-out apps (placeholders beside a
/// destination, a coordinator's root page, a second tab bar inside a screen, ...), one fixture each
/// (`Fixtures/Constructs`), with what the reader must find.
@Suite("Held-out screen constructs")
struct HeldOutScreenConstructTests {
  @Test func placeholderBranchesAreNoDestinations() {
    // `if let plant { PlantView(plant: plant) } else { EmptyView() }` in a destination switch's
    // case (also `ProgressView()`), a sheet's `else { Text(...) }`, an item sheet's `Color.clear`:
    // the placeholder is no destination, the view beside it is. Before, each push and sheet was
    // "cannot tell which of 2 destinations" and in-place screens `BenchView.push`, ... were made.
    let result = Fixtures.extract("Constructs/PlaceholderBranches.swift")
    #expect(
      result.navigation.screens.map(\.id) == [
        "BenchView", "PlantView", "CareView", "ShopView", "LabelView", "NoteView",
      ])
    #expect(
      result.navigation.linkTexts == [
        "BenchView: push PlantView (GreenhouseRoute) 'Fern'",
        "BenchView: push CareView (GreenhouseRoute) 'Care'",
        "BenchView: sheet LabelView 'Label'", "BenchView: sheet NoteView 'Note'",
        "PlantView: push ShopView (GreenhouseRoute) 'Shop'", "LabelView: dismissAction 'Done'",
      ])
    #expect(result.diagnostics.isEmpty)
  }
}
