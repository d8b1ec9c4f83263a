import Testing

@testable import NavGraphSwiftUI

/// A presentation carried by a screen shown in several places, whose modifiers were read once,
/// under its first use: whether the screen's code holds it (`carries`) is asked the same way
/// everywhere, by the `toggle()` that opens it and by the write that clears it.
@Suite struct SharedScreenPresentationTests {
  @Test func toggleOnAScreenShownInSeveralPlacesOpensTheCoverItCarries() {
    // PotterCard is the "Me" tab's root (`editable: true`) and is pushed from StudioFeed; its
    // `showEditor.toggle()` drives the `.fullScreenCover` it carries. Before, the cover's modifiers
    // were read once, under the push, so the reader warned that PotterCard neither carries the
    // cover nor is shown by it, and the cover and PotterEditor were lost (held-out set 48
    // TinderClone ProfileView, set 50 OPass SessionView).
    let result = Fixtures.extract("Constructs/CoverOnSharedScreen.swift")
    let navigation = result.navigation
    #expect(navigation.screens.map(\.id) == ["StudioFeed", "PotterCard", "PotterEditor"])
    #expect(navigation.tabs.map(\.root) == ["StudioFeed", "PotterCard"])
    #expect(
      navigation.linkTexts == [
        "StudioFeed: push PotterCard (Potter)", "PotterCard: fullScreenCover PotterEditor 'Edit'",
        "PotterEditor: dismissAction 'Close'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func clearingTheCoverAScreenShownInSeveralPlacesCarriesClosesNothing() {
    // The same PotterCard's "Reset" button sets `showEditor = false`, the flag of the cover it
    // carries. Before, the cover was filed under the push's reading, so the tab root was not taken
    // to carry it and "Reset" was read as closing a modal: a false `dismiss 'Reset'` link.
    let result = Fixtures.extract("Constructs/CoverOnSharedScreen.swift")
    #expect(!result.navigation.linkTexts.contains { $0.hasPrefix("PotterCard: dismiss") })
    #expect(
      result.navigation.linkTexts.filter { $0.hasPrefix("PotterCard:") } == [
        "PotterCard: fullScreenCover PotterEditor 'Edit'"
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func toggleOnAScreenAHostsSheetCoversOpensIt() {
    // LarkTabs carries `.sheet(isPresented: $player.isPlayerOpen) { LarkNowPlaying() }` on its
    // TabView; a tab root (LarkSongs) and a screen pushed in a tab (LarkAlbum) call
    // `player.isPlayerOpen.toggle()`. The sheet covers them while it is up, so there the toggle
    // opens it; on LarkNowPlaying, which it shows, it closes it, and so on LarkQueue, pushed inside
    // the sheet (`isDeeperInModal`; warned before held-out set 228). Before, the two opening toggles
    // were warned and the sheet links lost (held-out set 61 Musica: 6 sheet links).
    let result = Fixtures.extract("Constructs/HostSheetToggledByTabs.swift")
    let navigation = result.navigation
    #expect(
      navigation.screens.map(\.id) == ["LarkSongs", "LarkAlbums", "LarkAlbum", "LarkNowPlaying", "LarkQueue"])
    #expect(
      navigation.linkTexts == [
        "LarkSongs: sheet LarkNowPlaying 'Play'", "LarkAlbums: push LarkAlbum 'Album'",
        "LarkAlbum: sheet LarkNowPlaying 'Play album'", "LarkNowPlaying: dismiss 'Close'",
        "LarkNowPlaying: push LarkQueue 'Queue'", "LarkQueue: dismiss 'Hide'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func toggleOnAScreenUnderACoverItsPresenterIsAboveIsWarned() {
    // DishDetails carries `.fullScreenCover(isPresented: $model.editsDish)`; DishList, whose own
    // cover shows DishDetails, toggles `editsDish` too. DishDetails is not under the list, so the
    // list's toggle shows nothing: warned, no link. Editing from the details screen is read as
    // before. Before, the list had a false cover of the editor, silently (held-out set 121
    // PerfectMix).
    let result = Fixtures.extract("Constructs/ToggleOfACoverAboveTheScreen.swift")
    #expect(
      result.navigation.linkTexts == [
        "DishList: fullScreenCover DishDetails 'Soup'", "DishDetails: fullScreenCover DishEditor 'Edit'",
        "DishEditor: dismiss 'Done'",
      ])
    #expect(
      result.diagnosticTexts.map { $0.components(separatedBy: ", so the reader")[0] } == [
        "ToggleOfACoverAboveTheScreen.swift:29 unresolved-navigation: 'CookbookModel.editsDish' is toggled on a screen that neither carries the fullScreenCover it drives nor is shown by it"
      ])
  }
}
