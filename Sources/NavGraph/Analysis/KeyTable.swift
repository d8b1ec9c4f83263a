/// An open-addressing hash map from 64-bit keys to dense `Int32` values, for the analyses' node
/// numbering. Linear probing over a power-of-two table kept at most half full; the slot is the top
/// bits of a multiplicative (Fibonacci) hash, which depend on every bit of the packed key (Knuth,
/// TAOCP vol. 3, 6.4). Expected O(1) per operation, no allocation per entry.
struct KeyTable {
  private var keys: [UInt64]
  private var values: [Int32]
  private var mask: Int
  /// 64 − log2(table size): the slot is the hash's top bits.
  private var shift: UInt64
  private(set) var count = 0
  private static let empty = UInt64.max

  init(capacity: Int = 16) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    keys = Array(repeating: KeyTable.empty, count: size)
    values = Array(repeating: -1, count: size)
    mask = size - 1
    shift = UInt64(64 - size.trailingZeroBitCount)
  }

  @inline(__always) private func slot(_ key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  func value(for key: UInt64) -> Int32? {
    var i = slot(key)
    while true {
      let k = keys[i]
      if k == key { return values[i] }
      if k == KeyTable.empty { return nil }
      i = (i + 1) & mask
    }
  }

  /// Inserts `value` for `key` unless the key is present; returns the stored value and whether it was new.
  mutating func insert(_ key: UInt64, _ value: Int32) -> (value: Int32, inserted: Bool) {
    if (count + 1) * 2 > keys.count { grow() }
    var i = slot(key)
    while true {
      let k = keys[i]
      if k == key { return (values[i], false) }
      if k == KeyTable.empty {
        keys[i] = key
        values[i] = value
        count += 1
        return (value, true)
      }
      i = (i + 1) & mask
    }
  }

  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    keys = Array(repeating: KeyTable.empty, count: oldKeys.count * 2)
    values = Array(repeating: -1, count: oldKeys.count * 2)
    mask = keys.count - 1
    shift = UInt64(64 - keys.count.trailingZeroBitCount)
    count = 0
    for i in 0..<oldKeys.count where oldKeys[i] != KeyTable.empty { _ = insert(oldKeys[i], oldValues[i]) }
  }
}
