/// Flags of another tab's links written beside a write selecting that tab: a button on the second
/// tab's detail writing `nav.tab1DetailIsShown = true; nav.tab2DetailIsShown = false;
/// nav.selection = 0`, where the first tab's root has `NavigationLink(destination: FirstDetail(),
/// isActive: $nav.tab1DetailIsShown)`. Clearing its own tab's flag pops the screen it is on; the
/// other tab's flag moves that tab's stack, which the user sees once the action has selected it.
/// So the moves of the writes whose links (or modals) all belong to the selected tab's root come
/// after the tab move, wherever they are written.
extension NavigationResolver {
  /// The write selecting a tab of the app's tab bar (the last write of its selection) and the
  /// offsets of the writes whose presentations are all carried by that tab's root, when the
  /// screen is not that root and carries none of them. Nil when there is no such write. Linear in
  /// the effects and their presentations.
  func otherTabFlagWrites(in effects: [Effect], lastWrite: [StateKey: Int], screen: ScreenRecord) -> (
    tabWrite: Int, deferred: Set<Int>
  )? {
    guard let selection = appTabs?.selection else { return nil }
    var found: (offset: Int, root: ScreenRecord)?
    for (offset, effect) in effects.enumerated() {
      guard case .write(let key, let value, _) = effect, lastWrite[key] == offset,
        effectiveKeys(key, screen: screen).contains(selection), let tab = tabIndex(of: value),
        tabRoots.indices.contains(tab), tabRoots[tab] != screen.key, let root = screens[tabRoots[tab]]
      else { continue }
      found = (offset, root)
    }
    guard let found else { return nil }
    var deferred: Set<Int> = []
    for (offset, effect) in effects.enumerated() where offset < found.offset {
      let key: StateKey
      switch effect {
      // A write a later one of the same state overrides moves nothing, deferred or not.
      case .write(let written, _, _) where lastWrite[written] == offset: key = written
      case .toggle(let written, _): key = written
      default: continue
      }
      let hosts = effectiveKeys(key, screen: screen).flatMap { presentations(of: $0) }.map(\.host)
      guard !hosts.isEmpty, hosts.allSatisfy({ found.root.code.contains($0) && !screen.code.contains($0) })
      else { continue }
      deferred.insert(offset)
    }
    return deferred.isEmpty ? nil : (found.offset, deferred)
  }
}
