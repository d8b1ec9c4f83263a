import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraph

/// The screens read on two threads (`ScreenSplit`): the app and the diagnostics are those of one
/// thread reading the whole file, whatever the second half holds; the second half is kept only when
/// it holds nothing but plain screens and links.
@Suite struct ScreenSplitTests {
  /// What a load gives: its diagnostics, then its tabs, screens and links as printed (every stored
  /// field, anchors included).
  static func summary(_ result: LoadResult) -> [String] {
    var lines = LoaderHarness.lines(result)
    if let app = result.app {
      lines.append("entry \(String(describing: app.entry)) home \(String(describing: app.home))")
      lines += app.tabs.map { "\($0)" } + app.screens.map { "\($0)" } + app.links.map { "\($0)" }
      lines += app.ignores.map { "\($0)" } + ["value types \(app.valueTypes)"]
    }
    return lines
  }

  /// Loads `json` with the split forced (any size) and with no split; expects the same result and
  /// returns whether the forced load kept a second half.
  static func compare(
    _ json: String, limits: LoadLimits = .standard, sourceLocation: Testing.SourceLocation = #_sourceLocation
  )
    -> Bool
  {
    var split = limits
    split.screenSplitBytes = 0
    var whole = limits
    whole.screenSplitBytes = Int.max
    let bytes = Array(json.utf8)
    let splitResult = AppLoader.load(bytes: bytes, fileName: "app.json", limits: split)
    let wholeResult = AppLoader.load(bytes: bytes, fileName: "app.json", limits: whole)
    #expect(summary(splitResult) == summary(wholeResult), sourceLocation: sourceLocation)
    #expect(splitResult.hasErrors == wholeResult.hasErrors, sourceLocation: sourceLocation)
    return kept(bytes, limits: split)
  }

  /// Whether reading `bytes` under `limits` kept a second half.
  static func kept(_ bytes: [UInt8], limits: LoadLimits) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      AppLoader.read(
        buffer, file: 0, limits: limits, diagnostics: DiagnosticCollector(limit: 200), isOverlay: false
      ) { reader, _ in reader.screensSplit } ?? false
    }
  }

  /// `count` screens `S0`… with links to the next screens, labels and titles holding `},{`, escaped
  /// quotes and backslashes, and `extra(i)` added to screen i's members; pretty-printed (one screen a
  /// line) or minified.
  static func app(
    _ count: Int, minified: Bool = false, tabsLast: Bool = false, extra: (Int) -> String = { _ in "" }
  ) -> String {
    let space = minified ? "" : " "
    let screens = (0..<count).map { i in
      let links = [
        "\"S\((i + 1) % count)\"",
        "{\"kind\":\(space)\"push\",\(space)\"to\":\(space)\"S\((i + 2) % count)\",\(space)\"label\":\(space)\"a},{\\\"id\\\":\\\"x\\\"},{ \\\\\"}",
        "{\"kind\":\(space)\"sheet\",\(space)\"to\":\(space)\"S\((i + 3) % count)\"}",
      ]
      return
        "{\"id\":\(space)\"S\(i)\",\(space)\"title\":\(space)\"},{\\\"id\\\": \(i)\",\(space)\"links\":\(space)[\(links.joined(separator: ",\(space)"))]\(extra(i))}"
    }
    let tabs = "\"tabs\":\(space)[{\"id\":\(space)\"main\",\(space)\"root\":\(space)\"S0\"}]"
    let body = screens.joined(separator: minified ? "," : ",\n    ")
    let list = "\"screens\":\(space)[\(minified ? "" : "\n    ")\(body)\(minified ? "" : "\n  ")]"
    let members = tabsLast ? [list, tabs] : [tabs, list]
    return minified
      ? "{\(members.joined(separator: ","))}" : "{\n  \(members.joined(separator: ",\n  "))\n}\n"
  }

  @Test func aCleanFileIsSplitAndReadTheSame() {
    #expect(Self.compare(Self.app(200)))
    #expect(Self.compare(Self.app(200, minified: true)))
  }

  @Test func smallFilesAndOneScreenAreNotSplit() {
    #expect(!Self.kept(Array(Self.app(200).utf8), limits: .standard))
    #expect(!Self.compare(Self.app(1)))
    #expect(!Self.compare(Self.app(1, minified: true)))
  }

  @Test func errorsInTheSecondHalfAreThoseOfOneThread() {
    let late = { (i: Int) in i == 170 }
    // An unknown key, a wrong type, an unknown kind, an empty id, a format 1.1 key, an ignore.
    for extra in [
      ", \"colour\": \"red\"", ", \"stack\": 1", ", \"links\": [{\"kind\": \"shove\", \"to\": \"S0\"}]",
      ", \"destinations\": [\"Item\"]", ", \"ignore\": {\"cycle\": \"on purpose\"}",
      ", \"links\": [{\"kind\": \"pop\", \"to\": \"S0\"}]",
    ] {
      #expect(!Self.compare(Self.app(200, extra: { late($0) ? extra : "" })))
      #expect(!Self.compare(Self.app(200, minified: true, extra: { late($0) ? extra : "" })))
    }
    // An escaped id, and invalid UTF-8, in the second half.
    let escaped = Self.app(200).replacingOccurrences(of: "\"S180\",", with: "\"S\\u0031\\u00380\",")
    #expect(!Self.compare(escaped))
    var invalid = Array(Self.app(200).utf8)
    let title = invalid.indices.last { invalid[$0] == UInt8(ascii: "}") }! - 40
    invalid[title] = 0xFF
    #expect(!Self.compare(String(decoding: invalid, as: UTF8.self)))
  }

  @Test func aTruncatedFileStopsWhereOneThreadStops() {
    for minified in [false, true] {
      let text = Self.app(200, minified: minified)
      for cut in [text.count * 3 / 4, text.count - 3] {
        #expect(!Self.compare(String(text.prefix(cut))))
      }
    }
  }

  @Test func aScreenRepeatedAcrossTheHalvesIsReportedAsByOneThread() {
    let text = Self.app(200).replacingOccurrences(of: "{\"id\": \"S190\"", with: "{\"id\": \"S10\"")
    #expect(Self.compare(text))
    #expect(Self.compare(text.replacingOccurrences(of: "\"S190\"", with: "\"S10\"")))
  }

  @Test func theLimitsCountBothHalves() {
    let text = Self.app(200)
    // 200 screens and 600 links: exactly at the limits, then one under.
    #expect(Self.compare(text, limits: LoadLimits(maxScreens: 200, maxLinks: 600)))
    #expect(!Self.compare(text, limits: LoadLimits(maxScreens: 199)))
    #expect(!Self.compare(text, limits: LoadLimits(maxLinks: 599)))
  }

  @Test func aGuessThatIsNoScreenBoundaryIsDropped() {
    // Tabs after a short `screens`: the middle of the bytes is in the tabs.
    let tabs = (0..<300).map { "{\"id\": \"tab\($0)\", \"root\": \"S0\"}" }.joined(separator: ", ")
    let text = "{\"screens\": [{\"id\": \"S0\"}, {\"id\": \"S1\"}], \"tabs\": [\(tabs)]}"
    #expect(!Self.compare(text))
    // Link objects with an `id` in the second half (unknown to a link): a cut inside a screen.
    #expect(
      !Self.compare(
        Self.app(
          200, extra: { $0 >= 100 ? ", \"links\": [{\"to\": \"S0\"}, {\"id\": \"S1\", \"to\": \"S1\"}]" : "" }
        )))
    #expect(Self.compare(Self.app(200, tabsLast: true)))
  }

  @Test func theCutIsTheFirstScreenStartAfterTheMiddle() {
    let bytes = Array("[{\"id\":\"a\",\"t\":\"},{\"},{\"x\":1} , {\"id\":1},\n{ \"id\" :2}]".utf8)
    bytes.withUnsafeBufferPointer { buffer in
      let found = ScreenSplit.candidate(buffer.baseAddress!, from: 1, end: buffer.count)
      #expect(found.map { [$0.cut, $0.start] } == [29, 32])
      let later = ScreenSplit.candidate(buffer.baseAddress!, from: 30, end: buffer.count)
      #expect(later.map { [$0.cut, $0.start] } == [40, 42])
      #expect(ScreenSplit.candidate(buffer.baseAddress!, from: 41, end: buffer.count) == nil)
    }
  }
}
