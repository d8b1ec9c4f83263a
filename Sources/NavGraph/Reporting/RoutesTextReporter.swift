/// `routes`' text output: an aligned table with one row per screen in file order: the screen, the
/// number of moves from launch, the state it ends in and the route; unreachable screens say so.
///
///     screen  steps  state                route
///     B       0      tab 'b' [B]          (launch)
///     D       2      tab 'c' [C > D]      tab 'c' > push 'D'
///     Orphan  -      unreachable
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
    let header = ["screen", "steps", "state", "route"]
    var widths = header.map(\.count)
    for row in rows {
      for c in 0..<3 { widths[c] = max(widths[c], row[c].count) }
    }
    func format(_ cells: [String]) -> String {
      var line = ""
      for c in 0..<3 { line += cells[c] + String(repeating: " ", count: widths[c] - cells[c].count + 2) }
      line += cells[3]
      while line.last == " " { line.removeLast() }
      return line
    }
    var out = style.apply(.bold, format(header)) + "\n"
    for (i, row) in rows.enumerated() {
      let line = format(row)
      out += (table[i].steps == nil ? style.apply(.dim, line) : line) + "\n"
    }
    return out
  }
}
