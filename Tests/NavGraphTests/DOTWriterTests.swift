import Foundation
import NavGraph
import NavGraphTestSupport
import Testing

@Suite struct DOTWriterTests {
  /// The tokens of DOT text: quoted strings (decoded as Graphviz's lexer reads them: `\"` is a
  /// quote, any other backslash is kept) and everything else, so a test can see whether user text
  /// ever escaped its quotes.
  enum DOTToken: Equatable {
    case quoted(String)
    case word(String)
    case symbol(Character)
  }

  static func tokens(_ text: String) throws -> [DOTToken] {
    var result: [DOTToken] = []
    let chars = Array(text)
    var i = 0
    while i < chars.count {
      let c = chars[i]
      if c.isWhitespace {
        i += 1
      } else if c == "\"" {
        var value = ""
        i += 1
        while true {
          try #require(i < chars.count, "unterminated quoted string")
          if chars[i] == "\\" && i + 1 < chars.count && chars[i + 1] == "\"" {
            value.append("\"")
            i += 2
          } else if chars[i] == "\\" && i + 1 < chars.count && chars[i + 1] == "\\" {
            value += "\\\\"
            i += 2
          } else if chars[i] == "\"" {
            i += 1
            break
          } else {
            value.append(chars[i])
            i += 1
          }
        }
        result.append(.quoted(value))
      } else if c.isLetter || c.isNumber || c == "_" {
        var word = ""
        while i < chars.count && (chars[i].isLetter || chars[i].isNumber || chars[i] == "_") {
          word.append(chars[i])
          i += 1
        }
        result.append(.word(word))
      } else if c == "-" && i + 1 < chars.count && chars[i + 1] == ">" {
        result.append(.symbol(">"))
        i += 2
      } else {
        result.append(.symbol(c))
        i += 1
      }
    }
    return result
  }

  @Test func dotEscapesQuotesBackslashesEntitiesAndControls() {
    #expect(DOTWriter.escaped("a\"b\\N") == "a\\\"b\\\\N")
    #expect(DOTWriter.escaped("\\G\\L\\n") == "\\\\G\\\\L\\\\n")
    #expect(DOTWriter.escaped("end\\") == "end\\\\")
    #expect(DOTWriter.escaped("&lt; & &#1;") == "&amp;lt; &amp; &amp;#1;")
    #expect(DOTWriter.escaped("one\ntwo\r\n") == "one\\ntwo\\n")
    #expect(DOTWriter.escaped("a\tb\u{0}c\u{1B}d\u{7F}\u{FFFE}") == "a b\u{FFFD}c\u{FFFD}d\u{FFFD}\u{FFFD}")
    #expect(DOTWriter.escaped("首页 🧭 <b>") == "首页 🧭 <b>")
    #expect(DOTWriter.quoted(lines: ["a", "b\"c"]) == "\"a\\nb\\\"c\"")
  }

  @Test func dotKeepsUserTextInsideQuotedValues() throws {
    let text = DOTWriter.write(
      try NavigationMap(app: RenderTestApps.hostile, checkResult: nil, options: RenderOptions(labels: true)))
    let keywords: Set<String> = ["digraph", "subgraph", "graph", "node", "edge", "label"]
    let attributeNames: Set<String> = [
      "charset", "rankdir", "fontname", "fontsize", "nodesep", "ranksep", "shape", "style", "color",
      "fillcolor",
      "margin", "fontcolor", "arrowsize", "width", "penwidth", "peripheries", "arrowhead", "constraint",
      "tooltip", "labelloc",
    ]
    var quotedValues: [String] = []
    for token in try Self.tokens(text) {
      switch token {
      case .word(let word):
        #expect(keywords.contains(word) || attributeNames.contains(word), "bare word '\(word)'")
      case .symbol(let symbol): #expect("{}[];,=>".contains(symbol), "symbol '\(symbol)'")
      case .quoted(let value): quotedValues.append(value)
      }
    }
    let ids = quotedValues.filter { $0.hasPrefix("n") && $0.dropFirst().allSatisfy(\.isNumber) }
    #expect(Set(ids).count == RenderTestApps.hostile.screens.count)
    #expect(
      quotedValues.contains(
        DOTWriter.escaped(RenderTestApps.hostileName).replacingOccurrences(of: "\\\"", with: "\"")))
    for title in RenderTestApps.hostileTitles where !title.contains("\n") && !title.contains("\t") {
      let decoded = DOTWriter.escaped(title).replacingOccurrences(of: "\\\"", with: "\"")
      #expect(quotedValues.contains { $0.contains(decoded) }, "title '\(title)' not found as a quoted value")
    }
  }

  /// The legend's sample edges, laid out by `dot`, do not cross: the bounding box of each sample's
  /// line and arrowhead meets no other's, running down and sideways, with the optional rows (the
  /// counted links of an area, the tab bar, the highlighted route) present.
  @Test(arguments: [RankDirection.topToBottom, .bottomToTop, .leftToRight, .rightToLeft])
  func theLegendsSamplesDoNotCross(_ rankdir: RankDirection) throws {
    let options = RenderOptions(rankdir: rankdir, legend: true, highlight: RenderTestApps.shopRoute)
    let bytes = try Renderer.render(
      RenderTestApps.shop, checkResult: RenderTestApps.shopFindings, options: options)
    let svg = String(decoding: bytes, as: UTF8.self)
    let samples = svg.matches(
      of: #/<title>legend_(\d+)a&#45;&gt;legend_\d+b</title>\n((?:<(?:path|polygon) [^\n]*\n)+)/#)
    var boxes: [(minX: Double, minY: Double, maxX: Double, maxY: Double)] = []
    for sample in samples {
      let numbers = sample.2.matches(of: #/(?:d|points)="([^"]*)"/#).flatMap { attribute in
        attribute.1.matches(of: #/-?[0-9]+(?:\.[0-9]+)?/#).compactMap { Double($0.0) }
      }
      let xs = stride(from: 0, to: numbers.count - 1, by: 2).map { numbers[$0] }
      let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
      boxes.append((xs.min()!, ys.min()!, xs.max()!, ys.max()!))
    }
    // push, sheet, popover, cover, tab, replace, example cycle, tab bar, route.
    #expect(boxes.count == 9, "\(rankdir)")
    for i in boxes.indices {
      for j in boxes.indices where j > i {
        let (a, b) = (boxes[i], boxes[j])
        let meet = a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
        #expect(!meet, "\(rankdir): samples \(i) and \(j) meet: \(a) \(b)")
      }
    }
  }
}
