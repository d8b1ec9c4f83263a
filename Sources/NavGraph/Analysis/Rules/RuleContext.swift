/// What a rule reads (the analysis and the options) and where it reports its findings, with the
/// phrases findings share: a screen's quoted id, a capped list of screens, a route.
struct RuleContext {
  let analysis: NavigationAnalysis
  let options: CheckOptions
  /// The code of the rule running.
  let code: DiagnosticCode
  /// Its findings so far.
  private(set) var findings: [Diagnostic] = []

  init(analysis: NavigationAnalysis, options: CheckOptions, code: DiagnosticCode) {
    self.analysis = analysis
    self.options = options
    self.code = code
  }

  var app: App { analysis.app }

  /// Reports a finding of the rule's code, with its severity (or `severity`); `subject` is what it is
  /// about, by default its `screen` (none for a count, such as the cycles not listed). Screens are the analyses' dense
  /// numbers; the finding carries their ids, and the route's moves as `MoveDescription.summary`
  /// says them (`tab 'c'`, `push 'D'`, `back`, `swipe down`).
  mutating func report(
    _ message: FindingMessage, at location: SourceLocation?, severity: Severity? = nil,
    notes: [FindingMessage] = [],
    screen: Int32? = nil,
    route: [Move]? = nil, cycle: [Int32]? = nil, screens: [Int32]? = nil, group: [Int32]? = nil,
    subject: FindingSubject? = nil
  ) {
    let app = self.app
    let ids = { (screens: [Int32]) in screens.map { app.screens[Int($0)].id } }
    findings.append(
      Diagnostic(
        severity: severity ?? code.severity, code: code, message: message.text, location: location,
        notes: notes.map { DiagnosticNote(message: $0.text, location: nil) },
        screen: screen.map { app.screens[Int($0)].id },
        route: route.map { $0.map { app.describe($0).summary } },
        cycle: cycle.map(ids), screens: screens.map(ids), group: group.map(ids),
        subject: subject ?? screen.map { .screen(ScreenID(rawValue: $0)) }))
  }

  /// A screen's id in quotes: `'Cart'`.
  func name(_ s: Int32) -> String { "'\(app.screens[Int(s)].id)'" }

  /// A link (or a part of a compound action) for messages: its kind, its target and its label.
  func describe(_ link: Link) -> String {
    let what: String
    switch (link.kind.target, link.destination) {
    case (.screen, .screen(let t)?): what = "\(link.kind.rawValue) link to \(name(t.rawValue))"
    case (.tab, .tab(let t)?): what = "tab link to '\(app.tabs[t].id)'"
    case (.tab, _): what = "tab link"
    default: what = "\(link.kind.rawValue) link"
    }
    return what + (link.label.map { " '\($0)'" } ?? "")
  }

  /// At most ten screens by name, then how many more.
  func list<C: Collection<Int32>>(_ screens: C) -> String {
    let more = screens.count > 10 ? " and \(screens.count - 10) more" : ""
    return screens.prefix(10).map(name).joined(separator: ", ") + more
  }

  /// The moves of the shortest route from launch to configuration `node`.
  func route(to node: Int32) -> [Move] { analysis.graph.moves(to: node) }

  /// The dense number of `home`, or -1 when the app has none.
  var home: Int32 { app.home?.rawValue ?? -1 }

  /// Where screen `s` is written.
  func location(ofScreen s: Int32) -> SourceLocation? { app.location(ofScreen: ScreenID(rawValue: s)) }

  /// Where link `l` is written.
  func location(ofLink l: Int32) -> SourceLocation? { app.location(ofLink: LinkID(rawValue: l)) }
}
