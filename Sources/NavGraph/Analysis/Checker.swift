/// `check`: every finding of docs/MODEL.md on a loaded app, as diagnostics sorted by file position.
///
/// Runs, in order: `ConfigurationGraph` (reachable configurations and shortest routes), `DeadEnds`,
/// `InertLinks`, `Cycles`, `TrapAnalysis` and the `deep` bound. Every step is linear (or near-linear)
/// in screens + links; none enumerates states.
public enum Checker {
  public static func check(_ app: App, options: CheckOptions = CheckOptions()) -> CheckResult {
    let model = NavigationModel(app)
    return check(ConfigurationGraph(model: model), options: options)
  }

  public static func check(_ graph: ConfigurationGraph, options: CheckOptions) -> CheckResult {
    let model = graph.model
    let app = model.app
    let enabled = { (code: String) in !options.disabled.contains(code) }
    var findings: [Diagnostic] = []
    let reachable = graph.firstNode.map { $0 >= 0 }
    func name(_ s: Int32) -> String { "'\(app.screens[Int(s)].id)'" }
    func route(to node: Int32) -> [String] { graph.moves(to: node).map { app.describe($0).summary } }
    func location(ofScreen s: Int32) -> SourceLocation? { app.location(ofScreen: ScreenID(rawValue: s)) }
    let home = app.home?.rawValue ?? -1
    /// At most ten screens by name, then how many more.
    func list<C: Collection<Int32>>(_ screens: C) -> String {
      let more = screens.count > 10 ? " and \(screens.count - 10) more" : ""
      return screens.prefix(10).map(name).joined(separator: ", ") + more
    }

    let launchable = model.launch != nil
    if enabled("unreachable") && launchable {
      for group in UnreachableGroups(model: model, reachable: reachable).groups {
        let s = group[0]
        var notes: [DiagnosticNote] = []
        if group.count > 1 {
          notes.append(
            DiagnosticNote(message: "also unreachable behind it: " + list(group.dropFirst()), location: nil))
        }
        if s == home {
          notes.append(DiagnosticNote(message: "it is 'home': the trap check is skipped", location: nil))
        } else if group.contains(home) {
          notes.append(
            DiagnosticNote(
              message: "\(name(home)) behind it is 'home': the trap check is skipped", location: nil))
        }
        findings.append(
          Diagnostic(
            severity: .error, code: "unreachable",
            message: "screen \(name(s)) is unreachable: no route from launch shows it",
            location: location(ofScreen: s), notes: notes, screen: app.screens[Int(s)].id,
            screens: group.map { app.screens[Int($0)].id }))
      }
    }

    let deadEnds = DeadEnds(graph: graph)
    if enabled("dead-end") {
      for (s, node) in deadEnds.nodes {
        let where_ = model.describe(container: graph.configuration(node).container)
        findings.append(
          Diagnostic(
            severity: .error, code: "dead-end",
            message:
              "screen \(name(s)) is a dead end in \(where_): no link, back button, swipe or tab bar leads anywhere",
            location: location(ofScreen: s), screen: app.screens[Int(s)].id, route: route(to: node)))
      }
    }

    let inert = InertLinks(graph: graph)
    if enabled("inert-link") {
      for (s, l) in inert.inert {
        let link = app.links[Int(l)]
        let what: String
        switch (link.kind.target, link.destination) {
        case (.screen, .screen(let t)?): what = "\(link.kind.rawValue) link to \(name(t.rawValue))"
        case (.tab, .tab(let t)?): what = "tab link to '\(app.tabs[t].id)'"
        case (.tab, _): what = "tab link"
        default: what = "\(link.kind.rawValue) link"
        }
        let label = link.label.map { " '\($0)'" } ?? ""
        findings.append(
          Diagnostic(
            severity: .warning, code: "inert-link",
            message: "\(what)\(label) on \(name(s)) never acts: "
              + inert.reason(link: l, screen: s, model: model),
            location: app.location(ofLink: LinkID(rawValue: l)), screen: app.screens[Int(s)].id))
      }
    }

    var cycleLinks = Set<Int32>()
    var exampleCycleLinks = Set<Int32>()
    if enabled("cycle") {
      let cycles = Cycles(model: model, reachable: reachable, acting: inert.acting)
      for (i, group) in cycles.groups.enumerated() {
        if i == options.maxCycles {
          let rest = cycles.groups.count - i
          findings.append(
            Diagnostic(
              severity: .warning, code: "cycle",
              message:
                "\(rest) more cycle\(rest == 1 ? "" : "s") not listed (the listing stops at \(options.maxCycles))",
              location: nil))
          break
        }
        cycleLinks.formUnion(group.links)
        exampleCycleLinks.formUnion(group.cycleLinks)
        var text = name(group.cycle[0])
        for (j, l) in group.cycleLinks.enumerated() {
          let kind = app.links[Int(l)].kind
          text += (group.kind == .push ? " > " : " \(kind.rawValue) ") + name(group.cycle[j + 1])
        }
        let consequence =
          group.kind == .push ? "the stack can grow without bound" : "modals can pile up without bound"
        var notes: [DiagnosticNote] = []
        if group.screens.count > group.cycle.count - 1 {
          let others = group.screens.count - (group.cycle.count - 1)
          notes.append(
            DiagnosticNote(
              message: "the group has \(group.screens.count) screens; \(others) more not on this cycle",
              location: nil))
        }
        // The finding points at the link that closes the example cycle, back to its first screen.
        let closing = group.cycleLinks.last
        findings.append(
          Diagnostic(
            severity: .warning, code: "cycle",
            message: "\(group.kind.rawValue) cycle \(text): \(consequence)",
            location: closing.flatMap { app.location(ofLink: LinkID(rawValue: $0)) }
              ?? location(ofScreen: group.screens[0]),
            notes: notes, screen: app.screens[Int(group.screens[0])].id,
            route: route(to: graph.firstNode[Int(group.screens[0])]),
            cycle: group.cycle.map { app.screens[Int($0)].id },
            group: group.screens.map { app.screens[Int($0)].id }))
      }
    }

    var traps = Set<ScreenID>()
    if home >= 0 && reachable[Int(home)] {
      let analysis = TrapAnalysis(graph: graph, home: home)
      traps = Set(analysis.trapScreens.map(ScreenID.init(rawValue:)))
      if enabled("trap") {
        // Dead-end states are no trap states (`TrapAnalysis` keeps only states with a move), so a
        // screen that is a dead end in one container can still be a trap entry in another.
        for finding in analysis.findings {
          var notes: [DiagnosticNote] = []
          if !finding.alsoTrapped.isEmpty {
            notes.append(
              DiagnosticNote(message: "also trapped from there: " + list(finding.alsoTrapped), location: nil))
          }
          findings.append(
            Diagnostic(
              severity: .warning, code: "trap",
              message:
                "once \(name(finding.screen)) is shown this way, home \(name(home)) can never be shown again",
              location: location(ofScreen: finding.screen), notes: notes,
              screen: app.screens[Int(finding.screen)].id,
              route: finding.route.map { app.describe($0).summary },
              screens: ([finding.screen] + finding.alsoTrapped).map { app.screens[Int($0)].id }))
        }
      }
    }

    if let maxSteps = options.maxSteps, enabled("deep") {
      for s in 0..<Int32(app.screens.count) where reachable[Int(s)] {
        let node = graph.firstNode[Int(s)]
        let depth = Int(graph.depth[Int(node)])
        if depth > maxSteps {
          findings.append(
            Diagnostic(
              severity: .warning, code: "deep",
              message:
                "screen \(name(s)) needs \(depth) moves from launch, more than the limit of \(maxSteps)",
              location: location(ofScreen: s), screen: app.screens[Int(s)].id, route: route(to: node)))
        }
      }
    }

    findings.sort(by: Checker.reportOrder)
    return CheckResult(
      findings: findings, reachable: reachable,
      deadEnds: Set(deadEnds.nodes.map { ScreenID(rawValue: $0.screen) }), traps: traps,
      cycleLinks: Set(cycleLinks.map(LinkID.init(rawValue:))),
      exampleCycleLinks: Set(exampleCycleLinks.map(LinkID.init(rawValue:))),
      inertLinks: Set(inert.inert.map { LinkID(rawValue: $0.link) }))
  }

  /// Report order: by file position, then code; diagnostics without a location last.
  public static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
    let last = SourceAnchor(file: Int.max, offset: Int.max)
    let ao = a.location?.anchor ?? last
    let bo = b.location?.anchor ?? last
    if ao != bo { return ao < bo }
    if a.code != b.code { return a.code < b.code }
    return a.message < b.message
  }
}
