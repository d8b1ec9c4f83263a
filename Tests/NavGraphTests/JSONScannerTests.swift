import NavGraphTestSupport
import Testing

@testable import NavGraph

@Suite struct JSONScannerTests {
  @Test func escapesDecode() {
    let json = #"{"entry": "\"\\\/\b\f\n\r\t\u0041\u00e9\u4e2d\ud83e\udded", "screens": []}"#
    let result = LoaderHarness.load(json)
    #expect(result.diagnostics.first?.message == "unknown screen '\"\\/\\u{8}\\u{c}\\n\\r\\tAé中🧭'")
  }

  @Test func jsonSyntaxSaysWhatWasExpected() {
    let cases: [(String, String)] = [
      (
        #"{"screens": [] "entry": "A"}"#,
        #"1:16: error: expected ',' or '}' after object member, found '"' [json-syntax]"#
      ),
      (
        #"{"screens": [{"id": "A"} {"id": "B"}]}"#,
        "1:26: error: expected ',' or ']' after array element, found '{' [json-syntax]"
      ),
      (#"{"screens": [{"id": "A"},]}"#, "1:25: error: trailing comma before ']' [json-syntax]"),
      (#"{"screens": [], }"#, "1:15: error: trailing comma before '}' [json-syntax]"),
      (#"{"screens" []}"#, "1:12: error: expected ':' after object key, found '[' [json-syntax]"),
      (#"{screens: []}"#, "1:2: error: expected a string key or '}', found 's' [json-syntax]"),
      (#"{"screens": [{"id": "A}]}"#, "1:21: error: unterminated string [json-syntax]"),
      (
        #"{"screens": [{"id": "A\q"}]}"#,
        #"1:23: error: invalid escape in string: '\' followed by 'q' [json-syntax]"#
      ),
      (
        #"{"screens": [{"id": "A\u12"}]}"#,
        #"1:23: error: invalid escape in string: '\u' needs four hexadecimal digits [json-syntax]"#
      ),
      (
        #"{"screens": [{"id": "\ud800"}]}"#,
        #"1:22: error: unpaired surrogate '\ud800' in string [json-syntax]"#
      ),
      (
        #"{"screens": [{"id": "\udc00\ud800"}]}"#,
        #"1:22: error: unpaired surrogate '\udc00' in string [json-syntax]"#
      ),
      (
        "{\"screens\": [{\"id\": \"A\nB\"}]}",
        "1:23: error: unescaped control character U+000A in string [json-syntax]"
      ),
      (#"{"screens": [], "x": 01}"#, "1:23: error: numbers cannot have leading zeros [json-syntax]"),
      (#"{"screens": [], "x": 1.}"#, "1:24: error: expected a digit after '.', found '}' [json-syntax]"),
      (
        #"{"screens": [], "x": 1e}"#, "1:24: error: expected a digit in the exponent, found '}' [json-syntax]"
      ),
      (#"{"screens": [], "x": -}"#, "1:23: error: expected a digit after '-', found '}' [json-syntax]"),
      (#"{"screens": [], "x": tru}"#, "1:22: error: invalid literal, expected 'true' [json-syntax]"),
      (
        #"{"screens": [], "x": 'a'}"#,
        "1:22: error: expected a value, found a single quote (JSON strings use double quotes) [json-syntax]"
      ),
      (
        "{\"screens\": [] // comment\n}",
        "1:16: error: expected ',' or '}' after object member, found '/' (JSON has no comments) [json-syntax]"
      ),
      (#"{"screens": ["#, "1:14: error: expected a value, found end of file [json-syntax]"),
      (
        #"{"screens": []} {}"#,
        "1:17: error: expected the end of the file after the top-level object, found '{' [json-syntax]"
      ),
      (
        "{\"screens\": []}\u{FEFF}",
        "1:16: error: expected the end of the file after the top-level object, found U+FEFF [json-syntax]"
      ),
      ("{\"screens\": [], \"x\": ，}", "1:22: error: expected a value, found '，' (U+FF0C) [json-syntax]"),
    ]
    for (json, expected) in cases {
      let result = LoaderHarness.load(json)
      // An unknown key before a bad value is warned about first; the syntax error ends the load.
      #expect(LoaderHarness.lines(result).filter { !$0.hasSuffix("[unknown-key]") } == [expected], "\(json)")
      #expect(result.app == nil && result.hasErrors)
    }
  }

  @Test func syntaxErrorsInSkippedValuesAreFound() {
    let result = LoaderHarness.load(#"{"screens": [], "extra": {"a": [1, 2, {"b": nul}]}}"#)
    #expect(
      LoaderHarness.lines(result) == [
        "1:17: warning: unknown key 'extra' [unknown-key]",
        "1:45: error: invalid literal, expected 'null' [json-syntax]",
      ])
  }

  @Test func diagnosticsBeforeASyntaxErrorAreKept() {
    let json = """
      {
        "screens": [
          {"id": "A", "lable": "x"},
          {"id": "B" "title": "y"}
        ]
      }
      """
    let result = LoaderHarness.load(json)
    #expect(
      LoaderHarness.lines(result) == [
        "3:17: warning: unknown key 'lable' [unknown-key]",
        #"4:16: error: expected ',' or '}' after object member, found '"' [json-syntax]"#,
      ])
    #expect(result.app == nil)
  }

  /// The scan reads eight bytes at a time and jumps to the first byte that needs attention: wherever
  /// that byte lies in its word (and past the words, in the last bytes of the file), it is the one
  /// found, reported at its own column or decoded.
  @Test func stringScanFindsTheFirstByteThatNeedsAttentionAtEveryOffset() {
    for k in 0..<20 {
      let plain = String(repeating: "a", count: k)
      // The string's bytes start at column 22.
      let control = LoaderHarness.load("{\"screens\": [{\"id\": \"\(plain)\u{01}b\"}]}")
      #expect(
        LoaderHarness.lines(control) == [
          "1:\(22 + k): error: unescaped control character U+0001 in string [json-syntax]"
        ])
      // The title's bytes start at column 50.
      var bytes = Array(#"{"entry": "A", "screens": [{"id": "A", "title": "\#(plain)"#.utf8)
      bytes += [0xFF] + Array(#"b"}]}"#.utf8)
      let invalid = AppLoader.load(bytes: bytes, fileName: "app.json")
      #expect(invalid.diagnostics.map(\.code) == [.invalidUTF8])
      #expect(invalid.diagnostics.first?.location?.column == 50 + k)
      let decoded = LoaderHarness.load(#"{"entry": "\#(plain)\u0041é\"x", "screens": []}"#)
      #expect(decoded.diagnostics.first?.message == "unknown screen '\(plain)Aé\"x'")
    }
  }
}
