import Testing

@testable import NavGraphSwiftUI

/// Links that show nothing to tap (a label of `EmptyView()`), pushed only through their state, one
/// fixture each (`Fixtures/Constructs`).
@Suite("Hidden link constructs")
struct HiddenLinkConstructTests {
  @Test func linkWhoseLabelIsAButtonSettingItsStatePushesOnce() {
    // `NavigationLink(destination: HarborRegister(), isActive: $registering) { Button {
    // registering = true } label: { ... } }`: the button takes the tap and its write pushes; the
    // link is not also a tap of its own. Before, two pushes for one control (held-out set 149,
    // a finance app's sign-up link).
    let result = Fixtures.extract("Constructs/ButtonLabelLinks.swift")
    #expect(
      result.navigation.linkTexts == [
        "HarborLogin: push HarborRegister 'Create an account'",
        "HarborLogin: push HarborHelp 'Help'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func linkWithAnEmptyLabelIsNotTappable() throws {
    // BerthForm's `NavigationLink(isActive: $proceed) { BerthView() } label: { EmptyView() }`, its
    // flag set only in the `.boarding` case of `@Environment(\.formMode)`: BoardingView (which
    // gives `.boarding`) pushes BerthView on Save; HarborView (which gives `.harbor`) pushes
    // nothing, and the `NavigationLink(destination: EmptyView()) { EmptyView() }` beside it is no
    // link. Before, the link itself was read as tappable: `HarborView: push BerthView` (false) and
    // an unlabeled copy on BoardingView (held-out set 30 Dash's AddProductForm).
    let result = Fixtures.extract("Constructs/EmptyLabelLinks.swift")
    #expect(result.navigation.screens.map(\.id) == ["HarborView", "BoardingView", "BerthView"])
    #expect(
      result.navigation.linkTexts == [
        "HarborView: push BoardingView 'Board'", "BoardingView: push BerthView 'Save'",
      ])
    #expect(result.diagnosticTexts.isEmpty, "\(result.diagnosticTexts)")

    // The same link with an empty title, `NavigationLink("", destination: BerthView(), isActive:
    // $proceed)`, has nothing to tap either. Before, a tap push on both screens (held-out set 109
    // Trackizer's sign-in screens, 2 false links).
    let source = try String(
      contentsOfFile: Fixtures.path("Constructs/EmptyLabelLinks.swift"), encoding: .utf8)
    let code = source.replacingOccurrences(
      of:
        "NavigationLink(isActive: $proceed) {\n        BerthView()\n      } label: {\n        EmptyView()\n      }",
      with: "NavigationLink(\"\", destination: BerthView(), isActive: $proceed)")
    #expect(code != source)
    let titled = Fixtures.extract(code: code)
    #expect(titled.navigation.linkTexts == result.navigation.linkTexts)
  }

  @Test func linkActiveFromTheStartIsPushedByTheStateThatShowsIt() {
    // `if let code = ticketCode { NavigationLink(..., isActive: .constant(true)).hidden() }` and
    // `if printed { NavigationLink(destination: ReceiptView(), isActive: .constant(true)) {
    // EmptyView() } }`: each pushes as soon as it is shown, so the buttons that set `ticketCode`
    // and `printed` push. Before, both pushes and both screens were missed, silently (held-out set
    // 53 OpiumPay).
    let result = Fixtures.extract("Constructs/ConstantlyActiveLinks.swift")
    #expect(result.navigation.screens.map(\.id) == ["KioskView", "TicketView", "ReceiptView"])
    #expect(
      result.navigation.linkTexts == [
        "KioskView: push TicketView 'Scan'", "KioskView: push ReceiptView 'Print'",
      ])
    #expect(result.diagnosticTexts.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func hiddenLinkActiveWhileAnOptionalHoldsAValueIsPushedByItsWrites() {
    // `NavigationLink(destination: ..., isActive: Binding(get: { playing != nil }, set: { ... }))`
    // hidden in a button's background: active while `playing` holds a value, so the button setting
    // it pushes Player, as `.navigationDestination(isPresented:)` over the same getter does.
    // Before, no link and Player no screen, silently (held-out set 314 Tyflocentrum).
    let result = Fixtures.extract("Constructs/HiddenLinkActiveByGetter.swift")
    #expect(result.navigation.linkTexts == ["Shelf: push Player 'Play'"])
    #expect(result.diagnosticTexts == [])
  }
}
