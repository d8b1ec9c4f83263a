/// Links of reachable screens that act in no configuration their screen is visible in: a push from a
/// screen never inside a NavigationStack, a pop or popToRoot on a screen that is always a root, a
/// dismiss on a screen never in a modal, a `tab` link in an app without tabs (or shown only on that
/// tab), a `replace` of the screen by itself when it is already alone.
///
/// Exact for the same reason as `DeadEnds`. Complexity: O(C × links per screen).
public struct InertLinks: Sendable {
  /// Per link: it acts in some reachable configuration of its screen.
  public let acting: [Bool]
  /// Inert links of reachable screens with their screen, sorted by link.
  public let inert: [(screen: Int32, link: Int32)]

  public init(graph: ConfigurationGraph) {
    let model = graph.model
    let app = model.app
    var acting = [Bool](repeating: false, count: app.links.count)
    for node in 0..<Int32(graph.count) {
      let c = graph.configuration(node)
      for l in model.links(of: c.screen) where !acting[l] && model.acts(link: l, in: c) { acting[l] = true }
    }
    var inert: [(screen: Int32, link: Int32)] = []
    for s in 0..<app.screens.count where graph.firstNode[s] >= 0 {
      // A link whose target did not resolve is an input error already (`unknown-id`), reported once.
      for l in model.links(of: Int32(s))
      where !acting[l] && (model.linkTargets[l] >= 0 || model.linkKinds[l].target == .none) {
        inert.append((Int32(s), Int32(l)))
      }
    }
    self.acting = acting
    self.inert = inert
  }

  /// Why link `l` never acts, for the message.
  public static func reason(link l: Int32, screen: Int32, model: NavigationModel) -> String {
    let app = model.app
    let link = app.links[Int(l)]
    let name = "'\(app.screens[Int(screen)].id)'"
    switch link.kind {
    case .push: return "\(name) is never shown inside a NavigationStack"
    case .pop, .popToRoot: return "\(name) is always the root of its stack"
    case .dismiss: return "\(name) is never shown in a modal"
    case .tab:
      if !model.hasTabs { return "the app has no tabs" }
      return "\(name) is only shown on tab '\(app.tabs[Int(link.target)].id)' itself, with nothing presented"
    case .replace: return "\(name) is only shown as the only screen of the root already"
    case .sheet, .popover, .fullScreenCover: return "\(name) never shows it"
    }
  }
}
