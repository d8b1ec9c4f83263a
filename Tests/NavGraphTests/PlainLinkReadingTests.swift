import Foundation
import NavGraphTestSupport
import Testing

@testable import NavGraph

/// The plain links' shortcut (`DescriptionReader.readPlainLink`): what it reads is what the file
/// says, and a link it hands back to the general path is reported exactly as that path reports it.
@Suite struct PlainLinkReadingTests {
  /// One screen `A` with `links`, and a screen `B`, one per line.
  static func app(links: String) -> String {
    "{\n  \"tabs\": [{\"id\": \"main\", \"root\": \"A\"}],\n  \"screens\": [\n    {\"id\": \"A\", \"links\": ["
      + links + "]},\n    {\"id\": \"B\"}\n  ]\n}\n"
  }

  /// Random plain links (bare strings, and objects with any subset of `kind`, `to` and `label` in
  /// any order, any whitespace, escapes in values): each link's kind, target, label and offsets
  /// are the ones written, with no diagnostic.
  @Test(arguments: 0..<100) func readsWhatIsWritten(seed: Int) throws {
    var random = SplitMix64(seed: UInt64(seed))
    let screens = ["S0", "S1", "S2", "Ω3"]
    let kinds: [LinkKind] = [
      .push, .sheet, .fullScreenCover, .popover, .replace, .tab, .pop, .popToRoot, .dismiss,
    ]
    let spaces = ["", " ", "\n      ", "\t"]
    var text = ""
    var expected: [(kind: LinkKind, target: Int?, label: String?, offset: Int, targetOffset: Int)] = []
    let prefix =
      "{\"tabs\": [{\"id\": \"main\", \"root\": \"S0\"}], \"screens\": [{\"id\": \"S0\", \"links\": ["
    for l in 0..<24 {
      if l > 0 { text += "," + spaces[Int(random.next() % 4)] }
      let offset = prefix.utf8.count + text.utf8.count
      let s = Int(random.next() % UInt64(screens.count))
      if random.next() % 3 == 0 {
        text += "\"\(screens[s])\""
        expected.append((.push, s, nil, offset, offset))
        continue
      }
      let kind = kinds[Int(random.next() % UInt64(kinds.count))]
      var members: [(key: String, value: String)] = []
      var label: String?
      // A kind is written unless it is the default, sometimes even then.
      if kind != .push || random.next() % 2 == 0 { members.append(("kind", "\"\(kind.rawValue)\"")) }
      let target = kind.target == .none ? nil : kind.target == .tab ? 0 : s
      if kind.target == .screen {
        // Sometimes with an escape: `\u0053` is `S`, `\u03A9` is `Ω`.
        let id =
          random.next() % 2 == 0
          ? screens[s] : screens[s] == "Ω3" ? "\\u03A93" : "\\u0053" + screens[s].dropFirst()
        members.append(("to", "\"\(id)\""))
      } else if kind.target == .tab {
        members.append(("to", "\"main\""))
      }
      if random.next() % 2 == 0 {
        let labels = [("Open", "Open"), ("caf\\u00e9 \\n", "café \n"), ("Ünïcode ✓", "Ünïcode ✓"), ("", "")]
        let (written, value) = labels[Int(random.next() % UInt64(labels.count))]
        members.append(("label", "\"\(written)\""))
        label = value
      }
      members.shuffle(using: &random)
      text += "{"
      var targetOffset = offset
      for (m, member) in members.enumerated() {
        text +=
          (m > 0 ? "," : "") + spaces[Int(random.next() % 4)] + "\"\(member.key)\""
          + spaces[Int(random.next() % 4)] + ":" + spaces[Int(random.next() % 4)]
        if member.key == "to" { targetOffset = prefix.utf8.count + text.utf8.count }
        text += member.value + spaces[Int(random.next() % 4)]
      }
      text += "}"
      expected.append((kind, target, label, offset, targetOffset))
    }
    var json = prefix + text + "]}"
    for (i, id) in screens.enumerated().dropFirst() {
      json += ", {\"id\": \"\(id)\", \"links\": [\"S\(i - 1)\"]}"
    }
    json += "]}"
    let result = LoaderHarness.load(json)
    #expect(result.diagnostics.isEmpty, "\(LoaderHarness.lines(result))")
    let app = try #require(result.app)
    let links = app.links[app.screens[0].links]
    #expect(links.map(\.kind) == expected.map(\.kind))
    #expect(links.map(\.targetIndex) == expected.map(\.target))
    #expect(links.map(\.label) == expected.map(\.label))
    #expect(links.map(\.offset) == expected.map(\.offset))
    #expect(links.map(\.targetOffset) == expected.map(\.targetOffset))
  }

  /// Links of another shape go the general way: each diagnostic as it was before the shortcut
  /// (the same as the released binary prints for these files).
  @Test func otherShapesAreReportedAsBefore() {
    let cases: [(link: String, lines: [String])] = [
      (
        #"{"kind": "push", "kind": "sheet", "to": "B"}"#,
        ["4:44: error: duplicate key 'kind' [duplicate-key]", "  4:28: note: first defined here"]
      ),
      (#"{"kind": "push", "to": "B", "source": "B.swift:3"}"#, []),
      (
        #"{"kind": "pussh", "to": "B"}"#,
        ["4:36: error: unknown link kind 'pussh'; did you mean 'push'? [unknown-kind]"]
      ),
      (#"{"kind": "pop", "to": "B"}"#, ["4:49: error: a 'pop' link takes no 'to' [unexpected-target]"]),
      (#"{"to": 3}"#, ["4:34: error: 'to' must be a string, found a number [wrong-type]"]),
      ("{}", ["4:27: error: missing 'to': a 'push' link needs a target screen [missing-target]"]),
      (#"{"kind": "push", "to": "B",}"#, ["4:53: error: trailing comma before '}' [json-syntax]"]),
      (#"{"k\u0069nd": "sheet", "to": "B"}"#, []),
    ]
    for (link, lines) in cases {
      #expect(LoaderHarness.lines(LoaderHarness.load(Self.app(links: link))) == lines, "\(link)")
    }
    let escapedKey = LoaderHarness.load(Self.app(links: #"{"k\u0069nd": "sheet", "to": "B"}"#))
    #expect(escapedKey.app?.links.map(\.kind) == [.sheet])
  }

  /// A link the shortcut gives up on after scanning a string with invalid UTF-8 (here at `source`,
  /// after the label) reports that byte once: the shortcut forgets what it recorded.
  @Test func invalidUTF8InALinkGivenBackIsReportedOnce() {
    var bytes = Array(Self.app(links: #"{"to": "B", "label": "?", "source": "x"}"#).utf8)
    let question = bytes.firstIndex(of: UInt8(ascii: "?"))!
    bytes[question] = 0xFF
    let result = AppLoader.load(bytes: bytes, fileName: "app.json")
    #expect(LoaderHarness.lines(result) == ["4:49: error: invalid UTF-8 byte 0xff [invalid-utf8]"])
    #expect(result.app?.links.map(\.targetIndex) == [1])
  }
}
