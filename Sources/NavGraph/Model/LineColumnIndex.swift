#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The 1-based line and column of byte offsets in a source, without rescanning any line.
///
/// Built in one pass over the bytes, O(n), sixteen bytes at a time: a checkpoint every `stride` bytes
/// holding the number of Unicode scalars before it (the bytes that are not UTF-8 continuation bytes
/// `10xxxxxx`) and the number of line breaks (`\n`) before it. A lookup takes the offset's checkpoint
/// and scans at most `stride - 1` bytes after it for the breaks before the offset; the line's start
/// is after the last of them, else after the last break before the checkpoint, found in the block
/// whose checkpoints bracket it (binary search over the checkpoints, then one block scanned
/// backwards). The scalars from the line's start to the offset are the difference of two scalar
/// prefixes, each a checkpoint plus at most `stride - 1` bytes counted after it; an offset less than
/// `stride` bytes past its line's start is counted directly. So k lookups cost
/// O(n + k (log n + stride)) whatever the lines' lengths, where rescanning from the line's start
/// costs O(k × line length): quadratic on a minified file, which is one line. Nothing is done per
/// line, so a file of many short lines (a pretty-printed description) builds as fast as a
/// minified one.
///
/// Columns count Unicode scalars; a continuation byte belongs to the scalar before it; a UTF-8
/// byte-order mark is not a column of the first line; `\r` counts as a column like any other scalar
/// (lines end at `\n` only). Memory: two `UInt32`s per `stride` bytes (a source holds less than
/// 4 GiB: the loader reads at most 2 GiB, `LoadLimits`).
struct LineColumnIndex: Sendable {
  /// Bytes between two checkpoints: 256 keeps a lookup to a few counts of at most 16 sixteen-byte
  /// vectors for an index of n/32 bytes (6.25 MB for a 200 MB file).
  static let stride = 256

  /// What is known at the start of a block of `stride` bytes.
  private struct Checkpoint {
    /// The scalars before it.
    var scalars: UInt32
    /// The line breaks before it.
    var breaks: UInt32
  }

  /// `checkpoints[k]`: at offset `k * stride`.
  private let checkpoints: [Checkpoint]
  private let hasByteOrderMark: Bool

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    let count = bytes.count
    precondition(count <= UInt32.max, "a source of less than 4 GiB")
    let stride = LineColumnIndex.stride
    var checkpoints: [Checkpoint] = []
    checkpoints.reserveCapacity(count / stride + 2)
    var at = Checkpoint(scalars: 0, breaks: 0)
    var blockStart = 0
    while true {
      checkpoints.append(at)
      if blockStart >= count { break }
      let blockEnd = min(blockStart + stride, count)
      let block = LineColumnIndex.scan(bytes, blockStart, blockEnd)
      at.scalars += UInt32(block.scalars)
      at.breaks += UInt32(block.breaks)
      blockStart = blockEnd
    }
    self.checkpoints = checkpoints
    hasByteOrderMark = count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
  }

  /// The 1-based line and column of `offset` (clamped to the bytes) in `bytes`, which must be the
  /// bytes the index was built from.
  func lineAndColumn(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
    let clamped = max(0, min(offset, bytes.count))
    let stride = LineColumnIndex.stride
    let k = clamped / stride
    let before = LineColumnIndex.scan(bytes, k * stride, clamped)
    let line = Int(checkpoints[k].breaks) + before.breaks + 1
    let start: Int
    if before.breaks > 0 {
      start = LineColumnIndex.lastBreak(bytes, k * stride, clamped) + 1
    } else if checkpoints[k].breaks == 0 {
      start = 0
    } else {
      // The last break before block k is the last of block j, the last block with fewer breaks
      // before it than block k.
      var low = 0
      var high = k - 1
      while low < high {
        let mid = (low + high + 1) / 2
        if checkpoints[mid].breaks < checkpoints[k].breaks { low = mid } else { high = mid - 1 }
      }
      start = LineColumnIndex.lastBreak(bytes, low * stride, (low + 1) * stride) + 1
    }
    var column = 1
    if clamped - start < stride {
      column += LineColumnIndex.scan(bytes, start, clamped).scalars
    } else {
      column += scalarsBefore(clamped, bytes) - scalarsBefore(start, bytes)
    }
    // A continuation byte at the offset itself belongs to the scalar counted before it.
    if clamped < bytes.count, bytes[clamped] & 0xC0 == 0x80 { column -= 1 }
    // A byte-order mark is not a column of the first line.
    if line == 1, clamped >= 3, hasByteOrderMark { column -= 1 }
    return (line, max(1, column))
  }

  /// The scalars in `bytes[0 ..< offset]`: the checkpoint at or before it, then the bytes after it.
  private func scalarsBefore(_ offset: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let k = offset / LineColumnIndex.stride
    return Int(checkpoints[k].scalars)
      + LineColumnIndex.scan(bytes, k * LineColumnIndex.stride, offset).scalars
  }

  /// In `bytes[from ..< to]` (at most `stride` bytes): the bytes that start a scalar (all but the
  /// continuation bytes `10xxxxxx`) and the line breaks.
  ///
  /// Sixteen bytes at a time, in vector lanes (SSE2 on x86-64, NEON on arm64: no per-lane loop), each
  /// lane adding to its own counters: a byte's bit 7 set and bit 6 clear (`x & ~(x << 1)`) is a
  /// continuation; a byte equal to `\n` is a zero byte of `x ^ 0x0A`, told without a comparison
  /// (whose lane masks the compiler does not keep in vectors) by adding `0x7F` to its low seven
  /// bits. The lanes are summed once, the last few bytes counted one by one.
  private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int)
    -> (scalars: Int, breaks: Int)
  {
    guard from < to, let base = bytes.baseAddress else { return (0, 0) }
    // At most `stride / 16 = 16` vectors: no lane's counter passes 255.
    assert(to - from <= stride)
    // Each unaligned load reads `bytes[i ..< i + 16]` with `i + 16 <= to <= bytes.count`.
    let raw = UnsafeRawPointer(base)
    let low = SIMD16<UInt8>(repeating: 0x7F)
    var continuationCounters = SIMD16<UInt8>()
    var breakCounters = SIMD16<UInt8>()
    var i = from
    while i &+ 16 <= to {
      let v = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
      continuationCounters &+= (v & ~(v &<< 1)) &>> 7
      let x = v ^ SIMD16(repeating: 0x0A)
      breakCounters &+= ~(((x & low) &+ low) | x | low) &>> 7
      i &+= 16
    }
    var continuations = 0
    var breaks = 0
    for lane in 0..<16 {
      continuations += Int(continuationCounters[lane])
      breaks += Int(breakCounters[lane])
    }
    while i < to {
      if bytes[i] & 0xC0 == 0x80 { continuations += 1 }
      if bytes[i] == 0x0A { breaks += 1 }
      i += 1
    }
    return (to - from - continuations, breaks)
  }

  /// The offset of the last `\n` in `bytes[from ..< to]`, which holds one: backwards eight bytes at
  /// a time (a zero byte of `x ^ 0x0A0A...`, found as in `scan`; the highest one is the last), then
  /// byte by byte.
  private static func lastBreak(_ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> Int {
    // Each unaligned load reads `bytes[end - 8 ..< end]` with `from <= end - 8`.
    let raw = UnsafeRawPointer(bytes.baseAddress!)
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    var end = to
    while end - from >= 8 {
      let x = raw.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
      let newlines = ~(((x & low) &+ low) | x | low)
      if newlines != 0 { return end - 8 + (63 - newlines.leadingZeroBitCount) / 8 }
      end -= 8
    }
    while end > from {
      end -= 1
      if bytes[end] == 0x0A { return end }
    }
    preconditionFailure("a break in the bytes")
  }
}
