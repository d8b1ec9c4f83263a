/// A presenter clearing the flag or item of a modal or push it presents itself, when it appears
/// (`.task { model.isImageCaptured = false }`, `.onAppear { showsTips = false }`) or from one of its
/// own controls (`Button("Submit") { if valid { showNext = true } else { showNext = false } }`): the
/// modal or pushed screen covers its presenter while it is up, so the write closes nothing. Only
/// the presented screen's own code closes it (a write to the binding its presenter gives, a closure
/// it is given, the environment's dismiss).
extension NavigationResolver {
  /// An appearance or tap action of a screen without its writes that hide a presentation hosted by
  /// the screen's own code, at the top of the action or of one of its top-level branches; any other
  /// site unchanged. O(effects).
  func withoutOwnModalResets(_ site: LinkSite, screen record: ScreenRecord) -> LinkSite {
    guard site.occasion == .appearance || site.occasion == .tap, case .effects(let effects) = site.trigger
    else { return site }
    var changed = false
    var kept: [Effect] = []
    for effect in effects {
      if isOwnModalReset(effect, screen: record) {
        changed = true
        continue
      }
      guard case .branches(var branches, let location) = effect else {
        kept.append(effect)
        continue
      }
      for index in branches.indices {
        let before = branches[index].effects.count
        branches[index].effects.removeAll { isOwnModalReset($0, screen: record) }
        if branches[index].effects.count != before { changed = true }
      }
      kept.append(.branches(branches, location))
    }
    guard changed else { return site }
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
