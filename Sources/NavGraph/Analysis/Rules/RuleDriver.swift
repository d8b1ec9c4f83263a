extension NavigationAnalysis {
  /// The rules `check` runs, in this order; a new finding is a new file in this folder and an entry
  /// here (docs/ARCHITECTURE.md).
  static var rules: [any NavigationRule.Type] {
    [
      UnreachableRule.self, DeadEndRule.self, InertLinkRule.self, UnregisteredDestinationRule.self,
      BrokenDeepLinkRule.self, CycleRule.self, TrapRule.self, DeepRule.self,
    ]
  }

  /// `check`: the findings of every rule whose code `options` reports, less those the description's
  /// `ignore` entries suppress (with an `unused-ignore` warning for each entry that matches
  /// nothing, `Suppressions`), sorted by file position (`reportOrder`), with the analyses that draw
  /// them on a map.
  ///
  /// Each rule reads the shared analyses (the configuration graph, dead ends, inert links,
  /// unregistered destinations, cycles, unreachable groups, traps), each computed once; every one is linear (or near-linear) in
  /// screens + links, and none enumerates states. The trap analysis runs whenever it applies,
  /// since the map draws its trap screens even with `trap` off.
  public func check(_ options: CheckOptions = CheckOptions()) -> CheckResult {
    check(
      options, guessCycles: ProcessorCores.second && CycleGuess.guessedLinks.contains(app.links.count))
  }

  /// `check`, with the cycles guessed on a second thread while the configuration graph is made
  /// (`CycleGuess`) or not: the same result either way.
  func check(_ options: CheckOptions, guessCycles: Bool) -> CheckResult {
    let guess = guessCycles && options.reports(.cycle) ? CycleGuess.start(self) : nil
    defer { guess?.join() }
    var findings: [Diagnostic] = []
    for rule in NavigationAnalysis.rules where options.reports(rule.code) {
      if let guess, rule == CycleRule.self { _ = cycles(guessed: guess) }
      var context = RuleContext(analysis: self, options: options, code: rule.code)
      rule.check(&context)
      findings += context.findings
    }
    // The description's `ignore` entries; an entry of a rule that did not run is not unused (`deep`
    // runs with a step limit, the trap check when `home` is reachable).
    let suppressions = Suppressions(findings, app: app) { code in
      options.reports(code) && (code != .deep || options.maxSteps != nil) && (code != .trap || traps != nil)
    }
    findings = suppressions.kept + (options.reports(.unusedIgnore) ? suppressions.unused : [])
    findings.sort(by: NavigationAnalysis.reportOrder)
    let cycles = options.reports(.cycle) ? CycleRule.listed(self, options) : []
    let inert = inertLinks.inert
    return CheckResult(
      findings: findings, reachable: reachable,
      deadEnds: Set(deadEnds.entries.map { ScreenID(rawValue: $0.screen) }),
      traps: Set((traps?.trapScreens ?? []).map(ScreenID.init(rawValue:))),
      ignored: suppressions.ignored.sorted { NavigationAnalysis.reportOrder($0.finding, $1.finding) },
      linkSets: CheckLinkSets {
        CheckLinkSets.Sets(
          cycle: Set(cycles.flatMap(\.links).map(LinkID.init(rawValue:))),
          exampleCycle: Set(cycles.flatMap(\.cycleLinks).map(LinkID.init(rawValue:))),
          inert: Set(inert.map { LinkID(rawValue: $0.link) }))
      })
  }

  /// Report order: by place in the sources (file, then offset), then code; diagnostics without a
  /// location last.
  static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
    let last = SourceAnchor(file: Int.max, offset: Int.max)
    let ao = a.location?.anchor ?? last
    let bo = b.location?.anchor ?? last
    if ao != bo { return ao < bo }
    if a.code != b.code { return a.code.rawValue < b.code.rawValue }
    return a.message < b.message
  }
}
