/// `routes`' text output: an aligned table with one row per screen in file order: the screen, the
/// number of moves from launch, the state it ends in and the route; unreachable screens say so.
///
///     screen  steps  state                route
///     B       0      tab 'b' [B]          (launch)
///     D       2      tab 'c' [C > D]      tab 'c' > push 'D'
///     Orphan  -      unreachable
///
/// An app with deep links (format 1.1) gets a second table after a blank line: per deep link in
/// file order, its id, URL, `to` and the state it opens at launch (cold), which says
/// `(broken: shows 'X')` when that state does not show `to`:
///
///     deep link  url                to    opened at launch
///     post       myapp://post/{id}  Post  tab 'home' [Feed > Post]
///
/// Two passes over the rows (widths, then text): linear in the size of the output.
public struct RoutesTextReporter: RoutesReporter {
  /// Whether and how to colour the text.
  public var style: TerminalStyle

  /// A text reporter with `style`.
  public init(style: TerminalStyle = .plain) {
    self.style = style
  }

  /// The table as aligned text.
  public func generateReport(_ report: RoutesReport) -> String {
    let table = report.rows
    let rows = table.map { row in
      [
        TerminalStyle.printable(row.id), row.steps ?? "-",
        row.state.map(TerminalStyle.printable) ?? "unreachable",
        row.route.map { $0.isEmpty ? "(launch)" : TerminalStyle.printable($0) } ?? "",
      ]
    }
    let lines = RoutesTextReporter.aligned(header: ["screen", "steps", "state", "route"], rows: rows)
    var out = style.apply(.bold, lines[0]) + "\n"
    for (i, line) in lines.dropFirst().enumerated() {
      out += (table[i].steps == nil ? style.apply(.dim, line) : line) + "\n"
    }
    if !report.deepLinks.isEmpty { out += "\n" + deepLinkTable(report) }
    return out
  }

  /// The deep links' table: id, URL, `to` and the state each opens at launch, with what it shows
  /// instead when that is not `to`.
  private func deepLinkTable(_ report: RoutesReport) -> String {
    let rows = report.deepLinkRows.map { row in
      [row.id, row.url, row.to].map(TerminalStyle.printable)
        + [
          TerminalStyle.printable(row.state)
            + (row.shows.map { "  (broken: shows '\(TerminalStyle.printable($0))')" } ?? "")
        ]
    }
    let lines = RoutesTextReporter.aligned(
      header: ["deep link", "url", "to", "opened at launch"], rows: rows)
    var out = style.apply(.bold, lines[0]) + "\n"
    for line in lines.dropFirst() { out += line + "\n" }
    return out
  }

  /// The header and rows of four cells as lines, the first three columns padded to their widest
  /// cell plus two spaces, trailing spaces trimmed. Linear in the size of the table.
  private static func aligned(header: [String], rows: [[String]]) -> [String] {
    var widths = header.map(\.count)
    for row in rows {
      for c in 0..<3 { widths[c] = max(widths[c], row[c].count) }
    }
    return ([header] + rows).map { cells in
      var line = ""
      for c in 0..<3 { line += cells[c] + String(repeating: " ", count: widths[c] - cells[c].count + 2) }
      line += cells[3]
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}
