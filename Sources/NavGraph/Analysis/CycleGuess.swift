import Foundation

/// The cycles guessed on a second thread while the configuration graph is made: `check` starts one
/// (`NavigationAnalysis.check`) and takes its cycles when they are provably those `Cycles` makes
/// from the graph's facts, else makes them as before.
///
/// `Cycles` needs which screens are reachable and which push links act, both from the configuration
/// graph. The guess does without: it takes as reachable every screen the links lead to from launch
/// (the entry and the tabs' roots, through every link to a screen and every part of a compound
/// action), as acting every push link, and makes the cycles of that larger graph. The real graph is
/// the guessed one less the edges whose screen is not reachable or whose push does not act. Taking
/// edges out of a graph changes its strongly connected components only if one of them lies inside a
/// component (a path between two screens of a component stays inside it). So the guess holds when
/// every reachable screen was guessed reachable (the guessed graph is the larger) and no edge taken
/// out joins two screens of one guessed component, push or modal: then the components are the same,
/// so are the edges inside them, and the groups, their links and their example cycles (searches
/// confined to a group, over its screens' edges in file order) are exactly `Cycles`'s. The check is
/// one pass over the links. An app whose unreachable screens or inert pushes lie inside cycles
/// fails it and pays for the cycles twice, on two cores.
final class CycleGuess: @unchecked Sendable {
  /// The cycles of the guessed graph, the screens guessed reachable, and each screen's component in
  /// the guessed push and modal graphs.
  struct Made: Sendable {
    var cycles: Cycles
    var reachable: [Bool]
    var push: [Int32]
    var modal: [Int32]
  }

  /// The links of the apps for which `check` guesses: below, a thread's start is not worth it;
  /// above, the guess's buffers, alive beside the configuration graph's, would take the peak memory
  /// of `check` at 1,000,000 screens (4.2 million links) from 930 MB to 1,002 MB.
  static let guessedLinks = (1 << 14)...(1 << 21)

  /// Signalled by the second thread once `made` is written; `made` is read only after waiting.
  private let done = DispatchSemaphore(value: 0)
  private var made: Made?
  /// Whether the caller waited for `done` (the caller's state only).
  private var joined = false

  private init() {}

  /// Starts guessing the cycles of `analysis`'s app on a thread of its own.
  static func start(_ analysis: NavigationAnalysis) -> CycleGuess {
    let guess = CycleGuess()
    let thread = Thread {
      guess.made = make(analysis.model)
      guess.done.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
    return guess
  }

  /// Waits for the second thread to end (at most once).
  func join() {
    guard !joined else { return }
    joined = true
    done.wait()
  }

  /// The cycles guessed, when they are those of the real graph (`reachable` and `acting` from the
  /// configuration graph); nil when the guess does not hold.
  func cycles(model: NavigationModel, reachable: [Bool], acting: [Bool]) -> Cycles? {
    join()
    guard let made, made.holds(model: model, reachable: reachable, acting: acting) else { return nil }
    return made.cycles
  }

  /// The guess for `model`, on the calling thread.
  static func make(_ model: NavigationModel) -> Made {
    let reachable = linkReach(model)
    var components: (push: [Int32], modal: [Int32]) = ([], [])
    let cycles = Cycles(
      model: model, reachable: reachable, acting: [Bool](repeating: true, count: model.linkKinds.count),
      components: &components)
    return Made(cycles: cycles, reachable: reachable, push: components.push, modal: components.modal)
  }

  /// The screens the links lead to from launch: the entry and the tabs' roots, then the targets of
  /// every link to a screen and every part of a compound action to a screen, breadth first.
  static func linkReach(_ model: NavigationModel) -> [Bool] {
    let app = model.app
    var seen = [Bool](repeating: false, count: app.screens.count)
    var queue: [Int32] = []
    func enter(_ s: Int32) {
      guard s >= 0, !seen[Int(s)] else { return }
      seen[Int(s)] = true
      queue.append(s)
    }
    if let entry = app.entry { enter(entry.rawValue) }
    for tab in app.tabs { if let root = tab.root { enter(root.rawValue) } }
    var head = 0
    while head < queue.count {
      let s = queue[head]
      head += 1
      for l in model.links(of: s) {
        if model.linkKinds[l].target == .screen { enter(model.linkTargets[l]) }
        if model.hasCompoundActions, let parts = model.linkParts[l] {
          for part in parts where part.kind.target == .screen { enter(part.target) }
        }
      }
    }
    return seen
  }
}

extension CycleGuess.Made {
  /// Whether the cycles guessed are those of the graph of `reachable` screens and `acting` links
  /// (`CycleGuess`): every reachable screen was guessed reachable, and no edge of the guessed graphs
  /// missing from the real ones joins two screens of one guessed component. O(screens + links).
  func holds(model: NavigationModel, reachable: [Bool], acting: [Bool]) -> Bool {
    for s in reachable.indices where reachable[s] && !self.reachable[s] { return false }
    for s in self.reachable.indices where self.reachable[s] {
      let kept = reachable[s]
      for l in model.links(of: Int32(s)) {
        let t = Int(model.linkTargets[l])
        guard t >= 0 else { continue }
        switch model.linkKinds[l] {
        case .push:
          if !(kept && acting[l]) && (push[s] == push[t] || modal[s] == modal[t]) { return false }
        case let kind where kind.isModal:
          if !kept && modal[s] == modal[t] { return false }
        default:
          break
        }
      }
    }
    return true
  }
}
