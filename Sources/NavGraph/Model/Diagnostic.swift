/// How serious a diagnostic is.
public enum Severity: String, Sendable, Comparable, CaseIterable {
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

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A related place attached to a diagnostic (`first defined here`).
public struct DiagnosticNote: Hashable, Sendable {
  public var message: String
  public var location: SourceLocation?

  public init(message: String, location: SourceLocation?) {
    self.message = message
    self.location = location
  }
}

/// One problem found in a description: by the loader (input diagnostics) or by `check` (findings).
///
/// Messages are lowercase, without a final period, and quote user text in single quotes.
public struct Diagnostic: Hashable, Sendable {
  public var severity: Severity
  /// What kind of problem it is: `unknown-id`, `unreachable`.
  public var code: DiagnosticCode
  public var message: String
  public var location: SourceLocation?
  public var notes: [DiagnosticNote]
  /// The screen the diagnostic is about, when there is one.
  public var screen: String?
  /// An example route from launch, each move described (`tab 'c'`, `push 'D'`).
  public var route: [String]?
  /// The screens of an example cycle, first repeated at the end.
  public var cycle: [String]?
  /// The screens a finding stands for, its own `screen` first: on `trap`, the trap screens listed
  /// with the entry; on `unreachable`, the unreachable screens reported under it (docs/CHECK.md).
  public var screens: [String]?
  /// Every screen of a cycle's strongly connected group, in file order.
  public var group: [String]?

  public init(
    severity: Severity, code: DiagnosticCode, message: String, location: SourceLocation?,
    notes: [DiagnosticNote] = [], screen: String? = nil, route: [String]? = nil, cycle: [String]? = nil,
    screens: [String]? = nil, group: [String]? = nil
  ) {
    self.severity = severity
    self.code = code
    self.message = message
    self.location = location
    self.notes = notes
    self.screen = screen
    self.route = route
    self.cycle = cycle
    self.screens = screens
    self.group = group
  }
}
