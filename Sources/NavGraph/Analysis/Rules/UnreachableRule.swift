/// `unreachable`: screens no route from launch shows, one finding per root of the unreachable part,
/// listing the unreachable screens behind it (`UnreachableGroups`, docs/CHECK.md). Skipped when the
/// app has nothing to launch on (the loader reports `no-launch`). A note when reachability with
/// compound actions is approximated (`ConfigurationGraph.approximate`, docs/MODEL.md).
enum UnreachableRule: NavigationRule {
  static let code = DiagnosticCode.unreachable

  static func check(_ context: inout RuleContext) {
    let analysis = context.analysis
    guard analysis.model.launch != nil else { return }
    for group in analysis.unreachableGroups.groups {
      let s = group[0]
      var notes: [FindingMessage] = []
      if group.count > 1 { notes.append(.alsoUnreachable(context.list(group.dropFirst()))) }
      if s == context.home {
        notes.append(.unreachableHome)
      } else if group.contains(context.home) {
        notes.append(.homeBehind(context.name(context.home)))
      }
      context.report(
        .unreachable(context.name(s)), at: context.location(ofScreen: s), notes: notes, screen: s,
        screens: group)
    }
    // With deep links, `broken-deep-link` says it.
    if analysis.graph.approximate && context.app.deepLinks.isEmpty {
      context.report(.compoundReachApproximated(analysis.bounds.graphStates), at: nil, severity: .note)
    }
  }
}

extension FindingMessage {
  static func unreachable(_ screen: String) -> FindingMessage {
    "screen \(screen) is unreachable: no route from launch shows it"
  }

  static func alsoUnreachable(_ screens: String) -> FindingMessage {
    "also unreachable behind it: \(screens)"
  }

  static func compoundReachApproximated(_ bound: Int) -> FindingMessage {
    """
    reachability with compound actions ('then') is approximated: the search over states stopped at \
    \(bound) states before settling it, and a screen they may show counts as reachable
    """
  }

  static let unreachableHome: FindingMessage = "it is 'home': the trap check is skipped"

  static func homeBehind(_ home: String) -> FindingMessage {
    "\(home) behind it is 'home': the trap check is skipped"
  }
}
