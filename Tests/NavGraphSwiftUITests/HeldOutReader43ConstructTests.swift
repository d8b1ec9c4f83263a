import Testing

@testable import NavGraphSwiftUI

/// Constructs found in held-out set 37 (i13-reader43).
@Suite struct HeldOutReader43ConstructTests {
  @Test func constantArgumentDecidesALinkWithAnElse() {
    // `MemberBadge` links out only `if linksOut { NavigationLink { ... } } else { Text(...) }`:
    // LobbyView gives `true` and gets the push, RosterView and BadgeEditorView give `false`, no
    // push there. Before, both had a false push MemberPageView (set 37 Nexus's avatar component
    // given `allowsNavigation: false`: 8 false pushes, silent).
    let result = Fixtures.extract("Constructs/ConstantGatedComponentLinks.swift")
    #expect(
      result.navigation.screens.map(\.id).sorted() == [
        "BadgeEditorView", "LobbyView", "MemberPageView", "RosterView",
      ])
    #expect(
      result.navigation.linkTexts.sorted() == [
        "LobbyView: push BadgeEditorView 'Edit'", "LobbyView: push MemberPageView",
        "LobbyView: push RosterView 'Roster'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}
