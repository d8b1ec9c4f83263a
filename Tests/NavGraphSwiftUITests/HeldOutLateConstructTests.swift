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
}
