internal import NavGraph

/// A tab root's action that opens a modal of the tab bar's host and calls the screen's own
/// `dismiss()`: the modal is the host's, shown over the tab bar, and SwiftUI's `DismissAction`
/// acts on the screen's own presentation, never on a modal another view presents; a tab root is
/// not presented, so the dismissal does nothing.
extension NavigationResolver {
  /// The effects without the screen's own dismissals when the screen is a tab root of the app's
  /// tab bar and the action opens a modal of the tab bar's host (`onUnlock: { showScanner = true }`
  /// given to the tab root, whose button runs `onUnlock(); dismiss()`), in either order: the action
  /// is the modal alone (before, `sheet ScannerView then dismissAction`, the dismissal closing the
  /// modal just opened in the model). Other effects keep their order. Linear in the effects.
  func withoutTabRootDismissals(_ effects: [Effect], screen: ScreenRecord) -> [Effect] {
    guard let info = appTabs, let tabHost = info.host, tabRoots.contains(screen.key),
      effects.contains(where: { opensHostModal($0, tabHost: tabHost, screen: screen) })
    else { return effects }
    return effects.filter { effect in
      guard case .dismiss(let origin, _) = effect else { return true }
      return origin.map { !screen.views.contains($0) } ?? false
    }
  }

  /// Whether an effect opens a modal (not a push) that the tab bar's host carries, not the screen.
  private func opensHostModal(_ effect: Effect, tabHost: String, screen: ScreenRecord) -> Bool {
    let key: StateKey
    switch effect {
    case .write(_, .bool(false), _), .write(_, .none, _): return false
    case .write(let written, _, _), .toggle(let written, _): key = written
    default: return false
    }
    let targets = effectiveKeys(key, screen: screen)
    return !targets.isEmpty
      && targets.allSatisfy { target in
        let modals = presentations(of: target)
        return !modals.isEmpty
          && modals.allSatisfy {
            $0.kind != .push && !carries(screen, $0) && reader.summaries[$0.host]?.host == tabHost
          }
      }
  }
}
