import Testing

@testable import NavGraph

@Suite struct JSONValueTests {
  @Test func sortsKeysByBytesAndIndents() {
    let value: JSONValue = .object([
      "b": .int(1), "a": .array([.bool(true), .null, .string("x")]), "Z": .object([:]), "é": .array([]),
    ])
    #expect(
      value.serialized() == """
        {
          "Z": {},
          "a": [
            true,
            null,
            "x"
          ],
          "b": 1,
          "é": []
        }

        """)
  }

  @Test func escapesQuotesBackslashesAndControlCharacters() {
    let value: JSONValue = .string("a\"b\\c\n\r\t\u{8}\u{C}\u{0}\u{1F}\u{7F}/首页😀")
    #expect(value.serialized() == "\"a\\\"b\\\\c\\n\\r\\t\\b\\f\\u0000\\u001f\u{7F}/首页😀\"\n")
  }

  @Test func writesNegativeNumbersAndScalars() {
    #expect(JSONValue.int(-42).serialized() == "-42\n")
    #expect(JSONValue.bool(false).serialized() == "false\n")
  }

  @Test func deepNestingDoesNotOverflowTheStack() {
    var value = JSONValue.int(0)
    for _ in 0..<3_000 { value = .array([value]) }
    let text = value.serialized()
    #expect(text.utf8.count > 9_000_000)
    #expect(text.hasPrefix("[\n  [\n"))
  }
}
