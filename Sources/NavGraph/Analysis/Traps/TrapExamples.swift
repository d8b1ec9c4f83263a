/// Example routes for the trap findings: for each screen through which the user first falls into a
/// trap, a route from launch to a trap state showing it.
///
/// Algorithm: breadth-first search over concrete states from launch, trying moves in the model's
/// order, that keeps one state per `TrapSituation` key (states with the same key reach the same
/// situations, so no situation is missed). A move from a state that can show home again into one
/// that cannot, and that is not a dead end, is an *entry*: the first entry showing a screen makes
/// that screen's finding, with the route to it. The trap screens above the entry's floor (G(floor),
/// all trapped) and those the search meets later below the entry are listed with it. The search
/// stops when every trap screen is covered, or after `maxStates` states; trap screens still not
/// covered then get a finding without a route.
///
/// Complexity: O(S · (M + F)) for S states searched, M moves per state and F frames per state, plus
/// O(size of G(floor)) per finding. It runs only when there are traps.
enum TrapExamples {
  static func find(_ reach: ForwardReach, trapped: [Bool], trapScreens: [Int32], maxStates: Int)
    -> [TrapFinding]
  {
    let model = reach.graph.model
    var tabs: [[Int32]: (good: [UInt64], either: [UInt64])] = [:]
    guard !trapScreens.isEmpty, let launch = NavigationState.launch(model),
      let first = TrapSituation(launch, reach, tabs: &tabs)
    else { return [] }
    let need = Set(trapScreens)
    var covered = Set<Int32>()
    var screens: [Int32] = []
    var routes: [[Move]] = []
    var also: [Set<Int32>] = []
    var findingOf: [Int32: Int] = [:]

    var seen: [[Int32]: Int32] = [first.key: 0]
    var tree = SearchTree()
    var good: [Bool] = [first.good]
    var entry: [Int32] = [-1]
    var states: [NavigationState?] = [launch]

    var head = 0
    search: while head < states.count {
      guard let state = states[head] else { break }
      states[head] = nil
      let from = Int32(head)
      head += 1
      for (move, next) in state.moves(model) {
        guard let situation = TrapSituation(next, reach, tabs: &tabs), seen[situation.key] == nil else {
          continue
        }
        let id = tree.add(from: from, by: move)
        seen[situation.key] = id
        good.append(situation.good)
        var trapEntry: Int32 = -1
        let screen = next.visible.rawValue
        if !situation.good && reach.has(situation.top, .hasMove) {
          if good[Int(from)] {
            if let index = findingOf[screen] {
              trapEntry = Int32(index)
            } else {
              trapEntry = Int32(screens.count)
              findingOf[screen] = screens.count
              screens.append(screen)
              routes.append(tree.route(to: id))
              let above = trappedScreens(above: situation.floor, reach, trapped)
              also.append(above)
              covered.insert(screen)
              covered.formUnion(above)
            }
          } else if entry[Int(from)] >= 0 {
            trapEntry = entry[Int(from)]
            if screen != screens[Int(trapEntry)] { also[Int(trapEntry)].insert(screen) }
            covered.insert(screen)
          }
        }
        entry.append(trapEntry)
        states.append(next)
        if covered.isSuperset(of: need) || tree.count >= maxStates { break search }
      }
    }

    for screen in need.subtracting(covered).sorted() {
      findingOf[screen] = screens.count
      screens.append(screen)
      routes.append([])
      also.append([])
    }
    var findings: [TrapFinding] = []
    for i in 0..<screens.count {
      let others = also[i].subtracting([screens[i]]).sorted()
      findings.append(TrapFinding(screen: screens[i], route: routes[i], alsoTrapped: others))
    }
    return findings.sorted { $0.screen < $1.screen }
  }

  /// The trap screens (not dead ends) shown above `floor`: G(floor), by pushes and presentations.
  static func trappedScreens(above floor: Int32, _ reach: ForwardReach, _ trapped: [Bool]) -> Set<Int32> {
    let forward = reach.forward
    var result = Set<Int32>()
    var seen: Set<Int32> = [floor]
    var queue = [floor]
    var i = 0
    while i < queue.count {
      let v = queue[i]
      i += 1
      if trapped[Int(v)] && reach.has(v, .hasMove) {
        result.insert(reach.graph.configuration(v).screen)
      }
      for e in forward.edges(v) where forward.isPushOrPresentation(e) {
        if seen.insert(forward.targets[e]).inserted { queue.append(forward.targets[e]) }
      }
    }
    return result
  }
}
