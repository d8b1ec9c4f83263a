import Testing

@testable import NavGraphSwiftUI

/// A view type declared twice in the files read (a stored app that does not build: an older copy
/// left in another file): which declaration the reader uses, and the `duplicate-view` warning that
/// says so.
@Suite("Duplicate views")
struct DuplicateViewTests {
  @Test func theDeclarationInTheFileNamedAfterTheTypeIsUsed() {
    // OtterTicket is declared in OtterRiver.swift (an older copy, first by path) and in
    // OtterTicket.swift: the one in the file named after it is used, by Swift's one-type-per-file
    // convention. OtterBadge has no file of its own: the first by path is used. Before, the older
    // OtterTicket was used: its `dismissAction 'Close'`, and no OtterPay.
    let result = Fixtures.extract("Constructs/DuplicateViewFileName")
    #expect(result.navigation.screens.map(\.id) == ["OtterRiver", "OtterTicket", "OtterPay", "OtterHelp"])
    #expect(
      result.navigation.linkTexts == [
        "OtterRiver: sheet OtterTicket 'Ticket'", "OtterRiver: sheet OtterHelp 'Help'",
        "OtterTicket: sheet OtterPay 'Pay'", "OtterPay: dismissAction 'Done'",
      ])
    #expect(
      result.diagnosticTexts == [
        "OtterRiver.swift:15 duplicate-view: view type 'OtterTicket' is declared twice; the reader uses the one in the file named after it, at OtterTicket.swift:4:1",
        "OtterTicket.swift:18 duplicate-view: view type 'OtterBadge' is declared twice; the reader uses the first, at OtterRiver.swift:20:1",
      ])
  }
}
