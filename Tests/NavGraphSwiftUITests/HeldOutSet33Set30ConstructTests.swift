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

  @Test func notificationPostRunsItsObserversWrites() throws {
    // BasaltReceipt posts `.basaltShowOrders`; BasaltTabs observes it (`tab = .orders`) and so
    // does BasaltCart, under `Notification.Name("basaltShowOrders")` (`self.checkingOut = false`):
    // the writes are made at the post, so the receipt pops back to the cart, then the orders tab is
    // selected, and neither handler is a link of its own view. A post of a name the reader cannot
    // tell, and a handler of a name nothing posts, are warned. Before, the tab host's handler was
    // warned as moving on whichever screen is shown, the cart's handler was a pop of the cart, the
    // home's handler a dismiss of the home, and the receipt's button was no link.
    let result = Fixtures.extract("Constructs/NotificationMoves.swift")
    #expect(
      result.navigation.screens.map(\.id) == [
        "BasaltHome", "BasaltHome.sheet", "BasaltCart", "BasaltReceipt", "BasaltOrders",
      ])
    #expect(
      result.navigation.linkTexts == [
        "BasaltHome: sheet BasaltHome.sheet 'Help'", "BasaltCart: push BasaltReceipt 'Check out'",
        "BasaltReceipt: pop 'See orders' then [tab orders]",
      ])
    #expect(
      result.diagnosticTexts == [
        "NotificationMoves.swift:48 unresolved-navigation: this handler runs when the notification 'basaltRefresh' is posted, which no code the reader follows does, so what it does is not read; add its moves through the overlay (navgraph.json in the first PATH, or --overlay) on the screens that post it",
        "NotificationMoves.swift:81 unresolved-navigation: posts a notification named 'Notification.Name(channel)', which the reader cannot tell, so what its observers do is not read; add it through the overlay (navgraph.json in the first PATH, or --overlay): {\"id\": \"BasaltOrders\", \"links\": [{\"kind\": ..., \"to\": ...}]} in its \"screens\"",
      ])
  }

  @Test func componentTakesTheEnvironmentCaseItsCreatorSets() throws {
    // ReedResults switches on `@Environment(\.finderStyle)`, in its content and in its button's
    // action; ReedFinderSheet sets `.sheet`, ReedOnboarding `.onboarding`, ReedBrowse nothing (the
    // key's `defaultValue`, `.sheet`). Each screen takes its own case only. ReedHome's "More" pushes
    // ReedResults itself with `.pushed`: that screen (also the sheet's root, where the default
    // holds) takes `.pushed` and `.sheet`. Before, every case on every screen: 19 links
    // (ReedOnboarding also closing, ReedBrowse and ReedResults also pushing ReedPicked, ReedBrowse
    // ReedDetails), silently.
    let result = Fixtures.extract("Constructs/EnvironmentCaseComponent.swift")
    #expect(
      result.navigation.screens.map(\.id) == [
        "ReedHome", "ReedOnboarding", "ReedBrowse", "ReedResults", "ReedPicked", "ReedDetails",
      ])
    #expect(
      result.navigation.linkTexts == [
        "ReedHome: sheet ReedResults 'Find'", "ReedHome: push ReedOnboarding 'Start'",
        "ReedHome: push ReedBrowse 'Browse'", "ReedHome: push ReedResults 'More'",
        "ReedOnboarding: push ReedPicked 'Pick'", "ReedOnboarding: push ReedPicked 'Done'",
        "ReedBrowse: dismissAction 'Close'", "ReedBrowse: dismissAction 'Done'",
        "ReedResults: dismissAction 'Close'", "ReedResults: push ReedDetails 'Details'",
        "ReedResults: dismissAction 'Done'",
      ])
    #expect(result.diagnosticTexts == [])
  }
}
