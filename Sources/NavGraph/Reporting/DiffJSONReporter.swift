/// `diff --format json`: the stable contract of `navgraph diff` (docs/CI.md#json), version 1:
///
///     {"version": 1, "old": "old.json", "new": "new.json", "summary": "...",
///      "screens": {"added": ["X"], "removed": ["Y"], "renamed": [{"old": "P", "new": "Q"}]},
///      "links": {"added": [{"screen": "A", "link": {...}}], "removed": [...],
///                "changed": [{"screen": "A", "old": {...}, "new": {...}}]},
///      "findings": {"introduced": [finding], "fixed": [finding]},
///      "routes": [{"screen": "A", "change": "longer", "old": 2, "new": 3}],
///      "deepLinks": {"added": [{"id": "post", "url": "...", "new": "tab 'home' [Feed > Post]"}],
///                    "removed": [...], "changed": [{"id", "url", "old", "new"}]}}
///
/// A link is `{"kind", "to", "label", "value", "then"}` (absent parts left out; `then`, a compound
/// action's parts, each a link without `then`); a finding is as in `check
/// --format json`; a route's `old` or `new` is absent when the screen is unreachable there; a deep
/// link's `old` and `new` are the states it opens at launch, as `routes` writes them in text. Every
/// key is always present (empty arrays when nothing changed). Keys sorted, two-space indentation.
public struct DiffJSONReporter: Reporter {
  /// The version of the JSON contract.
  public static let version = 1

  /// A JSON reporter.
  public init() {}

  /// The diff as one JSON document.
  public func generateReport(_ report: DiffReport) -> String {
    let diff = report.diff
    func link(_ summary: LinkSummary) -> JSONValue {
      var members: [String: JSONValue] = ["kind": .string(summary.kind)]
      if let target = summary.target { members["to"] = .string(target) }
      if let label = summary.label { members["label"] = .string(label) }
      if let value = summary.value { members["value"] = .string(value) }
      if !summary.then.isEmpty { members["then"] = .array(summary.then.map(link)) }
      return .object(members)
    }
    let document: JSONValue = .object([
      "version": .int(DiffJSONReporter.version),
      "old": .string(report.old),
      "new": .string(report.new),
      "summary": .string(diff.summary),
      "screens": .object([
        "added": .strings(diff.screensAdded),
        "removed": .strings(diff.screensRemoved),
        "renamed": .array(
          diff.screensRenamed.map { .object(["old": .string($0.old), "new": .string($0.new)]) }),
      ]),
      "links": .object([
        "added": .array(
          diff.linksAdded.map { .object(["screen": .string($0.screen), "link": link($0.new!)]) }),
        "removed": .array(
          diff.linksRemoved.map { .object(["screen": .string($0.screen), "link": link($0.old!)]) }),
        "changed": .array(
          diff.linksChanged.map {
            .object(["screen": .string($0.screen), "old": link($0.old!), "new": link($0.new!)])
          }),
      ]),
      "findings": .object([
        "introduced": .array(diff.findingsIntroduced.map(JSONReporter.finding)),
        "fixed": .array(diff.findingsFixed.map(JSONReporter.finding)),
      ]),
      "routes": .array(
        diff.routes.map { route in
          var members: [String: JSONValue] = [
            "screen": .string(route.screen), "change": .string(route.kind.rawValue),
          ]
          if let old = route.old { members["old"] = .int(old) }
          if let new = route.new { members["new"] = .int(new) }
          return .object(members)
        }),
      "deepLinks": .object([
        "added": .array(diff.deepLinksAdded.map(DiffJSONReporter.deepLink)),
        "removed": .array(diff.deepLinksRemoved.map(DiffJSONReporter.deepLink)),
        "changed": .array(diff.deepLinksChanged.map(DiffJSONReporter.deepLink)),
      ]),
    ])
    return document.serialized()
  }

  /// `{"id", "url", "old", "new"}`: the states opened at launch as text, `old` absent when added and
  /// `new` when removed.
  static func deepLink(_ change: NavigationDiff.DeepLinkChange) -> JSONValue {
    var members: [String: JSONValue] = [
      "id": .string(change.id), "url": change.url.map(JSONValue.string) ?? .null,
    ]
    if let old = change.old { members["old"] = .string(old) }
    if let new = change.new { members["new"] = .string(new) }
    return .object(members)
  }
}
