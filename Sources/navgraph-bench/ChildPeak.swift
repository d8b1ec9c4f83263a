/// The largest peak RSS of a child's runs (`ChildProcess.Outcome`): exact, or an upper bound when
/// the largest run's peak did not rise above its measuring process's RSS.
struct ChildPeak {
  private(set) var bytes: Int?
  private(set) var isUpperBound = false

  /// Takes one run into account: a larger peak replaces the one so far; of two equal ones, an exact
  /// one wins (the true largest peak is then exactly that).
  mutating func add(_ outcome: ChildProcess.Outcome) {
    if let bytes, bytes > outcome.peakBytes || (bytes == outcome.peakBytes && !isUpperBound) { return }
    bytes = outcome.peakBytes
    isUpperBound = outcome.peakIsUpperBound
  }

  /// `12 MB`, `≤ 3.1 MB` for an upper bound, or empty when no run was measured.
  var text: String { bytes.map { (isUpperBound ? "≤ " : "") + Format.megabytes($0) } ?? "" }
}
