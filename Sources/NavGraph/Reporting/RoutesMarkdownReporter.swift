/// `routes --format markdown`: a GitHub-flavoured Markdown table, one row per screen in file order,
/// for a README or a pull-request comment:
///
///     | Screen | Steps | State | Route |
///     |---|---:|---|---|
///     | D | 2 | tab 'c' [C > D] | tab 'c' > push 'D' |
///     | Orphan | unreachable | | |
///
/// User text is escaped so it stays text: `\`, `|`, `` ` ``, `*`, `_`, `[`, `]` and `<` get a
/// backslash and line breaks become spaces. Linear in the size of the output.
public struct RoutesMarkdownReporter: Reporter {
  /// A Markdown reporter.
  public init() {}

  /// The table as a Markdown table.
  public func generateReport(_ report: RoutesReport) -> String {
    var out = "| Screen | Steps | State | Route |\n|---|---:|---|---|\n"
    for row in report.rows {
      let cells = [
        RoutesMarkdownReporter.escape(row.id), row.steps ?? "unreachable",
        row.state.map(RoutesMarkdownReporter.escape) ?? "",
        row.route.map { $0.isEmpty ? "(launch)" : RoutesMarkdownReporter.escape($0) } ?? "",
      ]
      out += "|" + cells.map { $0.isEmpty ? " " : " \($0) " }.joined(separator: "|") + "|\n"
    }
    return out
  }

  /// Text escaped for a Markdown table cell.
  public static func escape(_ text: String) -> String {
    String(escaping: text, cellEscapes, displayable: false)
  }

  private static let cellEscapes: EscapeTable = [
    "\\": "\\\\", "|": "\\|", "`": "\\`", "*": "\\*", "_": "\\_", "[": "\\[", "]": "\\]", "<": "\\<",
    "\n": " ", "\r": " ",
  ]
}
