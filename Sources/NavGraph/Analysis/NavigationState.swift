/// A concrete navigation state of the model in docs/MODEL.md: the root (the tab bar with one stack
/// per tab, or a single root screen with its stack) and the modals over it, each with its own stack.
///
/// This is the reference semantics: every move is applied here exactly as the model says. The
/// analyses work on the finite `NavigationModel` abstraction and use this type to replay the routes
/// they find, so what they print is always a real sequence of states.
package struct NavigationState: Hashable, Sendable {
  package struct Modal: Hashable, Sendable {
    package var kind: LinkKind
    package var hasStack: Bool
    package var stack: [Int32]
  }

  /// One stack per tab when the root is the tab bar, else empty.
  package var tabStacks: [[Int32]]
  package var selectedTab: Int32
  /// The root screen's stack when the root is a single screen, else empty.
  package var rootStack: [Int32]
  package var modals: [Modal]

  package var isTabBarRoot: Bool { !tabStacks.isEmpty }

  /// The state at launch, or nil when the app has neither an entry nor usable tabs.
  package static func launch(_ model: NavigationModel) -> NavigationState? {
    if model.app.entry >= 0 { return fresh(root: model.app.entry) }
    guard model.hasTabs else { return nil }
    return NavigationState(
      tabStacks: model.app.tabs.map { [$0.root] }, selectedTab: 0, rootStack: [], modals: [])
  }

  /// The state after `replace X` (or at launch on entry X).
  package static func fresh(root: Int32) -> NavigationState {
    NavigationState(tabStacks: [], selectedTab: 0, rootStack: [root], modals: [])
  }

  /// The current container's stack: the topmost modal's, else the root's current one.
  package var currentStack: [Int32] {
    if let top = modals.last { return top.stack }
    return isTabBarRoot ? tabStacks[Int(selectedTab)] : rootStack
  }

  package var visible: Int32 { currentStack.last! }

  /// The configuration of the visible screen (its mask: the registrations of the current stack).
  package func configuration(_ model: NavigationModel) -> Configuration {
    let stack = currentStack
    let container: Int32
    if let top = modals.last {
      container = model.modalContainer(kind: top.kind, stack: top.hasStack)
    } else if isTabBarRoot {
      container = selectedTab
    } else {
      container = model.singleContainer(stack: model.app.screens[Int(rootStack[0])].stack)
    }
    var mask: UInt64 = 0
    if model.tracksRegistrations { for s in stack { mask |= model.registration(s) } }
    return Configuration(screen: stack.last!, container: container, isRoot: stack.count == 1, mask: mask)
  }

  private mutating func updateCurrentStack(_ body: (inout [Int32]) -> Void) {
    if !modals.isEmpty {
      body(&modals[modals.count - 1].stack)
    } else if isTabBarRoot {
      body(&tabStacks[Int(selectedTab)])
    } else {
      body(&rootStack)
    }
  }

  /// The state after `move`, or nil when the move does not act here (it is not available, or it
  /// would leave the state unchanged).
  package func applying(_ move: Move, _ model: NavigationModel) -> NavigationState? {
    let app = model.app
    let c = configuration(model)
    var next = self
    switch (move.kind, move.via) {
    case (.push, .link):
      guard model.acts(link: Int(move.link), in: c) else { return nil }
      next.updateCurrentStack { $0.append(move.to) }
    case (.sheet, .link), (.popover, .link), (.fullScreenCover, .link):
      next.modals.append(Modal(kind: move.kind, hasStack: app.screens[Int(move.to)].stack, stack: [move.to]))
    case (.tab, .link):
      guard model.hasTabs else { return nil }
      next.modals = []
      if !next.isTabBarRoot {
        next.tabStacks = app.tabs.map { [$0.root] }
        next.rootStack = []
      }
      next.selectedTab = move.to
    case (.replace, .link):
      next = NavigationState.fresh(root: move.to)
    case (.pop, _):
      if move.via == .system && !model.canGoBack(c) { return nil }
      guard !c.isRoot else { return nil }
      next.updateCurrentStack { $0.removeLast() }
    case (.popToRoot, .link):
      guard !c.isRoot else { return nil }
      next.updateCurrentStack { $0.removeSubrange(1...) }
    case (.dismiss, _):
      if move.via == .system && !model.canSwipeDown(c) { return nil }
      guard !modals.isEmpty else { return nil }
      next.modals.removeLast()
    case (.dismissAction, .link):
      if !c.isRoot {
        next.updateCurrentStack { $0.removeLast() }
      } else {
        guard !modals.isEmpty else { return nil }
        next.modals.removeLast()
      }
    case (.tab, .system):
      guard model.showsTabBar(c), move.to != selectedTab else { return nil }
      next.selectedTab = move.to
    case (.popToRoot, .system):
      guard model.showsTabBar(c), move.to == selectedTab, !c.isRoot else { return nil }
      next.updateCurrentStack { $0.removeSubrange(1...) }
    default:
      return nil
    }
    return next == self ? nil : next
  }

  /// Every move available here with the state it leads to, in the model's order: the visible
  /// screen's links in file order, then back, then swipe-down, then the tab bar in tab order.
  package func moves(_ model: NavigationModel) -> [(Move, NavigationState)] {
    let app = model.app
    let v = visible
    var result: [(Move, NavigationState)] = []
    for l in app.screens[Int(v)].linkRange {
      let link = app.links[l]
      guard link.isResolved else { continue }
      let move = Move(kind: link.kind, via: .link, to: link.target, link: Int32(l), on: v)
      if let next = applying(move, model) { result.append((move, next)) }
    }
    for move in [
      Move(kind: .pop, via: .system, to: -1, link: -1, on: v),
      Move(kind: .dismiss, via: .system, to: -1, link: -1, on: v),
    ] {
      if let next = applying(move, model) { result.append((move, next)) }
    }
    if isTabBarRoot && modals.isEmpty {
      for u in 0..<model.tabCount {
        let kind: LinkKind = u == selectedTab ? .popToRoot : .tab
        let move = Move(kind: kind, via: .system, to: u, link: -1, on: v)
        if let next = applying(move, model) { result.append((move, next)) }
      }
    }
    return result
  }

  /// The state as plain data for printing.
  package var snapshot: NavigationSnapshot {
    NavigationSnapshot(
      root: isTabBarRoot ? .tabs(selected: selectedTab, stacks: tabStacks) : .screen(stack: rootStack),
      modals: modals.map { NavigationSnapshot.Modal(kind: $0.kind, stack: $0.stack) })
  }

  /// Replays `moves` from this state; nil if one of them does not act.
  package func replaying(_ moves: [Move], _ model: NavigationModel) -> [NavigationState]? {
    var states: [NavigationState] = []
    var state = self
    for move in moves {
      guard let next = state.applying(move, model) else { return nil }
      states.append(next)
      state = next
    }
    return states
  }
}
