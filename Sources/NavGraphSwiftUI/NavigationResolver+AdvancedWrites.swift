internal import NavGraph

/// A number a root switch tests, stepped by a literal (`step += 1`, `step -= 1`, `step = step +
/// 1`): onboarding screens shown by `switch step { case 0: WelcomeView(step: $step) case 1:
/// PermissionsView(step: $step) default: HomeView() }`, each moving the root to the next or the one
/// before. On a screen that root switch shows for one number only, the step is a write of that
/// number plus the step, so it moves the root as `step = 2` would.
extension NavigationResolver {
  /// The effects with each step of a root switch's number turned into the write of the value it
  /// ends on, on this screen; a step the screen does not fix is warned (a step of other state moves
  /// nothing, and is dropped). O(effects × the root switch's alternatives).
  func withAdvancedWrites(_ effects: [Effect], screen: ScreenRecord) -> [Effect] {
    guard effects.contains(where: { if case .advance = $0 { return true } else { return false } }) else {
      return effects
    }
    var result: [Effect] = []
    for effect in effects {
      guard case .advance(let key, let step, let location) = effect else {
        result.append(effect)
        continue
      }
      let switched = effectiveKeys(key, screen: screen).filter { rootSwitches[$0] != nil }
      guard let target = switched.first else { continue }
      if let current = currentNumber(of: target, on: screen) {
        result.append(.write(target, .int(current + step), location))
      } else {
        warn(
          "'\(key.name)' is stepped by \(step) on a screen the root switch on '\(target)' shows for no one number, "
            + "so the reader cannot tell the number it ends on; " + overlayHint(.replace, on: screen.key),
          at: location)
      }
    }
    return result
  }

  /// The number a root switch on `key` is at while it shows the screen: the one value of the
  /// alternatives whose target the screen is, when that value is a number. O(alternatives).
  private func currentNumber(of key: StateKey, on screen: ScreenRecord) -> Int? {
    let values = Set(
      (rootSwitches[key] ?? []).compactMap { alternative -> String? in
        guard case .screen(let shown) = alternative.target, shown == screen.key else { return nil }
        return alternative.condition.value
      })
    guard values.count == 1, let value = values.first else { return nil }
    return Int(value)
  }
}
