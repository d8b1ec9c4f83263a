// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// (the model rework of issue 11 documents these declarations)

/// One step of navigation: what the user does and what it does.
///
/// Link moves carry the link's kind; system moves reuse the kinds whose effect they have: the back
/// button is `pop`, swipe-down is `dismiss`, tapping another tab in the tab bar is `tab`, tapping the
/// current tab again is `popToRoot`.
public struct Move: Hashable, Sendable {
  public enum Via: String, Sendable {
    case link
    case system
  }

  public var kind: LinkKind
  public var via: Via
  /// The screen (push, modals, replace) or tab (`tab`) the move goes to, or -1.
  public var to: Int32
  /// The global index of the link tapped, or -1 for system moves.
  public var link: Int32
  /// The screen visible when the move is made.
  public var on: Int32

  public init(kind: LinkKind, via: Via, to: Int32, link: Int32, on: Int32) {
    self.kind = kind
    self.via = via
    self.to = to
    self.link = link
    self.on = on
  }
}

extension App {
  /// The move in a route: `push 'D'`, `push 'D' (value Route)`, `tab 'c'`, `pop`, `dismissAction`.
  public func summary(of move: Move) -> String {
    switch move.kind.target {
    case .screen:
      let value = move.via == .link && links[Int(move.link)].value >= 0
      let type = value ? " (value \(valueTypes[Int(links[Int(move.link)].value)]))" : ""
      return "\(move.kind.rawValue) '\(screens[Int(move.to)].id)'\(type)"
    case .tab: return "tab '\(tabs[Int(move.to)].id)'"
    case .none: return move.kind.rawValue
    }
  }

  /// What the user does: `tap 'NavigateToD' on 'C'`, `tap back on 'E'`, `swipe down on 'Sheet'`,
  /// `tap tab 'b'`, `tap tab 'c' again`.
  public func action(of move: Move) -> String {
    let on = "'\(screens[Int(move.on)].id)'"
    if move.via == .link {
      let link = links[Int(move.link)]
      if let label = link.label { return "tap '\(label)' on \(on)" }
      return "tap the \(move.kind.rawValue) link on \(on)"
    }
    switch move.kind {
    case .pop: return "tap back on \(on)"
    case .dismiss: return "swipe down on \(on)"
    case .tab: return "tap tab '\(tabs[Int(move.to)].id)'"
    case .popToRoot: return "tap tab '\(tabs[Int(move.to)].id)' again"
    default: return "\(move.kind.rawValue) on \(on)"
    }
  }
}
