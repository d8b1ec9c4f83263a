/// What `check` looks for, and whether its report lists what the description suppressed.
public struct CheckOptions: Sendable {
  /// Report `deep` for screens whose shortest route from launch needs more than this many moves.
  public var maxSteps: Int?
  /// Codes not to report: findings, and the loader's warnings (`DiagnosticCode.canBeDisabled`).
  public var disabled: Set<DiagnosticCode>
  /// At most this many cycles are listed; the rest are counted in a note.
  public var maxCycles: Int
  /// The report lists the findings `ignore` entries suppressed (`--show-ignored`).
  public var listsIgnored: Bool

  /// The options: no `deep` without `maxSteps`, every code on, at most 50 cycles listed, the
  /// suppressed findings not listed.
  public init(
    maxSteps: Int? = nil, disabled: Set<DiagnosticCode> = [], maxCycles: Int = 50, listsIgnored: Bool = false
  ) {
    self.maxSteps = maxSteps
    self.disabled = disabled
    self.maxCycles = maxCycles
    self.listsIgnored = listsIgnored
  }

  /// Whether diagnostics of `code` are reported: the one place `--disable` is applied, to the
  /// loader's diagnostics and to the rules alike (`CheckRun`).
  public func reports(_ code: DiagnosticCode) -> Bool { !disabled.contains(code) }
}

/// The structured result of `check`, for reporting and for drawing findings on the map.
public struct CheckResult: Sendable {
  /// The findings, sorted by file position then code (input diagnostics are not included).
  public var findings: [Diagnostic]
  /// Per screen: visible in some reachable state.
  public var reachable: [Bool]
  /// Screens visible in a reachable state with no move at all.
  public var deadEnds: Set<ScreenID>
  /// Screens visible in a reachable state from which `home` can never be visible again.
  public var traps: Set<ScreenID>
  /// The links inside a reported push or modal cycle group.
  public var cycleLinks: Set<LinkID> {
    get { linkSets.value.cycle }
    set { updateLinkSets { $0.cycle = newValue } }
  }
  /// The links of each reported group's example cycle (the cycle its finding shows), a subset of
  /// `cycleLinks`.
  public var exampleCycleLinks: Set<LinkID> {
    get { linkSets.value.exampleCycle }
    set { updateLinkSets { $0.exampleCycle = newValue } }
  }
  /// The links that act in no state their screen can be visible in.
  public var inertLinks: Set<LinkID> {
    get { linkSets.value.inert }
    set { updateLinkSets { $0.inert = newValue } }
  }
  /// The findings the description's `ignore` entries suppressed, in report order.
  public var ignored: [IgnoredFinding]
  /// The three link sets, made when first read (`CheckLinkSets`).
  private var linkSets: CheckLinkSets

  /// The result with `findings` and the analyses behind them.
  public init(
    findings: [Diagnostic], reachable: [Bool], deadEnds: Set<ScreenID>, traps: Set<ScreenID>,
    cycleLinks: Set<LinkID>, exampleCycleLinks: Set<LinkID> = [], inertLinks: Set<LinkID>,
    ignored: [IgnoredFinding] = []
  ) {
    self.findings = findings
    self.reachable = reachable
    self.deadEnds = deadEnds
    self.traps = traps
    self.ignored = ignored
    linkSets = CheckLinkSets(
      CheckLinkSets.Sets(cycle: cycleLinks, exampleCycle: exampleCycleLinks, inert: inertLinks))
  }

  /// The result with `findings`, whose link sets `linkSets` makes when first read.
  init(
    findings: [Diagnostic], reachable: [Bool], deadEnds: Set<ScreenID>, traps: Set<ScreenID>,
    ignored: [IgnoredFinding], linkSets: CheckLinkSets
  ) {
    self.findings = findings
    self.reachable = reachable
    self.deadEnds = deadEnds
    self.traps = traps
    self.ignored = ignored
    self.linkSets = linkSets
  }

  /// Replaces the link sets by a copy changed by `change` (the other copies of this result keep theirs).
  private mutating func updateLinkSets(_ change: (inout CheckLinkSets.Sets) -> Void) {
    var sets = linkSets.value
    change(&sets)
    linkSets = CheckLinkSets(sets)
  }

  /// The number of screens some reachable state shows.
  public var reachableCount: Int { reachable.reduce(0) { $0 + ($1 ? 1 : 0) } }

  /// The unreachable screens reported: each `unreachable` finding's own and those listed under it.
  public var unreachableCount: Int { CheckResult.unreachableCount(findings) }

  /// The unreachable screens `diagnostics` report: each `unreachable` finding's own and those
  /// listed under it.
  public static func unreachableCount(_ diagnostics: [Diagnostic]) -> Int {
    diagnostics.reduce(0) { $0 + ($1.code == .unreachable ? $1.screens?.count ?? 1 : 0) }
  }
}
