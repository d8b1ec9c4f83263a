/// What a finding is, independent of where the description writes it: its code and the screens
/// and links involved, by id, kind and target, never by line (docs/CI.md#finding-identity). Two
/// runs over edited descriptions call findings the same when their identities are equal; the
/// baseline (`Baseline`) and `navgraph diff` (`NavigationDiff`) match findings this way.
///
/// - `unreachable`, `dead-end`, `trap`, `deep`: the code and the screen's id (the root of an
///   unreachable group, the entry of a trap).
/// - `inert-link`, `unregistered-destination`: the code, the id of the link's screen, the link's
///   kind and its target's id (none for pop, popToRoot, dismiss, dismissAction).
/// - `cycle`: the code, `push` or `modal`, and the ids of every screen of the group, sorted.
/// - anything else (the loader's warnings, `unused-ignore`, a count): the code and the message,
///   which names elements by id and holds no line.
///
/// Identities sort by code, then screens, then link, then the rest, comparing UTF-8 bytes, so that
/// a list of them is in one stable order.
public struct FindingIdentity: Hashable, Comparable, Sendable {
  /// The code.
  public var code: String
  /// The screen's id; the link's screen's; the group's, sorted.
  public var screens: [String]
  /// A link finding's link kind.
  public var linkKind: String?
  /// A link finding's target id (nil when the kind takes none).
  public var linkTarget: String?
  /// A cycle's kind, `push` or `modal`.
  public var cycle: String?
  /// The message of a finding about no element.
  public var message: String?

  /// An identity of these parts.
  public init(
    code: String, screens: [String] = [], linkKind: String? = nil, linkTarget: String? = nil,
    cycle: String? = nil, message: String? = nil
  ) {
    self.code = code
    self.screens = screens
    self.linkKind = linkKind
    self.linkTarget = linkTarget
    self.cycle = cycle
    self.message = message
  }

  /// The identity of `diagnostic`, a finding of `app` (its `subject` names the app's elements).
  public init(_ diagnostic: Diagnostic, app: App?) {
    let code = diagnostic.code.rawValue
    switch (diagnostic.subject, app) {
    case (.screen(let s)?, let app?):
      self.init(code: code, screens: [app.screens[s].id])
    case (.link(let l)?, let app?):
      let link = app.links[l]
      let target: String? =
        switch link.destination {
        case .screen(let t)?: app.screens[t].id
        case .tab(let t)?: app.tabs[t].id
        case nil: nil
        }
      self.init(
        code: code, screens: [app.screens[app.screen(of: l)].id], linkKind: link.kind.rawValue,
        linkTarget: target)
    case (.group(let push, let screens, _)?, let app?):
      self.init(
        code: code, screens: screens.map { app.screens[$0].id }.sorted(by: FindingIdentity.precedes),
        cycle: push ? "push" : "modal")
    default:
      self.init(code: code, message: diagnostic.message)
    }
  }

  /// Strings in UTF-8 byte order, the order of identities and of the files that list them.
  static func precedes(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }

  /// The parts in comparison order; absent parts compare as empty.
  private var parts: [String] {
    [code] + screens + ["\u{0}", linkKind ?? "", linkTarget ?? "", cycle ?? "", message ?? ""]
  }

  /// Whether `a` sorts before `b`: by code, screens, link, cycle, message.
  public static func < (a: FindingIdentity, b: FindingIdentity) -> Bool {
    a.parts.lexicographicallyPrecedes(b.parts, by: precedes)
  }

}
