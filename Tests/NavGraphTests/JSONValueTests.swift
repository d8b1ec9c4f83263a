import Testing

@testable import NavGraph

@Suite struct JSONValueTests {
  @Test func sortsAKeyBeforeTheKeysItPrefixes() {
    let keys = ["b", "aé", "a~", "ab", "a"]
    let value: JSONValue = .object(Dictionary(uniqueKeysWithValues: keys.map { ($0, JSONValue.null) }))
    let lines = value.serialized().split(separator: "\n").dropFirst().dropLast()
    #expect(
      lines.map { String($0.split(separator: ":")[0]) } == [
        "  \"a\"", "  \"ab\"", "  \"a~\"", "  \"aé\"", "  \"b\"",
      ])
  }

  /// Objects of as many keys, some with the same keys and some not, each in its own key order.
  @Test func objectsOfEqualSizeWithOtherKeys() {
    let value: JSONValue = .array([
      .object(["b": .int(1), "a": .int(2)]), .object(["c": .int(3), "a": .int(4)]),
      .object(["a": .int(5), "b": .int(6)]), .object(["d": .array([.object(["e": .null, "b": .null])])]),
    ])
    let compact = value.serialized().filter { !$0.isWhitespace }
    #expect(
      compact == #"[{"a":2,"b":1},{"a":4,"c":3},{"a":5,"b":6},{"d":[{"b":null,"e":null}]}]"#)
  }

  /// Each character that needs an escape, at every position around the eight-byte words the
  /// writer skips, among ASCII, non-ASCII and bytes just above the escaped ones.
  @Test func escapesAtEveryPositionOfLongStrings() {
    let special: [(Character, String)] = [
      ("\"", "\\\""), ("\\", "\\\\"), ("\n", "\\n"), ("\u{0}", "\\u0000"), ("\u{1F}", "\\u001f"),
    ]
    let fillers = ["abcdefghijklmnopqrstu", "é首!#]^`\u{7F}~[abcdefghij", "   !!!!####]]]]]]]]]]]"]
    for filler in fillers {
      for (character, escaped) in special {
        for position in 0..<20 {
          var text = Array(filler)
          text.insert(character, at: position)
          let expected = String(text).map { $0 == character ? escaped : String($0) }.joined()
          #expect(JSONValue.string(String(text)).serialized() == "\"" + expected + "\"\n", "\(position)")
        }
      }
    }
  }

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
