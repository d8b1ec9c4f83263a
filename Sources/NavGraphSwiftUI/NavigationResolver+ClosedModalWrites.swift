/// A modal's flag or item cleared on the screen under it (`showFilter = false` in a method the
/// presenter's own button calls): while that screen can be used the modal is not up, so the write
/// closes nothing. The modal's own screen clearing it (a closure it is given, a binding) still
/// dismisses it.
extension NavigationResolver {
  /// Whether hiding a modal presentation from a screen closes nothing: the screen's code hosts the
  /// presentation and the presentation does not show the screen. Pushes are left as they are (a
  /// pushed screen's link is popped by its host's state).
  func closesNothing(_ presentation: Presentation, screen: ScreenRecord) -> Bool {
    presentation.kind != .push && screen.code.contains(presentation.host)
      && !shows(presentation.destination, screen: screen)
  }
}
