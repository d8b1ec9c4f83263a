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

  /// Errors before warnings before notes.
  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A related place attached to a diagnostic (`first defined here`).
public struct DiagnosticNote: Hashable, Sendable {
  /// What the note says.
  public var message: String
  /// Its own place, when it has one (`first defined here`); else it is shown at its diagnostic's.
  public var location: SourceLocation?

  /// A note saying `message` at `location`.
  public init(message: String, location: SourceLocation?) {
    self.message = message
    self.location = location
  }
}

/// The screens and links a finding is about, as dense ids of the app checked: what an `ignore`
/// entry is matched against (docs/CHECK.md#suppressions) and what a finding's identity names
/// (`FindingIdentity`, docs/CI.md#finding-identity).
public enum FindingSubject: Hashable, Sendable {
  /// A screen: `unreachable` (the root), `dead-end`, `trap` (the entry), `deep`.
  case screen(ScreenID)
  /// A link: `inert-link`, `unregistered-destination`.
  case link(LinkID)
  /// A strongly connected group of `cycle`: its screens in file order and every link inside it.
  case group(push: Bool, screens: [ScreenID], links: [LinkID])
}

/// One problem found in a description: by the loader (input diagnostics) or by `check` (findings).
///
/// Messages are lowercase, without a final period, and quote user text in single quotes.
public struct Diagnostic: Hashable, Sendable {
  /// How serious it is: its code's severity.
  public var severity: Severity
  /// What kind of problem it is: `unknown-id`, `unreachable`.
  public var code: DiagnosticCode
  /// What is wrong, in one line.
  public var message: String
  /// Where: a place in the description, or nil when it has none (the file as a whole, a count).
  public var location: SourceLocation?
  /// Related places and facts, printed under it.
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
  /// What a finding is about, in the app checked; nil for input diagnostics and counts.
  public var subject: FindingSubject?

  /// A diagnostic; the optional parts are the structured data of findings (docs/CHECK.md).
  public init(
    severity: Severity, code: DiagnosticCode, message: String, location: SourceLocation?,
    notes: [DiagnosticNote] = [], screen: String? = nil, route: [String]? = nil, cycle: [String]? = nil,
    screens: [String]? = nil, group: [String]? = nil, subject: FindingSubject? = nil
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
    self.subject = subject
  }
}
