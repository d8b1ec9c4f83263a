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

  @Test func propertyInitializedByAFoundationInitializerHasItsType() {
    // `private let homeURL = URL(string: "...")!` is a `URL`, so `openedURL = homeURL` shows the
    // `sheet(item:)`; `URL(string:)` without `!` may be nil, so `openedURL = sourceURL` stays
    // warned; an `if let` binding of `URL(string:)` was already read as not nil. Before, the
    // property's type was not inferred and the write was warned `unresolved-navigation` (set 50
    // OPass's settings links to web pages, 4 warnings).
    let result = Fixtures.extract("Constructs/InferredURLSheet.swift")
    #expect(result.navigation.screens.map(\.id) == ["WebPage", "AboutLinksView"])
    #expect(
      result.navigation.linkTexts == [
        "AboutLinksView: sheet WebPage 'Home page'", "AboutLinksView: sheet WebPage 'Help'",
      ])
    #expect(
      result.diagnosticTexts == [
        "InferredURLSheet.swift:25 unresolved-navigation: 'AboutLinksView.openedURL' is set to 'AboutLinksView.sourceURL', which the reader cannot tell; it shows or hides a presentation"
      ])
  }

  @Test func memberOfATypedRowHasItsDeclaredType() {
    // `ForEach(model.shelves) { shelf in NavigationLink(value: shelf.plant) }`: `shelf` is a
    // `Shelf`, whose `plant` is declared `Plant`, so the push goes to `navigationDestination(for:
    // Plant.self)`; chains (`shelf.plant.species`), a typed closure parameter and a `let` bound to
    // a member too. A row of a type not in the files read (`CatalogEntry`) keeps the warning. Before,
    // every member of a typed row was untold and each push was warned `unresolved-navigation` (set
    // 57 MorseTap's symbol list).
    let result = Fixtures.extract("Constructs/RowMemberPush.swift")
    #expect(result.navigation.screens.map(\.id) == ["GreenhouseView", "PlantView", "SpeciesView"])
    #expect(
      result.navigation.linkTexts == [
        "GreenhouseView: push PlantView (Plant) 'Plant'",
        "GreenhouseView: push SpeciesView (Species) 'Species'",
        "GreenhouseView: push SpeciesView (Species) 'Kind'",
      ])
    #expect(
      result.diagnosticTexts == [
        "RowMemberPush.swift:48 unresolved-navigation: a value is pushed ('entry.plant') whose type the reader cannot tell; add it through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"GreenhouseView\", \"links\": [{\"kind\": \"push\", \"to\": ...}]} in its \"screens\""
      ])
  }

  @Test func memberOfAPushedValueHasItsDeclaredType() {
    // `.navigationDestination(for: Herb.self) { herb in NavigationLink(value: herb.genus) }`: the
    // pushed `Herb`'s `genus` is declared `Genus`, so the pushed screen pushes to
    // `navigationDestination(for: Genus.self)`. Before, a field of the pushed value had no type and
    // the push was warned `unresolved-navigation`.
    let result = Fixtures.extract("Constructs/PushedValueMemberPush.swift")
    #expect(result.navigation.screens.map(\.id) == ["HerbariumView", "HerbariumView.push", "GenusView"])
    #expect(
      result.navigation.linkTexts == [
        "HerbariumView: push HerbariumView.push (Herb)", "HerbariumView.push: push GenusView (Genus) 'Genus'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func elementOfATypedCollectionHasItsElementType() {
    // `if let first = store.boats.first { NavigationLink(value: first.id) }` with `boats: [Boat]`:
    // `first` is a `Boat`, so `first.id` is its declared `String`; `.last`, `.randomElement()`,
    // `.first(where:)` and `boats[0]` too; bound by `if let`, the element is not nil, so writing
    // it to `sheet(item:)` state shows the sheet. Before, an element of a typed collection had no type and
    // each push was warned `unresolved-navigation` (set 63 TagalogLite's first lesson).
    let result = Fixtures.extract("Constructs/CollectionElementPush.swift")
    #expect(result.navigation.screens.map(\.id) == ["DockList", "BoatDetail"])
    #expect(
      result.navigation.linkTexts == [
        "DockList: push BoatDetail (String) 'First'", "DockList: push BoatDetail (Boat) 'Last'",
        "DockList: push BoatDetail (String) 'Any'", "DockList: push BoatDetail (String) 'Ada'",
        "DockList: sheet BoatDetail 'Edit'", "DockList: push BoatDetail (String) 'Top'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}
