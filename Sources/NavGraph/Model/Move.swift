/// One step of navigation: what the user does, on the screen visible when they do it.
///
/// A move is either a tap on one of the visible screen's links, or one of the system's own moves:
/// the back button (or swipe-back), a swipe down on a sheet, a tap on another tab of the tab bar,
/// or a tap on the current tab again (which pops its stack to its root); or a deep link opened from
/// outside the app while the screen is visible (format 1.1). What a move does is
/// described by `MoveDescription`, its effect on a state by `NavigationState.applying(_:_:)`.
public struct Move: Hashable, Sendable {
  /// What the user does.
  public enum Action: Hashable, Sendable {
    /// A tap on a link of the visible screen.
    case link(LinkID)
    /// The back button or swipe-back: pops the current stack.
    case back
    /// A swipe down: dismisses the topmost sheet or popover.
    case swipeDown
    /// A tap on another tab of the tab bar.
    case selectTab(TabID)
    /// A tap on the selected tab again: pops its stack to its root.
    case reselectTab(TabID)
    /// Deep link `deepLinks[i]` opened (format 1.1): an event from outside the app, not a tap.
    case deepLink(Int)
  }

  /// What the user does.
  public var action: Action
  /// The screen visible when the move is made.
  public var on: ScreenID

  /// The move `action` made on screen `on`.
  public init(_ action: Action, on: ScreenID) {
    self.action = action
    self.on = on
  }

  /// The link tapped, for a link move.
  public var link: LinkID? {
    if case .link(let l) = action { return l }
    return nil
  }
}
