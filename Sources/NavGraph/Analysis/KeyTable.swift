/// A hash map from 64-bit keys to dense `Int32` values, for the analyses' node numbering: an
/// `OpenAddressingTable` whose search starts at the top bits of a multiplicative (Fibonacci) hash,
/// which depend on every bit of the packed key (Knuth, TAOCP vol. 3, 6.4). It grows by doubling.
/// Expected O(1) per operation, no allocation per entry.
struct KeyTable: Sendable {
  private struct Slot: TableSlot {
    var key: UInt64
    var value: Int32

    static var empty: Slot { Slot(key: .max, value: -1) }
    var isEmpty: Bool { key == .max }
  }

  private var table: OpenAddressingTable<Slot>
  /// 64 − log2(table size): the slot is the hash's top bits.
  private var shift: UInt64

  init(capacity: Int = 16) {
    table = OpenAddressingTable(capacity: capacity)
    shift = UInt64(64 - table.sizeBits)
  }

  var count: Int { table.count }

  @inline(__always) private static func position(_ key: UInt64, shift: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  func value(for key: UInt64) -> Int32? {
    table.find(from: Self.position(key, shift: shift)) { $0.key == key }?.value
  }

  /// Inserts `value` for `key` unless the key is present; returns the stored value and whether it was new.
  mutating func insert(_ key: UInt64, _ value: Int32) -> (value: Int32, inserted: Bool) {
    if table.isFull {
      table.grow { slot, grown in Self.position(slot.key, shift: UInt64(64 - grown.sizeBits)) }
      shift = UInt64(64 - table.sizeBits)
    }
    if let existing = table.insert(
      Slot(key: key, value: value), from: Self.position(key, shift: shift),
      {
        $0.key == key
      })
    {
      return (existing.value, false)
    }
    return (value, true)
  }
}
