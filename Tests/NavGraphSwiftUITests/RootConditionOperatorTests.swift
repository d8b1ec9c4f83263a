import Testing

@testable import NavGraphSwiftUI

/// Root choices whose condition joins tests with an operator: `if a || b { X } else { Y }` is read
/// as `if a { X } else if b { X } else { Y }`.
@Suite struct RootConditionOperatorTests {
  @Test func disjunctionAtTheRootIsReadAsOneClausePerOperand() {
    // KilnRoot shows KilnGate while `session.member == nil || session.touring`, else the tab bar.
    // Before, the whole `||` was a test the reader does not follow: only KilnGate was read, with a
    // warning, and the tab bar and its screens were lost (held-out set 48 TinderClone).
    let result = Fixtures.extract("Constructs/DisjunctionRootCondition.swift")
    let navigation = result.navigation
    #expect(navigation.entry == "KilnGate")
    #expect(navigation.screens.map(\.id) == ["KilnGate", "KilnShelf", "KilnAccount"])
    #expect(navigation.tabs.map(\.root) == ["KilnShelf", "KilnAccount"])
    #expect(
      navigation.linkTexts == [
        "KilnGate: tab KilnShelf 'Enter'", "KilnGate: tab KilnShelf 'Done touring'",
        "KilnAccount: replace KilnGate 'Replay the tour'", "KilnAccount: replace KilnGate 'Leave'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func conditionListAtTheRootIsReadAsNestedChoices() {
    // `if member.signedIn, let card = member.card { FernCardView(card:) } else { FernWelcome() }` is
    // read as `if member.signedIn { if let card = member.card { ... } else { FernWelcome() } } else {
    // FernWelcome() }`. Before, the list was one condition named by its text: the reader read the
    // first branch only, with a warning, and lost FernWelcome and both moves (held-out set 71
    // Remittance).
    let result = Fixtures.extract("Constructs/ConditionListRoot.swift")
    #expect(result.navigation.entry == "FernWelcome")
    #expect(result.navigation.screens.map(\.id) == ["FernWelcome", "FernCardView"])
    #expect(
      result.navigation.linkTexts == [
        "FernWelcome: replace FernCardView 'Sign in'", "FernCardView: replace FernWelcome 'Sign out'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func conjunctionAtTheRootIsReadAsTheConditionListItEquals() throws {
    // `if gate.charted && !gate.awaitingCaptain { TabView { ... } } else { Gangway(gate: gate) }`:
    // read as `if gate.charted, !gate.awaitingCaptain`, nested choices on state the reader
    // follows, so boarding opens the tab bar. Before, the whole `&&` was a test the reader does not
    // follow, warned, and the move was lost (held-out set 200 SwiftUI-Pokedex: 1 link).
    let result = Fixtures.extract("Constructs/RootConjunction.swift")
    #expect(result.navigation.entry == "Gangway")
    #expect(result.navigation.tabs.map(\.root) == ["Moorings", "Tides"])
    #expect(result.navigation.linkTexts == ["Gangway: tab Moorings 'Board'"])
    let list = try Fixtures.rewritten(
      "RootConjunction.swift",
      [("if gate.charted && !gate.awaitingCaptain {", "if gate.charted, !gate.awaitingCaptain {")])
    #expect(AppDescriptionWriter.json(list.navigation) == AppDescriptionWriter.json(result.navigation))
    #expect(list.diagnosticTexts == result.diagnosticTexts)
  }
}
