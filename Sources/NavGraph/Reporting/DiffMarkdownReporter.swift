/// `diff --format markdown`, for a pull-request comment: a one-line summary, then one collapsible
/// section (`<details>`) per kind of change, each a table:
///
///     **NavGraph**: 1 link removed; 1 finding introduced (1 error)
///
///     <details><summary>Links (1 removed)</summary>
///
///     | | screen | link |
///     |---|---|---|
///     | removed | Home | push to 'Promo' 'Offers' |
///
///     </details>
///
/// The summary starts with ❌ when an error is introduced. User text is escaped as in the routes
/// table (`RoutesMarkdownReporter.escape`), so that it stays text. Linear in the size of the output.
public struct DiffMarkdownReporter: DiffReporter {
  /// A Markdown reporter.
  public init() {}

  /// The diff as Markdown.
  public func generateReport(_ report: DiffReport) -> String {
    let diff = report.diff
    let escape = RoutesMarkdownReporter.escape
    let failed = diff.findingsIntroduced.contains { $0.severity == .error }
    var out = (failed ? "❌ " : "") + "**NavGraph**: \(escape(diff.summary))\n"
    func section(_ title: String, _ counts: String, _ header: [String], _ rows: [[String]]) {
      guard !rows.isEmpty else { return }
      out += "\n<details><summary>\(title) (\(counts))</summary>\n\n"
      out += "| " + header.joined(separator: " | ") + " |\n"
      out += "|" + header.map { _ in "---" }.joined(separator: "|") + "|\n"
      for row in rows { out += "| " + row.map { $0.isEmpty ? " " : $0 }.joined(separator: " | ") + " |\n" }
      out += "\n</details>\n"
    }
    func counts(_ items: [(Int, String)]) -> String {
      items.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
    }
    section(
      "Screens",
      counts([
        (diff.screensAdded.count, "added"), (diff.screensRemoved.count, "removed"),
        (diff.screensRenamed.count, "renamed"),
      ]), ["", "screen"],
      diff.screensAdded.map { ["added", escape($0)] } + diff.screensRemoved.map { ["removed", escape($0)] }
        + diff.screensRenamed.map {
          ["renamed (a guess: same links, new id)", "\(escape($0.old)) → \(escape($0.new))"]
        })
    section(
      "Links",
      counts([
        (diff.linksAdded.count, "added"), (diff.linksRemoved.count, "removed"),
        (diff.linksChanged.count, "changed"),
      ]), ["", "screen", "link"],
      diff.linksAdded.map { ["added", escape($0.screen), escape($0.new!.text)] }
        + diff.linksRemoved.map { ["removed", escape($0.screen), escape($0.old!.text)] }
        + diff.linksChanged.map {
          ["changed", escape($0.screen), escape($0.old!.text + " → " + $0.new!.text)]
        })
    func finding(_ change: String) -> (Diagnostic) -> [String] {
      { d in
        let place = d.location.map { "\($0.file):\($0.line)" } ?? ""
        return [change, d.severity.rawValue, "`\(d.code.rawValue)`", escape(d.message), escape(place)]
      }
    }
    section(
      "Findings",
      counts([(diff.findingsIntroduced.count, "introduced"), (diff.findingsFixed.count, "fixed")]),
      ["", "severity", "code", "message", "where"],
      diff.findingsIntroduced.map(finding("introduced")) + diff.findingsFixed.map(finding("fixed")))
    section(
      "Routes from launch", counts([(diff.routes.count, "changed")]),
      ["screen", "change", "old steps", "new steps"],
      diff.routes.map {
        [
          escape($0.screen), $0.kind.rawValue, $0.old.map(String.init) ?? "unreachable",
          $0.new.map(String.init) ?? "unreachable",
        ]
      })
    section(
      "Deep links",
      counts([
        (diff.deepLinksAdded.count, "added"), (diff.deepLinksRemoved.count, "removed"),
        (diff.deepLinksChanged.count, "changed"),
      ]), ["", "deep link", "url", "opened at launch"],
      diff.deepLinksAdded.map { ["added", escape($0.id), escape($0.url ?? ""), escape($0.new ?? "")] }
        + diff.deepLinksRemoved.map {
          ["removed", escape($0.id), escape($0.url ?? ""), escape($0.old ?? "")]
        }
        + diff.deepLinksChanged.map {
          ["changed", escape($0.id), escape($0.url ?? ""), escape(($0.old ?? "") + " → " + ($0.new ?? ""))]
        })
    return out
  }
}
