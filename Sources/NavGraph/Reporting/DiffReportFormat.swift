/// What `navgraph diff` reports: the difference between two versions and the names they were
/// read from.
public struct DiffReport: Sendable {
  /// The old version's name as given (`<stdin>` for `-`, `REV:PATH` with `--git`).
  public var old: String
  /// The new version's name as given.
  public var new: String
  /// The difference.
  public var diff: NavigationDiff

  /// The report of `diff` from `old` to `new`.
  public init(old: String, new: String, diff: NavigationDiff) {
    self.old = old
    self.new = new
    self.diff = diff
  }

  /// `'Home': push to 'Settings' 'Open'`: a link change's screen and link, as text.
  static func describe(_ screen: String, _ link: LinkSummary) -> String { "'\(screen)': " + link.text }

  /// `'Cart': 3 → 5 moves (longer)`, `'Promo': appeared (4 moves)`.
  static func describe(_ route: NavigationDiff.RouteChange) -> String {
    func moves(_ n: Int) -> String { "\(n) move\(n == 1 ? "" : "s")" }
    switch (route.old, route.new) {
    case (nil, let b?): return "'\(route.screen)': appeared (\(moves(b)))"
    case (let a?, nil): return "'\(route.screen)': disappeared (was \(moves(a)))"
    case (let a?, let b?): return "'\(route.screen)': \(a) → \(moves(b)) (\(route.kind.rawValue))"
    case (nil, nil): return "'\(route.screen)'"
    }
  }
}

/// The output formats of `navgraph diff`.
public enum DiffReportFormat: String, CaseIterable, Sendable {
  case text
  case markdown
  case json

  /// The reporter for this format; `style` applies to text only.
  public func reporter(style: TerminalStyle = .plain) -> any Reporter<DiffReport> {
    switch self {
    case .text: return DiffTextReporter(style: style)
    case .markdown: return DiffMarkdownReporter()
    case .json: return DiffJSONReporter()
    }
  }
}
