/// A modal's flag set to show it again by a screen inside it: the screen the `sheet` or
/// `fullScreenCover` shows, or one further in (pushed in the modal's own stack, or its own modals),
/// sets the presenter's Bool to the value that shows the modal (`showsGate = true`, or the `true` a
/// method it calls returns: `showsGate = try await pass.check()`). The modal is up there, so the
/// write changes nothing SwiftUI shows; before, it was read as presenting the modal again from that
/// screen (held-out set 338 DriveShare: a sign-in cover's flag set to what `signIn()` returns).
extension NavigationResolver {
  /// Whether showing a modal by a Bool from a screen opens nothing: the presentation is a `sheet`,
  /// `fullScreenCover` or `popover`, the screen's code does not carry it, and the modal's content
  /// shows the screen or can show it further in. O(views the content can show).
  func opensNothing(_ presentation: Presentation, screen: ScreenRecord) -> Bool {
    guard [.sheet, .fullScreenCover, .popover].contains(presentation.kind), !carries(screen, presentation)
    else {
      return false
    }
    return shows(presentation.destination, screen: screen) || isDeeperInModal(screen, [presentation])
  }
}
