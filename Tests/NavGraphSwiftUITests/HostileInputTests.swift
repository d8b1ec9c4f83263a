import Foundation
import NavGraphSwiftUI
import Testing

/// Code that does not parse, or that pushes the parser and the reader to their limits: reported at
/// its place, never a crash or a hang, and the rest is still read.
@Suite("Hostile input")
struct HostileInputTests {
  static let app = """
    import SwiftUI
    @main struct Deep: App { var body: some Scene { WindowGroup { Root() } } }
    struct Root: View {
      @State private var show = false
      var body: some View {

    """
  static let end = "\n  }\n}\nstruct Next: View { var body: some View { Text(\"next\") } }\n"

  /// A file that parses, read beside a hostile one: its link must still be found.
  static let good = """
    import SwiftUI
    @main struct Shop: App { var body: some Scene { WindowGroup { Home() } } }
    struct Home: View { var body: some View { NavigationLink("More", destination: More()) } }
    struct More: View { var body: some View { Text("More") } }
    """

  @Test func aFileThatDoesNotParseIsReportedAndTheRestIsRead() {
    let broken = """
      import SwiftUI
      struct Broken: View {
        var body: some View {
          Button("Go") { show = = true }
      }
      """
    let result = SwiftUIExtractor.extract(files: [
      SwiftSourceFile(path: "Broken.swift", text: broken),
      SwiftSourceFile(path: "Good.swift", text: Self.good),
    ])
    #expect(result.navigation.linkTexts == ["Home: push More 'More'"])
    #expect(
      result.diagnostics.map { "\($0.location!) \($0.code.rawValue)" }.first
        == "Broken.swift:4:27 swift-syntax")
    #expect(result.diagnostics.allSatisfy { $0.location?.file == "Broken.swift" })
    #expect(result.hasErrors)
  }

  /// A root `switch` whose case the parser cannot read (found by fuzzing: `switch  0: Welcome()`
  /// in a `WindowGroup`) is a switch with no branch: reported, never an index out of range.
  @Test func aRootSwitchWithNoReadableCaseIsReported() {
    let broken = """
      import SwiftUI
      @main struct Kiln: App {
        @AppStorage("step") private var step = 0
        var body: some Scene {
          WindowGroup {
            switch  0: KilnWelcome()
        }
      }
      struct KilnWelcome: View { var body: some View { Text("Welcome") } }
      """
    let result = SwiftUIExtractor.extract(files: [SwiftSourceFile(path: "Kiln.swift", text: broken)])
    #expect(result.hasErrors)
    #expect(result.diagnostics.contains { $0.code == .swiftSyntax && $0.location?.file == "Kiln.swift" })
    #expect(result.diagnostics.contains { $0.code == .unresolvedNavigation || $0.code == .noAppRoot })
  }

  /// A root view that shows itself in one of its branches (found by fuzzing: `if setup.done {
  /// LobbyView() } else { KioskRoot() }` in `KioskRoot`): read once, never a stack overflow.
  @Test func aRootViewShowingItselfIsReadOnce() {
    let code = """
      import SwiftUI
      final class SetupModel: ObservableObject { @Published var done = false }
      @main struct KioskApp: App { var body: some Scene { WindowGroup { KioskRoot() } } }
      struct KioskRoot: View {
        @StateObject private var setup = SetupModel()
        var body: some View {
          if setup.done { LobbyView() } else { KioskRoot() }
        }
      }
      struct LobbyView: View { var body: some View { Text("Lobby") } }
      """
    let result = SwiftUIExtractor.extract(files: [SwiftSourceFile(path: "Kiosk.swift", text: code)])
    #expect(!result.hasErrors)
    #expect(result.navigation.screens.map(\.id).contains("LobbyView"))
  }

  /// A long run of `[` (found by fuzzing: `showAbout[[[…[ = true`) makes swift-syntax's type
  /// lookahead take exponential time; the file is reported at the run and not parsed, and the rest
  /// is read. (Before, `extract` on 43 of them ran for minutes.)
  @Test func aLongRunOfBracketsIsReportedNotParsed() {
    let hostile =
      "import SwiftUI\nstruct Odd: View {\n  var body: some View {\n    Button(\"About\") { showAbout"
      + String(repeating: "[", count: 43) + " = true }\n  }\n}\n"
    let result = SwiftUIExtractor.extract(files: [
      SwiftSourceFile(path: "Odd.swift", text: hostile), SwiftSourceFile(path: "Good.swift", text: Self.good),
    ])
    #expect(result.navigation.linkTexts == ["Home: push More 'More'"])
    #expect(
      result.diagnostics.map { "\($0.location!) \($0.code.rawValue): \($0.message)" } == [
        "Odd.swift:4:32 swift-syntax: more than 16 '[' in a row: the file is not read (the Swift parser's "
          + "lookahead takes exponential time on them)"
      ])
    // Nested subscripts and array types as real code writes them are parsed.
    let nested = "let grid: [[[Int]]] = [[[1]]]\nlet x = grid[0][0][0]\n"
    #expect(
      !Fixtures.extract(code: nested, path: "Grid.swift").diagnostics.contains { $0.code == .swiftSyntax })
  }

  /// The parser stops nesting at its limit (256 levels) and reports the rest as unexpected code; the
  /// reader reads what nests less, and neither overflows its stack.
  @Test func deeplyNestedClosures() {
    let depth = 5_000
    let code =
      Self.app + String(repeating: "VStack {\n", count: depth) + "Button(\"x\") { show = true }\n"
      + String(repeating: "}\n", count: depth) + Self.end
    let result = Fixtures.extract(code: code, path: "Deep.swift")
    #expect(result.diagnostics.contains { $0.code == .swiftSyntax })
    #expect(result.navigation.entry == "Root")
  }

  /// Nesting the parser accepts is read in full: a link 250 levels deep is found.
  @Test func nestingWithinTheParsersLimitIsRead() {
    let depth = 250
    let code =
      Self.app + String(repeating: "VStack {\n", count: depth)
      + "NavigationLink(\"Next\", destination: Next())\n"
      + String(repeating: "}\n", count: depth) + Self.end
    let result = Fixtures.extract(code: code, path: "Deep.swift")
    #expect(result.diagnostics.isEmpty)
    #expect(result.navigation.linkTexts == ["Root: push Next 'Next'"])
  }

  /// A modifier chain of any length is read iteratively, in linear time.
  @Test func longModifierChains() {
    let code =
      Self.app + "NavigationLink(\"Next\", destination: Next())"
      + String(repeating: ".padding()", count: 20_000)
      + Self.end
    let start = Date()
    let result = Fixtures.extract(code: code, path: "Chain.swift")
    #expect(result.navigation.linkTexts == ["Root: push Next 'Next'"])
    #expect(Date().timeIntervalSince(start) < 60)
  }

  @Test func hugeStringLiterals() {
    let code =
      Self.app + "NavigationLink(\"" + String(repeating: "a", count: 4 << 20) + "\", destination: Next())"
      + Self.end
    let result = Fixtures.extract(code: code, path: "Literal.swift")
    #expect(result.navigation.screens.map(\.id) == ["Root", "Next"])
    #expect(result.navigation.screens.first?.links.first?.label?.utf8.count == 4 << 20)
  }
}
