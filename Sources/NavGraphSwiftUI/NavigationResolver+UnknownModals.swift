internal import NavGraph

/// Modifiers the reader does not know that look like modals (`UnknownModal`), reported where the
/// view they build is shown by nothing the reader reads: no link is guessed.
extension NavigationResolver {
  /// Warns at each unknown modifier whose view is no screen of the description, naming the modifier
  /// and the view, with where to add the link (the host's screen when it is one). Linear in the
  /// modifiers and the screens.
  func reportUnknownModals() {
    var screenViews = Set<String>()
    for key in screens.keys {
      if case .view(let name, _) = key { screenViews.insert(name) }
    }
    for modal in reader.unknownModals where !screenViews.contains(modal.view) {
      let hint =
        modal.host.flatMap { host in
          screens[.view(host, variant: nil)].map { overlayHint(nil, to: modal.view, on: $0.key) }
        } ?? "add the link through the overlay (navgraph.json in the first PATH, or --overlay)"
      warn(
        "'.\(modal.modifier)' is not a modifier the reader knows, and nothing else shows '\(modal.view)', which it builds; if the modifier presents that view (as a sheet or a cover), \(hint)",
        at: modal.location)
    }
  }
}
