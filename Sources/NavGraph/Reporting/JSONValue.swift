/// A JSON value for NavGraph's machine-readable output, and its one writer.
///
/// Every JSON document NavGraph prints (check, SARIF, path, routes) goes through `serialized()`, so
/// they share one set of rules: object keys sorted by their UTF-8 bytes, so that output is stable
/// across runs and platforms; strings escaped as RFC 8259 requires (`"`, `\`, and every control
/// character below U+0020, the common ones as `\n`-style escapes and the rest as `\u00XX`), with
/// every other character, non-ASCII included, written as UTF-8; two-space indentation and a final
/// line break.
///
/// Complexity: linear in the size of the output plus, per object, `k log k` to sort its `k` keys.
/// The writer walks the value with an explicit stack, so a deeply nested value cannot overflow the
/// call stack.
package enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The document as text: pretty-printed with two-space indentation, keys sorted, ending in a line break.
  package func serialized() -> String {
    var out: [UInt8] = []
    out.reserveCapacity(256)
    JSONValue.write(self, into: &out)
    out.append(0x0A)
    return String(decoding: out, as: UTF8.self)
  }

  /// One pending step of the iterative writer: a value to write at a depth, or closing text.
  private enum Step {
    case value(JSONValue, depth: Int)
    case key(String, depth: Int, first: Bool)
    case element(depth: Int, first: Bool)
    case close(UInt8, depth: Int)
  }

  private static func write(_ root: JSONValue, into out: inout [UInt8]) {
    var steps: [Step] = [.value(root, depth: 0)]
    while let step = steps.popLast() {
      switch step {
      case .key(let key, let depth, let first):
        if !first { out.append(UInt8(ascii: ",")) }
        newline(depth, &out)
        writeString(key, &out)
        out.append(UInt8(ascii: ":"))
        out.append(UInt8(ascii: " "))
      case .element(let depth, let first):
        if !first { out.append(UInt8(ascii: ",")) }
        newline(depth, &out)
      case .close(let bracket, let depth):
        newline(depth, &out)
        out.append(bracket)
      case .value(let value, let depth):
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .int(let n): out.append(contentsOf: String(n).utf8)
        case .string(let s): writeString(s, &out)
        case .array(let items):
          out.append(UInt8(ascii: "["))
          if items.isEmpty {
            out.append(UInt8(ascii: "]"))
            break
          }
          steps.append(.close(UInt8(ascii: "]"), depth: depth))
          for (i, item) in items.enumerated().reversed() {
            steps.append(.value(item, depth: depth + 1))
            steps.append(.element(depth: depth + 1, first: i == 0))
          }
        case .object(let members):
          out.append(UInt8(ascii: "{"))
          if members.isEmpty {
            out.append(UInt8(ascii: "}"))
            break
          }
          steps.append(.close(UInt8(ascii: "}"), depth: depth))
          let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
          for (i, key) in keys.enumerated().reversed() {
            steps.append(.value(members[key]!, depth: depth + 1))
            steps.append(.key(key, depth: depth + 1, first: i == 0))
          }
        }
      }
    }
  }

  private static func newline(_ depth: Int, _ out: inout [UInt8]) {
    out.append(0x0A)
    for _ in 0..<(depth * 2) { out.append(UInt8(ascii: " ")) }
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  private static func writeString(_ s: String, _ out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    for byte in s.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
      case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
      case 0x0A: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
      case 0x0D: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
      case 0x09: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
      case 0x08: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
      case 0x0C: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
      case 0x00..<0x20:
        out.append(contentsOf: "\\u00".utf8)
        out.append(hexDigits[Int(byte >> 4)])
        out.append(hexDigits[Int(byte & 0x0F)])
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}

extension JSONValue {
  /// An array of strings.
  package static func strings(_ items: [String]) -> JSONValue { .array(items.map(JSONValue.string)) }
}
