/// The fewest moves from a state to a state showing a target screen in an app with compound
/// actions (format 1.1 `then`), where `SkeletonSearch` does not apply: a compound action's parts
/// act on the frames its backward moves reveal, so what it does depends on more than the
/// configuration and the start state's frames.
///
/// Algorithm: breadth-first search over concrete states (`NavigationState`), the user's moves in
/// the model's order (`NavigationState.moves`), so the route is a shortest one and ties go to the
/// first move, as `ConfigurationGraph`'s search breaks them. The state space can be infinite (a
/// compound action can push onto a stack it reveals): past `maxStates` states (or
/// `NavigationState.framesPerState` times as many screens on their stacks) the search says so
/// (`limit`) instead of answering that there is no path.
///
/// Complexity: O(N·M·S) time for N states explored, M moves per state and S the size of a state;
/// O(N·S) memory.
enum StatePathSearch {
  static func run(model: NavigationModel, start: NavigationState, target: Int32, maxStates: Int)
    -> SkeletonSearch.Result
  {
    if start.visible.rawValue == target { return .found([]) }
    var states = [start]
    var frames = start.frameCount
    var seen: Set<NavigationState> = [start]
    var tree = SearchTree()
    var seenScreen = [Bool](repeating: false, count: model.app.screens.count)
    var head = 0
    while head < states.count {
      seenScreen[states[head].visible.index] = true
      for (move, next) in states[head].moves(model) where seen.insert(next).inserted {
        let id = tree.add(from: Int32(head), by: move)
        if next.visible.rawValue == target { return .found(tree.route(to: id)) }
        states.append(next)
        frames += next.frameCount
        if states.count >= maxStates || frames > maxStates * NavigationState.framesPerState { return .limit }
      }
      head += 1
    }
    return .exhausted(seenScreens: seenScreen.indices.filter { seenScreen[$0] }.map(Int32.init))
  }
}
