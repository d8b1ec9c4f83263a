import Testing

@testable import NavGraphSwiftUI

/// Shapes of the App's root that lost the whole app before the reader descended from the
/// `WindowGroup`'s content through every view that is not a screen (a view beside toasts or a
/// splash, a property building the tab bar, a generic shell, a stack inside a wrapper, a `#if`, a
/// scene type), one fixture each (`Fixtures/Constructs`), and the roots it cannot resolve, reported.
@Suite("Root shapes")
struct RootShapeTests {
  /// Reads a fixture rewritten: each `(written, form)` replaced, each replacement checked to apply.
  private func rewritten(_ fixture: String, _ replacements: [(String, String)]) throws -> ExtractionResult {
    let source = try String(contentsOfFile: Fixtures.path("Constructs/\(fixture)"), encoding: .utf8)
    var code = source
    for (written, form) in replacements {
      #expect(code.contains(written), "\(written)")
      code = code.replacingOccurrences(of: written, with: form)
    }
    return Fixtures.extract(code: code)
  }

  @Test func rootChosenAtCompileTimeIsTheIOSClause() throws {
    // `#if os(macOS) ChartSidebarView() #else ChartTabs() #endif` in the WindowGroup: the clause an
    // iOS build compiles; and modifiers in a `#if` after the root view. Before, the app had no
    // screen (the first: a warning without a line; the second: one in-place screen, silently).
    let tabs = ["SeasView", "PortsView"]
    let result = Fixtures.extract("Constructs/CompiledConditionRoot.swift")
    #expect(result.navigation.tabs.map(\.root) == tabs)
    #expect(result.navigation.linkTexts == ["SeasView: push BalticView 'Baltic'"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")

    let conditions =
      "      #if os(macOS)\n        ChartSidebarView()\n      #else\n        ChartTabs()\n      #endif"
    for form in [
      "      ChartTabs()\n        #if os(iOS)\n        .tint(.teal)\n        #endif",
      "      #if canImport(AppKit)\n        ChartSidebarView()\n      #elseif !os(macOS) && DEBUG\n        ChartTabs()\n      #endif",
    ] {
      let variant = try rewritten("CompiledConditionRoot.swift", [(conditions, form)])
      #expect(variant.navigation.tabs.map(\.root) == tabs, "\(form)")
      #expect(variant.diagnostics.isEmpty, "\(form): \(variant.diagnosticTexts)")
    }
  }

  @Test func availabilityCheckReadsTheNewestSystemsBranch() throws {
    // `if #available(iOS 18.0, *) { TabView { Tab(...) ... } } else { TabView { ... } }`: the first
    // branch, as the newest system runs the app (`#unavailable`: the other). Before, the first
    // branch with a warning that it could not tell which.
    let result = Fixtures.extract("Constructs/AvailabilityRoot.swift")
    #expect(result.navigation.tabs.map(\.root) == ["StringsView", "TuningView", "HarpSearchView"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")

    let older = try rewritten(
      "AvailabilityRoot.swift", [("if #available(iOS 18.0, *) {", "if #unavailable(iOS 18.0) {")])
    #expect(older.navigation.tabs.map(\.root) == ["StringsView", "TuningView"])
    #expect(older.diagnostics.isEmpty, "\(older.diagnosticTexts)")
  }
}
