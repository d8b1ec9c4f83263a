import Testing

@testable import NavGraphSwiftUI

/// Constructs found on held-out sets 31 and 34 around a root flag kept in `UserDefaults` (read and
/// written through `UserDefaults.standard` as well as `@AppStorage`, written twice by one button), and
/// a root move to the screen it is on, one fixture each (`Fixtures/Constructs`), with what the reader
/// must find.
@Suite("Held-out set 34 constructs")
struct HeldOutSet34ConstructTests {
  @Test func userDefaultsKeyIsTheAppStorageState() throws {
    // `if UserDefaults.standard.bool(forKey: "quaySignedIn") { QuayHome() } else { QuayLogin() }` at
    // the root, `@AppStorage("quaySignedIn")` in QuayHome, and writes through both forms (one with a
    // `static let` key): one state, so the root switches on it and each write is a root move.
    // Before, the root read its first branch with a warning, and QuayLogin was left out.
    let result = Fixtures.extract("Constructs/UserDefaultsRootFlag.swift")
    #expect(result.navigation.entry == "QuayLogin")
    #expect(result.navigation.screens.map(\.id) == ["QuayLogin", "QuayHome", "QuaySettings"])
    #expect(
      result.navigation.linkTexts == [
        "QuayLogin: replace QuayHome 'Sign in'", "QuayHome: push QuaySettings 'Settings'",
        "QuayHome: replace QuayLogin 'Sign out'", "QuaySettings: replace QuayLogin 'Reset'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func lastWriteOfAKeyInOneActionWins() throws {
    // `showIntro = false` (the binding of `@AppStorage("fjordLaunched")`), then
    // `UserDefaults.standard.set(true, forKey: "fjordLaunched")`: the flag ends true, so the move
    // is to FjordLogin. Before, the intro replaced itself, silently.
    let result = Fixtures.extract("Constructs/UserDefaultsLastWrite.swift")
    #expect(result.navigation.entry == "FjordIntro")
    #expect(result.navigation.screens.map(\.id) == ["FjordIntro", "FjordLogin"])
    #expect(
      result.navigation.linkTexts == [
        "FjordIntro: replace FjordLogin 'Begin'", "FjordLogin: replace FjordIntro 'Replay intro'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func rootMoveToTheSameScreenIsAWarning() throws {
    // `ready = false` on KelpGate, the screen the root shows while `ready` is false: the root stays
    // as it is, so it is no move, and the reader says so at the button. Before, a link `KelpGate:
    // replace KelpGate 'Retry'`, silently.
    let result = Fixtures.extract("Constructs/RootMoveToItself.swift")
    #expect(result.navigation.entry == "KelpGate")
    #expect(result.navigation.screens.map(\.id) == ["KelpGate", "KelpHome"])
    #expect(result.navigation.linkTexts == ["KelpGate: replace KelpHome 'Enter'"])
    #expect(
      result.diagnosticTexts == [
        "RootMoveToItself.swift:24 unresolved-navigation: the reader read a root move to the same screen, 'KelpGate', which leaves the root as it is; this usually means a write of the root's state it could not follow, so no link is made"
      ])
  }

  @Test func laterRootWriteOverridesAnEarlierOneOfAnotherSwitch() throws {
    // `UserDefaults.standard.set(false, forKey: "mossLoggedIn"); flow.loggedIn = false`, the key
    // switching the root in one branch of `flow.onboarded`, the flag in the other: the root ends on
    // what the later write shows. Before (with UserDefaults read as state), 'replace MossOnboarding
    // then [replace MossLogin]' and 'tab MossTabs then [tab MossTabs]', silently.
    let result = Fixtures.extract("Constructs/UserDefaultsNestedRoots.swift")
    #expect(result.navigation.screens.map(\.id) == ["MossOnboarding", "MossLogin", "MossTabs"])
    #expect(
      result.navigation.linkTexts == [
        "MossOnboarding: replace MossLogin 'Begin'", "MossLogin: tab MossTabs 'Log in'",
        "MossTabs: replace MossLogin 'Log out'",
      ])
    #expect(result.diagnosticTexts == [])
  }
}
