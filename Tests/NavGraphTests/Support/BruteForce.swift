import Testing

@testable import NavGraph

/// An independent reference implementation of the navigation state model of the check issue and of
/// format 1.1's `dismissAction`, typed destinations, deep links and compound actions (`then`, issue
/// 12), written from the issues' text (it shares no code with `NavigationState` or
/// `NavigationModel`), and a breadth-first enumeration of its states, for comparing the analyses on
/// small apps.
struct BruteState: Hashable {
  enum Root: Hashable {
    case tabs(selected: Int, stacks: [[Int32]])
    case single([Int32])
  }

  struct Modal: Hashable {
    var kind: LinkKind
    var hasStack: Bool
    var stack: [Int32]
  }

  var root: Root
  var modals: [Modal]

  /// A flat encoding, cheaper to hash than the nested values.
  var key: [Int32] {
    var k: [Int32] = []
    switch root {
    case .tabs(let selected, let stacks):
      k.append(Int32(selected))
      for s in stacks {
        k.append(Int32(s.count))
        k += s
      }
    case .single(let stack):
      k.append(-1)
      k += stack
    }
    for m in modals {
      let kind: Int32 = m.kind == .sheet ? 0 : m.kind == .popover ? 1 : 2
      k.append(-2 - kind * 2 - (m.hasStack ? 1 : 0))
      k += m.stack
    }
    return k
  }
}

struct BruteModel {
  let app: App

  /// A `tab` link acts only in an app whose tabs all have a root.
  var tabsUsable: Bool { !app.tabs.isEmpty && app.tabs.allSatisfy { $0.root != nil } }

  /// Every tab's root alone, the stacks of a new tab bar (the tabs must be usable).
  var freshTabStacks: [[Int32]] { app.tabs.map { [$0.root!.rawValue] } }

  var launch: BruteState? {
    if let entry = app.entry { return BruteState(root: .single([entry.rawValue]), modals: []) }
    guard tabsUsable else { return nil }
    return BruteState(root: .tabs(selected: 0, stacks: freshTabStacks), modals: [])
  }

  func currentStack(_ s: BruteState) -> [Int32] {
    if let top = s.modals.last { return top.stack }
    switch s.root {
    case .tabs(let selected, let stacks): return stacks[selected]
    case .single(let stack): return stack
    }
  }

  func visible(_ s: BruteState) -> Int32 { currentStack(s).last! }

  /// Whether the current container hosts a NavigationStack: the top modal's, the selected tab's
  /// flag, or the single root screen's own flag.
  func currentHasStack(_ s: BruteState) -> Bool {
    if let top = s.modals.last { return top.hasStack }
    switch s.root {
    case .tabs(let selected, _): return app.tabs[selected].stack
    case .single(let stack): return app.screens[Int(stack[0])].stack
    }
  }

  /// Whether a screen of the current stack (root to visible) registers value type `type` with
  /// `navigationDestination(for:)`: a modal's stack does not see its presenter's registrations.
  func registers(_ s: BruteState, _ type: Int32) -> Bool {
    currentStack(s).contains { app.screens[Int($0)].destinations & (1 << UInt64(type)) != 0 }
  }

  /// Whether link `l` (a push) acts in `s`: there is a NavigationStack and, for a value push, a
  /// screen of the stack registers the value's type.
  func pushActs(_ l: LinkID, _ s: BruteState) -> Bool {
    guard currentHasStack(s) else { return false }
    guard let type = app.linkValues[l] else { return true }
    return registers(s, Int32(type))
  }

  func replacingCurrentStack(_ s: BruteState, _ stack: [Int32]) -> BruteState {
    var next = s
    if !next.modals.isEmpty {
      next.modals[next.modals.count - 1].stack = stack
      return next
    }
    switch next.root {
    case .tabs(let selected, var stacks):
      stacks[selected] = stack
      next.root = .tabs(selected: selected, stacks: stacks)
    case .single:
      next.root = .single(stack)
    }
    return next
  }

  /// Every move in the model's order, with the state it leads to; moves that leave the state
  /// unchanged are not moves.
  func moves(_ s: BruteState) -> [(Move, BruteState)] {
    var result: [(Move, BruteState)] = []
    let v = visible(s)
    let screen = app.screens[Int(v)]
    let stack = currentStack(s)
    func add(_ move: Move, _ next: BruteState?) {
      if let next, next != s { result.append((move, next)) }
    }
    let on = ScreenID(rawValue: v)
    for l in screen.links {
      add(Move(.link(l), on: on), applyingAction(l, to: s))
    }
    if stack.count >= 2 && !screen.backButtonHidden {
      add(Move(.back, on: on), replacingCurrentStack(s, Array(stack.dropLast())))
    }
    if let top = s.modals.last, top.kind == .sheet || top.kind == .popover, !screen.dismissDisabled {
      var next = s
      next.modals.removeLast()
      add(Move(.swipeDown, on: on), next)
    }
    if case .tabs(let selected, let stacks) = s.root, s.modals.isEmpty, !screen.hidesTabBar {
      for u in 0..<stacks.count {
        if u == selected {
          add(Move(.reselectTab(TabID(u)), on: on), replacingCurrentStack(s, [stack[0]]))
        } else {
          add(
            Move(.selectTab(TabID(u)), on: on),
            BruteState(root: .tabs(selected: u, stacks: stacks), modals: []))
        }
      }
    }
    return result
  }

  /// The state after a link of this kind, destination and value type, or nil where it does not act
  /// (a link of a screen, or a move of a deep link).
  func applyingLink(_ kind: LinkKind, _ destination: LinkDestination?, _ valueType: Int?, to s: BruteState)
    -> BruteState?
  {
    let stack = currentStack(s)
    let target: Int32
    switch destination {
    case .screen(let t)?: target = t.rawValue
    case .tab(let t)?: target = t.rawValue
    case nil: target = -1
    }
    switch kind {
    case .push:
      guard target >= 0, currentHasStack(s) else { return nil }
      if let valueType, !registers(s, Int32(valueType)) { return nil }
      return replacingCurrentStack(s, stack + [target])
    case .sheet, .popover, .fullScreenCover:
      guard target >= 0 else { return nil }
      var next = s
      next.modals.append(
        BruteState.Modal(kind: kind, hasStack: app.screens[Int(target)].stack, stack: [target]))
      return next
    case .tab:
      guard target >= 0, tabsUsable else { return nil }
      switch s.root {
      case .tabs(_, let stacks):
        return BruteState(root: .tabs(selected: Int(target), stacks: stacks), modals: [])
      case .single: return BruteState(root: .tabs(selected: Int(target), stacks: freshTabStacks), modals: [])
      }
    case .replace:
      guard target >= 0 else { return nil }
      return BruteState(root: .single([target]), modals: [])
    case .pop:
      guard stack.count >= 2 else { return nil }
      return replacingCurrentStack(s, Array(stack.dropLast()))
    case .popToRoot:
      guard stack.count >= 2 else { return nil }
      return replacingCurrentStack(s, [stack[0]])
    case .dismiss:
      guard !s.modals.isEmpty else { return nil }
      var next = s
      next.modals.removeLast()
      return next
    case .dismissAction:
      // Not the root of its stack: pop one level; the root of the topmost modal: dismiss it.
      if stack.count >= 2 { return replacingCurrentStack(s, Array(stack.dropLast())) }
      guard !s.modals.isEmpty else { return nil }
      var next = s
      next.modals.removeLast()
      return next
    }
  }

  /// The state after `moves` (with the value types `values` by position) applied in order to `s`,
  /// each to the state the previous one left, a move that cannot act (or changes nothing) skipped.
  func applyingSequence(_ moves: [Link], values: [Int: Int], to s: BruteState) -> BruteState {
    var state = s
    for (i, link) in moves.enumerated() {
      if let next = applyingLink(link.kind, link.destination, values[i], to: state) { state = next }
    }
    return state
  }

  /// The state after link `l`'s action in `s`, or nil where it does not act: its own move, then
  /// (format 1.1 `then`) each of its parts in order, each skipped where it cannot act; a compound
  /// action acts where its final state differs from `s`. A link without its target (an input
  /// error) never acts, whatever its parts.
  func applyingAction(_ l: LinkID, to s: BruteState) -> BruteState? {
    let link = app.links[l]
    if link.kind.target != .none && link.destination == nil { return nil }
    guard let parts = app.linkParts[l] else {
      return applyingLink(link.kind, link.destination, app.linkValues[l], to: s)
    }
    var values = [0: app.linkValues[l]].compactMapValues { $0 }
    for (i, t) in parts.moveValues { values[i + 1] = t }
    let next = applyingSequence([link] + parts.moves, values: values, to: s)
    return next == s ? nil : next
  }

  /// The state after deep link `d` is opened in `s`: its moves applied in order (`applyingSequence`).
  func openingDeepLink(_ d: Int, in s: BruteState) -> BruteState {
    applyingSequence(app.deepLinks[d].moves, values: app.deepLinks[d].moveValues, to: s)
  }

  /// Whether part `position` of link `l`'s compound action acts when the action is used in `s`: the
  /// state the link's own move and the parts before it leave is changed by that part.
  func partActs(_ l: LinkID, _ position: Int, in s: BruteState) -> Bool {
    let link = app.links[l]
    guard let parts = app.linkParts[l] else { return false }
    var state = applyingLink(link.kind, link.destination, app.linkValues[l], to: s) ?? s
    for (i, part) in parts.moves.enumerated() {
      let next = applyingLink(part.kind, part.destination, parts.moveValues[i], to: state)
      if i == position { return next != nil && next != state }
      if let next { state = next }
    }
    return false
  }

  /// When part `position` of link `l`'s compound action, performed in `s`, is a value push that
  /// fails for want of a registration: the root screen of the stack it fails on. Else nil.
  func partFailsRegistration(_ l: LinkID, _ position: Int, in s: BruteState) -> Int32? {
    let link = app.links[l]
    guard let parts = app.linkParts[l] else { return nil }
    var state = applyingLink(link.kind, link.destination, app.linkValues[l], to: s) ?? s
    for (i, part) in parts.moves.enumerated() {
      if i == position {
        guard part.kind == .push, part.isResolved, let type = parts.moveValues[i], currentHasStack(state),
          !registers(state, Int32(type))
        else { return nil }
        return currentStack(state)[0]
      }
      if let next = applyingLink(part.kind, part.destination, parts.moveValues[i], to: state) { state = next }
    }
    return nil
  }

  /// The deep links opened in `s` that change it, in file order, with the state each leads to.
  func deepLinkMoves(_ s: BruteState) -> [(Move, BruteState)] {
    app.deepLinks.indices.compactMap { d in
      let next = openingDeepLink(d, in: s)
      return next == s ? nil : (Move(.deepLink(d), on: ScreenID(rawValue: visible(s))), next)
    }
  }

  /// The state `route` leads to from `start`, its moves applied in turn. At a move that does not
  /// act, an issue `"<what>: move ... does not act"` is recorded and the state reached so far is
  /// returned.
  func replaying(_ route: [Move], from start: BruteState, _ what: String, _ text: String) -> BruteState {
    var state = start
    for move in route {
      guard let next = applying(move, to: state) else {
        Issue.record("\(what): move \(move) does not act\n\(text)")
        break
      }
      state = next
    }
    return state
  }

  /// The state after `move` (a user's move or a deep link), matched against the moves available
  /// in `s`; nil if it is not one.
  func applying(_ move: Move, to s: BruteState) -> BruteState? {
    if case .deepLink = move.action { return deepLinkMoves(s).first { $0.0 == move }?.1 }
    return moves(s).first { $0.0 == move }?.1
  }

  /// The same state as the library's type, for comparisons.
  func navigationState(_ s: BruteState) -> NavigationState {
    func ids(_ stack: [Int32]) -> [ScreenID] { stack.map(ScreenID.init(rawValue:)) }
    let modals = s.modals.map {
      NavigationState.Modal(kind: $0.kind, hasStack: $0.hasStack, stack: ids($0.stack))
    }
    switch s.root {
    case .tabs(let selected, let stacks):
      return NavigationState(
        tabStacks: stacks.map(ids), selectedTab: TabID(selected), rootStack: [], modals: modals)
    case .single(let stack):
      return NavigationState(tabStacks: [], selectedTab: TabID(0), rootStack: ids(stack), modals: modals)
    }
  }
}

/// Breadth-first enumeration of the states reachable from a start state, with a cap.
struct BruteExploration {
  var states: [BruteState] = []
  var index: [[Int32]: Int32] = [:]
  var parent: [Int32] = []
  /// The move that reached each state (none for the start).
  var via: [Move?] = []
  var depth: [Int32] = []
  /// Per expanded state, its successors' indices by the user's moves (in move order): deep links
  /// reach states, but are not moves of the user.
  var successors: [[Int32]] = []
  /// Per expanded state, its successors by deep links.
  var deepLinkSuccessors: [[Int32]] = []
  /// Whether every reachable state was enumerated.
  private(set) var complete = false
  /// Every state at this depth or less was found (Int.max when complete).
  private(set) var discoveredDepth = Int.max

  /// Explores from `start` by the user's moves and, with `deepLinks`, by opening deep links (after
  /// the user's moves, in file order).
  init(
    _ model: BruteModel, from start: BruteState, cap: Int, deepLinks: Bool = false,
    stop: ((BruteState) -> Bool)? = nil
  ) {
    add(start, parent: -1, via: nil, depth: 0)
    if let stop, stop(start) { return }
    var head = 0
    while head < states.count {
      if states.count > cap {
        discoveredDepth = Int(depth[head])
        return
      }
      var next: [Int32] = []
      var opened: [Int32] = []
      let user = model.moves(states[head])
      let events = deepLinks ? model.deepLinkMoves(states[head]) : []
      for (i, (move, state)) in (user + events).enumerated() {
        let id = index[state.key] ?? add(state, parent: Int32(head), via: move, depth: depth[head] + 1)
        if i < user.count { next.append(id) } else { opened.append(id) }
        if let stop, stop(state) { return }
      }
      successors.append(next)
      deepLinkSuccessors.append(opened)
      head += 1
    }
    complete = true
  }

  @discardableResult
  private mutating func add(_ s: BruteState, parent p: Int32, via m: Move?, depth d: Int32) -> Int32 {
    let id = Int32(states.count)
    states.append(s)
    index[s.key] = id
    parent.append(p)
    via.append(m)
    depth.append(d)
    return id
  }

  func route(to id: Int32) -> [Move] {
    var moves: [Move] = []
    var n = id
    while parent[Int(n)] >= 0 {
      moves.append(via[Int(n)]!)
      n = parent[Int(n)]
    }
    return moves.reversed()
  }

  /// Per state (complete explorations only): whether a state showing `home` is reachable from it.
  func canReach(_ home: Int32, _ model: BruteModel) -> [Bool] {
    var reverse = [[Int32]](repeating: [], count: states.count)
    for (i, next) in successors.enumerated() { for j in next { reverse[Int(j)].append(Int32(i)) } }
    var good = [Bool](repeating: false, count: states.count)
    var queue: [Int32] = []
    for (i, s) in states.enumerated() where model.visible(s) == home {
      good[i] = true
      queue.append(Int32(i))
    }
    var head = 0
    while head < queue.count {
      for p in reverse[Int(queue[head])] where !good[Int(p)] {
        good[Int(p)] = true
        queue.append(p)
      }
      head += 1
    }
    return good
  }
}

extension BruteModel {
  /// The screens of reachable states that have a move and from which no state showing `home` is
  /// reachable, by enumerating every state; nil when there are more than `cap` states.
  func trapScreens(cap: Int = 100_000) -> [Int32]? {
    guard let launch, let home = app.home?.rawValue else { return nil }
    let all = BruteExploration(self, from: launch, cap: cap, deepLinks: true)
    guard all.complete else { return nil }
    let good = all.canReach(home, self)
    var result = Set<Int32>()
    for (i, s) in all.states.enumerated() where !good[i] && !all.successors[i].isEmpty {
      result.insert(visible(s))
    }
    return result.sorted()
  }
}
