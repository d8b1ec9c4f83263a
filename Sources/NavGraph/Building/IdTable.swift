/// A hash set of ids given by `ByteRef`, mapping each to the index of its first definition: an
/// `OpenAddressingTable` whose slots hold the index, a tag (length and hash bits) and the key's
/// first 16 bytes, so a probe reads one slot and compares the bytes of a long key only when
/// everything else matched. Sized once for the ids to enter. Expected O(1) per operation (O(length)
/// to hash), no allocation per entry.
struct IdTable {
  private struct Slot: TableSlot {
    var index: Int32
    var tag: UInt32
    var w0: UInt64
    var w1: UInt64

    static var empty: Slot { Slot(index: -1, tag: 0, w0: 0, w1: 0) }
    var isEmpty: Bool { index < 0 }
  }

  private var table: OpenAddressingTable<Slot>

  /// A table for at most `capacity` ids.
  init(capacity: Int) { table = OpenAddressingTable(capacity: capacity) }

  @inline(__always) private static func matches(
    _ slot: Slot, _ key: TableKey, refs: UnsafeBufferPointer<ByteRef>, strings: ByteStrings
  ) -> Bool {
    slot.tag == key.tag && slot.w0 == key.w0 && slot.w1 == key.w1
      && (key.short || strings.equal(refs[Int(slot.index)], key.ref))
  }

  /// Adds `index` for `key` unless an equal id is present; returns the index already present.
  /// `refs` are the ids of the indices entered.
  mutating func insert(
    _ key: TableKey, index: Int32, refs: UnsafeBufferPointer<ByteRef>, in strings: ByteStrings
  ) -> Int32? {
    let slot = Slot(index: index, tag: key.tag, w0: key.w0, w1: key.w1)
    return table.insert(slot, from: table.start(key.hash)) {
      Self.matches($0, key, refs: refs, strings: strings)
    }?.index
  }

  /// Loads the slot where a search for `key` starts, so that a block of searches can wait for memory
  /// together (the loads are independent) instead of one after the other.
  @inline(__always) func touch(_ key: TableKey) -> Int32 { table.touch(table.start(key.hash)).index }

  /// The index stored for an id equal to `key`, or nil.
  func find(_ key: TableKey, refs: UnsafeBufferPointer<ByteRef>, in strings: ByteStrings) -> Int32? {
    table.find(from: table.start(key.hash)) { Self.matches($0, key, refs: refs, strings: strings) }?.index
  }
}
