/// The sizes of every part of a synthetic app, fixed before any link is drawn: the tabs' sizes, the
/// modal flows, the dead ends and the unreachable screens. A port of the shape of the `App` class of
/// `gen_app.py`, the generator the reference figures of docs/PERFORMANCE.md were measured with (same
/// proportions, not the same bytes: the random generator differs).
///
/// With N screens (N ≥ 30): about N/10 screens in modal flows, a handful of dead ends (N/200, 1 to
/// 5), N/100 unreachable screens, the rest split unevenly between the tabs. O(N/10 + tabs).
struct SyntheticAppShape {
  /// A modal flow: `size` screens, presented by `kind` (`sheet` or `fullScreenCover`); with a stack
  /// of its own when `stack`.
  struct Flow {
    var size: Int
    var stack: Bool
    var fullScreen: Bool
  }

  let screens: Int
  let tabSizes: [Int]
  let flows: [Flow]
  let deadEnds: Int
  let unreachable: Int
  /// For each dead end `d<k>`, the tab and the index of the tab screen that presents it.
  let deadEndHosts: [(tab: Int, index: Int)]

  init(screens n: Int, tabs: Int, random: inout SeededRandom) {
    precondition(tabs >= 1 && n >= tabs, "need at least one screen per tab")
    screens = n
    let tiny = n < 30
    deadEnds = tiny ? 0 : min(5, max(1, n / 200))
    unreachable = tiny ? 0 : max(1, n / 100)
    let modalBudget = tiny ? 0 : n / 10
    let tabBudget = n - deadEnds - unreachable - modalBudget

    var flows: [Flow] = []
    var left = modalBudget
    while left > 0 {
      let stack = random.unit() < 0.5
      let size = stack ? min(left, 1 + random.between(1, 6)) : 1
      let fullScreen = random.unit() >= 0.75
      flows.append(Flow(size: size, stack: stack, fullScreen: fullScreen))
      left -= size
    }
    self.flows = flows

    let weights = (0..<tabs).map { _ in random.uniform(0.5, 1.5) }
    let total = weights.reduce(0, +)
    var sizes = weights.map { max(1, Int(Double(tabBudget) * $0 / total)) }
    sizes[0] += tabBudget - sizes.reduce(0, +)
    while sizes[0] < 1 {
      let biggest = sizes.indices.max { sizes[$0] < sizes[$1] }!
      sizes[biggest] -= 1
      sizes[0] += 1
    }
    tabSizes = sizes

    var hosts: [(tab: Int, index: Int)] = []
    for _ in 0..<deadEnds {
      let t = random.below(tabs)
      hosts.append((t, random.below(sizes[t])))
    }
    deadEndHosts = hosts
  }

  /// A tab screen biased toward shallow ones: a uniform tab, then an index drawn as `size × u²`,
  /// so low breadth-first numbers (the hubs near the root) come up far more often.
  func randomTabScreen(_ random: inout SeededRandom) -> (tab: Int, index: Int) {
    let t = random.below(tabSizes.count)
    let u = random.unit()
    return (t, Int(Double(tabSizes[t]) * u * u))
  }

  /// Two far-apart screens for a path query: the screen numbered last (one of the deepest) of the
  /// first tab, and of the last tab.
  var farApartPair: (from: String, to: String) {
    let last = tabSizes.count - 1
    return ("t0_\(tabSizes[0] - 1)", "t\(last)_\(tabSizes[last] - 1)")
  }
}
