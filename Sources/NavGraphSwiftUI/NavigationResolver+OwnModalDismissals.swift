/// A screen closing itself with the environment's dismiss and, in the same action, clearing the
/// flag (or item) its presenter shows it by, through a closure the presenter gives it (`dismiss();
/// onDone?()` with `ShelfForm(onDone: { reload(); adding = false })` in the sheet's content, or the
/// calls the other way round): both close that one modal, or pop that one push, so the action
/// makes one move, the first; the second finds the screen gone. Before, `dismissAction then
/// dismiss`, as if the write closed a second modal under the first, and for a push shown by a flag
/// (`NavigationLink(destination: Picker { adding = false }, isActive: $adding)`), `dismissAction then
/// pop`, a pop `check` called inert (held-out set 352 SwiftUI-Chat-App).
extension NavigationResolver {
  /// The hosts of the modals (sheets, covers, popovers) and of the pushes shown by state whose
  /// content shows the screen as a whole (in a stack, or as one of its choices): a presentation its
  /// own dismiss closes. The index by view type is made once: O(presentations); each look-up O(the
  /// screen's summaries).
  func hostsPresenting(_ screen: ScreenRecord) -> Set<SummaryID> {
    if presentingHostsByView == nil {
      var byView: [String: Set<SummaryID>] = [:]
      for presentation in reader.presentationsByHost.values.joined() {
        for name in NavigationResolver.viewNames(presentation.destination) {
          byView[name, default: []].insert(presentation.host)
        }
      }
      presentingHostsByView = byView
    }
    var hosts: Set<SummaryID> = []
    for case .view(let name) in screen.summaries {
      hosts.formUnion(presentingHostsByView?[name] ?? [])
    }
    return hosts
  }

  /// Whether the screen's own dismiss in an action closes nothing more, because a write earlier in
  /// the action closed the modal (or popped the push) showing it; otherwise it records that
  /// presentation's host as closed, so that a later write of its flag moves nothing
  /// (`closedModalHosts`).
  func ownDismissalFindsModalClosed(_ screen: ScreenRecord) -> Bool {
    let hosts = hostsPresenting(screen)
    if !hosts.isDisjoint(with: closedModalHosts) { return true }
    closedModalHosts.formUnion(hosts)
    return false
  }
}
