import Testing

@testable import NavGraphSwiftUI

/// Lists of instances of types the files read do not declare, rows of a `ForEach`.
@Suite struct UndeclaredListTests {
  @Test func plainTextDefaultOfADestinationSwitchCoveredByTheListIsNoScreen() {
    // `ForEach(shortcuts) { NavigationLink(destination: screen(for: shortcut.title)) }` over `let
    // shortcuts = [Shortcut(title: "Refills", ...), Shortcut(title: "Visits", ...)]`, Shortcut not
    // declared, and `screen(for:)` a `@ViewBuilder` switch with `default: Text("Unknown shortcut")`:
    // each row's title is its labelled argument, a case of the switch, so the fallback is never a
    // destination. Before, it was a push to an invented screen 'ShortcutStrip.push', silently (set
    // 43 HealthMate's health tips).
    let result = Fixtures.extract("Constructs/PlainTextDefaultDestination.swift")
    #expect(result.navigation.screens.map(\.id) == ["ShortcutStrip", "RefillsView", "VisitsView"])
    #expect(
      result.navigation.linkTexts == ["ShortcutStrip: push RefillsView", "ShortcutStrip: push VisitsView"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}
