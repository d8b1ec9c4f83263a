/// A slot of an `OpenAddressingTable`: the entry it holds (key and value, however the table's user
/// packs them), or the empty marker.
protocol TableSlot: Sendable {
  /// The empty slot.
  static var empty: Self { get }
  var isEmpty: Bool { get }
}

/// A hash table with open addressing and linear probing (Knuth, TAOCP vol. 3, 6.4, algorithm L)
/// over a power-of-two array of slots kept at most half full; the one hash table of the library.
///
/// It knows nothing of keys: its user computes the slot a key's search starts at (`start(_:)` masks
/// a hash to the table) and says which slots hold the key (`matches`), so the same table serves
/// integer keys (`KeyTable`, configuration numbering) and byte-string keys compared mostly inline
/// (`IdTable`, the id tables of building). Expected O(1) per operation; no allocation per entry.
struct OpenAddressingTable<Slot: TableSlot>: Sendable {
  private(set) var slots: [Slot]
  /// The table size minus one: sizes are powers of two, so a hash masked by it is a slot index.
  private(set) var mask: Int
  private(set) var count = 0

  /// A table for `capacity` entries (at least 16 slots, at least twice the capacity).
  init(capacity: Int) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    slots = Self.emptySlots(size)
    mask = size - 1
  }

  /// log2 of the table size, for hashes that take the top bits of a product (Fibonacci hashing).
  var sizeBits: Int { slots.count.trailingZeroBitCount }

  /// `size` empty slots; a large table is backed by huge pages (`HugePages`).
  private static func emptySlots(_ size: Int) -> [Slot] {
    // Every one of the `size` slots is initialized before the array takes them as its count.
    [Slot](unsafeUninitializedCapacity: size) { buffer, count in
      HugePages.advise(UnsafeMutableRawPointer(buffer.baseAddress), count: size * MemoryLayout<Slot>.stride)
      buffer.initialize(repeating: .empty)
      count = size
    }
  }

  /// The slot where the search for a key whose hash is `hash` starts.
  @inline(__always) func start(_ hash: Int) -> Int { hash & mask }

  /// Reads the slot at `position` without searching, so that a caller can start the memory loads of
  /// a block of searches together, letting them overlap, before searching.
  @inline(__always) func touch(_ position: Int) -> Slot { slots[position] }

  /// The first slot from `position` on that `matches`, or nil when an empty slot comes first.
  @inline(__always) func find(from position: Int, _ matches: (Slot) -> Bool) -> Slot? {
    var i = position
    while true {
      let slot = slots[i]
      if slot.isEmpty { return nil }
      if matches(slot) { return slot }
      i = (i + 1) & mask
    }
  }

  /// Stores `slot` in the first empty slot from `position` on, unless a slot that `matches` comes
  /// first: then returns that slot and stores nothing. The table must have room (see `isFull`).
  @inline(__always) mutating func insert(_ slot: Slot, from position: Int, _ matches: (Slot) -> Bool)
    -> Slot?
  {
    var i = position
    while true {
      let existing = slots[i]
      if existing.isEmpty {
        slots[i] = slot
        count += 1
        return nil
      }
      if matches(existing) { return existing }
      i = (i + 1) & mask
    }
  }

  /// Whether one more entry would make the table more than half full.
  var isFull: Bool { (count + 1) * 2 > slots.count }

  /// Doubles the table, placing every entry again where `position` says its search starts in the
  /// larger table (the table is already resized when `position` is called).
  mutating func grow(_ position: (Slot, OpenAddressingTable) -> Int) {
    let old = slots
    slots = Self.emptySlots(old.count * 2)
    mask = slots.count - 1
    count = 0
    for slot in old where !slot.isEmpty {
      _ = insert(slot, from: position(slot, self)) { _ in false }
    }
  }
}
