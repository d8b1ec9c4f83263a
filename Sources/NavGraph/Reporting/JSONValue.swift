#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
package enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The document as text: pretty-printed with two-space indentation, keys sorted, ending in a line break.
  package func serialized() -> String {
    var out = Output()
    var orders = KeyOrders()
    JSONValue.write(self, depth: 0, into: &out, &orders)
    out.append(0x0A)
    return out.text()
  }

  /// The value as it is written inside a document at nesting `depth` (its first line not indented,
  /// the lines after it by `2 × depth` more spaces), without a final line break: a part of a
  /// document written in parts (`RoutesJSONReporter`). `orders` carries the key orders from one
  /// part to the next, as within one document.
  package func serialized(depth: Int, _ orders: inout KeyOrders) -> String {
    var out = Output()
    JSONValue.write(self, depth: depth, into: &out, &orders)
    return out.text()
  }

  /// The orders of the keys of the objects written last, per number of keys (`sortedMembers`).
  package struct KeyOrders {
    fileprivate var byCount: [[String]?] = []

    package init() {}
  }

  /// The writer's bytes, in one block grown with `realloc`, which moves a large block by remapping
  /// its pages instead of copying them (a report of 200,000 findings is 54 MB); `text()` copies them
  /// once into the document's `String`.
  ///
  /// Invariant: `base` owns `capacity` bytes (malloc'd, freed once: the type is not copyable), the
  /// first `count` written; every write reserves its bytes first.
  private struct Output: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity = 1 << 12
    private var count = 0

    init() { base = malloc(capacity)!.assumingMemoryBound(to: UInt8.self) }

    deinit { free(base) }

    /// Room for `n` more bytes.
    private mutating func reserve(_ n: Int) {
      guard count + n > capacity else { return }
      while capacity < count + n { capacity *= 2 }
      base = realloc(base, capacity)!.assumingMemoryBound(to: UInt8.self)
    }

    mutating func append(_ byte: UInt8) {
      reserve(1)
      base[count] = byte
      count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
      guard let source = bytes.baseAddress, bytes.count > 0 else { return }
      reserve(bytes.count)
      (base + count).update(from: source, count: bytes.count)
      count += bytes.count
    }

    mutating func append(_ text: StaticString) { text.withUTF8Buffer { append($0) } }

    /// A line break and `2 × depth` spaces.
    mutating func newline(_ depth: Int) {
      reserve(1 + 2 * depth)
      base[count] = 0x0A
      (base + count + 1).initialize(repeating: UInt8(ascii: " "), count: 2 * depth)
      count += 1 + 2 * depth
    }

    func text() -> String {
      String(unsafeUninitializedCapacity: count) { buffer in
        buffer.baseAddress!.update(from: base, count: count)
        return count
      }
    }
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
  /// elements are done. Each value is visited once; each object's members are sorted once. Lines
  /// are indented as if the value were nested `base` deep.
  private static func write(
    _ root: JSONValue, depth base: Int, into out: inout Output, _ keyOrders: inout KeyOrders
  ) {
    var frames: [Frame] = []
    var orders = keyOrders.byCount
    defer { keyOrders.byCount = orders }
    begin(root, &out, &frames, &orders)
    while let top = frames.indices.last {
      let depth = base + frames.count
      let next = frames[top].next
      if next == frames[top].count {
        out.newline(depth - 1)
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
      out.newline(depth)
      let value: JSONValue
      switch frames[top].elements {
      case .array(let items):
        value = items[next]
      case .object(let members):
        writeString(members[next].key, &out)
        out.append(": ")
        value = members[next].value
      }
      begin(value, &out, &frames, &orders)
    }
  }

  /// Writes a scalar, an empty container, or the opening bracket of a container whose frame it pushes.
  private static func begin(
    _ value: JSONValue, _ out: inout Output, _ frames: inout [Frame], _ orders: inout [[String]?]
  ) {
    switch value {
    case .null: out.append("null")
    case .bool(let b): out.append(b ? "true" : "false")
    case .int(let n):
      var digits = String(n)
      digits.withUTF8 { out.append($0) }
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
  /// `orders[k]` keeps the last order sorted for `k` keys. An object of `k` members each of whose
  /// keys is in that order, byte for byte (found by comparing bytes, not by hashing), has exactly
  /// those keys, and its members take their places there: O(k²) short comparisons instead of a sort.
  private static func sortedMembers(_ members: [String: JSONValue], _ orders: inout [[String]?])
    -> [(key: String, value: JSONValue)]
  {
    let k = members.count
    if k < orders.count, let keys = orders[k] {
      var result = keys.map { (key: $0, value: JSONValue.null) }
      var placed = 0
      for (key, value) in members {
        guard let i = keys.firstIndex(where: { sameUTF8($0, key) }) else { break }
        result[i].value = value
        placed += 1
      }
      if placed == k { return result }
    }
    let sorted = members.sorted { utf8Precedes($0.key, $1.key) }
    if k >= orders.count { orders += Array(repeating: nil, count: k + 1 - orders.count) }
    orders[k] = sorted.map(\.key)
    return sorted
  }

  /// Whether `a` and `b` have the same UTF-8 bytes (`==` also equates canonically equivalent strings).
  private static func sameUTF8(_ a: String, _ b: String) -> Bool {
    guard a.utf8.count == b.utf8.count else { return false }
    let fast = a.utf8.withContiguousStorageIfAvailable { x in
      b.utf8.withContiguousStorageIfAvailable { y in
        x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0
      }
    }
    return (fast ?? nil) ?? a.utf8.elementsEqual(b.utf8)
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

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// Copies the runs of bytes that need no escape whole, and escapes the others one by one. A run is
  /// crossed eight bytes at a time while `mayNeedEscape` clears the next eight.
  private static func writeString(_ s: String, _ out: inout Output) {
    out.append(UInt8(ascii: "\""))
    var s = s
    s.withUTF8 { bytes in
      let count = bytes.count
      var run = 0
      var i = 0
      while i < count {
        if i + 8 <= count {
          // Reads `bytes[i ..< i + 8]`, inside the string's buffer.
          let word = UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)
          if !mayNeedEscape(word) {
            i += 8
            continue
          }
        }
        let byte = bytes[i]
        i += 1
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        out.append(UnsafeBufferPointer(rebasing: bytes[run..<(i - 1)]))
        run = i
        out.append(UInt8(ascii: "\\"))
        switch byte {
        case 0x0A: out.append(UInt8(ascii: "n"))
        case 0x0D: out.append(UInt8(ascii: "r"))
        case 0x09: out.append(UInt8(ascii: "t"))
        case 0x08: out.append(UInt8(ascii: "b"))
        case 0x0C: out.append(UInt8(ascii: "f"))
        case 0x00..<0x20:
          out.append("u00")
          out.append(hexDigits[Int(byte >> 4)])
          out.append(hexDigits[Int(byte & 0x0F)])
        default: out.append(byte)
        }
      }
      out.append(UnsafeBufferPointer(rebasing: bytes[run...]))
    }
    out.append(UInt8(ascii: "\""))
  }

  /// False when none of the eight bytes of `word` is below 0x20, a quote or a backslash; true when
  /// one may be. The zero-byte test `(w - 0x0101…) & ~w & 0x8080…` (nonzero exactly when a byte of
  /// `w` is zero) on `w ^ 0x2222…` and `w ^ 0x5C5C…`, and its form with `0x2020…` for bytes below 0x20.
  private static func mayNeedEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func hasZeroByte(_ w: UInt64) -> Bool { (w &- ones) & ~w & highs != 0 }
    let below = (word &- ones &* 0x20) & ~word & highs != 0
    return below || hasZeroByte(word ^ (ones &* 0x22)) || hasZeroByte(word ^ (ones &* 0x5C))
  }
}

extension JSONValue {
  /// An array of strings.
  package static func strings(_ items: [String]) -> JSONValue { .array(items.map(JSONValue.string)) }
}
