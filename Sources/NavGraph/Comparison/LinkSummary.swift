/// A link as `navgraph diff` compares it: its kind, its target's id (a screen's, or a tab's for
/// `tab`), its label, its value type and, for a compound action, its parts (`then`), without its
/// place.
public struct LinkSummary: Hashable, Sendable {
  /// `push`, `sheet`, ...
  public var kind: String
  /// The target's id; nil when the kind takes none.
  public var target: String?
  /// The button's text.
  public var label: String?
  /// The type of the value pushed (format 1.1).
  public var value: String?
  /// The moves after its own, in order (a compound action, format 1.1 `then`), each summarised
  /// the same way; empty for a link of one move.
  public var then: [LinkSummary]

  /// A summary of these parts.
  public init(
    kind: String, target: String? = nil, label: String? = nil, value: String? = nil, then: [LinkSummary] = []
  ) {
    self.kind = kind
    self.target = target
    self.label = label
    self.value = value
    self.then = then
  }

  /// Link `l` of `app`; a target screen's id is written through `renamed` (old id to new id), so
  /// that the links of an old version compare with the new one's.
  init(_ app: App, _ l: LinkID, renamed: [String: String]) {
    func target(_ link: Link) -> String? {
      switch link.destination {
      case .screen(let s)?: renamed[app.screens[s].id] ?? app.screens[s].id
      case .tab(let t)?: app.tabs[t].id
      case nil: nil
      }
    }
    let link = app.links[l]
    let parts = app.linkParts[l]
    self.init(
      kind: link.kind.rawValue, target: target(link), label: link.label, value: app.valueType(of: l),
      then: parts.map { parts in
        parts.moves.enumerated().map { p, part in
          LinkSummary(
            kind: part.kind.rawValue, target: target(part), label: part.label,
            value: parts.moveValues[p].map { app.valueTypes[$0] })
        }
      } ?? [])
  }

  /// `push to 'Settings' 'Open settings'`: the kind, the target, the label, as reports print a link;
  /// a compound action's parts follow, `dismiss 'See profile', then push to 'Profile' (value 'Route')`.
  public var text: String {
    var text = kind + (target.map { " to '\($0)'" } ?? "")
    if let value { text += " (value '\(value)')" }
    if let label { text += " '\(label)'" }
    if !then.isEmpty { text += ", then " + then.map(\.text).joined(separator: ", ") }
    return text
  }
}
