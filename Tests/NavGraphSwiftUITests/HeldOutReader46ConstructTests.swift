import Testing

@testable import NavGraphSwiftUI

/// Constructs found in held-out sets 41 to 43 (i13-reader46).
@Suite struct HeldOutReader46ConstructTests {
  @Test func getSetBindingOverAnOptionalModelWithAFallbackIsThatFlag() {
    // `.sheet(isPresented: Binding(get: { model?.showExport ?? false }, set: { model?.showExport =
    // $0 }))` over an optional `@State` view model, whose `prepareExport()` sets the flag: the
    // binding is the flag. Before, the `?? false` getter was not read, and the sheet was warned
    // `unresolved-navigation` with no link (set 41 Progressa's share sheet).
    let result = Fixtures.extract("Constructs/OptionalModelBindingSheet.swift")
    #expect(result.navigation.screens.map(\.id) == ["TrophyRoomView", "ExportSheetView"])
    #expect(result.navigation.linkTexts == ["TrophyRoomView: sheet ExportSheetView 'Export'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func componentPushingTheScreenItIsShownOnIsAPush() {
    // `PauseCard`, an overlay in ArenaView, pushes `ArenaView()` through its view model's flag
    // (`.navigationDestination(isPresented: $model.restart) { ArenaView() }`): a new copy on the
    // stack. Before, the push was dropped as a modal's screen setting its presenter's item again,
    // silently (set 43 DrawIt's pause overlay restarting the game).
    let result = Fixtures.extract("Constructs/ComponentPushesItsHost.swift")
    #expect(result.navigation.screens.map(\.id) == ["LobbyView", "ArenaView"])
    #expect(
      result.navigation.linkTexts.sorted() == [
        "ArenaView: push ArenaView 'Restart'", "ArenaView: push LobbyView 'Lobby'",
        "LobbyView: push ArenaView 'Play'",
      ])
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
}
