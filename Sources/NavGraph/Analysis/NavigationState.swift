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
    package var stack: [ScreenID]

    package init(kind: LinkKind, hasStack: Bool, stack: [ScreenID]) {
      self.kind = kind
      self.hasStack = hasStack
      self.stack = stack
    }
  }

  /// One stack per tab when the root is the tab bar, else empty.
  package var tabStacks: [[ScreenID]]
  package var selectedTab: TabID
  /// The root screen's stack when the root is a single screen, else empty.
  package var rootStack: [ScreenID]
  package var modals: [Modal]

  package init(tabStacks: [[ScreenID]], selectedTab: TabID, rootStack: [ScreenID], modals: [Modal]) {
    self.tabStacks = tabStacks
    self.selectedTab = selectedTab
    self.rootStack = rootStack
    self.modals = modals
  }

  package var isTabBarRoot: Bool { !tabStacks.isEmpty }

  /// The screens on all its stacks: what copying or hashing the state costs.
  package var frameCount: Int {
    tabStacks.reduce(rootStack.count) { $0 + $1.count } + modals.reduce(0) { $0 + $1.stack.count }
  }

  /// The frames a search over concrete states stores per state it may store: past `maxStates ×
  /// framesPerState` frames in all, a search stops as at its state bound. Without it a state space
  /// of ever deeper stacks (a screen that pushes itself, reopened by a deep link or a compound
  /// action) costs O(maxStates²): 7.8 s and 1.1 GB for `check` on a 3-screen app. Reached only
  /// where the states found average more than 64 screens on their stacks.
  package static let framesPerState = 64

  /// The state at launch, or nil when the app has neither an entry nor usable tabs.
  package static func launch(_ model: NavigationModel) -> NavigationState? {
    if let entry = model.app.entry { return fresh(root: entry) }
    guard model.hasTabs else { return nil }
    return NavigationState(
      tabStacks: freshTabStacks(model.app), selectedTab: TabID(0), rootStack: [], modals: [])
  }

  /// The state after `replace X` (or at launch on entry X).
  package static func fresh(root: ScreenID) -> NavigationState {
    NavigationState(tabStacks: [], selectedTab: TabID(0), rootStack: [root], modals: [])
  }

  /// Every tab's stack as it is when the tab bar is made: its root alone (the app's tabs must be
  /// usable, `NavigationModel.hasTabs`).
  private static func freshTabStacks(_ app: App) -> [[ScreenID]] { app.tabs.map { [$0.root!] } }

  /// The current container's stack: the topmost modal's, else the root's current one.
  package var currentStack: [ScreenID] {
    if let top = modals.last { return top.stack }
    return isTabBarRoot ? tabStacks[selectedTab.index] : rootStack
  }

  package var visible: ScreenID { currentStack.last! }

  /// The configuration of the visible screen (its mask: the registrations of the current stack).
  package func configuration(_ model: NavigationModel) -> Configuration {
    let stack = currentStack
    let container: Int32
    if let top = modals.last {
      container = model.modalContainer(kind: top.kind, stack: top.hasStack)
    } else if isTabBarRoot {
      container = selectedTab.rawValue
    } else {
      container = model.singleContainer(stack: model.app.screens[rootStack[0]].stack)
    }
    var mask: UInt64 = 0
    if model.tracksRegistrations { for s in stack { mask |= model.registration(s.rawValue) } }
    return Configuration(
      screen: stack.last!.rawValue, container: container, isRoot: stack.count == 1, mask: mask)
  }

  private mutating func updateCurrentStack(_ body: (inout [ScreenID]) -> Void) {
    if !modals.isEmpty {
      body(&modals[modals.count - 1].stack)
    } else if isTabBarRoot {
      body(&tabStacks[selectedTab.index])
    } else {
      body(&rootStack)
    }
  }

  /// The state after `move`, or nil when the move does not act here (it is not available, or it
  /// would leave the state unchanged).
  package func applying(_ move: Move, _ model: NavigationModel) -> NavigationState? {
    var next = self
    return next.apply(move, model) ? next : nil
  }

  /// Applies `move` to this state in place, as `applying(_:_:)`: true when it acts, false (the
  /// state unchanged) when it does not. Replaying a route mutates one state instead of copying it
  /// per move, and the "did it change" test is made only where a move can leave the state as it
  /// was, not by comparing whole states (the copies and comparisons had been a fifth of `navgraph
  /// routes`, docs/PERFORMANCE.md).
  package mutating func apply(_ move: Move, _ model: NavigationModel) -> Bool {
    let c = configuration(model)
    switch move.action {
    case .link(let l):
      guard model.linkParts[l.index] != nil else { return apply(model.part(link: l.index), model) }
      let end = performing(link: l.index, model).end
      guard end != self else { return false }
      self = end
    case .deepLink(let d):
      // Each move acts on the state the previous one left; one that cannot act is skipped.
      let before = self
      for part in model.deepLinkMoves[d] { _ = apply(part, model) }
      return self != before
    case .back:
      guard model.canGoBack(c) else { return false }
      updateCurrentStack { $0.removeLast() }
    case .swipeDown:
      guard model.canSwipeDown(c), !modals.isEmpty else { return false }
      modals.removeLast()
    case .selectTab(let t):
      guard model.showsTabBar(c), t != selectedTab else { return false }
      selectedTab = t
    case .reselectTab(let t):
      // Not at the root: the stack has more than its root, so it changes.
      guard model.showsTabBar(c), t == selectedTab, !c.isRoot else { return false }
      updateCurrentStack { $0.removeSubrange(1...) }
    }
    return true
  }

  /// Link `l`'s compound action (format 1.1 `then`) performed here: its own move, then each part
  /// in order, each skipped where it cannot act. `end` is the state it leaves (a move where it
  /// differs from this one); `partsActing[i]` says whether part `i` (after the own move) changed
  /// the state it was applied to; `partsFailing` lists the value pushes among the parts that fail
  /// there for want of a registration, each with the root screen of the stack it fails on.
  /// O(parts × state size).
  package func performing(link l: Int, _ model: NavigationModel) -> (
    end: NavigationState, partsActing: [Bool], partsFailing: [(part: Int, root: Int32)]
  ) {
    var state = self
    _ = state.apply(model.part(link: l), model)
    var acting: [Bool] = []
    var failing: [(part: Int, root: Int32)] = []
    for (i, part) in (model.linkParts[l] ?? []).enumerated() {
      let acts = state.apply(part, model)
      acting.append(acts)
      if !acts, model.missingRegistration(part, in: state.configuration(model)) != nil {
        failing.append((i, state.currentStack[0].rawValue))
      }
    }
    return (state, acting, failing)
  }

  /// Applies a link move of this kind, target and value (a screen's link, a deep link's move or a
  /// part of a compound action) in place: true when it acts, false (the state unchanged) when it
  /// does not. Only `tab`, `replace` and `popToRoot` can pass `acts` and leave the state as it was.
  private mutating func apply(_ part: NavigationModel.Part, _ model: NavigationModel) -> Bool {
    let c = configuration(model)
    let kind = part.kind
    let target = part.target
    guard model.acts(kind: kind, target: target, value: part.value, in: c) else { return false }
    let screen = ScreenID(rawValue: target)
    switch kind {
    case .push:
      updateCurrentStack { $0.append(screen) }
    case .sheet, .popover, .fullScreenCover:
      modals.append(Modal(kind: kind, hasStack: model.app.screens[screen].stack, stack: [screen]))
    case .tab:
      let tab = TabID(rawValue: target)
      if isTabBarRoot {
        guard !modals.isEmpty || selectedTab != tab else { return false }
        modals = []
        selectedTab = tab
      } else {
        var next = self
        next.modals = []
        next.tabStacks = Self.freshTabStacks(model.app)
        next.rootStack = []
        next.selectedTab = tab
        guard next != self else { return false }
        self = next
      }
    case .replace:
      let next = NavigationState.fresh(root: screen)
      guard next != self else { return false }
      self = next
    case .pop:
      updateCurrentStack { $0.removeLast() }
    case .popToRoot:
      guard !c.isRoot else { return false }
      updateCurrentStack { $0.removeSubrange(1...) }
    case .dismiss:
      modals.removeLast()
    case .dismissAction:
      // `acts`: a pushed screen pops; a modal's root dismisses the modal.
      if c.isRoot { modals.removeLast() } else { updateCurrentStack { $0.removeLast() } }
    }
    return true
  }

  /// Every move available here with the state it leads to, in the model's order: the visible
  /// screen's links in file order, then back, then swipe-down, then the tab bar in tab order.
  package func moves(_ model: NavigationModel) -> [(Move, NavigationState)] {
    let app = model.app
    let v = visible
    var result: [(Move, NavigationState)] = []
    for l in app.screens[v].links where app.links[l].isResolved {
      let move = Move(.link(l), on: v)
      if let next = applying(move, model) { result.append((move, next)) }
    }
    for move in [Move(.back, on: v), Move(.swipeDown, on: v)] {
      if let next = applying(move, model) { result.append((move, next)) }
    }
    if isTabBarRoot && modals.isEmpty {
      for u in app.tabIDs {
        let move = Move(u == selectedTab ? .reselectTab(u) : .selectTab(u), on: v)
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

  /// The state `moves` replayed from this state end in, without the states between; nil if one of
  /// them does not act.
  package func replayed(_ moves: [Move], _ model: NavigationModel) -> NavigationState? {
    var state = self
    for move in moves {
      guard state.apply(move, model) else { return nil }
    }
    return state
  }
}
