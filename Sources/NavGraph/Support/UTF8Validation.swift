/// UTF-8 well-formedness, one sequence at a time.
///
/// Follows the table of well-formed byte sequences in The Unicode Standard, section 3.9 (table 3-7):
/// it rejects overlong forms, encoded surrogates (U+D800...U+DFFF), code points above U+10FFFF,
/// stray continuation bytes and truncated sequences. O(1) per sequence.
///
/// Invariant of the unsafe pointer `base`: the caller guarantees `base[i]` is readable (`i < end`,
/// the end of the bytes `base` points into); every later byte read is checked against `end` first
/// (`sequenceLength`), or is part of a sequence `sequenceLength` accepted (`scalar`).
enum UTF8Validation {
  /// The length (2 to 4) of the well-formed multi-byte sequence at `i`, whose first byte is at least
  /// 0x80, or 0 when the bytes there are not well-formed UTF-8.
  @inline(__always)
  static func sequenceLength(_ base: UnsafePointer<UInt8>, at i: Int, end: Int) -> Int {
    let lead = base[i]
    @inline(__always) func continuation(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
      i + k < end && base[i + k] >= low && base[i + k] <= high
    }
    switch lead {
    case 0xC2...0xDF:
      return continuation(1) ? 2 : 0
    case 0xE0:
      return continuation(1, 0xA0) && continuation(2) ? 3 : 0
    case 0xE1...0xEC, 0xEE...0xEF:
      return continuation(1) && continuation(2) ? 3 : 0
    case 0xED:
      return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
    case 0xF0:
      return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF1...0xF3:
      return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF4:
      return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
    default:
      return 0
    }
  }

  /// The Unicode scalar value of the well-formed sequence of `length` bytes at `i`.
  @inline(__always)
  static func scalar(_ base: UnsafePointer<UInt8>, at i: Int, length: Int) -> UInt32 {
    let lead = UInt32(base[i])
    switch length {
    case 2: return (lead & 0x1F) << 6 | UInt32(base[i + 1] & 0x3F)
    case 3: return (lead & 0x0F) << 12 | UInt32(base[i + 1] & 0x3F) << 6 | UInt32(base[i + 2] & 0x3F)
    default:
      return (lead & 0x07) << 18 | UInt32(base[i + 1] & 0x3F) << 12 | UInt32(base[i + 2] & 0x3F) << 6
        | UInt32(base[i + 3] & 0x3F)
    }
  }
}
