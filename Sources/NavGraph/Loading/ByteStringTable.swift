#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The decoded bytes of a string value: a range of the source when the string had no escapes, else a
/// range of the loader's arena of decoded strings. Eight bytes, so a million link targets cost 8 MB.
struct ByteRef: Equatable {
  /// The start offset; the top bit set means the arena.
  var start: UInt32
  var count: UInt32

  static let none = ByteRef(start: .max, count: .max)
  static let arenaFlag: UInt32 = 1 << 31

  var isNone: Bool { count == .max }
}

/// Where `ByteRef`s point: the source bytes and the arena of decoded strings.
struct ByteStrings {
  let source: UnsafePointer<UInt8>
  let arena: UnsafePointer<UInt8>?

  @inline(__always) func bytes(_ ref: ByteRef) -> UnsafeBufferPointer<UInt8> {
    if ref.start & ByteRef.arenaFlag != 0 {
      return UnsafeBufferPointer(start: arena! + Int(ref.start & ~ByteRef.arenaFlag), count: Int(ref.count))
    }
    return UnsafeBufferPointer(start: source + Int(ref.start), count: Int(ref.count))
  }

  /// The standard library's per-process seeded SipHash-1-3, so ids crafted to collide cannot make the
  /// tables quadratic. (`TableKey` hashes strings of at most 16 bytes more cheaply.)
  @inline(__always) func hash(_ ref: ByteRef) -> Int {
    var hasher = Hasher()
    hasher.combine(bytes: UnsafeRawBufferPointer(bytes(ref)))
    return hasher.finalize()
  }

  @inline(__always) func equal(_ a: ByteRef, _ b: ByteRef) -> Bool {
    guard a.count == b.count else { return false }
    let x = bytes(a)
    let y = bytes(b)
    guard let p = x.baseAddress, let q = y.baseAddress else { return true }
    return p == q || memcmp(p, q, x.count) == 0
  }

  func string(_ ref: ByteRef) -> String { String(decoding: bytes(ref), as: UTF8.self) }
}

/// A string prepared for `ByteStringTable`: its hash, and its first 16 bytes inline so that most
/// comparisons never touch the string's bytes (which lie at random places in a large file).
///
/// Strings of at most 16 bytes (nearly all ids) are hashed with two 64x64->128-bit multiplications
/// keyed by per-process random secrets (after wyhash); longer ones with SipHash.
struct TableKey {
  var ref: ByteRef
  var hash: Int
  /// The length (up to 255) in the top byte, hash bits below: equal tags mean equal short lengths.
  var tag: UInt32
  var w0: UInt64
  var w1: UInt64
  /// At most 16 bytes: equal tags and words mean equal strings.
  var short: Bool

  /// Secret keys of the short-string hash, drawn once per process from the system's random source.
  private static let seeds: (UInt64, UInt64, UInt64) = (
    .random(in: .min ... .max), .random(in: .min ... .max), .random(in: .min ... .max)
  )

  /// The 128-bit product of `a` and `b`, folded to 64 bits (the "mum" mix of wyhash).
  @inline(__always) private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let product = a.multipliedFullWidth(by: b)
    return product.high ^ product.low
  }

  init(_ ref: ByteRef, in strings: ByteStrings) {
    let bytes = strings.bytes(ref)
    self.ref = ref
    short = bytes.count <= 16
    var words: (UInt64, UInt64) = (0, 0)
    if let base = bytes.baseAddress {
      withUnsafeMutableBytes(of: &words) {
        $0.copyMemory(from: UnsafeRawBufferPointer(start: base, count: min(16, bytes.count)))
      }
    }
    w0 = words.0
    w1 = words.1
    if short {
      let seeds = Self.seeds
      let folded = Self.mix(w0 ^ seeds.0, w1 ^ seeds.1)
      hash = Int(truncatingIfNeeded: Self.mix(folded ^ seeds.2 ^ UInt64(bytes.count), seeds.0 | 1))
    } else {
      hash = strings.hash(ref)
    }
    tag = UInt32(min(bytes.count, 255)) << 24 | UInt32(truncatingIfNeeded: hash >> 40) & 0xFF_FFFF
  }
}

/// A hash set of strings given by `ByteRef`, mapping each to the index of its first definition.
///
/// Open addressing with linear probing over a power-of-two table at most half full. Each slot holds
/// the index, a tag (length and hash bits) and the key's first 16 bytes, so a probe reads one slot and
/// compares the bytes of a long key only when everything else matched. Expected O(1) per operation
/// (O(length) to hash), no allocation per entry.
struct ByteStringTable {
  private struct Slot {
    var index: Int32
    var tag: UInt32
    var w0: UInt64
    var w1: UInt64
  }

  private var slots: [Slot]
  private let mask: Int

  init(capacity: Int) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    slots = [Slot](unsafeUninitializedCapacity: size) { buffer, count in
      HugePages.advise(UnsafeMutableRawPointer(buffer.baseAddress), count: size * MemoryLayout<Slot>.stride)
      buffer.initialize(repeating: Slot(index: -1, tag: 0, w0: 0, w1: 0))
      count = size
    }
    mask = size - 1
  }

  @inline(__always) private func matches(
    _ slot: Slot, _ key: TableKey, refs: UnsafeBufferPointer<ByteRef>, strings: ByteStrings
  ) -> Bool {
    slot.tag == key.tag && slot.w0 == key.w0 && slot.w1 == key.w1
      && (key.short || strings.equal(refs[Int(slot.index)], key.ref))
  }

  /// Adds `index` for `key` unless an equal string is present; returns the index already present.
  /// At most `capacity` strings may be inserted.
  mutating func insert(
    _ key: TableKey, index: Int32, refs: UnsafeBufferPointer<ByteRef>, in strings: ByteStrings
  )
    -> Int32?
  {
    var i = key.hash & mask
    while true {
      let slot = slots[i]
      if slot.index < 0 {
        slots[i] = Slot(index: index, tag: key.tag, w0: key.w0, w1: key.w1)
        return nil
      }
      if matches(slot, key, refs: refs, strings: strings) { return slot.index }
      i = (i + 1) & mask
    }
  }

  /// Loads the slot where a search for `key` starts, so that a block of searches can wait for memory
  /// together (the loads are independent) instead of one after the other.
  @inline(__always) func touch(_ key: TableKey) -> Int32 { slots[key.hash & mask].index }

  /// The index stored for a string equal to `key`, or nil.
  func find(_ key: TableKey, refs: UnsafeBufferPointer<ByteRef>, in strings: ByteStrings) -> Int32? {
    var i = key.hash & mask
    while true {
      let slot = slots[i]
      if slot.index < 0 { return nil }
      if matches(slot, key, refs: refs, strings: strings) { return slot.index }
      i = (i + 1) & mask
    }
  }
}
