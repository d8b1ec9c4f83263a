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
  private static let seeds: (UInt64, UInt64, UInt64) = (
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
    var words: (UInt64, UInt64) = (0, 0)
    if let base = bytes.baseAddress {
      // Copies at most 16 bytes of the id's range (inside its buffer, see `ByteStrings`) into the
      // 16 bytes of `words`.
      withUnsafeMutableBytes(of: &words) {
        $0.copyMemory(from: UnsafeRawBufferPointer(start: base, count: min(16, bytes.count)))
      }
    }
    w0 = words.0
    w1 = words.1
    if short {
      // The words are zero past the id's bytes, so the length is mixed in to tell "a" from "a\0".
      let seeds = Self.seeds
      let folded = Self.mix(w0 ^ seeds.0, w1 ^ seeds.1)
      hash = Int(truncatingIfNeeded: Self.mix(folded ^ seeds.2 ^ UInt64(bytes.count), seeds.0 | 1))
    } else {
      hash = strings.hash(ref)
    }
    tag = UInt32(min(bytes.count, 255)) << 24 | UInt32(truncatingIfNeeded: hash >> 40) & 0xFF_FFFF
  }
}
