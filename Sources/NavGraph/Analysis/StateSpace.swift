/// The reachable concrete states of an app with deep links or compound actions (format 1.1), found
/// breadth-first up to a bound: what the analyses decide state by state where the configurations
/// do not decide (`DeepLinkTraps`, `ActionActivity`).
///
/// Algorithm: breadth-first search from the launch state over `NavigationState.moves` (the user's
/// moves in the model's order) and then every deep link in file order, each state numbered on
/// discovery, with the tree of first discoveries (`SearchTree`: a shortest route to each). It stops
/// when more than `maxStates` states are found, or states holding more than `maxStates ×
/// NavigationState.framesPerState` screens in all (`complete` false): the state space of such apps
/// can be infinite (a deep link or a compound action can push onto a stack it reveals).
///
/// Complexity: O(N·(M + D)) time and memory for N states, M moves and D deep links per state.
package struct StateSpace: Sendable {
  /// The states in order of discovery; 0 is launch.
  private(set) var states: [NavigationState] = []
  /// The number of each state.
  private(set) var index: [NavigationState: Int32] = [:]
  /// The first route to each state.
  private(set) var tree = SearchTree()
  /// Per state, the states its user's moves lead to (in move order), with the move.
  private(set) var user: [[(move: Move, state: Int32)]] = []
  /// Per state, the states the deep links opened there lead to, with the move.
  private(set) var opened: [[(move: Move, state: Int32)]] = []
  /// What stopped the search before every reachable state was found; nil when none did.
  private(set) var stoppedBy: Bound?

  /// Whether every reachable state was found (else the search stopped at its bound).
  var complete: Bool { stoppedBy == nil }

  /// The bound a search stopped at, as the notes of `check` say it.
  package enum Bound: Sendable, Equatable, CustomStringConvertible {
    /// More than this many states were found.
    case states(Int)
    /// The states found, this many, hold more than `screens` screens on their stacks in all.
    case screens(found: Int, screens: Int)

    /// What the app has, for a note: "more than 20000 states", or "at least 1573 states holding
    /// more than 1280000 screens in all".
    package var description: String {
      switch self {
      case .states(let bound): return "more than \(bound) states"
      case .screens(let found, let screens):
        return "at least \(found) states holding more than \(screens) screens in all"
      }
    }
  }

  /// The states of `model`'s app, at most `maxStates` (about: the last state expanded may add a
  /// few more before the search stops).
  init(model: NavigationModel, maxStates: Int) {
    guard let launch = NavigationState.launch(model) else { return }
    states = [launch]
    index = [launch: 0]
    var frames = launch.frameCount
    var head = 0
    while head < states.count {
      guard states.count <= maxStates else {
        stoppedBy = .states(maxStates)
        return
      }
      guard frames <= maxStates * NavigationState.framesPerState else {
        stoppedBy = .screens(found: states.count, screens: maxStates * NavigationState.framesPerState)
        return
      }
      let state = states[head]
      var events = state.moves(model)
      let userCount = events.count
      for d in model.app.deepLinks.indices {
        let move = Move(.deepLink(d), on: state.visible)
        if let next = state.applying(move, model) { events.append((move, next)) }
      }
      var userNext: [(move: Move, state: Int32)] = []
      var openedNext: [(move: Move, state: Int32)] = []
      for (i, (move, next)) in events.enumerated() {
        let id: Int32
        if let known = index[next] {
          id = known
        } else {
          id = tree.add(from: Int32(head), by: move)
          index[next] = id
          states.append(next)
          frames += next.frameCount
        }
        if i < userCount { userNext.append((move, id)) } else { openedNext.append((move, id)) }
      }
      user.append(userNext)
      opened.append(openedNext)
      head += 1
    }
  }
}
