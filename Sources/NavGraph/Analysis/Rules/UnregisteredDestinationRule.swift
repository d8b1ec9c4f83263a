/// `unregistered-destination`: value pushes of reachable screens that fail for want of a
/// `navigationDestination(for:)` registration in some reachable state (`UnregisteredDestinations`):
/// when the push never acts, where a registration would fix it (the roots of its screen's stacks);
/// when it acts in some states only, a shortest route to a state where it fails. A value push that
/// is a part of a compound action (format 1.1 `then`) is reported the same way, located at the part.
enum UnregisteredDestinationRule: NavigationRule {
  static let code = DiagnosticCode.unregisteredDestination

  static func check(_ context: inout RuleContext) {
    let app = context.app
    for entry in context.analysis.unregisteredDestinations.links {
      let id = LinkID(rawValue: entry.link)
      let screen = context.name(entry.screen)
      let what: String
      let type: String
      let at: SourceLocation?
      if let p = entry.part {
        let parts = app.linkParts[id]!
        what =
          "\(context.describe(parts.moves[p])), part \(p + 1) of the action of "
          + "\(context.describe(app.links[id])) on \(screen),"
        type = parts.moveValues[p].map { app.valueTypes[$0] } ?? "?"
        at = app.location(ofLink: id, part: p)
      } else {
        what = "\(context.describe(app.links[id])) on \(screen)"
        type = app.valueType(of: id) ?? "?"
        at = context.location(ofLink: entry.link)
      }
      if entry.acts {
        let route =
          switch entry.failing {
          case .configuration(let node): context.route(to: node)
          case .route(let moves): moves
          }
        context.report(
          .unregisteredSometimes(what, type: type), at: at, screen: entry.screen, route: route,
          subject: .link(id))
      } else {
        context.report(
          .unregisteredNever(
            what, type: type,
            fix: app.sources.format.registrationFix(type: type, on: context.list(entry.roots))),
          at: at, screen: entry.screen, subject: .link(id))
      }
    }
  }
}

extension FindingMessage {
  /// `link`: the push and its screen ("push link to 'X' on 'S'"), or the part, its action and its
  /// screen ("push link to 'X', part 1 of the action of dismiss link on 'S',").
  static func unregisteredNever(_ link: String, type: String, fix: String) -> FindingMessage {
    let problem = "no screen of its stack registers a navigationDestination for '\(type)'"
    return "\(link) never acts: \(problem); \(fix)"
  }

  static func unregisteredSometimes(_ link: String, type: String) -> FindingMessage {
    "\(link) does not act in some states: no screen of the stack registers a navigationDestination for '\(type)' there"
  }
}
