/// The kinds of link a screen can have.
public enum LinkKind: String, Sendable, CaseIterable {
  case push
  case sheet
  case fullScreenCover
  case popover
  case tab
  case replace
  case pop
  case popToRoot
  case dismiss
  /// SwiftUI's `DismissAction` (`@Environment(\.dismiss)`, format 1.1): pops the visible screen
  /// when it is not its stack's root, else dismisses the topmost modal, else does nothing.
  case dismissAction

  /// Whether `to` names a screen (push, modals, replace), a tab (`tab`), or nothing.
  public var target: LinkTarget {
    switch self {
    case .push, .sheet, .fullScreenCover, .popover, .replace: return .screen
    case .tab: return .tab
    case .pop, .popToRoot, .dismiss, .dismissAction: return .none
    }
  }

  /// Sheet, popover and full-screen cover present a modal.
  public var isModal: Bool { self == .sheet || self == .fullScreenCover || self == .popover }
}

/// What kind of element a link kind's target is.
public enum LinkTarget: Sendable {
  case screen
  case tab
  case none
}

/// Where a link goes: the screen (push, modals, replace) or the tab (`tab`) it names.
public enum LinkDestination: Hashable, Sendable {
  case screen(ScreenID)
  case tab(TabID)
}
