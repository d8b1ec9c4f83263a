/// The `trap` check in an app with deep links or compound actions (format 1.1), by enumerating
/// its states.
///
/// The floors of `TrapFloors` rest on every frame being put back by the user's own moves once
/// popped; a deep link leaves frames the user may never be able to push again, so that argument
/// does not hold, and a compound action's parts act on the frames its backward moves reveal. Here
/// the reachable states (the user's moves and deep links opened in every state) are enumerated
/// breadth-first, up to a bound (`StateSpace`); a state is a trap when no sequence of the
/// user's moves from it shows home (a backward search from the states showing home over the user's
/// moves: deep links are events from outside the app and may not rescue the user). When there are
/// more states than the bound, the check is not decided (`decided` false).
///
/// Entries: a move or deep link from a state that is not a trap (it can show home, or it is a dead
/// end, which only a deep link leaves) into a trap state with a move, or launch itself when it is
/// one (when only deep links ever show home); one finding per entry screen, the first such entry in
/// breadth-first order, and the trap screens reachable from that screen's entries. Every trap state
/// is reached from launch, so every trap screen is an entry or reached from one.
///
/// Complexity: O(N·(M + D)) for N states, M moves and D deep links per state, after the
/// enumeration.
struct DeepLinkTraps {
  private(set) var decided = false
  private(set) var trapScreens: [Int32] = []
  private(set) var findings: [TrapFinding] = []
  private var index: [NavigationState: Int32] = [:]
  private var good: [Bool] = []

  init(space: StateSpace, home: Int32) {
    guard space.complete, !space.states.isEmpty else { return }
    let states = space.states
    let tree = space.tree
    let user = space.user.map { $0.map(\.state) }
    let all = zip(space.user, space.opened).map { $0 + $1 }
    index = space.index
    decided = true
    var reverse = [[Int32]](repeating: [], count: states.count)
    for (i, next) in user.enumerated() { for j in next { reverse[Int(j)].append(Int32(i)) } }
    var good = states.map { $0.visible.rawValue == home }
    var queue = (0..<Int32(states.count)).filter { good[Int($0)] }
    var i = 0
    while i < queue.count {
      for p in reverse[Int(queue[i])] where !good[Int(p)] {
        good[Int(p)] = true
        queue.append(p)
      }
      i += 1
    }
    self.good = good
    let trapped = { (s: Int32) in !good[Int(s)] && !user[Int(s)].isEmpty }
    trapScreens = Set((0..<Int32(states.count)).filter(trapped).map { states[Int($0)].visible.rawValue })
      .sorted()
    // Entry states in breadth-first order, per screen; launch first when it is itself a trap.
    var entries: [Int32: [Int32]] = [:]
    var firstEntry: [Int32: (state: Int32, route: [Move])] = [:]
    if trapped(0) {
      entries[states[0].visible.rawValue] = [0]
      firstEntry[states[0].visible.rawValue] = (0, [])
    }
    for p in 0..<Int32(states.count) where !trapped(p) {
      for (move, t) in all[Int(p)] where trapped(t) {
        let screen = states[Int(t)].visible.rawValue
        entries[screen, default: []].append(t)
        if firstEntry[screen] == nil { firstEntry[screen] = (t, tree.route(to: p) + [move]) }
      }
    }
    for screen in firstEntry.keys.sorted() {
      // The trap screens reachable from this screen's entries, through trap states.
      var seen = Set(entries[screen]!)
      var work = entries[screen]!
      var also = Set<Int32>()
      while let s = work.popLast() {
        if trapped(s) { also.insert(states[Int(s)].visible.rawValue) }
        for (_, t) in all[Int(s)] where !good[Int(t)] && seen.insert(t).inserted { work.append(t) }
      }
      also.remove(screen)
      findings.append(
        TrapFinding(screen: screen, route: firstEntry[screen]!.route, alsoTrapped: also.sorted()))
    }
  }

  /// Whether `state` (a reachable one) can never show home again; false when not decided.
  func isTrap(_ state: NavigationState) -> Bool {
    guard decided, let i = index[state] else { return false }
    return !good[Int(i)]
  }
}
