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
/// Two passes, written as they go (`ChunkedOutput`): the first makes each route's final state, once
/// per node of the search tree the routes share (`RouteTable.forEachEnd`, in the tree's order), and
/// keeps its text, in one byte buffer with each screen's range, for the column's width; the second
/// walks each route again in file order (its moves only, `RouteTable.moves(_:into:)`, into one
/// reused array) and writes the lines.
/// Ids, moves and states are written as bytes (`PrintableBytes`), each id and move made into text
/// once. Linear in the size of the output; what is kept is the state column, not the table.
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
    var stateStart = Array(repeating: -1, count: app.screens.count)
    var stateEnd = stateStart
    var names = PrintableBytes(app)
    let noRoute = report.noRoute
    report.routes.forEachEnd { s, end in
      guard s < stateStart.count else { return }
      stateStart[s] = states.count
      names.appendState(end, to: &states)
      stateEnd[s] = states.count
      widths[1] = max(widths[1], String(report.routes.steps(s)!).count)
    }
    for s in app.screens.indices {
      if stateStart[s] < 0 {
        stateStart[s] = states.count
        states.append(contentsOf: (report.routes.isReachable(s) ? noRoute : "unreachable").utf8)
        stateEnd[s] = states.count
      }
      widths[0] = max(widths[0], RoutesTextReporter.width(names.screen(ScreenID(s))))
      widths[2] = max(widths[2], RoutesTextReporter.width(states[stateStart[s]..<stateEnd[s]]))
    }
    withoutActuallyEscaping(output) { output in
      var out = ChunkedOutput(output)
      out.append(style.apply(.bold, RoutesTextReporter.line(header, widths)) + "\n")
      var line: [UInt8] = []
      var moves: [Move] = []
      for s in app.screens.indices {
        let state = states[stateStart[s]..<stateEnd[s]]
        line.removeAll(keepingCapacity: true)
        RoutesTextReporter.pad(&line, names.screen(ScreenID(s)), widths[0])
        guard report.routes.moves(s, into: &moves) else {
          RoutesTextReporter.pad(&line, "-", widths[1])
          RoutesTextReporter.pad(&line, state, widths[2])
          while line.last == 0x20 { line.removeLast() }
          let text = String(decoding: line, as: UTF8.self)
          out.append((report.routes.isReachable(s) ? text : style.apply(.dim, text)) + "\n")
          continue
        }
        RoutesTextReporter.pad(&line, String(moves.count), widths[1])
        RoutesTextReporter.pad(&line, state, widths[2])
        if moves.isEmpty {
          line.append(contentsOf: "(launch)".utf8)
        } else {
          for (i, move) in moves.enumerated() {
            if i > 0 { line.append(contentsOf: " > ".utf8) }
            names.appendEffect(move, to: &line)
          }
        }
        while line.last == 0x20 { line.removeLast() }
        line.append(0x0A)
        out.append(String(decoding: line, as: UTF8.self))
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

  /// The width of `text` in the table: its characters, as `line` pads them; the number of its
  /// bytes when they are all printable ASCII (one character each), without counting characters.
  private static func width(_ text: some Collection<UInt8>) -> Int {
    text.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? text.count : String(decoding: text, as: UTF8.self).count
  }

  /// The width of `text` in the table (`width(_:)` of its UTF-8).
  private static func width(_ text: String) -> Int { width(text.utf8) }

  /// Appends `cell`'s bytes to `line`, then spaces to `width` plus two: a cell of the rows, padded as
  /// `line(_:_:)` pads it, without the temporary strings.
  private static func pad(_ line: inout [UInt8], _ cell: some Collection<UInt8>, _ width: Int) {
    line.append(contentsOf: cell)
    line.append(contentsOf: repeatElement(0x20, count: width - RoutesTextReporter.width(cell) + 2))
  }

  /// `pad(_:_:_:)` of `cell`'s UTF-8.
  private static func pad(_ line: inout [UInt8], _ cell: String, _ width: Int) {
    pad(&line, cell.utf8, width)
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
