/// A presentation's flag or item cleared by the screen that hosts it, not by the screen it shows:
/// the modal or pushed screen covers its presenter while it is up, so the write closes nothing.
/// So for a presenter's appearance (`.task { model.isImageCaptured = false }`, `.onAppear {
/// showsTips = false }`), its own controls (`Button("Submit") { if valid { showNext = true } else {
/// showNext = false } }`) and the methods they call (`openItem() { showFilter = false; showItem =
/// true }`). Only the presented screen's own code closes it (a write to the binding its presenter
/// gives, a closure it is given, the environment's dismiss). The write's other moves (a root
/// switch's replace, a tab, a path reset) stay.
extension NavigationResolver {
  /// Whether hiding a presentation from a screen closes nothing: the screen's code hosts the
  /// presentation and the presentation does not show the screen. A push only from a tap or an
  /// appearance: a presenter's change or disappearance action still runs under the screen it
  /// pushed (its `.onDisappear` runs as the push covers it).
  func closesNothing(_ presentation: Presentation, screen: ScreenRecord) -> Bool {
    if presentation.kind == .push, linkOccasion != .tap, linkOccasion != .appearance { return false }
    return carries(screen, presentation) && !shows(presentation.destination, screen: screen)
  }
}
