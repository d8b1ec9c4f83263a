import Testing

@testable import NavGraphSwiftUI

/// `#if` blocks among the statements of an action.
@Suite struct CompilationBlockActionTests {
  @Test func clausesOfAnUnknownConditionAreAlternatives() {
    // `signOut()` writes `signedIn = false` under `#if canImport(CloudLedgerKit)` (inside a
    // do/catch) and under `#else`, with an `#elseif os(macOS)` clause between: either unknown
    // clause may be the compiled one, so both are read as alternatives, and the macOS clause is
    // not. Before, the statements of a `#if` in an action were not read: no link, silently (set
    // 47 Grocio's logout, its writes behind `#if canImport(FirebaseAuth)`).
    let result = Fixtures.extract("Constructs/CompiledSignOut.swift")
    #expect(result.navigation.entry == "LedgerWelcomeView")
    #expect(result.navigation.screens.map(\.id) == ["LedgerWelcomeView", "LedgerAccountView"])
    #expect(
      result.navigation.linkTexts == [
        "LedgerWelcomeView: replace LedgerAccountView 'Open ledger'",
        "LedgerAccountView: replace LedgerWelcomeView 'Close ledger'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func aClauseThatIsNotCompiledOnIOSIsNotRead() throws {
    // The write only under `#if os(macOS)`: no iOS build runs it, so the button links nowhere.
    let result = try Fixtures.rewritten(
      "CompiledSignOut.swift",
      [
        ("    #if canImport(CloudLedgerKit)\n", "    #if os(macOS)\n"),
        ("    #elseif os(macOS)\n      signedIn = true\n    #else\n      signedIn = false\n", ""),
      ])
    #expect(result.navigation.linkTexts == ["LedgerWelcomeView: replace LedgerAccountView 'Open ledger'"])
  }

  @Test func membersInACompilationBlockAreTheIOSClauses() {
    // `#if os(iOS) @AppStorage("kilnReady") private var ready = false #else private var ready =
    // true #endif` and `#if os(iOS) private func start() { ready = true } #elseif os(macOS) ...`
    // in a view's body: the iOS clause's members are the view's, so the root switches on the
    // stored flag and the welcome's start replaces it. Before, members inside a `#if` were not
    // read: the root was "no state the reader follows", one branch, the link lost (held-out set
    // 186 tattoo-swiftui-portfolio, 1 screen and 1 link).
    let result = Fixtures.extract("Constructs/MembersInCompilationBlock.swift")
    #expect(result.navigation.entry == "KilnWelcome")
    #expect(result.navigation.screens.map(\.id) == ["KilnWelcome", "KilnFloor"])
    #expect(result.navigation.linkTexts == ["KilnWelcome: replace KilnFloor 'Start'"])
    #expect(result.diagnosticTexts == [])
  }
}
