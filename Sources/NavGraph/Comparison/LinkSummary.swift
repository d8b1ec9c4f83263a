/// A link as `navgraph diff` compares it: its kind, its target's id (a screen's, or a tab's for
/// `tab`), its label and its value type, without its place.
public struct LinkSummary: Hashable, Sendable {
  /// `push`, `sheet`, ...
  public var kind: String
  /// The target's id; nil when the kind takes none.
  public var target: String?
  /// The button's text.
  public var label: String?
  /// The type of the value pushed (format 1.1).
  public var value: String?

  /// A summary of these parts.
  public init(kind: String, target: String? = nil, label: String? = nil, value: String? = nil) {
    self.kind = kind
    self.target = target
    self.label = label
    self.value = value
  }

  /// Link `l` of `app`; a target screen's id is written through `renamed` (old id to new id), so
  /// that the links of an old version compare with the new one's.
  init(_ app: App, _ l: LinkID, renamed: [String: String]) {
    let link = app.links[l]
    let target: String? =
      switch link.destination {
      case .screen(let s)?: renamed[app.screens[s].id] ?? app.screens[s].id
      case .tab(let t)?: app.tabs[t].id
      case nil: nil
      }
    self.init(kind: link.kind.rawValue, target: target, label: link.label, value: app.valueType(of: l))
  }

  /// `push to 'Settings' 'Open settings'`: the kind, the target, the label, as reports print a link.
  public var text: String {
    var text = kind + (target.map { " to '\($0)'" } ?? "")
    if let value { text += " (value '\(value)')" }
    if let label { text += " '\(label)'" }
    return text
  }
}
