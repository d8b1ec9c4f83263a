/// A position-keeping JSON scanner over the bytes of a description (RFC 8259).
///
/// It is a pull parser: the caller walks the structure it expects (`nextKey`, `nextElement`, the
/// scalar readers) and skips what it does not know with `skipValue`, which is iterative, so nesting
/// depth costs one bit of heap per level and never stack. Strings are validated in place (escapes,
/// surrogate pairs, control characters, UTF-8), eight bytes at a time while no byte needs attention,
/// and only turned into Swift strings on request. Every error is thrown with its byte offset.
/// Each byte is examined a constant number of times: O(n) for the whole input. It knows JSON only:
/// what the values mean is the reader's business (`DescriptionReader`).
///
/// Invariant of the unsafe pointer `base`: it points at `end` bytes that stay alive and unmoved
/// while the scanner is used (the scanner is made inside `withUnsafeBufferPointer` over them and
/// never escapes it), and every read is at an offset checked to be below `end` (or, for the
/// eight-byte loads of `scanString` and the multi-byte reads of `UTF8Validation`, whose last byte is).
struct JSONScanner {
  let base: UnsafePointer<UInt8>
  let end: Int
  var pos: Int
  /// Offsets of the invalid UTF-8 sequences found inside strings, the first `invalidUTF8Keep` of them.
  var invalidUTF8: [Int] = []
  /// How many invalid UTF-8 sequences were found inside strings in all.
  var invalidUTF8Count = 0
  let invalidUTF8Keep: Int

  init(base: UnsafePointer<UInt8>, count: Int, start: Int, invalidUTF8Keep: Int) {
    self.base = base
    self.end = count
    self.pos = start
    self.invalidUTF8Keep = invalidUTF8Keep
  }

  var atEnd: Bool { pos >= end }

  @inline(__always) var current: UInt8? { pos < end ? base[pos] : nil }

  @inline(__always) mutating func skipWhitespace() {
    while pos < end {
      let c = base[pos]
      guard c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 else { return }
      pos += 1
    }
  }

  // MARK: Errors

  /// The byte at `offset` described for a message: `'x'`, `U+0000`, `end of file`.
  func describe(at offset: Int) -> String {
    guard offset < end else { return "end of file" }
    let c = base[offset]
    switch c {
    case 0x27: return "a single quote (JSON strings use double quotes)"
    case 0x2F: return "'/' (JSON has no comments)"
    case 0x20...0x7E: return "'\(Character(Unicode.Scalar(c)))'"
    case 0x00..<0x20, 0x7F: return Self.codePoint(UInt32(c))
    default:
      let length = UTF8Validation.sequenceLength(base, at: offset, end: end)
      guard length > 0 else { return "byte \(Self.hexByte(c))" }
      let value = UTF8Validation.scalar(base, at: offset, length: length)
      guard let scalar = Unicode.Scalar(value), !scalar.properties.isWhitespace,
        scalar.properties.generalCategory != .format
      else { return Self.codePoint(value) }
      return "'\(Character(scalar))' (\(Self.codePoint(value)))"
    }
  }

  /// The error for an unexpected byte (or the end of the input) at the current position: invalid
  /// UTF-8 when the bytes there are not UTF-8, else `expected …, found …`.
  func unexpected(_ expected: String) -> LoadStop {
    if pos < end, base[pos] >= 0x80, UTF8Validation.sequenceLength(base, at: pos, end: end) == 0 {
      return LoadStop(
        code: .invalidUTF8, message: "invalid UTF-8 byte \(Self.hexByte(base[pos]))", offset: pos)
    }
    return .syntax("expected \(expected), found \(describe(at: pos))", at: pos)
  }

  static func codePoint(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  static func hexByte(_ byte: UInt8) -> String {
    let hex = String(byte, radix: 16)
    return "0x" + (hex.count < 2 ? "0" : "") + hex
  }

  // MARK: Values

  /// The type of the value starting at the current position (after whitespace).
  mutating func valueType() throws(LoadStop) -> JSONType {
    guard pos < end else { throw unexpected("a value") }
    switch base[pos] {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .boolean
    case UInt8(ascii: "n"): return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    default: throw unexpected("a value")
    }
  }

  /// Consumes `true`, `false` or `null` and returns the boolean (nil for null).
  mutating func scanLiteral() throws(LoadStop) -> Bool? {
    let start = pos
    func matches(_ word: StaticString) -> Bool {
      let count = word.utf8CodeUnitCount
      guard start + count <= end else { return false }
      for k in 0..<count where base[start + k] != word.utf8Start[k] { return false }
      return true
    }
    switch base[start] {
    case UInt8(ascii: "t"):
      guard matches("true") else { throw .syntax("invalid literal, expected 'true'", at: start) }
      pos += 4
      return true
    case UInt8(ascii: "f"):
      guard matches("false") else { throw .syntax("invalid literal, expected 'false'", at: start) }
      pos += 5
      return false
    default:
      guard matches("null") else { throw .syntax("invalid literal, expected 'null'", at: start) }
      pos += 4
      return nil
    }
  }

  /// Consumes a number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`. Its value is never
  /// needed by the format, so any magnitude (1e999) is accepted.
  mutating func scanNumber() throws(LoadStop) {
    @inline(__always) func isDigit(_ at: Int) -> Bool {
      at < end && base[at] >= UInt8(ascii: "0") && base[at] <= UInt8(ascii: "9")
    }
    if base[pos] == UInt8(ascii: "-") { pos += 1 }
    if pos < end, base[pos] == UInt8(ascii: "0") {
      pos += 1
      if isDigit(pos) { throw .syntax("numbers cannot have leading zeros", at: pos) }
    } else if isDigit(pos) {
      while isDigit(pos) { pos += 1 }
    } else {
      throw unexpected("a digit after '-'")
    }
    if pos < end, base[pos] == UInt8(ascii: ".") {
      pos += 1
      guard isDigit(pos) else { throw unexpected("a digit after '.'") }
      while isDigit(pos) { pos += 1 }
    }
    if pos < end, base[pos] | 0x20 == UInt8(ascii: "e") {
      pos += 1
      if pos < end, base[pos] == UInt8(ascii: "+") || base[pos] == UInt8(ascii: "-") { pos += 1 }
      guard isDigit(pos) else { throw unexpected("a digit in the exponent") }
      while isDigit(pos) { pos += 1 }
    }
  }

  // MARK: Structure

  /// Moves to the next member of an object whose `{` was consumed: returns its key, positioned at the
  /// value, or nil after consuming the closing `}`. `first` is true before the first member.
  mutating func nextKey(first: inout Bool) throws(LoadStop) -> ScannedString? {
    skipWhitespace()
    if first {
      first = false
      if current == UInt8(ascii: "}") {
        pos += 1
        return nil
      }
      guard current == UInt8(ascii: "\"") else { throw unexpected("a string key or '}'") }
    } else {
      if current == UInt8(ascii: "}") {
        pos += 1
        return nil
      }
      guard current == UInt8(ascii: ",") else { throw unexpected("',' or '}' after object member") }
      let comma = pos
      pos += 1
      skipWhitespace()
      if current == UInt8(ascii: "}") { throw .syntax("trailing comma before '}'", at: comma) }
      guard current == UInt8(ascii: "\"") else { throw unexpected("a string key") }
    }
    let key = try scanString()
    skipWhitespace()
    guard current == UInt8(ascii: ":") else { throw unexpected("':' after object key") }
    pos += 1
    skipWhitespace()
    return key
  }

  /// Moves to the next element of an array whose `[` was consumed: returns true positioned at the
  /// element, or false after consuming the closing `]`. `first` is true before the first element.
  mutating func nextElement(first: inout Bool) throws(LoadStop) -> Bool {
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      pos += 1
      return false
    }
    if first {
      first = false
      return true
    }
    guard current == UInt8(ascii: ",") else { throw unexpected("',' or ']' after array element") }
    let comma = pos
    pos += 1
    skipWhitespace()
    if current == UInt8(ascii: "]") { throw .syntax("trailing comma before ']'", at: comma) }
    return true
  }

  /// Consumes one value of any type and depth without building it. Iterative: the open containers are
  /// kept as bits (1 for an object) in a heap stack, so 100,000 nested arrays cost 12.5 KB.
  mutating func skipValue() throws(LoadStop) {
    var objects: [UInt64] = []
    var depth = 0
    @inline(__always) func isObject(_ level: Int) -> Bool {
      objects[level >> 6] >> UInt64(level & 63) & 1 == 1
    }
    @inline(__always) func push(_ object: Bool) {
      if depth >> 6 == objects.count { objects.append(0) }
      let bit: UInt64 = 1 << UInt64(depth & 63)
      if object { objects[depth >> 6] |= bit } else { objects[depth >> 6] &= ~bit }
      depth += 1
    }
    while true {
      skipWhitespace()
      switch try valueType() {
      case .object:
        pos += 1
        var first = true
        if try nextKey(first: &first) != nil {
          push(true)
          continue
        }
      case .array:
        pos += 1
        var first = true
        if try nextElement(first: &first) {
          push(false)
          continue
        }
      case .string: _ = try scanString()
      case .boolean, .null: _ = try scanLiteral()
      case .number: try scanNumber()
      }
      // A value is complete: close the containers it completes, stop at the next value to read.
      while true {
        guard depth > 0 else { return }
        var first = false
        if isObject(depth - 1) {
          if try nextKey(first: &first) != nil { break }
        } else {
          if try nextElement(first: &first) { break }
        }
        depth -= 1
      }
    }
  }
}
