import NavGraphTestSupport
import Testing

@testable import NavGraph

/// The links' targets resolved on two threads (`LinkTargetHalf`): the app and the diagnostics are
/// those of one thread resolving them all, with unknown targets in either half or in both.
@Suite struct LinkTargetHalfTests {
  /// Loads `json` with the resolving split forced (any number of links) and with no split, the
  /// screens read on one thread; expects the same result.
  static func compare(
    _ json: String, maxDiagnostics: Int = 200, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    var split = LoadLimits(maxDiagnostics: maxDiagnostics)
    split.screenSplitBytes = Int.max
    split.resolveSplitLinks = 0
    var whole = split
    whole.resolveSplitLinks = Int.max
    let bytes = Array(json.utf8)
    let splitResult = AppLoader.load(bytes: bytes, fileName: "app.json", limits: split)
    let wholeResult = AppLoader.load(bytes: bytes, fileName: "app.json", limits: whole)
    #expect(
      ScreenSplitTests.summary(splitResult) == ScreenSplitTests.summary(wholeResult),
      sourceLocation: sourceLocation)
    #expect(splitResult.hasErrors == wholeResult.hasErrors, sourceLocation: sourceLocation)
  }

  /// `count` screens `S0`… on tabs `main` and `more`, each with a push, a sheet and a tab link;
  /// `target(i, j)` replaces the target of screen i's link j (0 push, 1 sheet, 2 tab) when not nil.
  static func app(_ count: Int, target: (Int, Int) -> String? = { _, _ in nil }) -> String {
    let screens = (0..<count).map { i in
      let push = target(i, 0) ?? "S\((i + 1) % count)"
      let sheet = target(i, 1) ?? "S\((i + 7) % count)"
      let tab = target(i, 2) ?? (i % 2 == 0 ? "main" : "more")
      return """
        {"id": "S\(i)", "links": ["\(push)", {"kind": "sheet", "to": "\(sheet)"}, {"kind": "tab", "to": "\(tab)"}]}
        """
    }
    return """
      {"tabs": [{"id": "main", "root": "S0"}, {"id": "more", "root": "S1"}],
       "screens": [\(screens.joined(separator: ",\n"))]}
      """
  }

  @Test func aCleanAppResolvesTheSame() {
    Self.compare(Self.app(1))
    Self.compare(Self.app(2))
    Self.compare(Self.app(301))
  }

  @Test func unknownTargetsInEitherHalfAreReportedInOrder() {
    // Misses in the first half only, the second only, both, and at the split itself.
    let count = 120
    for misses in [[3], [100], [2, 50, 61, 119], [59, 60], Array(0..<count)] {
      Self.compare(
        Self.app(count) { i, j in
          guard misses.contains(i) else { return nil }
          return ["S\(i)x", "main", "S\(i)", "nowhere"][(i + j) % 4]
        })
    }
  }

  @Test func aTabNamedAsAScreenAndAScreenAsATab() {
    Self.compare(Self.app(80) { i, j in i == 70 && j == 0 ? "more" : i == 75 && j == 2 ? "S3" : nil })
  }

  @Test func missesPastTheDiagnosticsLimitAreCountedTheSame() {
    Self.compare(Self.app(100) { i, j in j == 1 ? "T\(i)" : nil }, maxDiagnostics: 7)
  }
}
