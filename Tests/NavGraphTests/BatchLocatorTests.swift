import Testing

@testable import NavGraph

@Suite struct BatchLocatorTests {
  @Test func batchLocatorAgreesWithSourceFile() {
    let text = "{\n\t\"a\": \"中文🧭\",\r\n  \"b\": [1,\n\n 2]}\n" + String(repeating: "é", count: 5) + "x"
    var bytes = Array(text.utf8)
    bytes.insert(0x80, at: 12)
    let source = SourceFile(name: "t.json", bytes: bytes)
    let offsets = Array(0...bytes.count) + [bytes.count + 5, -3]
    let positions = BatchLocator.positions(of: offsets.reversed(), in: bytes)
    for offset in offsets {
      let expected = source.lineAndColumn(at: offset)
      #expect(
        positions[offset]?.line == expected.line && positions[offset]?.column == expected.column, "\(offset)")
    }
  }
}
