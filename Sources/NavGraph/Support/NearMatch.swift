/// Did-you-mean suggestions, the one rule of the library and the command line: the closest
/// candidate by optimal string alignment distance (Damerau-Levenshtein with adjacent
/// transpositions, each substring edited once), over Unicode scalars.
///
/// A word of n scalars accepts a candidate at distance at most min(2, max(1, n / 3)), and below n (a
/// one-letter word gets no suggestion). Ties go to the earliest candidate. The distance is computed
/// in O(n · m) with an early exit once a whole row exceeds the limit; `NearMatchIndex` applies the
/// same rule to a million ids.
public enum NearMatch {
  static func limit(forLength n: Int) -> Int { min(2, max(1, n / 3), n - 1) }

  /// The closest of `candidates` to `word` (never `word` itself), or nil when none is close enough.
  /// O(candidates × n × m).
  public static func suggestion(for word: String, among candidates: [String]) -> String? {
    let a = word.unicodeScalars.map(\.value)
    let limit = limit(forLength: a.count)
    guard limit > 0 else { return nil }
    var scratch = DistanceScratch()
    var best: (distance: Int, candidate: String)?
    for candidate in candidates where candidate != word {
      let b = candidate.unicodeScalars.map(\.value)
      if let d = distance(a, b, limit: best.map { $0.distance - 1 } ?? limit, scratch: &scratch) {
        best = (d, candidate)
      }
    }
    return best?.candidate
  }

  /// Reusable rows for `distance`.
  struct DistanceScratch {
    var previous2: [Int] = []
    var previous: [Int] = []
    var row: [Int] = []
  }

  /// The optimal string alignment distance of `a` and `b`, or nil when it exceeds `limit`.
  static func distance(_ a: [UInt32], _ b: [UInt32], limit: Int, scratch: inout DistanceScratch) -> Int? {
    guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    let m = b.count
    if scratch.row.count < m + 1 {
      scratch.previous2 = Array(repeating: 0, count: m + 1)
      scratch.previous = Array(repeating: 0, count: m + 1)
      scratch.row = Array(repeating: 0, count: m + 1)
    }
    for j in 0...m { scratch.previous[j] = j }
    for i in 1...a.count {
      scratch.row[0] = i
      var rowMinimum = i
      for j in 1...m {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(scratch.previous[j] + 1, scratch.row[j - 1] + 1, scratch.previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, scratch.previous2[j - 2] + 1)
        }
        scratch.row[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if rowMinimum > limit { return nil }
      swap(&scratch.previous2, &scratch.previous)
      swap(&scratch.previous, &scratch.row)
    }
    let d = scratch.previous[m]
    return d <= limit ? d : nil
  }

  /// The Unicode scalars of UTF-8 bytes (an invalid byte counts as one U+FFFD). Reads only below
  /// `bytes.count` (see `UTF8Validation`).
  static func scalars(of bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt32]) {
    out.removeAll(keepingCapacity: true)
    guard let base = bytes.baseAddress else { return }
    var i = 0
    while i < bytes.count {
      let c = base[i]
      if c < 0x80 {
        out.append(UInt32(c))
        i += 1
      } else {
        let length = UTF8Validation.sequenceLength(base, at: i, end: bytes.count)
        if length == 0 {
          out.append(0xFFFD)
          i += 1
        } else {
          out.append(UTF8Validation.scalar(base, at: i, length: length))
          i += length
        }
      }
    }
  }

  /// A 64-bit set of the scalars of a word (each scalar modulo 64). One edit changes at most two bits,
  /// so two words whose sets differ in more than 2k bits are more than k edits apart.
  static func signature(_ scalars: [UInt32]) -> UInt64 {
    var signature: UInt64 = 0
    for s in scalars { signature |= 1 << UInt64(s & 63) }
    return signature
  }
}
