/// `dead-end`: a reachable state in which the user cannot move at all, one finding per screen at
/// its first such state, with a shortest route to it (`DeadEnds`); a note when an app with compound
/// actions has too many states to decide them all (`ActionActivity`).
enum DeadEndRule: NavigationRule {
  static let code = DiagnosticCode.deadEnd

  static func check(_ context: inout RuleContext) {
    let analysis = context.analysis
    for (s, container, route) in analysis.deadEnds.entries {
      context.report(
        .deadEnd(context.name(s), in: analysis.model.describe(container: container)),
        at: context.location(ofScreen: s), screen: s, route: route)
    }
    if let bound = analysis.actionActivity?.stoppedBy {
      context.report(.actionsPastBound(bound, "dead ends"), at: nil, severity: .note)
    }
  }
}

extension FindingMessage {
  /// What `ActionActivity` says past its bound, for `findings` (`dead ends`, `inert links`).
  static func actionsPastBound(_ bound: StateSpace.Bound, _ findings: String) -> FindingMessage {
    """
    \(findings) may be missed: with its compound actions ('then') the app has \(bound), and \
    past that bound what acts is over-approximated (each one reported is real)
    """
  }

  static func deadEnd(_ screen: String, in container: String) -> FindingMessage {
    "screen \(screen) is a dead end in \(container): no link, back button, swipe or tab bar leads anywhere"
  }
}
