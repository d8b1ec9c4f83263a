import Testing

@testable import NavGraphSwiftUI

/// Constructs found on held-out set 39 with the current reader (issue 13, reader round 41), one
/// fixture each (`Fixtures/Constructs`), with what the reader must find.
@Suite("Held-out set 39 constructs, reader round 41")
struct HeldOutReader41ConstructTests {
  @Test func previewBypassAroundTheRootTakesTheRunBranch() {
    // `if ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" { PoolList() }
    // else { switch keeper.state { ... } }`: a run never sets the variable, so the root is the
    // switch. Before, the reader took the first branch, warned, and left the switch's screens out
    // (a flash-card app's auth gate).
    let result = Fixtures.extract("Constructs/PreviewBypassRoot.swift")
    #expect(result.navigation.entry == "WaitingView")
    #expect(result.navigation.screens.map(\.id) == ["WaitingView", "EntryForm", "PoolList"])
    #expect(
      result.navigation.linkTexts == [
        "WaitingView: replace EntryForm 'Continue'", "EntryForm: replace PoolList 'Enter'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func capitalizedHelperMethodIsTheMethod() {
    // `GearBar()` in the body, where `GearBar` is no declared type but the view's own `@ViewBuilder
    // func GearBar() -> some View` holding a Button that shows a sheet: the call is the method,
    // and its Button is read. Before, the call was taken for an unknown view type and the sheet
    // link was lost, silently (a social app's sign-up form).
    let result = Fixtures.extract("Constructs/CapitalizedHelperMethod.swift")
    #expect(result.navigation.screens.map(\.id) == ["KiteLog", "GearSheet"])
    #expect(result.navigation.linkTexts == ["KiteLog: sheet GearSheet 'Gear'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func ternaryBarItemBranchesAreContent() {
    // `.navigationBarItems(trailing: page == 0 ? AnyView(Button(action: { addingMooring = true })
    // { ... }) : AnyView(EmptyView()))`: either branch is content, so the Button's sheet is read.
    // Before, the ternary argument was not read and the sheet link was lost, silently (a parking
    // app's renter page).
    let result = Fixtures.extract("Constructs/TernaryBarItem.swift")
    #expect(result.navigation.screens.map(\.id) == ["MooringList", "NewMooring"])
    #expect(result.navigation.linkTexts == ["MooringList: sheet NewMooring"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func discardedCallStillRunsItsCompletion() {
    // `let _ = try Inkwell.shared.record("me").store(from: 1, completion: { error in if error ==
    // nil { member = true } })`: the value is dropped, but the call runs and so does its closure,
    // which sets the root flag. Before, a binding to `_` was skipped whole and the root move was
    // lost, silently (a social app's registration).
    let result = Fixtures.extract("Constructs/DiscardedCallCompletion.swift")
    #expect(result.navigation.screens.map(\.id) == ["QuillFeed", "QuillJoin"])
    #expect(result.navigation.linkTexts == ["QuillJoin: replace QuillFeed 'Join'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}
