/// How serious a reader diagnostic is.
public enum ExtractionSeverity: String, Sendable, Comparable, CaseIterable {
  case error
  case warning
  case note

  private var rank: Int {
    switch self {
    case .error: return 0
    case .warning: return 1
    case .note: return 2
    }
  }

  /// Errors first, then warnings, then notes.
  public static func < (lhs: ExtractionSeverity, rhs: ExtractionSeverity) -> Bool { lhs.rank < rhs.rank }
}

/// Something the SwiftUI reader reports about the code it read: a file it could not read or parse,
/// a file it skipped, or navigation it saw but could not resolve.
///
/// Messages are lowercase, without a final period, and quote user text in single quotes. Codes:
///
/// | code | severity | when |
/// |---|---|---|
/// | `io-error` | error | a PATH is missing or unreadable, or names a file that is not Swift |
/// | `swift-syntax` | error | a file does not parse (the rest of the file and the other files are still read) |
/// | `skipped-file` | note | a file that is not UTF-8 text, a binary file, a file over the size limit, or a symbolic-link loop |
/// | `unresolved-navigation` | warning | navigation the reader saw but cannot resolve; the message says what was seen and how to add it through the overlay (a note when the description models the code in a way the message explains) |
/// | `no-app-root` | note or warning | no `@main` App: the launch screen is the one view no other view shows (a note), or the first of several (a warning); or no view at all (a warning) |
/// | `duplicate-view` | warning | two view types with the same name; references go to the first |
/// | `unmodelled-construct` | warning or note | made into the model (`ExtractionResult.app`), a construct the model cannot express yet, left out |
public struct ExtractionDiagnostic: Hashable, Sendable {
  /// How serious it is.
  public var severity: ExtractionSeverity
  /// Its code, from the table above.
  public var code: String
  /// What is wrong, lowercase, without a final period.
  public var message: String
  /// Where, or nil for a diagnostic about no particular place.
  public var location: SwiftSourceLocation?

  /// The diagnostic with these parts.
  public init(severity: ExtractionSeverity, code: String, message: String, location: SwiftSourceLocation?) {
    self.severity = severity
    self.code = code
    self.message = message
    self.location = location
  }
}
