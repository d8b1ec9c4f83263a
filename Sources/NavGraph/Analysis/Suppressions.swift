/// Applies a description's `ignore` entries (`App.ignores`) to the findings of `check`
/// (docs/CHECK.md#suppressions).
///
/// A finding is matched by its `FindingSubject`: a screen finding against the entries of that
/// screen; a link finding against the entries of the link, then of the link's screen; a `cycle`
/// against the entries of every screen of its group and every link inside it. A finding that an
/// entry of its code matches is suppressed (every matching entry counts as used); an entry of a
/// code whose rule ran (`ran`) that matches no finding is an `unused-ignore` warning at the entry.
/// One dictionary of the entries, then one lookup per screen or link of each finding: linear in
/// entries plus the findings' subjects.
struct Suppressions {
  /// The findings kept, in their order.
  var kept: [Diagnostic] = []
  /// The findings suppressed, in their order, each with its entry's reason.
  var ignored: [IgnoredFinding] = []
  /// One `unused-ignore` warning per entry that matched nothing, in file order.
  var unused: [Diagnostic] = []

  private struct Key: Hashable {
    var element: Ignore.Element
    var code: DiagnosticCode
  }

  /// Splits `findings` of `app` into kept and ignored; `ran` says whether the rule of a code ran
  /// (an entry of a code not checked is not unused).
  init(_ findings: [Diagnostic], app: App, ran: (DiagnosticCode) -> Bool) {
    guard !app.ignores.isEmpty else {
      kept = findings
      return
    }
    var entries: [Key: [Int]] = [:]
    for (i, entry) in app.ignores.enumerated() {
      entries[Key(element: entry.element, code: entry.code), default: []].append(i)
    }
    var used = [Bool](repeating: false, count: app.ignores.count)
    for finding in findings {
      var elements: [Ignore.Element] = []
      switch finding.subject {
      case .screen(let s)?: elements = [.screen(s)]
      case .link(let l)?: elements = [.link(l), .screen(app.screen(of: l))]
      case .group(_, let screens, let links)?:
        elements = screens.map { .screen($0) } + links.map { .link($0) }
      case nil: break
      }
      var first: Int?
      for element in elements {
        for i in entries[Key(element: element, code: finding.code)] ?? [] {
          used[i] = true
          first = min(first ?? i, i)
        }
      }
      if let first {
        ignored.append(IgnoredFinding(finding: finding, reason: app.ignores[first].reason))
      } else {
        kept.append(finding)
      }
    }
    for (i, entry) in app.ignores.enumerated() where !used[i] && ran(entry.code) {
      let owner: String
      switch entry.element {
      case .screen(let s): owner = "screen '\(app.screens[s].id)'"
      case .link(let l):
        let link = app.links[l]
        owner = "\(link.kind.rawValue) link of '\(app.screens[app.screen(of: l)].id)'"
      }
      unused.append(
        Diagnostic(
          severity: DiagnosticCode.unusedIgnore.severity, code: .unusedIgnore,
          message:
            "\(owner) ignores '\(entry.code.rawValue)', but no such finding is about it; delete the entry",
          location: entry.anchor.flatMap { app.sources.location(of: $0, path: entry.path) }))
    }
  }
}
