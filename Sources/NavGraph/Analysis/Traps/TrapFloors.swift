/// The floors that are traps in some reachable state: the exact core of `TrapAnalysis`.
///
/// A *floor* is a frame the user cannot go below without leaving the tab (no pop, no reset to the
/// stack's root, no dismiss, no `tab` link back to the selected tab anywhere above it): the root of
/// the root stack, or a frame pushed or presented where `ForwardReach.hasDown` fails. Every frame
/// of a state can reach its floor and come back (pops, resets and dismissals can be undone by
/// pushing and presenting again), so a state can show home again exactly when its floor can, and
/// the screens visible above a floor are exactly those of G(floor) (docs/TRAPS.md has the proofs).
///
/// Algorithm: a breadth-first search over *visits*: a stay on a single root (`entry` or `replace`
/// X: the fresh state decides it alone) or in tab w of the tab bar, together with the floor of every
/// other tab's stack as the user left it. A visit's floors are found from its arrival floor through
/// each floor's *region* (the configurations above it down to which it can return: pushes through
/// frames that have a way down); a floor of tab w is a trap when G(floor) neither sees home nor
/// switches to a tab from which home is reachable through the other tabs' frozen floors
/// (`TrapSituation.tabGood`). Leaving tab w from a floor's region to tab T starts the visit of T with
/// w frozen at that floor. Modal floors above a good floor are checked per distinct situation by a
/// search pruned by `ForwardReach.candidateAbove`. Regions are explored only in containers that
/// can hold a floor above the root, or when a modal floor can exist at all.
///
/// Complexity: O(C + E) for the regions (each floor's region once), plus O(V · (F + T²)) for V visits
/// with F floors each and T tabs. V is the number of distinct combinations of frozen floors that
/// occur: the number of tabs in apps where every pushed screen can go back (a back button, a `pop`
/// link, a `popToRoot` link or the tab bar), whose only floors are the roots.
struct TrapFloors {
  let reach: ForwardReach
  /// Floors (configuration nodes) that are traps in some reachable state, sorted.
  private(set) var badFloors: [Int32] = []

  private struct Region {
    var children: [Int32] = []
    /// The tabs a switch from the region selects (the floor's own tab excluded).
    var switches: [UInt64]
    var modalRoots: [Int32] = []
    var candidate = false
    var singleCandidate = false
  }

  private var regions: [Region] = []
  private var regionIndex: [Int32: Int32] = [:]
  private var stamp: [Int32]
  private var stampValue: Int32 = 0
  /// Per container of the root stack: whether a frame above its root may be a floor.
  private var mayHoldFloors: [Bool]
  /// Whether some modal frame with moves may be a floor.
  private var modalFloorsPossible = false

  init(reach: ForwardReach) {
    self.reach = reach
    let graph = reach.graph
    let model = graph.model
    stamp = [Int32](repeating: 0, count: graph.count)
    mayHoldFloors = [Bool](repeating: false, count: model.containers.rootStackCount)
    for v in 0..<Int32(graph.count) where !reach.surelyHasDown(v) {
      let c = graph.configuration(v)
      if model.isModal(c.container) {
        if reach.has(v, .hasMove) { modalFloorsPossible = true }
      } else if !c.isRoot {
        mayHoldFloors[Int(c.container)] = true
      }
    }
    run()
  }

  private mutating func run() {
    let graph = reach.graph
    let model = graph.model
    var bad = Set<Int32>()
    var criteria: [[UInt64]: [Int32]] = [:]
    var tabVisits = Set<[Int32]>()
    var tabQueue: [[Int32]] = []
    func enqueueTabVisit(_ key: [Int32]) {
      if tabVisits.insert(key).inserted { tabQueue.append(key) }
    }
    let freshTabs = reach.tabRoots

    // Single roots: launch on `entry` and every reachable `replace` target.
    var singles: [Int32] = []
    if let launch = model.launch {
      if model.isTab(launch.container) { enqueueTabVisit([0] + freshTabs) } else { singles.append(0) }
    }
    if reach.hasReplace {
      let forward = reach.forward
      var seen = Set(singles)
      for v in 0..<Int32(graph.count) where reach.has(v, .replaces) {
        for e in forward.edges(v) where forward.kind(e) == .replace {
          if seen.insert(forward.targets[e]).inserted { singles.append(forward.targets[e]) }
        }
      }
    }
    for root in singles.sorted() {
      var floors = [root]
      var seen: Set<Int32> = [root]
      var i = 0
      while i < floors.count {
        let floor = floors[i]
        i += 1
        let region = self.region(of: floor, tab: -1)
        if !reach.reachesHome(floor) {
          bad.insert(floor)
        } else if region.singleCandidate {
          criteria[[UInt64.max], default: []].append(contentsOf: region.modalRoots)
        }
        for child in region.children where seen.insert(child).inserted { floors.append(child) }
      }
      if model.hasTabs && graph.model.app.links.contains(where: { $0.kind == .tab }) {
        let tabs = reach.tabLinksAbove(root)
        for t in 0..<Int(model.tabCount) where tabs[t / 64] & (1 << UInt64(t % 64)) != 0 {
          enqueueTabVisit([Int32(t)] + freshTabs)
        }
      }
    }

    // Visits of the tab bar.
    var head = 0
    let tabCount = Int(model.tabCount)
    while head < tabQueue.count {
      let key = tabQueue[head]
      head += 1
      let w = Int(key[0])
      let frozen = Array(key[1...])
      guard frozen[w] >= 0 else { continue }
      var situation: (good: [UInt64], either: [UInt64])?
      var floors = [frozen[w]]
      var seen: Set<Int32> = [frozen[w]]
      var i = 0
      while i < floors.count {
        let floor = floors[i]
        i += 1
        let region = self.region(of: floor, tab: w)
        var good = reach.has(floor, .showsHome)
        if !good {
          if situation == nil { situation = TrapSituation.tabGood(current: w, frozen: frozen, reach) }
          good = ForwardReach.intersects(reach.switchTargets(floor, tab: w), situation!.good)
        }
        if !good { good = reach.seesHome(floor) }
        if !good {
          bad.insert(floor)
        } else if region.candidate {
          if situation == nil { situation = TrapSituation.tabGood(current: w, frozen: frozen, reach) }
          var escape = situation!.either
          escape[w / 64] |= 1 << UInt64(w % 64)
          criteria[[UInt64(w)] + escape, default: []].append(contentsOf: region.modalRoots)
        }
        for child in region.children where seen.insert(child).inserted { floors.append(child) }
        for t in 0..<tabCount where region.switches[t / 64] & (1 << UInt64(t % 64)) != 0 {
          var next = key
          next[0] = Int32(t)
          next[1 + w] = floor
          enqueueTabVisit(next)
        }
      }
    }

    // Modal floors above good floors: one pruned search per distinct situation.
    for criterion in criteria.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      let forward = reach.forward
      let single = criterion[0] == UInt64.max
      let escape = Array(criterion.dropFirst())
      stampValue += 1
      var queue: [Int32] = []
      for r in criteria[criterion]! where stamp[Int(r)] != stampValue {
        stamp[Int(r)] = stampValue
        queue.append(r)
      }
      var i = 0
      while i < queue.count {
        let v = queue[i]
        i += 1
        guard reach.candidateAbove(v, single: single) else { continue }
        if reach.has(v, .hasMove) && !reach.hasDown(v) {
          let trapped =
            single
            ? !reach.reachesHome(v)
            : !reach.seesHome(v) && !ForwardReach.intersects(reach.tabLinksAbove(v), escape)
          if trapped {
            bad.insert(v)
            continue
          }
        }
        for e in forward.edges(v) where forward.isPushOrPresentation(e) {
          let t = forward.targets[e]
          if stamp[Int(t)] != stampValue {
            stamp[Int(t)] = stampValue
            queue.append(t)
          }
        }
      }
    }
    badFloors = bad.sorted()
  }

  /// The region of a floor of the root stack (memoized): the floors directly above it, the tabs the
  /// user can switch to from it (its pushes, and any modal presented over them), and the modals
  /// presented from it. `tab` is the floor's tab, or -1 for a single root. Without possible floors
  /// above it, the region is all of G(floor) and its switches are those of `switchTargets`.
  private mutating func region(of floor: Int32, tab: Int) -> Region {
    if let i = regionIndex[floor] { return regions[Int(i)] }
    let graph = reach.graph
    let container = graph.configuration(floor).container
    var region = Region(switches: [UInt64](repeating: 0, count: reach.tabWords))
    if !mayHoldFloors[Int(container)] && !modalFloorsPossible {
      if tab >= 0 { region.switches = reach.switchTargets(floor, tab: tab) }
    } else {
      explore(floor, into: &region)
      if tab >= 0 { region.switches[tab / 64] &= ~(1 << UInt64(tab % 64)) }
    }
    regionIndex[floor] = Int32(regions.count)
    regions.append(region)
    return region
  }

  private mutating func explore(_ floor: Int32, into region: inout Region) {
    let forward = reach.forward
    stampValue += 1
    stamp[Int(floor)] = stampValue
    var queue = [floor]
    var i = 0
    while i < queue.count {
      let v = queue[i]
      i += 1
      for e in forward.edges(v) {
        let t = forward.targets[e]
        switch forward.kind(e) {
        case .push:
          guard stamp[Int(t)] != stampValue else { continue }
          stamp[Int(t)] = stampValue
          if reach.hasDown(t) { queue.append(t) } else { region.children.append(t) }
        case .modal:
          guard stamp[Int(t)] != stampValue else { continue }
          stamp[Int(t)] = stampValue
          region.modalRoots.append(t)
          let tabs = reach.tabLinksAbove(t)
          for w in 0..<reach.tabWords { region.switches[w] |= tabs[w] }
          if reach.candidateAbove(t, single: false) { region.candidate = true }
          if reach.candidateAbove(t, single: true) { region.singleCandidate = true }
        case .tab:
          let u = Int(reach.graph.configuration(t).container)
          region.switches[u / 64] |= 1 << UInt64(u % 64)
        case .tabBar:
          region.switches = reach.allTabs
        default:
          break
        }
      }
    }
  }
}
