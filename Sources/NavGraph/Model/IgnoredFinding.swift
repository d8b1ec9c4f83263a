/// A finding that an `ignore` entry suppressed, with the entry's reason: what `check
/// --show-ignored` lists.
public struct IgnoredFinding: Hashable, Sendable {
  /// The finding as it would have been reported.
  public var finding: Diagnostic
  /// The reason of the entry that suppressed it (the first in file order when several match).
  public var reason: String

  /// `finding`, suppressed because of `reason`.
  public init(finding: Diagnostic, reason: String) {
    self.finding = finding
    self.reason = reason
  }
}
