/// A short line diff of two texts, for a failed comparison with a golden file.
///
/// Algorithm: drop the lines the two texts share at their start and at their end; what remains is
/// the one changed block (for several changes, the block from the first to the last), shown as
/// `-` (expected) and `+` (actual) lines with up to `context` unchanged lines around it and at most
/// `limit` lines on each side. Linear in the lines. Line numbers count from 1 in the expected text.
package enum LineDiff {
  package static func describe(expected: String, actual: String, context: Int = 2, limit: Int = 20) -> String
  {
    let old = lines(expected)
    let new = lines(actual)
    var prefix = 0
    while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix && suffix < new.count - prefix
      && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let removed = old[prefix..<(old.count - suffix)]
    let added = new[prefix..<(new.count - suffix)]
    var out = [
      "@@ line \(prefix + 1): \(removed.count) expected line(s) differ from \(added.count) actual line(s)"
    ]
    out += old[max(0, prefix - context)..<prefix].map { "  " + $0 }
    out += shown(removed, "-", limit)
    out += shown(added, "+", limit)
    let after = old.count - suffix
    out += old[after..<min(old.count, after + context)].map { "  " + $0 }
    return out.joined(separator: "\n")
  }

  /// The lines of `text`, each with a visible end: `⏎` where a newline ended it (so a missing final
  /// newline or a trailing space shows).
  private static func lines(_ text: String) -> [String] {
    if text.isEmpty { return [] }
    var result = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) + "⏎" }
    if text.hasSuffix("\n") { result.removeLast() } else { result[result.count - 1].removeLast() }
    return result
  }

  private static func shown(_ lines: ArraySlice<String>, _ mark: String, _ limit: Int) -> [String] {
    var result = lines.prefix(limit).map { mark + " " + $0 }
    if lines.count > limit { result.append("\(mark) ... \(lines.count - limit) more") }
    return result
  }
}
