/// An `ignore` entry of a description: a finding code that a screen or a link suppresses, with the
/// reason the author gave (docs/CHECK.md#suppressions). `App.ignores` holds them in file order.
public struct Ignore: Hashable, Sendable {
  /// What carries the entry.
  public enum Element: Hashable, Sendable {
    case screen(ScreenID)
    case link(LinkID)
  }

  /// The screen or link whose findings of `code` it suppresses.
  public var element: Element
  /// The finding code suppressed (`DiagnosticCode.isSuppressible`).
  public var code: DiagnosticCode
  /// Why, as written: a non-empty string.
  public var reason: String
  /// Where the entry is written (its code), for `unused-ignore`.
  public var anchor: SourceAnchor?
  /// The entry's path in the description's format (`screens[3].ignore.cycle`), when it has one.
  public var path: String?

  /// An entry of `element` suppressing `code` because of `reason`.
  public init(
    element: Element, code: DiagnosticCode, reason: String, anchor: SourceAnchor? = nil, path: String? = nil
  ) {
    self.element = element
    self.code = code
    self.reason = reason
    self.anchor = anchor
    self.path = path
  }
}
