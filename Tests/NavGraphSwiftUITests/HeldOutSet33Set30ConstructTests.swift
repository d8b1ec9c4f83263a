import Testing

@testable import NavGraphSwiftUI

/// Constructs found on held-out sets 33 and 30 (a flag kept in a property of `extension
/// UserDefaults`, moves made through `NotificationCenter`, a component switching on an environment
/// value its creator sets), one fixture each (`Fixtures/Constructs`), with what the reader must find.
@Suite("Held-out sets 33 and 30 constructs")
struct HeldOutSet33Set30ConstructTests {
  @Test func userDefaultsExtensionPropertyIsTheKeysState() throws {
    // `if UserDefaults().tarnSignedIn` at the root, the property's getter `bool(forKey:
    // "tarnSignedIn")`, written `UserDefaults.standard.tarnSignedIn = true/false` and held as
    // `@AppStorage("tarnSignedIn")` in TarnHome: one state, so the root switches on it and every
    // write is a root move. Before, the root read its first branch with a warning, TarnLogin was
    // left out and the property's writes were no moves.
    let result = Fixtures.extract("Constructs/UserDefaultsExtensionFlag.swift")
    #expect(result.navigation.entry == "TarnLogin")
    #expect(result.navigation.screens.map(\.id) == ["TarnLogin", "TarnHome", "TarnProfile"])
    #expect(
      result.navigation.linkTexts == [
        "TarnLogin: replace TarnHome 'Sign in'", "TarnHome: push TarnProfile 'Profile'",
        "TarnHome: replace TarnLogin 'Sign out'", "TarnProfile: replace TarnLogin 'Forget me'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func undeclaredUserDefaultsPropertyIsStateOfItsOwn() throws {
    // `if UserDefaults.standard.wrenOnboarded` at the root, its extension in no file read: still one
    // state, written by both buttons (once through `UserDefaults()`), so the root switches on it;
    // its value at launch is unknown, so the first branch is the entry, with a warning. Before,
    // only the first branch was read (with a warning) and the writes were no moves.
    let result = Fixtures.extract("Constructs/UserDefaultsUndeclaredFlag.swift")
    #expect(result.navigation.entry == "WrenHome")
    #expect(result.navigation.screens.map(\.id) == ["WrenIntro", "WrenHome"])
    #expect(
      result.navigation.linkTexts == [
        "WrenIntro: replace WrenHome 'Start'", "WrenHome: replace WrenIntro 'Replay intro'",
      ])
    #expect(
      result.diagnosticTexts == [
        "UserDefaultsUndeclaredFlag.swift:12 unresolved-navigation: the root switches on 'UserDefaults.wrenOnboarded', whose value at launch the reader cannot tell; it launches on 'WrenHome', its first branch; set 'entry' in the overlay if that is wrong"
      ])
  }
}
