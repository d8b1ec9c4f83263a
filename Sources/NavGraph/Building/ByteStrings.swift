#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of an id as its producer gave them: a range of the source when the string was written
/// without escapes, else a range of an arena of decoded (or, for `AppBuilder`, copied) strings.
/// Eight bytes, so a million link targets cost 8 MB.
struct ByteRef: Equatable {
  /// The start offset; the top bit set means the arena.
  var start: UInt32
  var count: UInt32

  static let none = ByteRef(start: .max, count: .max)
  static let arenaFlag: UInt32 = 1 << 31

  var isNone: Bool { count == .max }

  /// `count` bytes at `start` of an arena.
  static func arena(start: Int, count: Int) -> ByteRef {
    ByteRef(start: UInt32(start) | arenaFlag, count: UInt32(count))
  }
}

/// Where `ByteRef`s point: the source bytes and the arena.
///
/// Invariant of the unsafe pointers: the caller keeps both buffers alive and unmoved while the value
/// is used (it is made inside `withUnsafeBufferPointer` over each, and never escapes it), and every
/// ref read through it was made for these buffers, so its range lies inside one of them. A buffer
/// may be nil only when no ref points into it.
struct ByteStrings {
  let source: UnsafePointer<UInt8>?
  let arena: UnsafePointer<UInt8>?
  /// `TableKey.seeds`, read once here instead of once a key.
  let seeds = TableKey.seeds

  @inline(__always) func bytes(_ ref: ByteRef) -> UnsafeBufferPointer<UInt8> {
    if ref.start & ByteRef.arenaFlag != 0 {
      return UnsafeBufferPointer(
        start: arena.map { $0 + Int(ref.start & ~ByteRef.arenaFlag) }, count: Int(ref.count))
    }
    return UnsafeBufferPointer(start: source.map { $0 + Int(ref.start) }, count: Int(ref.count))
  }

  /// The standard library's per-process seeded SipHash-1-3, so ids crafted to collide cannot make the
  /// tables quadratic: the hash of ids longer than 16 bytes (`TableKey` hashes shorter ones).
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
    // Both ranges hold `x.count` bytes (equal counts, each inside its buffer).
    return p == q || memcmp(p, q, x.count) == 0
  }

  func string(_ ref: ByteRef) -> String { String(decoding: bytes(ref), as: UTF8.self) }
}
