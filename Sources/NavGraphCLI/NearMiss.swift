/// Did-you-mean suggestions for command-line words (options, commands, format values, codes,
/// screen ids).
///
/// The distance is the optimal string alignment variant of Damerau-Levenshtein (insertions,
/// deletions, substitutions and transpositions of adjacent characters each cost 1), computed over
/// Unicode scalars with three rolling rows: O(m·n) time, O(n) memory. A candidate is suggested when
/// its distance is at most a third of the longer word's length (at least 1, at most 3), so `--fromat`
/// finds `--format` but `--foo` finds nothing; the closest wins, ties going to the earlier candidate.
enum NearMiss {
  static func suggestion(for word: String, among candidates: [String]) -> String? {
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let limit = min(3, max(1, max(word.unicodeScalars.count, candidate.unicodeScalars.count) / 3))
      let d = distance(word, candidate)
      if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
    }
    return best?.candidate
  }

  static func distance(_ a: String, _ b: String) -> Int {
    let s = Array(a.unicodeScalars)
    let t = Array(b.unicodeScalars)
    if s.isEmpty { return t.count }
    if t.isEmpty { return s.count }
    var before = [Int](repeating: 0, count: t.count + 1)
    var previous = Array(0...t.count)
    var current = [Int](repeating: 0, count: t.count + 1)
    for i in 1...s.count {
      current[0] = i
      for j in 1...t.count {
        let cost = s[i - 1] == t[j - 1] ? 0 : 1
        var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] { d = min(d, before[j - 2] + 1) }
        current[j] = d
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[t.count]
  }
}
