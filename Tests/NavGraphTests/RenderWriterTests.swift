import Foundation
import NavGraph
import Testing

@Suite("RenderWriterTests")
struct RenderWriterTests {
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

  @Test func mermaidEscapesWithEntityCodes() {
    #expect(MermaidWriter.escaped("a\"b") == "a#quot;b")
    #expect(MermaidWriter.escaped("<script>&") == "#lt;script#gt;#amp;")
    #expect(MermaidWriter.escaped("#quot; `x` | 50%") == "#35;quot; #96;x#96; #124; 50#37;")
    #expect(MermaidWriter.escaped("one\ntwo\r") == "one<br>two")
    #expect(MermaidWriter.escaped("a\u{0}b\tc") == "a\u{FFFD}b c")
    #expect(MermaidWriter.escaped("首页 (x) [y]") == "首页 (x) [y]")
  }

  @Test func mermaidKeepsUserTextInsideLabels() throws {
    let app = RenderTestApps.hostile
    let text = MermaidWriter.write(
      try NavigationMap(app: app, checkResult: nil, options: RenderOptions(labels: true)))
    // The front matter: three lines, the title a JSON string on one line.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "---" && lines[2] == "---" && lines[3].hasPrefix("flowchart "))
    #expect(lines[1].hasPrefix("title: \""))
    let title = try JSONDecoder().decode(String.self, from: Data(lines[1].dropFirst("title: ".count).utf8))
    #expect(title == "<b>Map</b> \"x\" \\N & #quot; --- title: y")
    for line in lines.dropFirst(3) {
      // Outside the quoted labels a line holds only generated ids, arrows and keywords.
      let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
      #expect(parts.count % 2 == 1, "unbalanced quotes in '\(line)'")
      for (i, part) in parts.enumerated() {
        if i % 2 == 1 {
          let withoutBreaks = part.replacingOccurrences(of: "<br>", with: "")
          #expect(!withoutBreaks.contains { "<>&`|%".contains($0) }, "raw markup in label '\(part)'")
        } else {
          #expect(
            part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || " _-.>=,:;#()[]|".contains($0)) },
            "unexpected text outside a label: '\(part)'")
        }
      }
    }
    #expect(text.contains("#lt;script#gt;alert#40;1#41;") == false)
    #expect(text.contains("#lt;script#gt;alert(1)#lt;/script#gt;"))
    #expect(text.contains("首页 财富 钱包 个人"))
  }

  @Test func writersAreDeterministic() throws {
    let options = RenderOptions(labels: true, legend: true, highlight: RenderTestApps.shopRoute)
    let a = try NavigationMap(
      app: RenderTestApps.shop, checkResult: RenderTestApps.shopFindings, options: options)
    let b = try NavigationMap(
      app: RenderTestApps.shop, checkResult: RenderTestApps.shopFindings, options: options)
    #expect(a == b)
    #expect(DOTWriter.write(a) == DOTWriter.write(b))
    #expect(MermaidWriter.write(a) == MermaidWriter.write(b))
  }

  static let goldenCases: [(name: String, options: RenderOptions)] = [
    ("shop", RenderOptions()),
    (
      "shop-full",
      RenderOptions(rankdir: .leftToRight, labels: true, legend: true, highlight: RenderTestApps.shopRoute)
    ),
    ("shop-tab-home", RenderOptions(view: .tab("home"))),
    ("hostile", RenderOptions(labels: true)),
  ]

  @Test(arguments: 0..<4) func goldens(_ index: Int) throws {
    let (name, options) = Self.goldenCases[index]
    let app = name == "hostile" ? RenderTestApps.hostile : RenderTestApps.shop
    let findings = name == "hostile" ? nil : RenderTestApps.shopFindings
    var plain = options
    plain.format = .dot
    plain.noLayout = true
    let dot = try Renderer.render(app, checkResult: findings, options: plain)
    try RenderGolden.check(String(decoding: dot, as: UTF8.self), named: "\(name).dot")
    var mermaid = options
    mermaid.format = .mermaid
    let mmd = try Renderer.render(app, checkResult: findings, options: mermaid)
    try RenderGolden.check(String(decoding: mmd, as: UTF8.self), named: "\(name).mmd")
  }

  @Test func formatFromOutputPath() {
    #expect(RenderFormat(outputPath: "out/map.svg") == .svg)
    #expect(RenderFormat(outputPath: "MAP.PNG") == .png)
    #expect(RenderFormat(outputPath: "a.b/map.pdf") == .pdf)
    #expect(RenderFormat(outputPath: "map.dot") == .dot)
    #expect(RenderFormat(outputPath: "map.gv") == .dot)
    #expect(RenderFormat(outputPath: "docs/nav.mmd") == .mermaid)
    #expect(RenderFormat(outputPath: "map") == nil)
    #expect(RenderFormat(outputPath: "a.b/map") == nil)
    #expect(RenderFormat(outputPath: ".svg") == nil)
    #expect(RenderFormat(outputPath: "map.txt") == nil)
    #expect(RenderFormat.png.isBinary && RenderFormat.pdf.isBinary && !RenderFormat.svg.isBinary)
    #expect(!RenderFormat.mermaid.isBinary && !RenderFormat.dot.isBinary)
  }
}
