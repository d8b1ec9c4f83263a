extension String {
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
