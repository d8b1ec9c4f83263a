import Foundation
import Testing

@testable import NavGraphSwiftUI

/// Root shapes found on the twenty-eighth to thirtieth sets of held-out apps: a root switch beside a
/// loading spinner, a launch screen over the tab bar that the user closes, a root `if` on a method
/// returning a property, and a root switch on app state reached through a dependency container.
@Suite("Held-out root overlay constructs")
struct HeldOutRootOverlayConstructTests {
  /// The extraction of a construct fixture with some text replaced, each replaced text checked to
  /// be there.
  private func rewritten(_ fixture: String, _ replacements: [(String, String)]) throws -> ExtractionResult {
    let source = try String(contentsOfFile: Fixtures.path("Constructs/\(fixture)"), encoding: .utf8)
    var code = source
    for (written, form) in replacements {
      #expect(code.contains(written), "\(written)")
      code = code.replacingOccurrences(of: written, with: form)
    }
    return Fixtures.extract(code: code, path: fixture)
  }

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

    // A splash that hides itself (no control of the user's) stays shown at times over the tab bar.
    let splash = try rewritten(
      "LaunchOverlayOverTabBar.swift",
      [
        (
          "      Button {\n        showWelcome = false\n      } label: {\n        Text(\"Get Started\")\n      }",
          "      Text(\"Get Started\")\n        .task { showWelcome = false }"
        )
      ])
    #expect(splash.navigation.entry == nil)
    #expect(splash.navigation.screens.map(\.id) == ["PatternsView", "TweedView", "YarnsView"])
    #expect(splash.navigation.linkTexts == ["PatternsView: push TweedView 'Tweed'"])
    #expect(splash.diagnostics.isEmpty, "\(splash.diagnosticTexts)")
  }
}
