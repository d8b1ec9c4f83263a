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
/// A screen reachable only past the bound of the search for routes (an app with deep links, see
/// `RouteTable`) says so in the state column: `reachable, no route found within 50000 states`.
///
/// Two passes over the screens, written as they go (`ChunkedOutput`): the first makes each route's
/// final state and keeps its text, in one byte buffer, for the column's width; the second walks
/// each route again (its moves only, `RouteTable.moves`) and writes the lines. Linear in the size
/// of the output; what is kept is the state column, not the table.
public struct RoutesTextReporter: RoutesReporter {
  /// Whether and how to colour the text.
  public var style: TerminalStyle

  /// A text reporter with `style`.
  public init(style: TerminalStyle = .plain) {
    self.style = style
  }

  /// The table as aligned text.
  public func write(_ report: RoutesReport, to output: (String) -> Void) {
    let app = report.app
    let header = ["screen", "steps", "state", "route"]
    var widths = header.map(\.count)
    var states: [UInt8] = []
    var stateEnds: [Int] = []
    stateEnds.reserveCapacity(app.screens.count)
    let noRoute = report.noRoute
    for s in app.screens.indices {
      let state: String
      if let route = report.route(s) {
        state = TerminalStyle.printable(app.describe(route.end))
        widths[1] = max(widths[1], String(route.moves.count).count)
      } else {
        state = report.routes.isReachable(s) ? noRoute : "unreachable"
      }
      widths[0] = max(widths[0], TerminalStyle.printable(app.screens[s].id).count)
      widths[2] = max(widths[2], state.count)
      states.append(contentsOf: state.utf8)
      stateEnds.append(states.count)
    }
    withoutActuallyEscaping(output) { output in
      var out = ChunkedOutput(output)
      out.append(style.apply(.bold, RoutesTextReporter.line(header, widths)) + "\n")
      var start = 0
      for s in app.screens.indices {
        let state = String(decoding: states[start..<stateEnds[s]], as: UTF8.self)
        start = stateEnds[s]
        let id = TerminalStyle.printable(app.screens[s].id)
        guard let moves = report.routes.moves(s) else {
          let line = RoutesTextReporter.line([id, "-", state, ""], widths)
          out.append((report.routes.isReachable(s) ? line : style.apply(.dim, line)) + "\n")
          continue
        }
        let route =
          moves.isEmpty
          ? "(launch)"
          : TerminalStyle.printable(moves.map { app.describe($0).effect }.joined(separator: " > "))
        out.append(RoutesTextReporter.line([id, String(moves.count), state, route], widths) + "\n")
      }
      if !report.deepLinks.isEmpty { out.append("\n" + deepLinkTable(report)) }
      out.flush()
    }
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
    let header = ["deep link", "url", "to", "opened at launch"]
    var widths = header.map(\.count)
    for row in rows {
      for c in 0..<3 { widths[c] = max(widths[c], row[c].count) }
    }
    var out = style.apply(.bold, RoutesTextReporter.line(header, widths)) + "\n"
    for row in rows { out += RoutesTextReporter.line(row, widths) + "\n" }
    return out
  }

  /// Four cells as a line, the first three padded to `widths` plus two spaces, trailing spaces
  /// trimmed.
  private static func line(_ cells: [String], _ widths: [Int]) -> String {
    var line = ""
    for c in 0..<3 { line += cells[c] + String(repeating: " ", count: widths[c] - cells[c].count + 2) }
    line += cells[3]
    while line.last == " " { line.removeLast() }
    return line
  }
}
