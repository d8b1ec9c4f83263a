/// `trap`: one finding per screen through which the user first falls into a state from which home
/// can never be shown again, with a route to it and the trap screens reachable from there
/// (`TrapAnalysis`, docs/TRAPS.md). Skipped when there is no home or home is unreachable; a note
/// when the check is partial or not done (an app with deep links or compound actions past the
/// bound on its states).
///
/// Dead-end states are no trap states (`TrapAnalysis` keeps only states with a move), so a screen
/// that is a dead end in one container can still be a trap entry in another.
enum TrapRule: NavigationRule {
  static let code = DiagnosticCode.trap

  static func check(_ context: inout RuleContext) {
    guard let traps = context.analysis.traps else { return }
    if let bound = traps.partial { context.report(.trapsPartial(bound), at: nil, severity: .note) }
    if let bound = traps.unchecked { context.report(.trapsUnchecked(bound), at: nil, severity: .note) }
    for finding in traps.findings {
      var notes: [FindingMessage] = []
      if !finding.alsoTrapped.isEmpty { notes.append(.alsoTrapped(context.list(finding.alsoTrapped))) }
      context.report(
        .trap(context.name(finding.screen), home: context.name(context.home)),
        at: context.location(ofScreen: finding.screen),
        notes: notes, screen: finding.screen, route: finding.route,
        screens: [finding.screen] + finding.alsoTrapped)
    }
  }
}

extension FindingMessage {
  static func trap(_ screen: String, home: String) -> FindingMessage {
    "once \(screen) is shown this way, home \(home) can never be shown again"
  }

  static func trapsPartial(_ bound: StateSpace.Bound) -> FindingMessage {
    """
    traps checked in the states the user's own moves reach: with its deep links the app has \(bound), and \
    a trap reached only through a deep link is not found
    """
  }

  static func trapsUnchecked(_ bound: StateSpace.Bound) -> FindingMessage {
    """
    traps not checked: with its compound actions ('then') the app has \(bound), and \
    only their enumeration decides traps there
    """
  }

  static func alsoTrapped(_ screens: String) -> FindingMessage { "also trapped from there: \(screens)" }
}
