/// A presenter clearing, when it appears, the flag or item of a modal it presents itself
/// (`.task { model.isImageCaptured = false }`, `.onAppear { showsTips = false }`): the modal is not
/// up when its presenter appears, so the write closes nothing. Only the modal's own code closes it
/// (a write to the binding its presenter gives, a closure it is given, the environment's dismiss).
extension NavigationResolver {
  /// An appearance action of a screen without its writes (at the top of the action) that hide a
  /// presentation hosted by the screen's own code; any other site unchanged. O(effects).
  func withoutOwnModalResets(_ site: LinkSite, screen record: ScreenRecord) -> LinkSite {
    guard site.occasion == .appearance, case .effects(let effects) = site.trigger else { return site }
    let kept = effects.filter { !isOwnModalReset($0, screen: record) }
    guard kept.count != effects.count else { return site }
    var result = site
    result.trigger = .effects(kept)
    return result
  }

  /// Whether an effect sets state to `false` or `nil` whose every effect is showing presentations
  /// that the screen's own code hosts.
  private func isOwnModalReset(_ effect: Effect, screen record: ScreenRecord) -> Bool {
    guard case .write(let key, let value, _) = effect else { return false }
    switch value {
    case .bool(false), .none: break
    default: return false
    }
    let targets = effectiveKeys(key, screen: record)
    return !targets.isEmpty
      && targets.allSatisfy { target in
        let shown = presentations(of: target)
        return !shown.isEmpty && shown.allSatisfy { record.code.contains($0.host) }
          && rootSwitches[target] == nil
          && !isPath(target) && appTabs?.selection != target
      }
  }
}
