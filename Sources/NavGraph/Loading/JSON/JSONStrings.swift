/// JSON strings: validated in place while scanning, decoded only on request.
extension JSONScanner {
  /// The bytes of `word` (eight bytes of the file, the first in the low byte) that may be a quote, a
  /// backslash, a control character or non-ASCII, as their high bits; zero when none is (the bit
  /// tricks of "Bit Twiddling Hacks": determine if a word has a byte less than n). A byte is flagged
  /// wrongly only above a byte flagged rightly (the borrow of the subtractions runs upward from a
  /// match), so the lowest flagged byte is the first that needs attention.
  @inline(__always) private static func attention(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let quote = word ^ (ones &* 0x22)
    let backslash = word ^ (ones &* 0x5C)
    let zeroQuote = (quote &- ones) & ~quote
    let zeroBackslash = (backslash &- ones) & ~backslash
    let control = (word &- ones &* 0x20) & ~word
    return (zeroQuote | zeroBackslash | control | word) & highs
  }

  @inline(__always) private func hexValue(_ at: Int) -> UInt32? {
    guard at < end else { return nil }
    let c = base[at]
    switch c {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(c - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(c - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(c - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  /// The value of the four hex digits at `at`, or nil.
  @inline(__always) private func hex4(_ at: Int) -> UInt32? {
    guard let a = hexValue(at), let b = hexValue(at + 1), let c = hexValue(at + 2), let d = hexValue(at + 3)
    else { return nil }
    return a << 12 | b << 8 | c << 4 | d
  }

  /// Consumes a string (the current byte is its opening quote), validating escapes, surrogate pairs,
  /// control characters and UTF-8. Invalid UTF-8 is recorded, not thrown: the structure is intact.
  ///
  /// Inlined where it is called, for the common case: a string whose first byte that needs
  /// attention is its closing quote, found eight bytes at a time; any other byte, or the last seven
  /// bytes of the input, hands over to the general loop (`scanString(quote:from:)`), from that
  /// byte on. Measured with the plain links' loop that calls it (`readPlainLink`, docs/PERFORMANCE.md).
  @inline(__always) mutating func scanString() throws(LoadStop) -> ScannedString {
    let quote = pos
    var i = pos + 1
    while i + 8 <= end {
      // `i + 8 <= end`: the eight bytes loaded lie inside the buffer (see `JSONScanner`).
      let word = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
      let flagged = Self.attention(word)
      if flagged != 0 {
        i += flagged.trailingZeroBitCount >> 3
        guard base[i] == UInt8(ascii: "\"") else { break }
        pos = i + 1
        return ScannedString(start: quote + 1, end: i, escaped: false)
      }
      i += 8
    }
    return try scanString(quote: quote, from: i)
  }

  /// The general loop of `scanString`, for the string whose opening quote is at `quote`, from `i` on
  /// (the bytes between are plain ASCII).
  @inline(never) private mutating func scanString(quote: Int, from start: Int) throws(LoadStop)
    -> ScannedString
  {
    var i = start
    var escaped = false
    while true {
      while i + 8 <= end {
        // `i + 8 <= end`: the eight bytes loaded lie inside the buffer (see `JSONScanner`).
        let word = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
        let flagged = Self.attention(word)
        if flagged != 0 {
          // Straight to the first byte that needs attention: the bytes before it are plain ASCII
          // (stepping over them one by one reloaded a word at each step).
          i += flagged.trailingZeroBitCount >> 3
          break
        }
        i += 8
      }
      guard i < end else { throw .syntax("unterminated string", at: quote) }
      let c = base[i]
      if c == UInt8(ascii: "\"") {
        pos = i + 1
        return ScannedString(start: quote + 1, end: i, escaped: escaped)
      } else if c == UInt8(ascii: "\\") {
        escaped = true
        i = try escapeEnd(at: i, quote: quote)
      } else if c < 0x20 {
        throw .syntax("unescaped control character \(Self.codePoint(UInt32(c))) in string", at: i)
      } else if c >= 0x80 {
        let length = UTF8Validation.sequenceLength(base, at: i, end: end)
        if length == 0 {
          if invalidUTF8.count < invalidUTF8Keep { invalidUTF8.append(i) }
          invalidUTF8Count += 1
          i += 1
        } else {
          i += length
        }
      } else {
        i += 1
      }
    }
  }

  /// Validates the escape at `i` (a backslash) and returns the offset after it.
  private func escapeEnd(at i: Int, quote: Int) throws(LoadStop) -> Int {
    guard i + 1 < end else { throw .syntax("unterminated string", at: quote) }
    switch base[i + 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
      UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      return i + 2
    case UInt8(ascii: "u"):
      guard let unit = hex4(i + 2) else {
        throw .syntax("invalid escape in string: '\\u' needs four hexadecimal digits", at: i)
      }
      if unit >= 0xDC00 && unit <= 0xDFFF { throw .syntax(Self.unpaired(unit), at: i) }
      guard unit >= 0xD800 && unit <= 0xDBFF else { return i + 6 }
      guard i + 7 < end, base[i + 6] == UInt8(ascii: "\\"), base[i + 7] == UInt8(ascii: "u"),
        let low = hex4(i + 8), low >= 0xDC00 && low <= 0xDFFF
      else { throw .syntax(Self.unpaired(unit), at: i) }
      return i + 12
    default:
      throw .syntax("invalid escape in string: '\\' followed by \(describe(at: i + 1))", at: i)
    }
  }

  private static func unpaired(_ unit: UInt32) -> String {
    "unpaired surrogate '\\u\(String(unit, radix: 16))' in string"
  }

  // MARK: Decoding

  /// Appends the decoded UTF-8 bytes of `string` to `out`. The string was validated by `scanString`,
  /// which found its closing quote before `end`: its range, and every escape in it, lies inside the
  /// buffer, so the pointer reads below stay in bounds.
  func decode(_ string: ScannedString, into out: inout [UInt8]) {
    guard string.escaped else {
      out.append(
        contentsOf: UnsafeBufferPointer(start: base + string.start, count: string.end - string.start))
      return
    }
    var i = string.start
    var run = i
    func flush(_ upTo: Int) {
      if upTo > run { out.append(contentsOf: UnsafeBufferPointer(start: base + run, count: upTo - run)) }
    }
    while i < string.end {
      guard base[i] == UInt8(ascii: "\\") else {
        i += 1
        continue
      }
      flush(i)
      let e = base[i + 1]
      var scalar: UInt32
      var length = 2
      switch e {
      case UInt8(ascii: "b"): scalar = 0x08
      case UInt8(ascii: "f"): scalar = 0x0C
      case UInt8(ascii: "n"): scalar = 0x0A
      case UInt8(ascii: "r"): scalar = 0x0D
      case UInt8(ascii: "t"): scalar = 0x09
      case UInt8(ascii: "u"):
        scalar = hex4(i + 2) ?? 0xFFFD
        length = 6
        if scalar >= 0xD800 && scalar <= 0xDBFF, let low = hex4(i + 8) {
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          length = 12
        }
      default: scalar = UInt32(e)
      }
      Self.appendUTF8(scalar, to: &out)
      i += length
      run = i
    }
    flush(string.end)
  }

  @inline(__always) static func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
    switch scalar {
    case 0..<0x80:
      out.append(UInt8(scalar))
    case 0x80..<0x800:
      out.append(UInt8(0xC0 | scalar >> 6))
      out.append(UInt8(0x80 | scalar & 0x3F))
    case 0x800..<0x10000:
      out.append(UInt8(0xE0 | scalar >> 12))
      out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      out.append(UInt8(0x80 | scalar & 0x3F))
    default:
      out.append(UInt8(0xF0 | scalar >> 18))
      out.append(UInt8(0x80 | scalar >> 12 & 0x3F))
      out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      out.append(UInt8(0x80 | scalar & 0x3F))
    }
  }

  /// The string's value as a Swift string (invalid UTF-8 becomes U+FFFD). `scratch` is reused storage.
  /// The string's range lies inside the buffer (see `decode(_:into:)`).
  func string(_ string: ScannedString, scratch: inout [UInt8]) -> String {
    guard string.escaped else {
      return String(
        decoding: UnsafeBufferPointer(start: base + string.start, count: string.end - string.start),
        as: UTF8.self)
    }
    scratch.removeAll(keepingCapacity: true)
    decode(string, into: &scratch)
    return String(decoding: scratch, as: UTF8.self)
  }
}
