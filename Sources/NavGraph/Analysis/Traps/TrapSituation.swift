/// What decides whether a concrete navigation state can show home again: the floor of its visible
/// frame, the floor of the selected tab's stack and the floors of the other tabs' stacks
/// (docs/TRAPS.md).
///
/// The floor of a stack's frame is found bottom-up: a root is its own floor; a pushed or presented
/// frame has its parent's floor when it has a way down (`ForwardReach.hasDown`), else it is a floor
/// itself. Two states with the same situation can reach exactly the same situations, so the
/// situation is also a sound key for searching states by their abstraction.
///
/// Complexity: O(frames of the state + T²·⌈T/64⌉) for T tabs.
struct TrapSituation {
  /// The selected tab or -1 for a single root, the visible configuration's node, its floor, then
  /// (tab-bar root) the floor of every tab's stack.
  var key: [Int32]
  /// Whether a state showing home is reachable.
  var good: Bool
  /// The node of the visible configuration and of its floor.
  var top: Int32
  var floor: Int32

  /// nil when a frame's configuration is not reachable (the state is not a reachable one).
  /// `tabs` caches `tabGood` by selected tab and frozen floors across calls.
  init?(
    _ state: NavigationState, _ reach: ForwardReach, tabs: inout [[Int32]: (good: [UInt64], either: [UInt64])]
  ) {
    let graph = reach.graph
    let model = graph.model
    var top: Int32 = -1
    if state.isTabBarRoot {
      let w = state.selectedTab.rawValue
      var frozen = [Int32](repeating: -1, count: state.tabStacks.count)
      for (u, stack) in state.tabStacks.enumerated() {
        var floor: Int32 = -1
        for (h, c) in model.configurations(of: stack, in: Int32(u)).enumerated() {
          guard let v = graph.node(of: c) else {
            // A tab no reachable state shows: its stack is its root, and it can never be selected.
            if u != Int(w) && stack.count == 1 { break }
            return nil
          }
          if h == 0 || !reach.hasDown(v) { floor = v }
          if u == Int(w) { top = v }
        }
        frozen[u] = floor
      }
      let base = frozen[Int(w)]
      var floor = base
      for modal in state.modals {
        let k = model.modalContainer(kind: modal.kind, stack: modal.hasStack)
        for c in model.configurations(of: modal.stack, in: k) {
          guard let v = graph.node(of: c) else { return nil }
          if !reach.hasDown(v, tab: w) { floor = v }
          top = v
        }
      }
      let tabKey = [w] + frozen
      let (good, either) = tabs[tabKey] ?? TrapSituation.tabGood(current: Int(w), frozen: frozen, reach)
      tabs[tabKey] = (good, either)
      var baseGood = reach.seesHome(base)
      if !baseGood { baseGood = ForwardReach.intersects(reach.switchTargets(base, tab: Int(w)), good) }
      var floorGood = reach.seesHome(floor)
      if !floorGood {
        floorGood = ForwardReach.intersects(
          reach.switchTargets(floor, tab: Int(w)), baseGood ? either : good)
      }
      self.good = floorGood
      self.top = top
      self.floor = floor
      key = [w, top, floor] + frozen
    } else {
      let root = state.rootStack[0]
      let k = model.singleContainer(stack: model.app.screens[root].stack)
      var floor: Int32 = -1
      for (h, c) in model.configurations(of: state.rootStack, in: k).enumerated() {
        guard let v = graph.node(of: c) else { return nil }
        if h == 0 || !reach.hasDown(v) { floor = v }
        top = v
      }
      for modal in state.modals {
        let k = model.modalContainer(kind: modal.kind, stack: modal.hasStack)
        for c in model.configurations(of: modal.stack, in: k) {
          guard let v = graph.node(of: c) else { return nil }
          if !reach.hasDown(v) { floor = v }
          top = v
        }
      }
      good = reach.reachesHome(floor)
      self.top = top
      self.floor = floor
      key = [-1, top, floor]
    }
  }

  /// For a stay in tab `w` with every tab's stack frozen at its floor in `frozen`: the tabs T from
  /// which home can be shown again without coming back to w (`good`: some tab reachable from T by
  /// switches, through tabs other than w, sees home from its floor), and those from which home can
  /// be shown again or w can be returned to (`either`).
  static func tabGood(current w: Int, frozen: [Int32], _ reach: ForwardReach) -> (
    good: [UInt64], either: [UInt64]
  ) {
    let tabCount = frozen.count
    let words = reach.tabWords
    var next = [[UInt64]](repeating: [UInt64](repeating: 0, count: words), count: tabCount)
    for u in 0..<tabCount where u != w && frozen[u] >= 0 {
      next[u] = reach.switchTargets(frozen[u], tab: u)
    }
    // Whether each frozen floor sees home: its own facts first, the closure only when needed.
    var sees = [Bool?](repeating: nil, count: tabCount)
    for u in 0..<tabCount where u != w && frozen[u] >= 0 && reach.has(frozen[u], .showsHome) {
      sees[u] = true
    }
    var good = [UInt64](repeating: 0, count: words)
    var either = good
    for t in 0..<tabCount where t != w {
      var visited = [Bool](repeating: false, count: tabCount)
      visited[t] = true
      var reached = [t]
      var reachesW = false
      var i = 0
      while i < reached.count {
        let u = reached[i]
        i += 1
        if next[u][w / 64] & (1 << UInt64(w % 64)) != 0 { reachesW = true }
        for v in 0..<tabCount where v != w && !visited[v] && next[u][v / 64] & (1 << UInt64(v % 64)) != 0 {
          visited[v] = true
          reached.append(v)
        }
      }
      var reachesHome = reached.contains { sees[$0] == true }
      if !reachesHome {
        for u in reached where frozen[u] >= 0 && sees[u] == nil {
          sees[u] = reach.seesHome(frozen[u])
          if sees[u]! {
            reachesHome = true
            break
          }
        }
      }
      if reachesHome { good[t / 64] |= 1 << UInt64(t % 64) }
      if reachesHome || reachesW { either[t / 64] |= 1 << UInt64(t % 64) }
    }
    return (good, either)
  }
}
