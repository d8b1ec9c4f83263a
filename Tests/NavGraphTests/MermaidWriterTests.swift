import Foundation
import NavGraph
import NavGraphTestSupport
import Testing

@Suite struct MermaidWriterTests {
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
}
