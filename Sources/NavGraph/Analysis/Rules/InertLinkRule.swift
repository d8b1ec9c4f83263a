/// `inert-link`: links of reachable screens that act in no configuration their screen is visible
/// in, each with the reason, and for a push the stack it needs, worded for the sources' format
/// (`SourceFormat.stackFix`: `"stack": true` in a description, a NavigationStack in SwiftUI code);
/// and parts of compound actions (format 1.1 `then`) that never act where their action is used,
/// located at the part (`InertLinks.inertParts`).
enum InertLinkRule: NavigationRule {
  static let code = DiagnosticCode.inertLink

  static func check(_ context: inout RuleContext) {
    let app = context.app
    let inert = context.analysis.inertLinks
    for (s, l) in inert.inert {
      context.report(
        .inertLink(
          context.describe(app.links[Int(l)]), on: context.name(s),
          reason(link: l, screen: s, inert, context)),
        at: context.location(ofLink: l), screen: s, subject: .link(LinkID(rawValue: l)))
    }
    for (s, l, p) in inert.inertParts {
      let id = LinkID(rawValue: l)
      let part = app.linkParts[id]!.moves[p]
      context.report(
        .inertPart(
          context.describe(part), number: p + 1, of: context.describe(app.links[id]), on: context.name(s)),
        at: app.location(ofLink: id, part: p), screen: s, subject: .link(id))
    }
    if let bound = context.analysis.actionActivity?.stoppedBy {
      context.report(.actionsPastBound(bound, "inert links"), at: nil, severity: .note)
    }
  }

  /// Why link `l` of `screen` never acts; for a push, with the fix.
  private static func reason(link l: Int32, screen: Int32, _ inert: InertLinks, _ context: RuleContext)
    -> String
  {
    let app = context.app
    let link = app.links[Int(l)]
    let name = context.name(screen)
    if let parts = app.linkParts[LinkID(rawValue: l)] {
      let count = parts.moves.count == 1 ? "its part" : "its \(parts.moves.count) parts"
      return "its own move and \(count) ('then') leave every state it is used in as it was"
    }
    switch link.kind {
    case .push:
      let advice = inert.stackAdvice[screen] ?? InertLinks.StackAdvice()
      let fix = app.sources.format.stackFix(
        screen: advice.screen ? name : nil, tabs: advice.tabs.map { "'\(app.tabs[Int($0)].id)'" })
      return "\(name) is never shown inside a NavigationStack; \(fix)"
    case .pop, .popToRoot: return "\(name) is always the root of its stack"
    case .dismiss: return "\(name) is never shown in a modal"
    case .dismissAction:
      return
        "\(name) is always the root of its stack with no modal presented: there is nothing to pop or dismiss"
    case .tab:
      if !context.analysis.model.hasTabs { return "the app has no tabs" }
      let tab = app.tabs[Int(context.analysis.model.linkTargets[Int(l)])].id
      return "\(name) is only shown on tab '\(tab)' itself, with nothing presented"
    case .replace: return "\(name) is only shown as the only screen of the root already"
    case .sheet, .popover, .fullScreenCover: return "\(name) never shows it"
    }
  }
}

extension FindingMessage {
  static func inertLink(_ link: String, on screen: String, _ reason: String) -> FindingMessage {
    "\(link) on \(screen) never acts: \(reason)"
  }

  static func inertPart(_ part: String, number: Int, of link: String, on screen: String) -> FindingMessage {
    "\(part), part \(number) of the action of \(link) on \(screen), never acts where the action is used"
  }
}
