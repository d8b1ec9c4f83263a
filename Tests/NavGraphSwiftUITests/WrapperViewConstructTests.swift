import Testing

@testable import NavGraphSwiftUI

/// Wrapper views that are no screen of their own (chrome laid beside the content they are given, a
/// body that only picks one view by what its creator gives), one fixture each
/// (`Fixtures/Constructs`), with what the reader must find.
@Suite("Wrapper view constructs")
struct WrapperViewConstructTests {
  @Test func destinationWhoseBodyIsAnIfChainOnAGivenPropertyShowsEachBranch() {
    // `NavigationLink { ModeSwitch(options: options) }`, ModeSwitch's body only `if
    // (options.mode == "calm") { CalmGame() } else if options.mode == "wild" { WildGame() }`:
    // each game is a push of the lobby, with its own dismiss, as for a `switch` wrapper. Before,
    // ModeSwitch was the screen, holding both games' Finish buttons, silently.
    let result = Fixtures.extract("Constructs/IfChainDestinationWrapper.swift")
    #expect(result.navigation.screens.map(\.id) == ["LobbyView", "CalmGame", "WildGame"])
    #expect(
      result.navigation.linkTexts == [
        "LobbyView: push CalmGame 'Start'", "LobbyView: push WildGame 'Start'",
        "CalmGame: dismissAction 'Finish'", "WildGame: dismissAction 'Finish'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}
