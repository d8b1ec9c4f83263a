/// `diff --format text` (the default): the summary, then one section per kind of change with one
/// line per change, `+` added, `-` removed, `~` changed, each indented (findings with their place in
/// their version, compiler-style):
///
///     navgraph diff old.json new.json: 1 screen renamed (a guess); 1 link removed; 1 finding introduced (1 error)
///     screens:
///       ~ 'Profile' → 'UserProfile' (renamed: same links, new id; a guess)
///     links:
///       - 'Home': push to 'Promo' 'Offers'
///     findings introduced:
///       new.json:9:13: error: screen 'Promo' is unreachable: no route from launch shows it [unreachable]
///     routes:
///       'Promo': disappeared (was 1 move)
///     deep links:
///       ~ 'post' app://post/{id}: opens tab 'home' [Feed > Post] → tab 'home' [Feed]
///
/// User text is made printable (`TerminalStyle.printable`). Linear in the size of the output.
public struct DiffTextReporter: DiffReporter {
  /// Whether and how to colour the text.
  public var style: TerminalStyle

  /// A text reporter, plain by default.
  public init(style: TerminalStyle = .plain) { self.style = style }

  /// The diff as text.
  public func generateReport(_ report: DiffReport) -> String {
    let diff = report.diff
    var out = style.apply(.bold, TerminalStyle.printable("navgraph diff \(report.old) \(report.new): "))
    out += TerminalStyle.printable(diff.summary) + "\n"
    func section(_ title: String, _ lines: [String]) {
      guard !lines.isEmpty else { return }
      out += style.apply(.bold, title + ":") + "\n"
      for line in lines { out += "  " + TerminalStyle.printable(line) + "\n" }
    }
    section(
      "screens",
      diff.screensAdded.map { "+ '\($0)'" } + diff.screensRemoved.map { "- '\($0)'" }
        + diff.screensRenamed.map { "~ '\($0.old)' → '\($0.new)' (renamed: same links, new id; a guess)" })
    section(
      "links",
      diff.linksAdded.map { "+ " + DiffReport.describe($0.screen, $0.new!) }
        + diff.linksRemoved.map { "- " + DiffReport.describe($0.screen, $0.old!) }
        + diff.linksChanged.map { "~ " + DiffReport.describe($0.screen, $0.old!) + " → " + $0.new!.text })
    section("findings introduced", diff.findingsIntroduced.map(DiffTextReporter.line))
    section("findings fixed", diff.findingsFixed.map(DiffTextReporter.line))
    section("routes", diff.routes.map(DiffReport.describe))
    /// `'post' myapp://post/{id}`: a deep link's id, then its URL when it has one.
    func name(_ change: NavigationDiff.DeepLinkChange) -> String {
      "'\(change.id)'" + (change.url.map { " \($0)" } ?? "")
    }
    section(
      "deep links",
      diff.deepLinksAdded.map { "+ \(name($0)): opens \($0.new ?? "nothing")" }
        + diff.deepLinksRemoved.map { "- \(name($0)): opened \($0.old ?? "nothing")" }
        + diff.deepLinksChanged.map { "~ \(name($0)): opens \($0.old ?? "") → \($0.new ?? "")" })
    return out
  }

  /// `file:line:column: severity: message [code]`, without the place when it has none.
  static func line(_ diagnostic: Diagnostic) -> String {
    let place = diagnostic.location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
    return place + "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code.rawValue)]"
  }
}
