/// Which ASCII characters an output format escapes, and as what: one table per escaper (DOT and
/// Mermaid labels, HTML, YAML, Markdown cells, GitHub workflow commands), all applied by
/// `String(escaping:_:displayable:)`. Every character these formats escape is ASCII, so the table
/// is an array indexed by the scalar's value.
struct EscapeTable: ExpressibleByDictionaryLiteral, Sendable {
  private var replacements = [String?](repeating: nil, count: 128)

  init(dictionaryLiteral elements: (Unicode.Scalar, String)...) {
    for (scalar, replacement) in elements {
      precondition(scalar.isASCII, "escape tables hold ASCII characters")
      replacements[Int(scalar.value)] = replacement
    }
  }

  /// The replacement of `scalar`, or nil when it is kept.
  @inline(__always) subscript(_ scalar: Unicode.Scalar) -> String? {
    scalar.value < 128 ? replacements[Int(scalar.value)] : nil
  }
}

extension String {
  /// `text` with each scalar that `table` lists replaced by its replacement; every other scalar
  /// kept, or with `displayable`, kept through `appendDisplayable`. One pass, linear in the text.
  init(escaping text: String, _ table: EscapeTable, displayable: Bool) {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if let replacement = table[scalar] {
        out += replacement
      } else if displayable {
        out.appendDisplayable(scalar)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    self = out
  }

  /// Appends `scalar`, or U+FFFD in place of a control character or noncharacter, which neither
  /// Graphviz nor Mermaid can show. Shared by the DOT and Mermaid label escapers.
  mutating func appendDisplayable(_ scalar: Unicode.Scalar) {
    if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
      unicodeScalars.append("\u{FFFD}")
    } else {
      unicodeScalars.append(scalar)
    }
  }
}
