/// Did-you-mean over a large set of ids (a million screens), built on first use.
///
/// Ids are bucketed by length in scalars (ids over 64 scalars are never suggested); a word of length n
/// looks only at the buckets n-k...n+k, rejects most candidates by their scalar signature in one
/// popcount, and computes the distance for the rest. A shared `budget` of work units bounds the total
/// cost of all suggestions of one load, so a million-screen file with many unknown ids stays fast: when
/// it runs out, suggestions stop, deterministically.
struct NearMatchIndex {
  static let maxLength = 64

  private var buckets: [[Int32]]
  private var signatures: [UInt64]
  private var candidateScalars: [UInt32] = []
  private var scratch = NearMatch.DistanceScratch()

  /// Indexes `refs[i]` for each i where `include(i)` holds.
  init(refs: UnsafeBufferPointer<ByteRef>, strings: ByteStrings, include: (Int) -> Bool) {
    buckets = Array(repeating: [], count: Self.maxLength + 1)
    signatures = Array(repeating: 0, count: refs.count)
    var scalars: [UInt32] = []
    for i in 0..<refs.count where !refs[i].isNone && include(i) {
      let bytes = strings.bytes(refs[i])
      guard bytes.count <= Self.maxLength * 4 else { continue }
      NearMatch.scalars(of: bytes, into: &scalars)
      guard scalars.count <= Self.maxLength else { continue }
      signatures[i] = NearMatch.signature(scalars)
      buckets[scalars.count].append(Int32(i))
    }
  }

  /// The index of the closest id to `word`, or nil. Spends from `budget` (one unit per signature test,
  /// 32 per distance computed).
  mutating func best(
    for word: [UInt32], refs: UnsafeBufferPointer<ByteRef>, strings: ByteStrings, budget: inout Int
  ) -> Int32? {
    let n = word.count
    var limit = NearMatch.limit(forLength: n)
    guard limit > 0, n <= Self.maxLength else { return nil }
    let signature = NearMatch.signature(word)
    var best: (distance: Int, index: Int32)?
    for length in max(0, n - limit)...min(Self.maxLength, n + limit) {
      for index in buckets[length] {
        guard budget > 0 else { return best?.index }
        budget -= 1
        guard (signatures[Int(index)] ^ signature).nonzeroBitCount <= 2 * limit else { continue }
        budget -= 32
        NearMatch.scalars(of: strings.bytes(refs[Int(index)]), into: &candidateScalars)
        guard let d = NearMatch.distance(word, candidateScalars, limit: limit, scratch: &scratch) else {
          continue
        }
        if best == nil || d < best!.distance || (d == best!.distance && index < best!.index) {
          best = (d, index)
          if d == 1 { limit = 1 }
        }
      }
    }
    return best?.index
  }
}
