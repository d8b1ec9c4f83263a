/// A JSON string as found in the input: the bytes between its quotes, not yet decoded.
struct ScannedString {
  /// The offset of the first byte after the opening quote.
  var start: Int
  /// The offset of the closing quote.
  var end: Int
  /// Whether the string contains a backslash escape (and so must be decoded before use).
  var escaped: Bool

  /// The offset of the opening quote, where the value starts.
  var quote: Int { start - 1 }
  var isEmpty: Bool { start == end }
}
