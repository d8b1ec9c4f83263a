import Foundation
import NavGraph
import NavGraphTestSupport
import Testing

/// The hostile inputs of the hardening issue: each gives a located diagnostic or a correct load,
/// never a crash, a trap, a stack overflow or a hang.
@Suite("Loader: hostile input")
struct HostileInputTests {
  @Test func emptyAndWhitespaceOnly() {
    let empty = AppLoader.load(bytes: [], fileName: "app.json")
    #expect(LoaderHarness.lines(empty) == ["1:1: error: the file is empty [empty-file]"])
    #expect(empty.app == nil && empty.hasErrors && empty.sources.files.count == 1)
    let blank = LoaderHarness.load("\n\n   \t\n")
    #expect(LoaderHarness.lines(blank) == ["1:1: error: the file contains only whitespace [empty-file]"])
  }

  @Test func byteOrderMarkIsAccepted() throws {
    let result = LoaderHarness.load(
      "\u{FEFF}{\"entry\": \"A\",\n\"screens\": [{\"id\": \"A\", \"links\": [\"B\"]}]}")
    #expect(LoaderHarness.lines(result) == ["2:35: error: unknown screen 'B' [unknown-id]"])
    #expect(try #require(result.app).screens.map(\.id) == ["A"])
    // On the first line the mark is not a column: the unknown id starts at column 50.
    let firstLine = LoaderHarness.load(
      "\u{FEFF}{\"entry\": \"A\", \"screens\": [{\"id\": \"A\", \"links\": [\"B\"]}]}")
    #expect(LoaderHarness.lines(firstLine) == ["1:50: error: unknown screen 'B' [unknown-id]"])
    let clean = LoaderHarness.load("\u{FEFF}  {\"entry\": \"A\", \"screens\": [{\"id\": \"A\"}]}")
    #expect(clean.diagnostics.isEmpty && clean.app != nil)
  }

  @Test func nulByteOutsideAndInsideStrings() {
    let outside = LoaderHarness.load("{\"screens\": [\u{0}]}")
    #expect(LoaderHarness.lines(outside) == ["1:14: error: expected a value, found U+0000 [json-syntax]"])
    let between = LoaderHarness.load("{\"screens\": []\u{0}}")
    #expect(
      LoaderHarness.lines(between) == [
        "1:15: error: expected ',' or '}' after object member, found U+0000 [json-syntax]"
      ])
    let inside = LoaderHarness.load("{\"screens\": [{\"id\": \"A\u{0}\"}]}")
    #expect(
      LoaderHarness.lines(inside) == [
        "1:23: error: unescaped control character U+0000 in string [json-syntax]"
      ])
    let escaped = LoaderHarness.load(#"{"entry": "A\u0000", "screens": [{"id": "A\u0000"}]}"#)
    #expect(escaped.diagnostics.isEmpty)
    #expect(escaped.app?.screens[0].id == "A\u{0}")
  }

  static let depth = 100_000

  @Test func hundredThousandNestedArrays() throws {
    let open = String(repeating: "[", count: Self.depth)
    let close = String(repeating: "]", count: Self.depth)

    let topLevel = LoaderHarness.load(open + close)
    #expect(
      LoaderHarness.lines(topLevel) == [
        "1:1: error: the top level must be an object, found an array [not-an-object]"
      ])

    let skipped = LoaderHarness.load(
      #"{"entry": "A", "deep": "# + open + close + #", "screens": [{"id": "A"}]}"#)
    #expect(LoaderHarness.lines(skipped) == ["1:16: warning: unknown key 'deep' [unknown-key]"])
    #expect(skipped.app?.screens.count == 1)

    let asScreen = LoaderHarness.load(#"{"entry": "A", "screens": [{"id": "A"}, "# + open + close + "]}")
    #expect(
      LoaderHarness.lines(asScreen) == [
        "1:41: error: a screen must be an object, found an array [wrong-type]"
      ])

    let asLink = LoaderHarness.load(
      #"{"entry": "A", "screens": [{"id": "A", "links": ["# + open + close + "]}]}")
    #expect(
      LoaderHarness.lines(asLink) == [
        "1:50: error: a link must be an object or a string, found an array [wrong-type]"
      ])
    #expect(asLink.app?.links.count == 1)

    let unclosed = LoaderHarness.load(#"{"entry": "A", "screens": [], "deep": "# + open)
    #expect(
      LoaderHarness.lines(unclosed).last
        == "1:\(39 + Self.depth): error: expected a value, found end of file [json-syntax]")

    let objects =
      String(repeating: #"{"a":["#, count: Self.depth) + String(repeating: "]}", count: Self.depth)
    let mixed = LoaderHarness.load(#"{"entry": "A", "screens": [{"id": "A"}], "deep": "# + objects + "}")
    #expect(LoaderHarness.lines(mixed) == ["1:42: warning: unknown key 'deep' [unknown-key]"])
  }

  @Test func tenMegabyteString() throws {
    let big = String(repeating: "x", count: 10_000_000)
    let title = LoaderHarness.load(#"{"entry": "A", "screens": [{"id": "A", "title": ""# + big + #""}]}"#)
    #expect(title.diagnostics.isEmpty)
    #expect(try #require(title.app).screens[0].title?.utf8.count == 10_000_000)

    let id = LoaderHarness.load(#"{"entry": ""# + big + #"", "screens": [{"id": ""# + big + #""}]}"#)
    #expect(id.diagnostics.isEmpty)
    #expect(id.app?.entry?.index == 0)

    // An unknown id of 10 MB is quoted in the message cut to 80 characters.
    let unknown = LoaderHarness.load(#"{"entry": "A", "screens": [{"id": "A", "links": [""# + big + #""]}]}"#)
    #expect(
      LoaderHarness.lines(unknown) == [
        "1:50: error: unknown screen '\(String(repeating: "x", count: 80))…' [unknown-id]"
      ])

    let unterminated = LoaderHarness.load(#"{"entry": "A", "screens": [{"id": ""# + big)
    #expect(LoaderHarness.lines(unterminated) == ["1:35: error: unterminated string [json-syntax]"])
  }

  @Test func outOfRangeNumbersWhereABoolOrStringIsExpected() throws {
    let json = """
      {"entry": "A", "big": 1e999, "small": -1e-999, "zero": -0, "screens": [
        {"id": "A", "stack": 1e999, "hidesTabBar": -0, "title": -0.0E+0},
        {"id": 1e999},
        {"id": -0, "links": [-0, {"kind": 1E400, "to": 123456789012345678901234567890}]}
      ]}
      """
    let result = LoaderHarness.load(json)
    #expect(
      LoaderHarness.lines(result).filter { !$0.hasSuffix("[unknown-key]") } == [
        "2:24: error: 'stack' must be a boolean, found a number [wrong-type]",
        "2:46: error: 'hidesTabBar' must be a boolean, found a number [wrong-type]",
        "2:59: error: 'title' must be a string, found a number [wrong-type]",
        "3:10: error: 'id' must be a string, found a number [wrong-type]",
        "4:10: error: 'id' must be a string, found a number [wrong-type]",
        "4:24: error: a link must be an object or a string, found a number [wrong-type]",
        "4:37: error: 'kind' must be a string, found a number [wrong-type]",
        "4:50: error: 'to' must be a string, found a number [wrong-type]",
      ])
    #expect(result.diagnostics.filter { $0.code == .unknownKey }.count == 3)
    let app = try #require(result.app)
    #expect(app.screens.count == 3)
    #expect(!app.screens[0].stack && !app.screens[0].hidesTabBar && app.screens[0].title == nil)
  }

  @Test func duplicateKeyInOneObject() {
    let result = LoaderHarness.load(#"{"entry": "A", "screens": [{"id": "A", "id": "B"}]}"#)
    #expect(
      LoaderHarness.lines(result) == [
        "1:40: error: duplicate key 'id' [duplicate-key]",
        "  1:29: note: first defined here",
      ])
    #expect(result.app?.screens[0].id == "A")
  }

  @Test func selfLinksOfEveryKind() throws {
    let json = """
      {
        "tabs": [{"id": "t", "root": "A"}],
        "screens": [{"id": "A", "links": [
          "A", {"kind": "push", "to": "A"}, {"kind": "sheet", "to": "A"}, {"kind": "fullScreenCover", "to": "A"},
          {"kind": "popover", "to": "A"}, {"kind": "replace", "to": "A"}, {"kind": "tab", "to": "t"},
          {"kind": "pop"}, {"kind": "popToRoot"}, {"kind": "dismiss"}, {"kind": "dismissAction"}
        ]}]
      }
      """
    let result = LoaderHarness.load(json)
    #expect(result.diagnostics.isEmpty)
    let app = try #require(result.app)
    #expect(
      app.links.map(\.kind) == [
        .push, .push, .sheet, .fullScreenCover, .popover, .replace, .tab, .pop, .popToRoot, .dismiss,
        .dismissAction,
      ])
    #expect(app.links.map(\.targetIndex) == [0, 0, 0, 0, 0, 0, 0, nil, nil, nil, nil])
    #expect(Set(app.links.map(\.kind)) == Set(LinkKind.allCases))
  }

  @Test func hundredThousandScreensWithTheSameId() throws {
    var json = "{\"entry\": \"same\", \"screens\": [\n"
    for i in 0..<100_000 { json += i == 0 ? "{\"id\": \"same\"}" : ",\n{\"id\": \"same\"}" }
    json += "\n]}"
    let result = LoaderHarness.load(json)
    #expect(result.diagnostics.count == 201)
    #expect(result.diagnostics.prefix(200).allSatisfy { $0.code == .duplicateID })
    #expect(result.diagnostics[0].location?.line == 3 && result.diagnostics[0].location?.column == 8)
    #expect(result.diagnostics[0].notes.first?.location?.line == 2)
    #expect(result.diagnostics[199].location?.line == 202)
    #expect(
      result.diagnostics.last?.message == "99799 more diagnostics not shown (the limit is 200)"
        && result.diagnostics.last?.code == .tooManyDiagnostics
        && result.diagnostics.last?.severity == .note)
    let app = try #require(result.app)
    #expect(app.screens.count == 100_000)
    #expect(app.entry?.index == 0)
  }

  @Test func unusualIdsLoadAndResolve() throws {
    let ids = [
      "with space", "quote\"s", "back\\slash", "new\nline", "<b>&amp;</b>", "emoji 🧭🚀", "中文屏幕",
      "tab\tand\u{7}bell",
      " ", "'single'",
    ]
    func literal(_ id: String) -> String {
      var out = "\""
      for scalar in id.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
        default: out.unicodeScalars.append(scalar)
        }
      }
      return out + "\""
    }
    let screens = ids.map {
      "{\"id\": \(literal($0)), \"title\": \(literal($0)), \"links\": [\(ids.map(literal).joined(separator: ", "))]}"
    }
    let json =
      "{\"entry\": \(literal(ids[0])), \"tabs\": [{\"id\": \(literal(ids[6])), \"root\": \(literal(ids[5]))}], \"screens\": [\n"
      + screens.joined(separator: ",\n") + "\n]}"
    let result = LoaderHarness.load(json)
    #expect(result.diagnostics.isEmpty, "\(LoaderHarness.lines(result))")
    let app = try #require(result.app)
    #expect(app.screens.map(\.id) == ids)
    #expect(app.screens.map(\.title) == ids)
    #expect(app.tabs[0].id == "中文屏幕" && app.tabs[0].root?.index == 5)
    #expect(
      app.links.map(\.targetIndex)
        == Array(repeating: (0..<ids.count).map { $0 }, count: ids.count).flatMap { $0 })

    // Unknown ids are quoted on one line: control characters are escaped.
    let unknown = LoaderHarness.load(#"{"entry": "new\nline\u0007", "screens": [{"id": "中文"}]}"#)
    #expect(LoaderHarness.lines(unknown) == [#"1:11: error: unknown screen 'new\nline\u{7}' [unknown-id]"#])
    let chinese = LoaderHarness.load(
      #"{"entry": "中文屏幕", "screens": [{"id": "中文屏"}, {"id": "x", "links": ["🧭"]}]}"#)
    #expect(
      LoaderHarness.lines(chinese) == [
        "1:11: error: unknown screen '中文屏幕'; did you mean '中文屏'? [unknown-id]",
        "1:68: error: unknown screen '🧭' [unknown-id]",
      ])
  }

  @Test func emptyIds() {
    let result = LoaderHarness.load(#"{"entry": "", "screens": [{"id": ""}]}"#)
    #expect(
      LoaderHarness.lines(result) == [
        "1:11: error: unknown screen '' [unknown-id]",
        "1:34: error: screen id is empty [empty-id]",
      ])
  }

  @Test func hundredKilobyteTitle() throws {
    let title = String(repeating: "标题 title ", count: 100_000 / 13)
    let result = LoaderHarness.load(#"{"entry": "A", "screens": [{"id": "A", "title": ""# + title + #""}]}"#)
    #expect(result.diagnostics.isEmpty)
    #expect(try #require(result.app).screens[0].title == title)
  }

  @Test func entryNamingATab() {
    let result = LoaderHarness.load(
      #"{"entry": "home", "tabs": [{"id": "home", "root": "A"}], "screens": [{"id": "A"}]}"#)
    #expect(
      LoaderHarness.lines(result) == [
        "1:11: error: unknown screen 'home'; 'home' is a tab, not a screen [unknown-id]"
      ])
    #expect(result.app?.entry == nil)
  }

  @Test func tabLinkWithoutTabs() {
    let result = LoaderHarness.load(
      #"{"entry": "A", "screens": [{"id": "A", "links": [{"kind": "tab", "to": "A"}]}]}"#)
    #expect(LoaderHarness.lines(result) == ["1:72: error: unknown tab 'A'; the app has no tabs [unknown-id]"])
  }

  @Test func directoryAndUnreadableFiles() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navgraph-dir-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let dir = AppLoader.load(path: directory.path)
    #expect(LoaderHarness.lines(dir) == ["error: cannot read '\(directory.path)': is a directory [io-error]"])
    #expect(dir.app == nil && dir.sources.files.isEmpty)

    // Tests run as root, so a mode of 000 does not stop reading; these paths cannot be read by anyone.
    let file = directory.appendingPathComponent("app.json")
    try Data("{}".utf8).write(to: file)
    let throughFile = AppLoader.load(path: file.path + "/app.json")
    #expect(
      LoaderHarness.lines(throughFile) == [
        "error: cannot read '\(file.path)/app.json': not a directory [io-error]"
      ])
    let tooLong = String(repeating: "a", count: 5000)
    #expect(
      LoaderHarness.lines(AppLoader.load(path: tooLong)).first?.hasSuffix(": file name too long [io-error]")
        == true)
    #if os(Linux)
      // Opening works, reading fails: the first page of the address space is never mapped.
      let unreadable = AppLoader.load(path: "/proc/self/mem")
      #expect(
        LoaderHarness.lines(unreadable) == [
          "error: cannot read '/proc/self/mem': input/output error [io-error]"
        ])
    #endif
  }

  @Test func fiftyMegabyteFileLoads() throws {
    let count = 200_000
    var json = "{\"tabs\": [{\"id\": \"t\", \"root\": \"s0\"}], \"screens\": [\n"
    json.reserveCapacity(52_000_000)
    let padding = String(repeating: "p", count: 150)
    for i in 0..<count {
      if i > 0 { json += ",\n" }
      json +=
        "{\"id\": \"s\(i)\", \"title\": \"\(padding)\", \"links\": [\"s\((i + 1) % count)\", {\"kind\": \"sheet\", \"to\": \"s\((i * 7) % count)\", \"label\": \"Open\"}]}"
    }
    json += "\n]}"
    #expect(json.utf8.count > 50_000_000)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navgraph-50mb-\(UUID().uuidString).json")
    try Data(json.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = AppLoader.load(path: url.path)
    #expect(result.diagnostics.isEmpty)
    let app = try #require(result.app)
    #expect(app.screens.count == count && app.links.count == 2 * count)
    #expect(app.links[2 * (count - 1)].targetIndex == 0)
    #expect(app.links[3].targetIndex == 7)
  }

  /// Random edits of a valid description (a fixed seed): every result is well-formed.
  @Test func mutatedInputsNeverBreakTheModel() throws {
    let base = Array(DescriptionReaderTests.demo.utf8)
    let alphabet = Array(#"{}[]":,"\ u0 1e-.tfn"#.utf8) + [0, 0x80, 0xC3, 0xE4, 0xF0, 0xFF, 0x0A]
    var random = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15)
    func next(_ bound: Int) -> Int { random.int(bound) }
    for _ in 0..<3000 {
      var bytes = base
      for _ in 0..<(1 + next(4)) {
        let at = next(bytes.count)
        switch next(3) {
        case 0: bytes[at] = alphabet[next(alphabet.count)]
        case 1: bytes.insert(alphabet[next(alphabet.count)], at: at)
        default: bytes.remove(at: at)
        }
      }
      let result = AppLoader.load(bytes: bytes, fileName: "fuzz.json")
      #expect(result.hasErrors == result.diagnostics.contains { $0.severity == .error })
      let offsets = result.diagnostics.compactMap { $0.location?.offset }
      #expect(offsets == offsets.sorted())
      #expect(offsets.allSatisfy { $0 >= 0 && $0 <= bytes.count })
      guard let app = result.app else { continue }
      let screenRange = 0..<app.screens.count
      #expect([app.entry, app.home].allSatisfy { $0.map { screenRange.contains($0.index) } ?? true })
      #expect(app.tabs.allSatisfy { $0.root.map { screenRange.contains($0.index) } ?? true })
      var expectedStart = LinkID(0)
      for screen in app.screens {
        #expect(
          screen.links.lowerBound == expectedStart && screen.links.upperBound >= screen.links.lowerBound)
        expectedStart = screen.links.upperBound
      }
      #expect(expectedStart.index == app.links.count)
      for link in app.links {
        switch (link.kind.target, link.destination) {
        case (.screen, .screen(let s)?): #expect(screenRange.contains(s.index))
        case (.tab, .tab(let t)?): #expect((0..<app.tabs.count).contains(t.index))
        case (_, nil): break
        default: Issue.record("a \(link.kind) link goes to \(String(describing: link.destination))")
        }
      }
    }
  }
}
