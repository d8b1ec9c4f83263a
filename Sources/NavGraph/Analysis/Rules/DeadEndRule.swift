/// `dead-end`: a reachable state in which the user cannot move at all, one finding per screen at
/// its first such configuration, with a shortest route to it (`DeadEnds`).
enum DeadEndRule: NavigationRule {
  static let code = DiagnosticCode.deadEnd

  static func check(_ context: inout RuleContext) {
    let analysis = context.analysis
    for (s, node) in analysis.deadEnds.nodes {
      let container = analysis.model.describe(container: analysis.graph.configuration(node).container)
      context.report(
        .deadEnd(context.name(s), in: container), at: context.location(ofScreen: s), screen: s,
        route: context.route(to: node))
    }
  }
}

extension FindingMessage {
  static func deadEnd(_ screen: String, in container: String) -> FindingMessage {
    "screen \(screen) is a dead end in \(container): no link, back button, swipe or tab bar leads anywhere"
  }
}
