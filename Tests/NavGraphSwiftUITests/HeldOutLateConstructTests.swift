import Testing

@testable import NavGraphSwiftUI

/// Constructs still lost on the nineteenth to twenty-sixth sets of held-out apps after the
/// twentieth measure, one fixture each (`Fixtures/Constructs`), with what the reader must find.
@Suite("Held-out late constructs")
struct HeldOutLateConstructTests {
  @Test func popsAfterAReplaceAreLeftOut() {
    // A router's `show(_:)` sets the root's stage and then clears the path (`removeLast(count)`,
    // or `path = NavigationPath()`): one `replace`, since the `replace` resets everything and the
    // `popToRoot` after it never acts. Before, `replace LedgerView then [popToRoot]`. A
    // `popToRoot` before the `replace` is kept as written.
    let result = Fixtures.extract("Constructs/ReplaceThenPopToRoot.swift")
    #expect(result.navigation.screens.map(\.id) == ["WelcomeView", "LedgerView", "EntryView"])
    #expect(
      result.navigation.linkTexts == [
        "WelcomeView: replace LedgerView 'Start'", "LedgerView: push EntryView (Step) 'Entry'",
        "LedgerView: replace WelcomeView 'Sign out'",
        "EntryView: popToRoot 'Done' then [replace WelcomeView]",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func caseOfAnUndeclaredRegisteredTypeHasThatType() {
    // `NavigationLink(value: Roster.members(club: clubID))` and `Roster.guests`, with
    // `.navigationDestination(for: Roster.self)` and `Roster` declared in no file read: the values
    // are of the registered type. `Badge.gold(rank: 1)`, registered nowhere, stays reported.
    // Before, "a value is pushed ('Roster.members(club: clubID)') whose type the reader cannot
    // tell" (and for 'Roster.guests').
    let result = Fixtures.extract("Constructs/UndeclaredEnumValues.swift")
    #expect(result.navigation.screens.map(\.id) == ["ClubView", "RosterView"])
    #expect(
      result.navigation.linkTexts == [
        "ClubView: push RosterView (Roster) 'Members'", "ClubView: push RosterView (Roster) 'Guests'",
      ])
    #expect(
      result.diagnosticTexts == [
        "UndeclaredEnumValues.swift:24 unresolved-navigation: a value is pushed ('Badge.gold(rank: 1)') whose type the reader cannot tell; add it through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"ClubView\", \"links\": [{\"kind\": \"push\", \"to\": ...}]} in its \"screens\""
      ])
  }
}
