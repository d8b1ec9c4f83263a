import Testing

@testable import NavGraphSwiftUI

/// Constructs found on the thirty-third set of held-out apps (view builders overloaded on one name,
/// a navigation bar item given as a computed property of the view, a root built by a builder called
/// with a ternary), one fixture each
/// (`Fixtures/Constructs`), with what the reader must find.
@Suite("Held-out set 33 constructs")
struct HeldOutSet33ConstructTests {
  @Test func overloadedBuilderIsChosenByTheArgumentsType() throws {
    // `build(_ page: QuillPage)` and `build(_ modal: QuillModal)` in one coordinator, the sheet
    // built by `.sheet(item: $coordinator.modal) { modal in coordinator.build(modal) }` and set by
    // `present(.info)`: the call builds with the overload taking the item's type. Before, every call
    // took the first overload: the sheets showed no screen, QuillInfo and QuillArchive were
    // missing, silently.
    let result = Fixtures.extract("Constructs/OverloadedBuilders.swift")
    #expect(result.navigation.entry == "QuillHome")
    #expect(
      result.navigation.screens.map(\.id) == ["QuillHome", "QuillNotes", "QuillInfo", "QuillArchive"])
    #expect(
      result.navigation.linkTexts == [
        "QuillHome: push QuillNotes (QuillPage) 'Notes'", "QuillHome: sheet QuillInfo 'Info'",
        "QuillNotes: sheet QuillArchive 'Archive'", "QuillArchive: dismiss 'Close'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func barItemGivenAsAComputedPropertyIsContent() throws {
    // `.navigationBarItems(trailing: addButton)`, `addButton` a computed property holding
    // `NavigationLink(destination: PebbleAdd())`: read as the view's content, as the method given as
    // `leading: helpButton()` is. Before, the property was not read: PebbleAdd and its links were
    // missing, silently.
    let result = Fixtures.extract("Constructs/BarItemProperty.swift")
    #expect(result.navigation.screens.map(\.id) == ["PebbleList", "PebbleAdd", "PebbleHelp"])
    #expect(
      result.navigation.linkTexts == [
        "PebbleList: push PebbleAdd", "PebbleList: sheet PebbleHelp 'Help'",
        "PebbleAdd: dismissAction 'Save'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func builderCalledWithATernaryIsARootChoice() throws {
    // `coordinator.build(signedIn ? .home : .login)` as the stack's root, `build(_:)` switching on
    // its page and `signedIn` an `@AppStorage` flag the log-in and sign-out buttons write: a root
    // choice between FernHome and FernLogin on the flag, as for `if signedIn { ... } else { ... }`.
    // Before, the switch's parameter was no state: the reader read its first case with a warning,
    // and the two writes were no moves.
    let result = Fixtures.extract("Constructs/TernaryBuilderRoot.swift")
    #expect(result.navigation.entry == "FernLogin")
    #expect(result.navigation.screens.map(\.id) == ["FernLogin", "FernHome", "FernSettings"])
    #expect(
      result.navigation.linkTexts == [
        "FernLogin: replace FernHome 'Sign in'", "FernHome: push FernSettings (FernPage) 'Settings'",
        "FernSettings: replace FernLogin 'Sign out'",
      ])
    #expect(result.diagnosticTexts == [])
  }
}
