/// The source line under a diagnostic and a caret under its column, as clang and swiftc print them:
///
///       "to": "Detial"
///             ^
///
/// The excerpt is cut from the bytes around the location's byte offset, at most `radius` characters
/// each side (marked `...` where cut), so a minified one-line file of many megabytes costs no more
/// than a short line: the work is O(radius), independent of the line's length. Control characters
/// show as U+FFFD, so the terminal prints the line and nothing else; tabs are kept in both lines so
/// the caret stays aligned; East Asian wide characters get two columns of padding.
package struct SourceSnippet: Equatable, Sendable {
  /// The excerpt of the line.
  package var line: String
  /// Spaces (and tabs) up to the column, then `^`.
  package var caret: String

  /// The snippet at `offset` in `bytes`, or nil when the offset lies outside them.
  package init?(bytes: [UInt8], offset: Int, radius: Int = 100) {
    guard offset >= 0, offset <= bytes.count else { return nil }
    var at = offset
    while at > 0, at < bytes.count, bytes[at] & 0xC0 == 0x80 { at -= 1 }
    let isBreak = { (b: UInt8) in b == 0x0A || b == 0x0D }

    var start = at
    var scalars = 0
    while start > 0, !isBreak(bytes[start - 1]), scalars < radius {
      start -= 1
      while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
      scalars += 1
    }
    let cutBefore = start > 0 && !isBreak(bytes[start - 1])

    var end = at
    scalars = 0
    while end < bytes.count, !isBreak(bytes[end]), scalars < radius {
      end += 1
      while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
      scalars += 1
    }
    let cutAfter = end < bytes.count && !isBreak(bytes[end])

    var line = cutBefore ? "..." : ""
    var caret = cutBefore ? "   " : ""
    for scalar in String(decoding: bytes[start..<at], as: UTF8.self).unicodeScalars {
      let shown = SourceSnippet.shown(scalar)
      line.unicodeScalars.append(shown)
      caret += shown == "\t" ? "\t" : (SourceSnippet.isWide(shown) ? "  " : " ")
    }
    for scalar in String(decoding: bytes[at..<end], as: UTF8.self).unicodeScalars {
      line.unicodeScalars.append(SourceSnippet.shown(scalar))
    }
    if cutAfter { line += "..." }
    self.line = line
    self.caret = caret + "^"
  }

  private static func shown(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    if scalar == "\t" { return scalar }
    if scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0) { return "\u{FFFD}" }
    return scalar
  }

  /// Whether a terminal draws the scalar two columns wide (the East Asian Wide and Fullwidth blocks
  /// in common use: Hangul Jamo, CJK, Hangul syllables, fullwidth forms and emoji).
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
