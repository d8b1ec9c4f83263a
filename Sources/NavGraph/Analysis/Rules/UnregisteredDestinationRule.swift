/// `unregistered-destination`: value pushes of reachable screens that fail for want of a
/// `navigationDestination(for:)` registration in some reachable state (`UnregisteredDestinations`):
/// when the push never acts, where a registration would fix it (the roots of its screen's stacks);
/// when it acts in some states only, a shortest route to a state where it fails.
enum UnregisteredDestinationRule: NavigationRule {
  static let code = DiagnosticCode.unregisteredDestination

  static func check(_ context: inout RuleContext) {
    let app = context.app
    for entry in context.analysis.unregisteredDestinations.links {
      let id = LinkID(rawValue: entry.link)
      let link = app.links[id]
      let target = link.targetScreen.map { context.name($0.rawValue) } ?? "?"
      let what = "push link to \(target)" + (link.label.map { " '\($0)'" } ?? "")
      let type = app.valueType(of: id) ?? "?"
      let at = context.location(ofLink: entry.link)
      if entry.acts {
        context.report(
          .unregisteredSometimes(what, on: context.name(entry.screen), type: type), at: at,
          screen: entry.screen, route: context.route(to: entry.failing), subject: .link(id))
      } else {
        context.report(
          .unregisteredNever(
            what, on: context.name(entry.screen), type: type,
            fix: app.sources.format.registrationFix(type: type, on: context.list(entry.roots))),
          at: at, screen: entry.screen, subject: .link(id))
      }
    }
  }
}

extension FindingMessage {
  static func unregisteredNever(_ link: String, on screen: String, type: String, fix: String)
    -> FindingMessage
  {
    let problem = "no screen of its stack registers a navigationDestination for '\(type)'"
    return "\(link) on \(screen) never acts: \(problem); \(fix)"
  }

  static func unregisteredSometimes(_ link: String, on screen: String, type: String) -> FindingMessage {
    "\(link) on \(screen) does not act in some states: no screen of the stack registers a navigationDestination for '\(type)' there"
  }
}
