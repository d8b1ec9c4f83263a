internal import NavGraph

/// A modal's action that opens its presenter's push or modal, or changes its presenter's path, and
/// dismisses the modal: the push, the modal or the pop shows once the modal has gone, over the
/// presenter.
extension NavigationResolver {
  /// The effects with the writes that open a push or a modal of the screen's presenter moved after
  /// the action's dismissal, when the action dismisses: a sheet given the presenter's push binding
  /// (`NavigationLink(isActive: $showChat)`, `.navigationDestination(isPresented: $showChat)`, handed
  /// down as `$showChat` or in a closure `{ showChat = true }`) whose row runs `showChat.toggle();
  /// dismiss()` dismisses, then pushes on the presenter's stack. A `toggle()` there opens the push,
  /// which is closed while the presenter shows the modal. The action dismisses by `dismiss()`, or by
  /// clearing the presenter's flag or item of the modal that shows the screen (`showChat = true;
  /// searching = false`, in either order). Other effects keep their order. Linear in the effects.
  func withPushesAfterDismissal(_ effects: [Effect], screen: ScreenRecord) -> [Effect] {
    guard effects.contains(where: { dismissesModal($0, screen: screen) }) else { return effects }
    var kept: [Effect] = []
    var after: [Effect] = []
    for effect in effects {
      let targets: [StateKey]
      let location: SourceAnchor
      if let key = pathChanged(by: effect), changesPresenterPath(key, screen: screen) {
        after.append(effect)
        continue
      }
      switch effect {
      case .write(let key, .bool(true), let at), .toggle(let key, let at):
        targets = effectiveKeys(key, screen: screen)
        location = at
      default:
        kept.append(effect)
        continue
      }
      guard !targets.isEmpty, targets.allSatisfy({ opensPresenterPush($0, screen: screen) }) else {
        kept.append(effect)
        continue
      }
      after += targets.map { .write($0, .bool(true), location) }
    }
    return kept + after
  }

  /// The state an effect changes as a list (`append`, `removeLast`, `removeAll`, or a write of a
  /// whole path); nil for any other effect.
  private func pathChanged(by effect: Effect) -> StateKey? {
    switch effect {
    case .append(let key, _, _), .appendAll(let key, _, _), .removeLast(let key, _, _),
      .removeAll(let key, _):
      return key
    case .write(let key, _, _): return isPath(key) ? key : nil
    default: return nil
    }
  }

  /// Whether state is the path of a stack under the modal: a path of stacks none of which is in
  /// the screen's own code (`navigationPath.remove(at: navigationPath.count - 1); dismiss()` in a
  /// sheet given the presenter's path: the pop shows once the sheet has gone; held-out set 90
  /// Sizzle).
  private func changesPresenterPath(_ key: StateKey, screen: ScreenRecord) -> Bool {
    let keys = effectiveKeys(key, screen: screen).filter { reader.stackPaths.contains($0) }
    return !keys.isEmpty
      && keys.allSatisfy { reader.pathStackHosts[$0]?.isDisjoint(with: screen.views) ?? false }
  }

  /// Whether an effect closes the modal that shows the screen: `dismiss()`, or `false` or `nil`
  /// written to the state of a modal of another view that shows it.
  private func dismissesModal(_ effect: Effect, screen: ScreenRecord) -> Bool {
    switch effect {
    case .dismiss: return true
    case .write(let key, .bool(false), _), .write(let key, .none, _):
      return effectiveKeys(key, screen: screen).contains { target in
        presentations(of: target).contains {
          $0.kind != .push && !carries(screen, $0) && shows($0.destination, screen: screen)
        }
      }
    default: return false
    }
  }

  /// Whether state drives only pushes or modals carried by views whose modals show the screen,
  /// none of them on the screen itself (a presenter's `.sheet(isPresented: $showOffer)` opened by
  /// the closure a cover calls before it dismisses: the sheet shows once the cover has gone).
  private func opensPresenterPush(_ key: StateKey, screen: ScreenRecord) -> Bool {
    let pushes = presentations(of: key)
    guard !pushes.isEmpty, pushes.allSatisfy({ !carries(screen, $0) }) else { return false }
    return pushes.allSatisfy { push in
      reader.presentations.values.contains { modals in
        modals.contains { $0.kind != .push && $0.host == push.host && shows($0.destination, screen: screen) }
      }
    }
  }
}
