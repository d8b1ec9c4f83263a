/// `path`'s text output: a header with the number of moves, then one numbered line per move with
/// what it does (`MoveDescription.effect`) and what the user does (`MoveDescription.action`), aligned:
///
///     C -> E: 2 moves
///       1. push 'D'    tap 'NavigateToD' on 'C'
///       2. push 'E'    tap 'NavigateToE' on 'D'
///
/// `verbose` adds the start state and the whole state after each move (`App.describe(_:)`). A query
/// from a deep link (`path --deep-link`) names it in the header (`deep link 'post' -> Comments`) and
/// always shows the start state, the one the deep link opens cold. With
/// no path, the header says so and the reason follows; when the search gave up, the header says
/// after how many states. Linear in the number of moves times the size of a state.
public struct PathTextReporter: Reporter {
  /// Show the whole state after every move.
  public var verbose: Bool
  /// Whether and how to colour the text.
  public var style: TerminalStyle

  /// A text reporter, `verbose` or not, with `style`.
  public init(verbose: Bool = false, style: TerminalStyle = .plain) {
    self.verbose = verbose
    self.style = style
  }

  /// The moves as numbered lines, then the final state; or why there is no path.
  public func generateReport(_ report: PathReport) -> String {
    let app = report.app
    let header = TerminalStyle.printable("\(report.fromName) -> \(app.screens[report.to].id)")
    switch report.outcome {
    case .noPath(let reason):
      return style.apply(.bold, header + ": no path") + "\n  " + TerminalStyle.printable(reason) + "\n"
    case .limitReached(let limit):
      return style.apply(.bold, header + ": no answer") + "\n  gave up after exploring \(limit) states\n"
    case .routeLimitReached(let limit):
      return style.apply(.bold, header + ": no answer") + "\n  " + report.routeLimitReason(limit) + "\n"
    case .found(let route):
      let count = route.moves.count
      var out = style.apply(.bold, header + ": \(count) move\(count == 1 ? "" : "s")") + "\n"
      if verbose || report.deepLink != nil {
        out += "  start: " + TerminalStyle.printable(app.describe(route.start)) + "\n"
      }
      let summaries = route.moves.map { TerminalStyle.printable(app.describe($0).effect) }
      let width = summaries.map(\.count).max() ?? 0
      let numberWidth = String(count).count
      for (i, move) in route.moves.enumerated() {
        let number = String(i + 1)
        let pad = String(repeating: " ", count: numberWidth - number.count)
        let gap = String(repeating: " ", count: width - summaries[i].count + 4)
        out +=
          "  \(pad)\(number). \(summaries[i])\(gap)\(TerminalStyle.printable(app.describe(move).action))\n"
        if verbose, i < route.states.count {
          let indent = String(repeating: " ", count: numberWidth + 4)
          out += indent + style.apply(.dim, TerminalStyle.printable(app.describe(route.states[i]))) + "\n"
        }
      }
      return out
    }
  }
}
