/// Every stable code NavGraph reports: the loader's (problems in the file, docs/FORMAT.md), the
/// findings of `check` (docs/CHECK.md) and the SwiftUI reader's (problems in Swift code,
/// docs/EXTRACT.md), each with its default severity, a one-line summary, help and the place of its
/// documentation.
///
/// The raw value is the kebab-case code every output prints (`[unknown-id]`, `"code"` in JSON,
/// SARIF's `ruleId`). SARIF's rules, `--disable`'s validation and its list in `navgraph check
/// --help`, and the code tables of docs/FORMAT.md, docs/CHECK.md and docs/EXTRACT.md (a test
/// compares them) all come from here. Cases are in documentation order: the loader's, the
/// findings, then the reader's.
public enum DiagnosticCode: String, CaseIterable, Sendable, Hashable {
  case ioError = "io-error"
  case tooLarge = "too-large"
  case emptyFile = "empty-file"
  case invalidUTF8 = "invalid-utf8"
  case jsonSyntax = "json-syntax"
  case notAnObject = "not-an-object"
  case unknownFormat = "unknown-format"
  case needsFormat = "needs-format"
  case wrongType = "wrong-type"
  case missingKey = "missing-key"
  case emptyID = "empty-id"
  case duplicateID = "duplicate-id"
  case duplicateKey = "duplicate-key"
  case duplicateType = "duplicate-type"
  case tooManyTypes = "too-many-types"
  case unknownKey = "unknown-key"
  case unknownKind = "unknown-kind"
  case missingTarget = "missing-target"
  case unexpectedTarget = "unexpected-target"
  case unexpectedValue = "unexpected-value"
  case unknownCode = "unknown-code"
  case missingReason = "missing-reason"
  case overlayOnly = "overlay-only"
  case unknownID = "unknown-id"
  case noLaunch = "no-launch"
  case tooManyDiagnostics = "too-many-diagnostics"
  case unreachable
  case deadEnd = "dead-end"
  case trap
  case cycle
  case inertLink = "inert-link"
  case unregisteredDestination = "unregistered-destination"
  case brokenDeepLink = "broken-deep-link"
  case deep
  case unusedIgnore = "unused-ignore"
  case swiftSyntax = "swift-syntax"
  case skippedFile = "skipped-file"
  case unresolvedNavigation = "unresolved-navigation"
  case noAppRoot = "no-app-root"
  case duplicateView = "duplicate-view"
  case unmodelledConstruct = "unmodelled-construct"
  case unmatchedOverlay = "unmatched-overlay"

  /// Whether `check` finds it in the navigation model (else the loader reports it).
  public var isFinding: Bool {
    switch self {
    case .unreachable, .deadEnd, .trap, .cycle, .inertLink, .unregisteredDestination, .brokenDeepLink, .deep:
      return true
    default: return false
    }
  }

  /// Whether a screen or a link may suppress it with an `ignore` entry (docs/CHECK.md#suppressions):
  /// the findings about screens and links (a `broken-deep-link` is about a deep link: `--disable` or
  /// a baseline keeps it quiet).
  public var isSuppressible: Bool { isFinding && self != .brokenDeepLink }

  /// Whether the SwiftUI reader reports it about the Swift code it read (`io-error` aside, which
  /// the loader and the reader share).
  public var isFromSwiftCode: Bool {
    switch self {
    case .swiftSyntax, .skippedFile, .unresolvedNavigation, .noAppRoot, .duplicateView, .unmodelledConstruct,
      .unmatchedOverlay:
      return true
    default: return false
    }
  }

  /// The severity diagnostics of this code have; the reader gives some of its own a lower one
  /// where the message explains why (docs/EXTRACT.md#diagnostics).
  public var severity: Severity {
    switch self {
    case .unknownKey, .trap, .cycle, .inertLink, .unregisteredDestination, .deep, .unusedIgnore:
      return .warning
    case .unresolvedNavigation, .noAppRoot, .duplicateView, .unmodelledConstruct, .unmatchedOverlay:
      return .warning
    case .tooManyDiagnostics, .skippedFile: return .note
    default: return .error
    }
  }

  /// Whether `--disable` may turn it off: every finding, and the loader's warnings. An input error
  /// makes the description invalid, so it stays on; `too-many-diagnostics` only counts the others.
  public var canBeDisabled: Bool { isFinding || severity == .warning }

  /// The section of the documentation whose code table describes it, relative to the repository.
  public var documentation: String {
    isFinding || self == .unusedIgnore
      ? "docs/CHECK.md#codes" : isFromSwiftCode ? "docs/EXTRACT.md#diagnostics" : "docs/FORMAT.md#diagnostics"
  }

  /// The codes `--disable` accepts, as `navgraph check --help` lists them: the findings, then the
  /// loader's and the reader's warnings.
  public static let disableable: [DiagnosticCode] =
    allCases.filter { $0.isFinding } + allCases.filter { !$0.isFinding && $0.canBeDisabled }

  /// Every code sorted by its raw value, the order of SARIF's rules.
  public static let sorted: [DiagnosticCode] = allCases.sorted {
    $0.rawValue.utf8.lexicographicallyPrecedes($1.rawValue.utf8)
  }
}
