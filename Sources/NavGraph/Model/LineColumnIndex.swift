#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The 1-based line and column of byte offsets in a source, without rescanning any line.
///
/// Built in one pass over the bytes, O(n): the start of every line (the byte after each `\n`, found
/// with `memchr`), and a checkpoint every `stride` bytes holding the number of Unicode scalars before
/// it (the bytes that are not UTF-8 continuation bytes `10xxxxxx`). A lookup finds the offset's line
/// by binary search, O(log lines), and counts the scalars from the line's start to the offset as the
/// difference of two scalar prefixes, each a checkpoint plus at most `stride - 1` bytes counted after
/// it, O(stride); an offset less than `stride` bytes past its line's start is counted directly. So k
/// lookups cost O(n + k (log lines + stride)) whatever the lines' lengths, where rescanning from the
/// line's start costs O(k × line length): quadratic on a minified file, which is one line.
///
/// Columns count Unicode scalars; a continuation byte belongs to the scalar before it; a UTF-8
/// byte-order mark is not a column of the first line; `\r` counts as a column like any other scalar
/// (lines end at `\n` only). Memory: one `Int` per line and one per `stride` bytes.
struct LineColumnIndex: Sendable {
  /// Bytes between two checkpoints: 256 keeps a lookup to two counts of at most 32 eight-byte words
  /// for an index of n/32 bytes (6 MB for a 200 MB file).
  static let stride = 256

  /// The offset of the first byte of every line; `lineStarts[0] == 0`.
  private let lineStarts: [Int]
  /// `checkpoints[k]`: the scalars in `bytes[0 ..< k * stride]`.
  private let checkpoints: [Int]
  private let hasByteOrderMark: Bool

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    let count = bytes.count
    let stride = LineColumnIndex.stride
    var lineStarts = [0]
    var checkpoints: [Int] = []
    checkpoints.reserveCapacity(count / stride + 2)
    var scalars = 0
    var blockStart = 0
    while true {
      checkpoints.append(scalars)
      if blockStart >= count { break }
      let blockEnd = min(blockStart + stride, count)
      scalars += LineColumnIndex.scalars(bytes, blockStart, blockEnd)
      var at = blockStart
      // memchr reads `bytes[at ..< blockEnd]`, inside the buffer; a match is a pointer into it.
      while at < blockEnd {
        guard let found = memchr(bytes.baseAddress! + at, 0x0A, blockEnd - at) else { break }
        at = bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        lineStarts.append(at)
      }
      blockStart = blockEnd
    }
    self.lineStarts = lineStarts
    self.checkpoints = checkpoints
    hasByteOrderMark = count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
  }

  /// The 1-based line and column of `offset` (clamped to the bytes) in `bytes`, which must be the
  /// bytes the index was built from.
  func lineAndColumn(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
    let clamped = max(0, min(offset, bytes.count))
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
    }
    let start = lineStarts[low]
    var column = 1
    if clamped - start < LineColumnIndex.stride {
      column += LineColumnIndex.scalars(bytes, start, clamped)
    } else {
      column += scalarsBefore(clamped, bytes) - scalarsBefore(start, bytes)
    }
    // A continuation byte at the offset itself belongs to the scalar counted before it.
    if clamped < bytes.count, bytes[clamped] & 0xC0 == 0x80 { column -= 1 }
    // A byte-order mark is not a column of the first line.
    if low == 0, clamped >= 3, hasByteOrderMark { column -= 1 }
    return (low + 1, max(1, column))
  }

  /// The scalars in `bytes[0 ..< offset]`: the checkpoint at or before it, then the bytes after it.
  private func scalarsBefore(_ offset: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let k = offset / LineColumnIndex.stride
    return checkpoints[k] + LineColumnIndex.scalars(bytes, k * LineColumnIndex.stride, offset)
  }

  /// The bytes of `bytes[from ..< to]` that start a scalar: all but the continuation bytes
  /// `10xxxxxx`, counted eight at a time (a byte's bit 7 set and bit 6 clear, `x & ~(x << 1)` masked
  /// to the bytes' top bits, then a population count), the last few one by one.
  private static func scalars(_ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> Int {
    guard from < to, let base = bytes.baseAddress else { return 0 }
    // Each unaligned load reads `bytes[i ..< i + 8]` with `i + 8 <= to <= bytes.count`.
    let raw = UnsafeRawPointer(base)
    var continuations = 0
    var i = from
    while i + 8 <= to {
      let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      continuations &+= (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
      i += 8
    }
    while i < to {
      if bytes[i] & 0xC0 == 0x80 { continuations &+= 1 }
      i += 1
    }
    return to - from - continuations
  }
}
