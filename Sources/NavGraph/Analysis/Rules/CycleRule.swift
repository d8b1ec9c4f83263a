/// `cycle`: push cycles (the stack can grow without bound) and modal cycles (modals can pile up),
/// one finding per strongly connected group with a shortest example cycle, pointing at the link
/// that closes it (`Cycles`). At most `CheckOptions.maxCycles` groups are listed; one finding
/// without a place counts the rest.
enum CycleRule: NavigationRule {
  static let code = DiagnosticCode.cycle

  /// The groups listed: the first `maxCycles` by first screen (all when it is negative).
  static func listed(_ analysis: NavigationAnalysis, _ options: CheckOptions) -> ArraySlice<Cycles.Group> {
    let groups = analysis.cycles.groups
    return options.maxCycles < 0 ? groups[...] : groups.prefix(options.maxCycles)
  }

  static func check(_ context: inout RuleContext) {
    let analysis = context.analysis
    let app = context.app
    let all = analysis.cycles.groups.count
    let listed = listed(analysis, context.options)
    for group in listed {
      var text = context.name(group.cycle[0])
      for (j, l) in group.cycleLinks.enumerated() {
        let kind = app.links[Int(l)].kind
        text += (group.kind == .push ? " > " : " \(kind.rawValue) ") + context.name(group.cycle[j + 1])
      }
      var notes: [FindingMessage] = []
      if group.screens.count > group.cycle.count - 1 {
        notes.append(.largerGroup(group.screens.count, others: group.screens.count - (group.cycle.count - 1)))
      }
      // The finding points at the link that closes the example cycle, back to its first screen.
      let closing = group.cycleLinks.last
      context.report(
        group.kind == .push ? .pushCycle(text) : .modalCycle(text),
        at: closing.flatMap(context.location(ofLink:)) ?? context.location(ofScreen: group.screens[0]),
        notes: notes, screen: group.screens[0],
        route: context.route(to: analysis.graph.firstNode[Int(group.screens[0])]), cycle: group.cycle,
        group: group.screens,
        subject: .group(
          push: group.kind == .push, screens: group.screens.map(ScreenID.init(rawValue:)),
          links: group.links.map(LinkID.init(rawValue:))))
    }
    if listed.count < all {
      context.report(.cyclesNotListed(all - listed.count, limit: context.options.maxCycles), at: nil)
    }
  }
}

extension FindingMessage {
  static func pushCycle(_ cycle: String) -> FindingMessage {
    "push cycle \(cycle): the stack can grow without bound"
  }

  static func modalCycle(_ cycle: String) -> FindingMessage {
    "modal cycle \(cycle): modals can pile up without bound"
  }

  static func largerGroup(_ screens: Int, others: Int) -> FindingMessage {
    "the group has \(screens) screens; \(others) more not on this cycle"
  }

  static func cyclesNotListed(_ rest: Int, limit: Int) -> FindingMessage {
    "\(rest) more cycle\(rest == 1 ? "" : "s") not listed (the listing stops at \(limit))"
  }
}
