/// A string prepared for `IdTable`: its hash (the standard library's seeded SipHash, see
/// `ByteStrings.hash`), and its first 16 bytes inline so that most comparisons never touch the
/// string's bytes (which lie at random places in a large file).
struct TableKey {
  var ref: ByteRef
  var hash: Int
  /// The length (up to 255) in the top byte, hash bits below: equal tags mean equal short lengths.
  var tag: UInt32
  var w0: UInt64
  var w1: UInt64
  /// At most 16 bytes: equal tags and words mean equal strings.
  var short: Bool

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
    hash = strings.hash(ref)
    tag = UInt32(min(bytes.count, 255)) << 24 | UInt32(truncatingIfNeeded: hash >> 40) & 0xFF_FFFF
  }
}
