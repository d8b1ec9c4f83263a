import Testing

@testable import NavGraphSwiftUI

/// Values whose type the code does not write but implies: the element of an enumerated sequence,
/// a property initialized by a Foundation initializer.
@Suite struct InferredValueTypeTests {
  @Test func elementOfAnEnumeratedSequenceHasTheCollectionsElementType() {
    // `ForEach(Array(parcels.enumerated()), id: \.element.id) { position, parcel in ... tracked =
    // parcel }` with `.fullScreenCover(item: $tracked)`: `parcel` is a `Parcel`, `position` its
    // offset. Before, the first parameter was taken for the element and the second was unknown:
    // the write was warned `unresolved-navigation` and the cover had no link (set 47 Grocio's
    // order history, a staggered list of order cards).
    let result = Fixtures.extract("Constructs/EnumeratedRowsCover.swift")
    #expect(result.navigation.screens.map(\.id) == ["ParcelListView", "ParcelTrackingView"])
    #expect(
      result.navigation.linkTexts == [
        "ParcelListView: fullScreenCover ParcelTrackingView", "ParcelTrackingView: dismissAction 'Close'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}
