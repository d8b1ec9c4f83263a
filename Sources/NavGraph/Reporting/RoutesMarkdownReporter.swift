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
public struct RoutesMarkdownReporter: RoutesReporter {
  /// A Markdown reporter.
  public init() {}

  /// The table as a Markdown table. A screen reachable only past the bound of the search for
  /// routes (`RouteTable`) says so in the Steps cell: `reachable, no route found within 50000 states`.
  public func write(_ report: RoutesReport, to output: (String) -> Void) {
    let noRoute = report.noRoute
    withoutActuallyEscaping(output) { output in
      var out = ChunkedOutput(output)
      out.append("| Screen | Steps | State | Route |\n|---|---:|---|---|\n")
      for s in report.app.screens.indices {
        let row = report.row(s)
        let cells = [
          RoutesMarkdownReporter.escape(row.id), row.steps ?? (row.reachable ? noRoute : "unreachable"),
          row.state.map(RoutesMarkdownReporter.escape) ?? "",
          row.route.map { $0.isEmpty ? "(launch)" : RoutesMarkdownReporter.escape($0) } ?? "",
        ]
        out.append("|" + cells.map { $0.isEmpty ? " " : " \($0) " }.joined(separator: "|") + "|\n")
      }
      out.flush()
    }
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
