import Testing

@testable import NavGraphSwiftUI

/// Flags kept in `UserDefaults` and `@AppStorage` (keys held in constants, properties of `extension
/// UserDefaults`, several writes in one action): one state per key, read and written in any form,
/// one fixture each (`Fixtures/Constructs`), with what the reader must find.
@Suite("Held-out UserDefaults constructs")
struct HeldOutUserDefaultsConstructTests {
  @Test func appStorageKeyHeldInAConstantIsOneState() {
    // `@AppStorage(KioskKeys.registered)` at the root and in KioskSettingsView, and
    // `UserDefaults.standard.set(false, forKey: KioskKeys.registered)` in KioskHomeView: one state,
    // so both sign-outs are root moves, and the launch value is the app's own default (`false`,
    // not the settings screen's `true`). Before, a key held in a constant made each view's property
    // a state of its own: both moves were missed, silently (set 37 PawMate's `AppStorageKeys`).
    let result = Fixtures.extract("Constructs/AppStorageKeyConstants.swift")
    #expect(result.navigation.entry == "KioskSignupView")
    #expect(
      result.navigation.screens.map(\.id).sorted() == [
        "KioskHomeView", "KioskSettingsView", "KioskSignupView",
      ])
    #expect(
      result.navigation.linkTexts.sorted() == [
        "KioskHomeView: push KioskSettingsView 'Settings'",
        "KioskHomeView: replace KioskSignupView 'Forget device'",
        "KioskSettingsView: replace KioskSignupView 'Sign out'",
        "KioskSignupView: replace KioskHomeView 'Register'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

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

  @Test func appStorageFlagStoredOffItsHolderOpensNothing() {
    // A splash timer moving the root (`stage = signedIn ? .signedIn : .signedOut`), then storing
    // `UserDefaults.standard.set(true, forKey: "firstRun")`, the flag of KilnHome's
    // `.fullScreenCover(isPresented: $firstRun)`: the splash does not hold the cover, so the write
    // opens nothing there; the home shows it when it appears with the flag set. Before, both of
    // the splash's replaces (also the one to the sign-in screen) went on to the cover, silently
    // (held-out set 73 SudokuHatchling).
    let result = Fixtures.extract("Constructs/StorageFlagWrittenElsewhere.swift")
    #expect(result.navigation.entry == "KilnSplash")
    #expect(result.navigation.screens.map(\.id) == ["KilnSplash", "KilnHome", "KilnSignIn", "KilnTour"])
    #expect(
      result.navigation.linkTexts == [
        "KilnSplash: replace KilnHome", "KilnSplash: replace KilnSignIn",
        "KilnSignIn: replace KilnHome 'Sign in'",
        "KilnTour: dismiss 'Done'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func observerPassingItsNewValueOnShowsTheSheet() {
    // `@AppStorage("seenIntro") var seenIntro = false { didSet { showsIntro = seenIntro } }` in
    // the tab bar's model, `checkIntro()` setting it from the tab bar's `.task`, and
    // `.sheet(isPresented: $model.showsIntro)`: the launch tab shows the intro. Before, an
    // observer writing anything but a literal was not read, and the sheet had no link, silently
    // (held-out set 94 DubDubGrub's onboarding).
    let result = Fixtures.extract("Constructs/ObserverPassesNewValue.swift")
    #expect(result.navigation.screens.map(\.id) == ["RiversView", "GearView", "IntroView"])
    #expect(
      result.navigation.linkTexts == [
        "RiversView: sheet IntroView", "IntroView: dismissAction 'Start paddling'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func keyDeclaredInATypeNestedInAnExtensionOfUserDefaultsIsItsLiteral() {
    // `extension UserDefaults { struct Keys { static let signedIn = "signedIn" } }`, named by
    // `@AppStorage(UserDefaults.Keys.signedIn)` and `UserDefaults.standard.set(true, forKey:
    // UserDefaults.Keys.signedIn)`: the key is the constant's literal, so the service's write
    // switches the root. Before, neither key was known and no link was made, silently (held-out set
    // 103 StoreTestApp).
    let result = Fixtures.extract("Constructs/NestedDefaultsKeys.swift")
    #expect(
      result.navigation.linkTexts == [
        "WelcomeView: replace HomeView 'Sign in'", "HomeView: replace WelcomeView 'Sign out'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func keyWrittenAsAStringEnumCasesRawValueIsThatValue() {
    // `@AppStorage(LoomKeys.member.rawValue)` and `UserDefaults.standard.set(true, forKey:
    // LoomKeys.member.rawValue)`: the key is the case's raw value (its name, or the literal it
    // declares), so each write switches the root. Before, no key was known and the three moves
    // were lost, silently (held-out set 176 SwiftUI-Planner's `AppKeys.isAuthorized.rawValue`).
    let result = Fixtures.extract("Constructs/StorageKeyEnumRawValue.swift")
    #expect(result.navigation.entry == "LoomTutorial")
    #expect(
      result.navigation.linkTexts == [
        "LoomTutorial: replace LoomJoin 'Start'", "LoomJoin: replace LoomHome 'Join'",
        "LoomHome: replace LoomJoin 'Leave'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func storedCoverFlagWrittenOnATabRootShowsTheHostsCover() {
    // `.fullScreenCover(isPresented: Binding { !done } set: { ... })` on the tab bar's host, over
    // `@AppStorage("introDone")`, and the settings tab's "Replay" setting its own `@AppStorage`
    // property of the same key to false: the host is on screen under the tab, so the cover shows.
    // Before, no link, silently: a stored flag set away from its holder was read as shown only
    // when the holder next appears (held-out set 326 ScanTip).
    let result = Fixtures.extract("Constructs/StoredCoverFlagWrittenOnATab.swift")
    #expect(
      result.navigation.linkTexts == [
        "SettingsTab: fullScreenCover Intro 'Replay'", "Intro: dismiss 'Start'",
      ])
    #expect(
      result.diagnosticTexts == [
        "StoredCoverFlagWrittenOnATab.swift:23 unresolved-navigation: 'Intro' is shown by '@AppStorage(\"introDone\")', which starts 'false', so the app launches with it shown over 'HomeTab'; the description launches without it, since it cannot launch inside a modal, and shows it only by the links the code has"
      ])
  }

  @Test func optionalStoredKeyWithoutADefaultStartsNil() {
    // `@AppStorage("keyringHost") var host: String?` with no default: nil on a fresh install, so
    // the app launches on the gate; the model's `UserDefaults.standard.set(host, forKey:)` of a
    // non-optional `String` (a text field's `@State`) is not nil, so it shows the tab bar. Before,
    // the launch value and the write were both warned, the app launched on the tab bar and the
    // sign-in was lost (held-out set 342 OpenEmail, in its minimal example).
    let result = Fixtures.extract("Constructs/OptionalStoredRoot.swift")
    #expect(result.navigation.entry == "KeyringGate")
    #expect(result.navigation.linkTexts == ["KeyringGate: tab KeyringVault 'Connect'"])
    #expect(result.diagnosticTexts == [])
  }
}
