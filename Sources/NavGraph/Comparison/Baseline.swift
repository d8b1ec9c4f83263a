/// The findings a project has accepted for now: `check --write-baseline FILE` records them,
/// `check --baseline FILE` reports only the findings not in it (docs/CI.md#baseline).
///
/// The file is JSON, two-space indented with sorted keys: `{"findings": [...], "version": 1}`,
/// one object per finding with its identity (`FindingIdentity`: `code`, and `screen`, `screens`,
/// `link` (`kind`, `to`), `cycle` or `message` as the finding has them), sorted, so that the same
/// findings give the same bytes and a change shows as the lines of the findings that changed. A
/// finding that occurs twice is listed twice: matching counts occurrences. `BaselineReader` reads it.
public struct Baseline: Hashable, Sendable {
  /// The version of the file's format.
  public static let version = 1

  /// The identities recorded, sorted.
  public var entries: [FindingIdentity]

  /// A baseline of `entries`, sorted.
  public init(entries: [FindingIdentity]) { self.entries = entries.sorted() }

  /// The baseline of every diagnostic of `report`, whose findings are about `app`.
  public init(report: CheckReport, app: App?) {
    self.init(entries: report.diagnostics.map { FindingIdentity($0, app: app) })
  }

  /// The file's text.
  public var json: String {
    JSONValue.object([
      "version": .int(Baseline.version),
      "findings": .array(entries.map(Baseline.object)),
    ]).serialized()
  }

  static func object(_ identity: FindingIdentity) -> JSONValue {
    var members: [String: JSONValue] = ["code": .string(identity.code)]
    if identity.screens.count == 1 && identity.cycle == nil {
      members["screen"] = .string(identity.screens[0])
    } else if !identity.screens.isEmpty {
      members["screens"] = .strings(identity.screens)
    }
    if let kind = identity.linkKind {
      var link: [String: JSONValue] = ["kind": .string(kind)]
      if let target = identity.linkTarget { link["to"] = .string(target) }
      members["link"] = .object(link)
    }
    if let cycle = identity.cycle { members["cycle"] = .string(cycle) }
    if let message = identity.message { members["message"] = .string(message) }
    return .object(members)
  }

  /// How a report compares with the baseline.
  public struct Match: Hashable, Sendable {
    /// The diagnostics found in the baseline, not reported.
    public var known: Int
    /// The baseline's entries that no diagnostic matched: fixed, or changed beyond recognition.
    public var gone: Int
  }

  /// What of `diagnostics` (findings about `app`) is new, and how many entries occur no more:
  /// each diagnostic whose identity has an entry left uses one up, in order; the others are new.
  /// Linear in diagnostics and entries (expected, hashing).
  public func match(_ diagnostics: [Diagnostic], app: App?) -> (new: [Diagnostic], match: Match) {
    var left: [FindingIdentity: Int] = [:]
    for entry in entries { left[entry, default: 0] += 1 }
    var new: [Diagnostic] = []
    var known = 0
    for diagnostic in diagnostics {
      let identity = FindingIdentity(diagnostic, app: app)
      if let count = left[identity], count > 0 {
        left[identity] = count - 1
        known += 1
      } else {
        new.append(diagnostic)
      }
    }
    return (new, Match(known: known, gone: entries.count - known))
  }
}
