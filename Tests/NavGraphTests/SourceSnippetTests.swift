import Testing

@testable import NavGraph

@Suite struct SourceSnippetTests {
  func snippet(_ text: String, at needle: String, radius: Int = 100) -> SourceSnippet? {
    let bytes = Array(text.utf8)
    let range = text.utf8.firstRange(of: needle.utf8)!
    return SourceSnippet(
      bytes: bytes, offset: text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound),
      radius: radius)
  }

  @Test func caretUnderTheColumn() {
    let s = snippet("{\n  \"to\": \"Detial\"\n}\n", at: "\"Detial\"")
    #expect(s?.line == "  \"to\": \"Detial\"")
    #expect(s?.caret == "        ^")
  }

  @Test func tabsAndWideCharactersKeepTheCaretAligned() {
    let s = snippet("\t\"首页\": x\r\n", at: "x")
    #expect(s?.line == "\t\"首页\": x")
    #expect(s?.caret == "\t        ^")
  }

  @Test func longLinesAreCutAroundTheColumn() {
    let line = String(repeating: "a", count: 500) + "X" + String(repeating: "b", count: 500)
    let s = snippet(line, at: "X", radius: 10)
    #expect(
      s?.line == "..." + String(repeating: "a", count: 10) + "X" + String(repeating: "b", count: 9) + "...")
    #expect(s?.caret == String(repeating: " ", count: 13) + "^")
  }

  @Test func controlCharactersAndInvalidBytesAreReplaced() {
    let bytes: [UInt8] = [0x61, 0x1B, 0x5B, 0xFF, 0x62]
    let s = SourceSnippet(bytes: bytes, offset: 4)
    #expect(s?.line == "a\u{FFFD}[\u{FFFD}b")
    #expect(s?.caret == "    ^")
  }

  @Test func offsetsAtTheEdges() {
    #expect(SourceSnippet(bytes: [], offset: 0)?.line == "")
    #expect(SourceSnippet(bytes: [], offset: 0)?.caret == "^")
    #expect(SourceSnippet(bytes: Array("ab".utf8), offset: 2)?.caret == "  ^")
    #expect(SourceSnippet(bytes: Array("ab".utf8), offset: 3) == nil)
    #expect(SourceSnippet(bytes: Array("ab".utf8), offset: -1) == nil)
    #expect(SourceSnippet(bytes: Array("é".utf8), offset: 1)?.caret == "^")
  }
}
