/// ANSI styling for text output, or none: every text reporter takes one, so colour is decided once
/// (by the command line: a terminal, `--color`, `NO_COLOR`) and never inside a reporter.
public struct TerminalStyle: Sendable {
  /// Whether to emit ANSI escape sequences.
  public var colors: Bool

  /// A style that colours when `colors` is true.
  public init(colors: Bool) {
    self.colors = colors
  }

  /// No colour.
  public static let plain = TerminalStyle(colors: false)

  /// The SGR codes NavGraph uses, in clang's palette: bold for locations and messages, red errors,
  /// magenta warnings, cyan notes, green carets.
  public enum Attribute: String, Sendable {
    case bold = "1"
    case red = "1;31"
    case magenta = "1;35"
    case cyan = "1;36"
    case green = "1;32"
    case dim = "2"
  }

  /// `text` wrapped in the attribute's escape sequence and a reset, or `text` as is without colour.
  public func apply(_ attribute: Attribute, _ text: String) -> String {
    guard colors, !text.isEmpty else { return text }
    return "\u{1B}[\(attribute.rawValue)m\(text)\u{1B}[0m"
  }

  /// The attribute for a severity label.
  public static func attribute(for severity: Severity) -> Attribute {
    switch severity {
    case .error: return .red
    case .warning: return .magenta
    case .note: return .cyan
    }
  }

  /// `text` with every control character (C0, DEL and C1, tab included) shown as `\u{1B}`, so that
  /// user text inside a message can neither break a line-oriented format nor drive the terminal.
  /// Linear in the length of `text`; returns `text` itself when there is nothing to escape.
  public static func printable(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
  }
}
