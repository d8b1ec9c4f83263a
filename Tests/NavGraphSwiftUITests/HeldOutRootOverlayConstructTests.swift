import Foundation
import Testing

@testable import NavGraphSwiftUI

/// Root shapes found on the twenty-eighth to thirtieth sets of held-out apps: a root switch beside a
/// loading spinner, a launch screen over the tab bar that the user closes, a root `if` on a method
/// returning a property, and a root switch on app state reached through a dependency container.
@Suite("Held-out root overlay constructs")
struct HeldOutRootOverlayConstructTests {
  @Test func rootSwitchInAGroupBesideALoadingSpinner() {
    // `NavigationStack { ZStack { Group { switch flow.screen { ... case .idle: EmptyView() } }; if
    // loading.busy { ... ProgressView() } } }`: the switch in its Group is the main view, as a bare
    // switch is, though one case shows the root view's own (empty) content; the spinner is shown at
    // times over it. Before, the container was content in place: KilnRootView showed the switch's
    // content, the branches were no screens and their `replace` links were lost, silently.
    let result = Fixtures.extract("Constructs/RootSwitchBesideSpinner.swift")
    #expect(result.navigation.entry == "KilnWelcomeView")
    #expect(
      result.navigation.screens.map(\.id) == [
        "KilnRootView", "KilnWelcomeView", "KilnSignInView", "KilnMainView", "KilnGlazeView",
      ])
    #expect(
      result.navigation.linkTexts == [
        "KilnWelcomeView: replace KilnSignInView 'Start'", "KilnSignInView: replace KilnMainView 'Sign in'",
        "KilnMainView: sheet KilnGlazeView 'Glaze'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func launchScreenClosedByItsButtonOverTheTabBarIsTheEntry() throws {
    // `ZStack { LoomTabs(); if showWelcome { LoomWelcomeView(showWelcome: $showWelcome) } }`, the
    // welcome's "Get Started" button setting its binding to false: read as `if showWelcome {
    // LoomWelcomeView(...) } else { LoomTabs() }`, so the welcome is the entry (the flag starts true)
    // and the button a `tab` to the first tab's root. Before, the welcome was no screen, silently.
    let result = Fixtures.extract("Constructs/LaunchOverlayOverTabBar.swift")
    #expect(result.navigation.entry == "LoomWelcomeView")
    #expect(result.navigation.tabs.map(\.root) == ["PatternsView", "YarnsView"])
    #expect(
      result.navigation.screens.map(\.id) == ["LoomWelcomeView", "PatternsView", "TweedView", "YarnsView"])
    #expect(
      result.navigation.linkTexts == [
        "LoomWelcomeView: tab PatternsView 'Get Started'", "PatternsView: push TweedView 'Tweed'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")

    // A splash that hides itself (its own `.task`) is the entry too, its write an automatic move
    // (held-out sets 175 and 198: three crypto apps' launch views, 3 screens and 3 links; before,
    // such a splash was code around the tab bar, no screen).
    let splash = try Fixtures.rewritten(
      "LaunchOverlayOverTabBar.swift",
      [
        (
          "      Button {\n        showWelcome = false\n      } label: {\n        Text(\"Get Started\")\n      }",
          "      Text(\"Get Started\")\n        .task { showWelcome = false }"
        )
      ])
    #expect(splash.navigation.entry == "LoomWelcomeView")
    #expect(
      splash.navigation.screens.map(\.id) == ["LoomWelcomeView", "PatternsView", "TweedView", "YarnsView"])
    #expect(
      splash.navigation.linkTexts == [
        "LoomWelcomeView: tab PatternsView", "PatternsView: push TweedView 'Tweed'",
      ])
    #expect(splash.diagnostics.isEmpty, "\(splash.diagnosticTexts)")

    // An overlay its host hides, not given the flag's binding, stays code around the tab bar.
    let hostHidden = try Fixtures.rewritten(
      "LaunchOverlayOverTabBar.swift",
      [
        (
          "      Button {\n        showWelcome = false\n      } label: {\n        Text(\"Get Started\")\n      }",
          "      Text(\"Get Started\")"
        )
      ])
    #expect(hostHidden.navigation.entry == nil)
    #expect(hostHidden.navigation.screens.map(\.id) == ["PatternsView", "TweedView", "YarnsView"])
  }

  @Test func splashHiddenByItsOwnTimerInAStackOfItsOwnIsTheEntry() {
    // `ZStack { NavigationView { MintHome() }; ZStack { if showsSplash { MintSplash(showsSplash:
    // $showsSplash) } }.zIndex(2) }`, the splash's `.onReceive(timer)` setting its binding to false:
    // the app launches on the splash, and the timer's write is an automatic `replace` to the
    // stack's root (held-out set 198 SwiftUI-crypto-checker: 1 screen, 1 link; before, silently no
    // screen).
    let result = Fixtures.extract("Constructs/SelfHidingSplashOverStack.swift")
    #expect(result.navigation.entry == "MintSplash")
    #expect(
      result.navigation.linkTexts == ["MintSplash: replace MintHome", "MintHome: push MintCoins 'Coins'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func rootIfOnAMethodReturningAPropertyIsOnTheProperty() throws {
    // `if auth.currentAccount() != nil { VaultTabs() } else { VaultSignInView() }` with
    // `func currentAccount() -> VaultAccount? { return account }`: a choice on `account`, so
    // signing in is a `tab` and signing out a `replace`. Before, a warning that the call is no
    // state, and the tab bar alone.
    let result = Fixtures.extract("Constructs/AccessorRootCondition.swift")
    #expect(result.navigation.entry == "VaultSignInView")
    #expect(result.navigation.tabs.map(\.root) == ["VaultsView", "VaultSettingsView"])
    #expect(result.navigation.screens.map(\.id) == ["VaultSignInView", "VaultsView", "VaultSettingsView"])
    #expect(
      result.navigation.linkTexts == [
        "VaultSignInView: tab VaultsView 'Sign in'", "VaultSettingsView: replace VaultSignInView 'Sign out'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")

    // A method returning anything else (a backend's user) keeps the warning; the branch without a
    // tab bar is read and the tab bar kept, with no link between them.
    let backend = try Fixtures.rewritten(
      "AccessorRootCondition.swift", [("    return account\n", "    return VaultBackend.shared.user\n")])
    #expect(backend.navigation.entry == "VaultSignInView")
    #expect(backend.navigation.screens.map(\.id) == ["VaultSignInView", "VaultsView", "VaultSettingsView"])
    #expect(backend.navigation.linkTexts.isEmpty)
    #expect(
      backend.diagnosticTexts == [
        "AccessorRootCondition.swift:40 unresolved-navigation: the root shows one of its branches by 'auth.currentAccount()', which is no state the reader follows (a function call, a flag, a constant, or state of a type not in the files read), so a run shows one branch and the reader cannot tell which; it reads the first branch without a tab bar, 'VaultSignInView', and keeps the tab bar of another branch ('VaultTabs') as the app's, with no link to it, since it cannot tell when the root changes; set 'entry' or 'tabs' in the overlay for another branch"
      ])
  }

  @Test func rootSwitchOnAppStateThroughAnUndeclaredContainer() throws {
    // `let routing = environment.container.hiveState.routing; switch routing.root { ... }`, the
    // container's type not in the files read, and `dependencies.hiveState.updateRoot(.tab)` /
    // `dependencies.hiveState.routing.root = .entry` through `@Environment(\.injected) var
    // dependencies: HiveContainer`: `hiveState` is everywhere a HiveState and only HiveState declares
    // `routing`, so both are `HiveState.routing.root`. Before, a warning that `routing.root` is no
    // state, the entry screen alone.
    let result = Fixtures.extract("Constructs/ContainerRootState.swift")
    #expect(result.navigation.entry == "HiveEntryView")
    #expect(result.navigation.tabs.map(\.root) == ["CombsView", "HiveSettingsView"])
    #expect(result.navigation.screens.map(\.id) == ["HiveEntryView", "CombsView", "HiveSettingsView"])
    #expect(
      result.navigation.linkTexts == [
        "HiveEntryView: tab CombsView 'Log in'", "HiveSettingsView: replace HiveEntryView 'Sign out'",
      ])
    #expect(
      result.diagnosticTexts == [
        "ContainerRootState.swift:16 unresolved-navigation: the root switches on 'HiveState.routing.root', whose value at launch the reader cannot tell; it launches on 'HiveEntryView', its first branch; set 'entry' in the overlay if that is wrong",
        "ContainerRootState.swift:51 unresolved-navigation: the TabView is inside the NavigationStack of 'HiveApp': its tabs push onto that stack, which the description models as a stack per tab with that stack's destinations",
      ])
    // The `NavigationView` around the switch is the tabs' stack (since held-out set 320).
    #expect(result.navigation.tabs.map(\.stack) == [true, true])

    // Another object with the same path (a `hiveState` holding another class with a `routing`)
    // makes it ambiguous: the warning is kept. The tab bar of the branch left out is the app's,
    // with no link to it (before held-out set 79, it was left out with its screens).
    let ambiguous = try Fixtures.rewritten(
      "ContainerRootState.swift",
      [
        (
          "struct HiveEntryView: View {",
          """
          final class HiveMap: ObservableObject {
            @Published var hiveState = HiveMapState()
          }

          final class HiveMapState: ObservableObject {
            @Published var routing = HiveRouting()
          }

          struct HiveEntryView: View {
          """
        )
      ])
    #expect(ambiguous.navigation.entry == "HiveEntryView")
    #expect(ambiguous.navigation.screens.map(\.id) == ["HiveEntryView", "CombsView", "HiveSettingsView"])
    #expect(ambiguous.navigation.tabs.map(\.root) == ["CombsView", "HiveSettingsView"])
    #expect(ambiguous.navigation.linkTexts.isEmpty)
    #expect(
      ambiguous.diagnosticTexts == [
        "ContainerRootState.swift:16 unresolved-navigation: the root shows one of its branches by 'routing.root', which is no state the reader follows (a function call, a flag, a constant, or state of a type not in the files read), so a run shows one branch and the reader cannot tell which; it reads the first, 'HiveEntryView', and keeps the tab bar of another branch ('HiveTabs') as the app's, with no link to it, since it cannot tell when the root changes; set 'entry' or 'tabs' in the overlay for another branch",
        "ContainerRootState.swift:59 unresolved-navigation: the TabView is inside the NavigationStack of 'HiveApp': its tabs push onto that stack, which the description models as a stack per tab with that stack's destinations",
      ])
  }

  @Test func splashHidingInsideItselfIsTheEntry() {
    // `ZStack { NavigationStack { OrbitHome() }; OrbitSplash(show: $showsSplash) }`, OrbitSplash's
    // body `if show { Text("Orbit").onAppear { ... show = false } }`: the `if` written inside the
    // splash reads as `if showsSplash { OrbitSplash(...) }` beside the stack, so the app launches on
    // the splash, which moves to the stack by itself. Before, the splash was not read, silently
    // (held-out set 208 arfinance-crypto-swiftui: 1 screen, 1 link).
    let result = Fixtures.extract("Constructs/SplashHidingInsideItself.swift")
    #expect(result.navigation.entry == "OrbitSplash")
    #expect(
      result.navigation.linkTexts == ["OrbitSplash: replace OrbitHome", "OrbitHome: push OrbitMoons 'Moons'"])
    #expect(result.diagnosticTexts == [])
  }

  @Test func labelledStackContentAndSelfBindingAtTheAppsRoot() {
    // `FernIntro(show: self.$showsIntro)` in the App and `NavigationView(content: { FernHome() })`:
    // `self.$` in the App is the binding of its state, as in a view, and a stack's content given
    // by its label is its root. Before, the intro's write was not followed and the stack's content
    // not read, silently (held-out set 208 arfinance-crypto-swiftui: 2 screens, 2 links).
    let result = Fixtures.extract("Constructs/LabelledStackContentAndSelfBinding.swift")
    #expect(result.navigation.entry == "FernIntro")
    #expect(
      result.navigation.linkTexts == [
        "FernIntro: replace FernHome 'Start'", "FernHome: push FernTides 'Tides'",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func splashHiddenThroughAMethodOfItsOwnIsTheEntry() throws {
    // `ZStack { NavigationStack { KilnShelf() }; if showsIntro { KilnIntro(showsIntro: $showsIntro)
    // } }`, the intro's `.onReceive(timer) { _ in warmUp() }` calling `finish()`, which runs
    // `showsIntro.toggle()`: the app launches on the intro, and the toggle is an automatic move to
    // the stack's root. Before, the write was looked for in the timer's closure only, as `= false`:
    // silently no entry and no move (held-out set 270 SwiftUI-Crypto-Tracker: 1 screen, 1 link).
    let result = Fixtures.extract("Constructs/SplashHiddenThroughItsMethod.swift")
    #expect(result.navigation.entry == "KilnIntro")
    #expect(
      result.navigation.linkTexts == ["KilnIntro: replace KilnShelf", "KilnShelf: push KilnPots 'Pots'"])
    #expect(result.diagnosticTexts == [])

    // A method nothing in a control or handler calls hides nothing: the intro is no entry.
    let uncalled = try Fixtures.rewritten(
      "SplashHiddenThroughItsMethod.swift", [(".onReceive(timer) { _ in warmUp() }", "")])
    #expect(uncalled.navigation.entry == "KilnShelf")
    // Another object's method of the same name is not the view's own.
    let other = try Fixtures.rewritten(
      "SplashHiddenThroughItsMethod.swift", [("{ _ in warmUp() }", "{ _ in Kiln.shared.warmUp() }")])
    #expect(other.navigation.entry == "KilnShelf")
  }

  @Test func tabBarInAStackBesideASplashKeepsItsStack() {
    // `ZStack { NavigationView { ReedTabs() }; if showsSplash { ReedSplash(...) } }` at the App's
    // root, read as a switch on the splash's flag: the tab bar is still inside the App's stack, so
    // its tabs push onto it. Before, the tabs were written `"stack": false`, so `check` called
    // their pushes inert (held-out set 270 swiftui-crypto-app).
    let result = Fixtures.extract("Constructs/SplashBesideStackedTabBar.swift")
    #expect(result.navigation.entry == "ReedSplash")
    #expect(result.navigation.tabs.map(\.stack) == [true, true])
    #expect(
      result.navigation.linkTexts == [
        "ReedSplash: tab ReedMarsh", "ReedMarsh: push ReedHeron 'Heron'",
      ])
    #expect(
      result.diagnosticTexts == [
        "SplashBesideStackedTabBar.swift:23 unresolved-navigation: the TabView is inside the NavigationStack of 'ReedApp': its tabs push onto that stack, which the description models as a stack per tab with that stack's destinations"
      ])
  }

  @Test func launchViewsChainedOneAfterTheOtherAreEachTheNext() throws {
    // `ZStack { PeakTabs(); if showsSplash { PeakSplash(isShowing: $showsSplash) } else if
    // showsOnboarding { PeakOnboarding(isShowing: $showsOnboarding) } }`, the splash hiding itself
    // as it appears and the onboarding through `finish()`, a method of its own handed to its page
    // (`PeakPage(onFinish: finish)`): the app launches on the splash, which moves to the onboarding,
    // whose page's button moves to the tab bar. Before, neither was read, silently (held-out set
    // 264 Burned-Fitness-iOS: 2 screens, 3 links).
    let result = Fixtures.extract("Constructs/LaunchViewsOneAfterTheOther.swift")
    #expect(result.navigation.entry == "PeakSplash")
    #expect(
      result.navigation.linkTexts == [
        "PeakSplash: replace PeakOnboarding", "PeakOnboarding: tab PeakToday 'Start'",
      ])
    #expect(result.diagnosticTexts == [])

    // With a final `else`, the chain shows something in every case: no launch view over the bar.
    let closed = try Fixtures.rewritten(
      "LaunchViewsOneAfterTheOther.swift",
      [
        (
          "PeakOnboarding(isShowing: $showsOnboarding)\n        }",
          "PeakOnboarding(isShowing: $showsOnboarding)\n        } else { Text(\"Ready\") }"
        )
      ])
    #expect(closed.navigation.entry != "PeakSplash")
  }

  @Test func launchViewOverAMainViewHoldingItsStackHasNoneOfItsLinks() {
    // `ZStack { OrchidHome(); if showsSplash { OrchidSplash(showsSplash: $showsSplash) } }`,
    // OrchidHome's body its own `NavigationStack`: the splash covers the main view, so the main
    // view's push and sheet are its own, not the splash's. Before, the splash had both too,
    // silently (held-out set 315 SwiftfulCrypto: 2 false links).
    let result = Fixtures.extract("Constructs/SplashOverMainHoldingItsStack.swift")
    #expect(result.navigation.entry == "OrchidSplash")
    #expect(
      result.navigation.linkTexts == [
        "OrchidHome: push OrchidDetail 'Bloom'", "OrchidHome: sheet OrchidEditor 'Edit'",
        "OrchidSplash: replace OrchidHome", "OrchidEditor: dismissAction 'Close'",
      ])
    #expect(result.diagnosticTexts == [])
  }
}
