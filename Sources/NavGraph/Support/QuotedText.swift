/// User text in messages: single-quoted, on one line, bounded.
package enum QuotedText {
  /// The longest user text quoted in a message, in Unicode scalars; longer text ends with `…`.
  static let maxScalars = 80

  /// `'text'`, with control characters written as escapes (`\n`, `\u{1}`) so that a message stays on
  /// one line, and cut at `maxScalars`.
  package static func quote(_ text: String) -> String {
    var result = "'"
    var count = 0
    for scalar in text.unicodeScalars {
      if count == maxScalars {
        result += "…"
        break
      }
      count += 1
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _
      where scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
        || scalar == "\u{2028}" || scalar == "\u{2029}":
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "'"
  }
}
