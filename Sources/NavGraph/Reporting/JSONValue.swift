/// A JSON value for NavGraph's machine-readable output, and its one writer.
///
/// Every JSON document NavGraph prints (check, SARIF, path, routes) goes through `serialized()`, so
/// they share one set of rules: object keys sorted by their UTF-8 bytes, so that output is stable
/// across runs and platforms; strings escaped as RFC 8259 requires (`"`, `\`, and every control
/// character below U+0020, the common ones as `\n`-style escapes and the rest as `\u00XX`), with
/// every other character, non-ASCII included, written as UTF-8; two-space indentation and a final
/// line break.
///
/// Complexity: linear in the size of the output plus, per object, `k log k` to sort its `k` keys
/// (or `k` lookups when the previous object with as many keys had the same ones). The writer walks
/// the value with an explicit stack of open containers, so a deeply nested value cannot overflow the
/// call stack.
public enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The document as text: pretty-printed with two-space indentation, keys sorted, ending in a line break.
  public func serialized() -> String {
    var out: [UInt8] = []
    out.reserveCapacity(256)
    JSONValue.write(self, into: &out)
    out.append(0x0A)
    return String(decoding: out, as: UTF8.self)
  }

  /// An array or object the iterative writer has opened: its elements (an object's members in key
  /// order) and the index of the next one to write.
  private struct Frame {
    enum Elements {
      case array([JSONValue])
      case object([(key: String, value: JSONValue)])
    }
    var elements: Elements
    var count: Int
    var next = 0
  }

  /// Writes `root` with a stack of open containers: a scalar is written where it stands, a non-empty
  /// container pushes a frame whose elements are written in turn, and a frame is closed when its
  /// elements are done. Each value is visited once; each object's members are sorted once.
  private static func write(_ root: JSONValue, into out: inout [UInt8]) {
    var frames: [Frame] = []
    var orders: [Int: [String]] = [:]
    begin(root, &out, &frames, &orders)
    while let top = frames.indices.last {
      let depth = frames.count
      let next = frames[top].next
      if next == frames[top].count {
        newline(depth - 1, &out)
        if case .array = frames[top].elements {
          out.append(UInt8(ascii: "]"))
        } else {
          out.append(UInt8(ascii: "}"))
        }
        frames.removeLast()
        continue
      }
      frames[top].next = next + 1
      if next > 0 { out.append(UInt8(ascii: ",")) }
      newline(depth, &out)
      let value: JSONValue
      switch frames[top].elements {
      case .array(let items):
        value = items[next]
      case .object(let members):
        writeString(members[next].key, &out)
        out.append(UInt8(ascii: ":"))
        out.append(UInt8(ascii: " "))
        value = members[next].value
      }
      begin(value, &out, &frames, &orders)
    }
  }

  /// Writes a scalar, an empty container, or the opening bracket of a container whose frame it pushes.
  private static func begin(
    _ value: JSONValue, _ out: inout [UInt8], _ frames: inout [Frame], _ orders: inout [Int: [String]]
  ) {
    switch value {
    case .null: out.append(contentsOf: "null".utf8)
    case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
    case .int(let n): out.append(contentsOf: String(n).utf8)
    case .string(let s): writeString(s, &out)
    case .array(let items):
      out.append(UInt8(ascii: "["))
      if items.isEmpty {
        out.append(UInt8(ascii: "]"))
      } else {
        frames.append(Frame(elements: .array(items), count: items.count))
      }
    case .object(let members):
      out.append(UInt8(ascii: "{"))
      if members.isEmpty {
        out.append(UInt8(ascii: "}"))
      } else {
        frames.append(Frame(elements: .object(sortedMembers(members, &orders)), count: members.count))
      }
    }
  }

  /// The members of an object in key order. Objects with the same keys recur (one per finding), so
  /// `orders` keeps, per number of keys, the last order sorted; an object with that many keys that has
  /// every one of them has exactly those keys and takes that order, for one lookup per key instead of
  /// a sort.
  private static func sortedMembers(_ members: [String: JSONValue], _ orders: inout [Int: [String]])
    -> [(key: String, value: JSONValue)]
  {
    if let keys = orders[members.count] {
      var result: [(key: String, value: JSONValue)] = []
      result.reserveCapacity(keys.count)
      for key in keys {
        guard let value = members[key] else { break }
        result.append((key, value))
      }
      if result.count == keys.count { return result }
    }
    let sorted = members.sorted { utf8Precedes($0.key, $1.key) }
    orders[members.count] = sorted.map(\.key)
    return sorted
  }

  /// Whether `a`'s UTF-8 bytes sort before `b`'s (byte by byte, a prefix first).
  private static func utf8Precedes(_ a: String, _ b: String) -> Bool {
    let fast = a.utf8.withContiguousStorageIfAvailable { x in
      b.utf8.withContiguousStorageIfAvailable { y -> Bool in
        for i in 0..<min(x.count, y.count) where x[i] != y[i] { return x[i] < y[i] }
        return x.count < y.count
      }
    }
    return (fast ?? nil) ?? a.utf8.lexicographicallyPrecedes(b.utf8)
  }

  private static func newline(_ depth: Int, _ out: inout [UInt8]) {
    out.append(0x0A)
    out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// Copies the runs of bytes that need no escape whole, and escapes the others one by one.
  private static func writeString(_ s: String, _ out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    var s = s
    s.withUTF8 { bytes in
      var run = 0
      for i in 0..<bytes.count {
        let byte = bytes[i]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i]))
        run = i + 1
        out.append(UInt8(ascii: "\\"))
        switch byte {
        case 0x0A: out.append(UInt8(ascii: "n"))
        case 0x0D: out.append(UInt8(ascii: "r"))
        case 0x09: out.append(UInt8(ascii: "t"))
        case 0x08: out.append(UInt8(ascii: "b"))
        case 0x0C: out.append(UInt8(ascii: "f"))
        case 0x00..<0x20:
          out.append(contentsOf: "u00".utf8)
          out.append(hexDigits[Int(byte >> 4)])
          out.append(hexDigits[Int(byte & 0x0F)])
        default: out.append(byte)
        }
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
    }
    out.append(UInt8(ascii: "\""))
  }
}

extension JSONValue {
  /// An array of strings.
  public static func strings(_ items: [String]) -> JSONValue { .array(items.map(JSONValue.string)) }
}
