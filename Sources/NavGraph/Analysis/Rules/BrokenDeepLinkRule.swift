/// `broken-deep-link` (format 1.1): a deep link that does not end with its `to` screen visible. An
/// error when opened at launch (cold: its moves replayed on the launch state); a warning when it
/// fails from some reachable state only (warm), with a shortest route to such a state
/// (`ConfigurationGraph.deepLinkFailures`). A note when reachability with deep links is
/// approximated (`ConfigurationGraph.approximate`, docs/MODEL.md).
enum BrokenDeepLinkRule: NavigationRule {
  static let code = DiagnosticCode.brokenDeepLink

  static func check(_ context: inout RuleContext) {
    let app = context.app
    let graph = context.analysis.graph
    guard !app.deepLinks.isEmpty, let launch = NavigationState.launch(graph.model) else { return }
    for (d, deepLink) in app.deepLinks.enumerated() {
      guard let to = deepLink.to else { continue }
      let cold = launch.applying(Move(.deepLink(d), on: launch.visible), graph.model) ?? launch
      if cold.visible != to {
        context.report(
          .brokenCold(deepLink.id, to: context.name(to.rawValue), shows: context.name(cold.visible.rawValue)),
          at: app.location(ofDeepLink: d), screen: cold.visible.rawValue)
      } else if let route = graph.deepLinkFailures[d], let from = launch.replaying(route, graph.model) {
        let state = from.last ?? launch
        let end = state.applying(Move(.deepLink(d), on: state.visible), graph.model) ?? state
        context.report(
          .brokenWarm(
            deepLink.id, to: context.name(to.rawValue), from: context.name(state.visible.rawValue),
            shows: context.name(end.visible.rawValue)),
          at: app.location(ofDeepLink: d), severity: .warning, screen: state.visible.rawValue, route: route)
      }
    }
    if graph.approximate {
      context.report(
        .deepLinksApproximated(context.analysis.bounds.graphStates), at: app.location(ofDeepLink: 0),
        severity: .note)
    }
  }
}

extension FindingMessage {
  static func brokenCold(_ id: String, to: String, shows: String) -> FindingMessage {
    "deep link '\(id)' opened at launch shows \(shows), not \(to)"
  }

  static func brokenWarm(_ id: String, to: String, from: String, shows: String) -> FindingMessage {
    "deep link '\(id)' opened while \(from) is visible shows \(shows), not \(to)"
  }

  static func deepLinksApproximated(_ bound: Int) -> FindingMessage {
    """
    reachability with deep links is approximated: the search over states stopped at \(bound) states \
    before settling it, and a screen the deep links may show counts as reachable
    """
  }
}
