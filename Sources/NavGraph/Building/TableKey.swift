/// A string prepared for `IdTable`: its hash, and its first 16 bytes inline so that most comparisons
/// never touch the string's bytes (which lie at random places in a large file).
///
/// Strings of at most 16 bytes (nearly all ids) are hashed from those two words with two
/// 64×64→128-bit multiplications keyed by per-process random secrets (the "mum" mix of wyhash, Wang
/// Yi), O(1); longer ones with the standard library's seeded SipHash (`ByteStrings.hash`), O(length).
/// Both are keyed per process, so ids crafted to collide cannot make the tables quadratic. Measured
/// on the 100,000-screen load (callgrind): SipHash for every id cost 149 million instructions in
/// `TableKey.init`, this hash 54 million: 7% of the load (docs/PERFORMANCE.md).
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
  /// Read through `ByteStrings.seeds`: a static's first-use check is a call per key.
  static let seeds: (UInt64, UInt64, UInt64) = (
    .random(in: .min ... .max), .random(in: .min ... .max), .random(in: .min ... .max)
  )

  /// The 128-bit product of `a` and `b`, folded to 64 bits (wyhash's "mum").
  @inline(__always) private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let product = a.multipliedFullWidth(by: b)
    return product.high ^ product.low
  }

  init(_ ref: ByteRef, in strings: ByteStrings) {
    let bytes = strings.bytes(ref)
    self.ref = ref
    short = bytes.count <= 16
    (w0, w1) = bytes.baseAddress.map { Self.words($0, count: bytes.count) } ?? (0, 0)
    if short {
      // The words are zero past the id's bytes, so the length is mixed in to tell "a" from "a\0".
      let seeds = strings.seeds
      let folded = Self.mix(w0 ^ seeds.0, w1 ^ seeds.1)
      hash = Int(truncatingIfNeeded: Self.mix(folded ^ seeds.2 ^ UInt64(bytes.count), seeds.0 | 1))
    } else {
      hash = strings.hash(ref)
    }
    tag = UInt32(min(bytes.count, 255)) << 24 | UInt32(truncatingIfNeeded: hash >> 40) & 0xFF_FFFF
  }

  /// The first `min(16, count)` bytes at `p` as two little-endian words, zero past them: loads that
  /// stay inside the `count` bytes (overlapping ones, shifted, for the lengths between the word
  /// sizes; the reads of wyhash), not a copy through memory.
  @inline(__always) static func words(_ p: UnsafePointer<UInt8>, count n: Int) -> (UInt64, UInt64) {
    let raw = UnsafeRawPointer(p)
    @inline(__always) func load64(_ offset: Int) -> UInt64 {
      UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
    @inline(__always) func load32(_ offset: Int) -> UInt64 {
      UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    }
    switch n {
    case 16...: return (load64(0), load64(8))
    case 9..<16: return (load64(0), load64(n - 8) >> UInt64((16 - n) * 8))
    case 8: return (load64(0), 0)
    case 4..<8: return (load32(0) | load32(n - 4) << UInt64((n - 4) * 8), 0)
    case 1..<4:
      return (
        UInt64(p[0]) | UInt64(p[n / 2]) << UInt64(n / 2 * 8) | UInt64(p[n - 1]) << UInt64((n - 1) * 8), 0
      )
    default: return (0, 0)
    }
  }
}
