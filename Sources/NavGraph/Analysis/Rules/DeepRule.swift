/// `deep` (with `--max-steps`): reachable screens whose shortest route from launch needs more than
/// `CheckOptions.maxSteps` moves, with that route.
enum DeepRule: NavigationRule {
  static let code = DiagnosticCode.deep

  static func check(_ context: inout RuleContext) {
    guard let maxSteps = context.options.maxSteps else { return }
    let graph = context.analysis.graph
    let reachable = context.analysis.reachable
    for s in 0..<Int32(reachable.count) where reachable[Int(s)] {
      let node = graph.firstNode[Int(s)]
      let depth = Int(graph.depth[Int(node)])
      if depth > maxSteps {
        context.report(
          .deep(context.name(s), moves: depth, limit: maxSteps), at: context.location(ofScreen: s),
          screen: s,
          route: context.route(to: node))
      }
    }
  }
}

extension FindingMessage {
  static func deep(_ screen: String, moves: Int, limit: Int) -> FindingMessage {
    "screen \(screen) needs \(moves) moves from launch, more than the limit of \(limit)"
  }
}
