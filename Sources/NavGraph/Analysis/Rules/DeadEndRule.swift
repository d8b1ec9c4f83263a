/// `dead-end`: a reachable state in which the user cannot move at all, one finding per screen at
/// its first such state, with a shortest route to it (`DeadEnds`).
enum DeadEndRule: NavigationRule {
  static let code = DiagnosticCode.deadEnd

  static func check(_ context: inout RuleContext) {
    let analysis = context.analysis
    for (s, container, route) in analysis.deadEnds.entries {
      context.report(
        .deadEnd(context.name(s), in: analysis.model.describe(container: container)),
        at: context.location(ofScreen: s), screen: s, route: route)
    }
  }
}

extension FindingMessage {
  static func deadEnd(_ screen: String, in container: String) -> FindingMessage {
    "screen \(screen) is a dead end in \(container): no link, back button, swipe or tab bar leads anywhere"
  }
}
