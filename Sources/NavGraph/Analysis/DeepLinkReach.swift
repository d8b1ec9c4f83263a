/// The configurations visible in the states reachable with deep links and compound actions (format
/// 1.1): from launch by the user's moves (a compound action's parts run as a deep link's moves, from
/// the frame of the link's screen) and by deep links opened at any time, and what each deep link
/// shows.
///
/// A deep link acts on the frames of the state it is opened in (a `pop` reveals the frame below, a
/// `tab` the other tab's top) and leaves frames that were never visible (the screens it pushes
/// below the last), so the forward search of `ConfigurationGraph` does not suffice. This is a
/// saturation over relations between frames (a pushdown system's pairs, Bouajjani, Esparza and
/// Maler 1997; Schwoon 2002), where a frame is a configuration:
/// - `below(f)`: the frames that can be directly below `f` in its stack;
/// - `presenter(r)`: for a modal's root `r`, the frames that can be visible under the modal;
/// - `tabTop(u)`: the frames that can be the top of tab `u`'s stack (its root, and every frame of
///   the tab that is visible or covered by a modal).
/// A frame's moves depend only on its configuration and each placement only on the frames from it
/// upward, so every chain of pairs is realizable in a reachable state, and following the relations
/// is exact: a `pop` of `f` reveals every frame of `below(f)`; a `dismiss` every presenter of the
/// roots below `f`; a deep link's moves run on the set of all visible frames at once (opened warm
/// from every reachable state; launch is one of them, so cold is included). The rounds repeat
/// until no fact is added. Two cases are over-approximated (docs/MODEL.md): a frame left on top of
/// a tab the state does not show is counted as shown again by any later move to that tab, and the
/// parts of a compound action after a `tab` move (a cross-tab action) run on every frame that can
/// be that tab's top, not only on those it has in the states the action is used in (reachability
/// is undecidable there in general). `ConfigurationGraph`'s search over states settles both
/// wherever it ends within its bound.
///
/// Complexity: each round is O(F·(links + deep-link moves·F)) for F frames (at most screens ×
/// containers × 2 × masks), and there are at most as many rounds as facts; only apps with deep
/// links pay it.
struct DeepLinkReach {
  let model: NavigationModel
  private(set) var frames: [Configuration] = []
  private var index: [Configuration: Int32] = [:]
  private(set) var visible: [Bool] = []
  private var below: [Set<Int32>] = []
  private var presenter: [Set<Int32>] = []
  private var tabTop: [Set<Int32>]
  private var changed = false

  init(model: NavigationModel) {
    self.model = model
    tabTop = Array(repeating: [], count: Int(model.tabCount))
    guard let launch = model.launch else { return }
    if model.hasTabs {
      for u in 0..<model.tabCount { tabTop[Int(u)].insert(frame(model.root(model.tabRoot(u), in: u))) }
    }
    show(frame(launch))
    repeat {
      changed = false
      var f: Int32 = 0
      while Int(f) < frames.count {
        if visible[Int(f)] { userMoves(f) }
        f += 1
      }
      let shown = Set((0..<Int32(frames.count)).filter { visible[Int($0)] })
      for parts in model.deepLinkMoves {
        for end in run(parts, from: shown) { show(end) }
      }
    } while changed
  }

  /// The frame of configuration `c`, entered on first use.
  private mutating func frame(_ c: Configuration) -> Int32 {
    if let f = index[c] { return f }
    let f = Int32(frames.count)
    index[c] = f
    frames.append(c)
    visible.append(false)
    below.append([])
    presenter.append([])
    changed = true
    return f
  }

  private mutating func show(_ f: Int32) {
    guard !visible[Int(f)] else { return }
    visible[Int(f)] = true
    changed = true
    let c = frames[Int(f)]
    if model.isTab(c.container) { addTabTop(c.container, f) }
  }

  private mutating func addTabTop(_ u: Int32, _ f: Int32) {
    if tabTop[Int(u)].insert(f).inserted { changed = true }
  }

  private mutating func addBelow(_ f: Int32, _ p: Int32) {
    if below[Int(f)].insert(p).inserted { changed = true }
  }

  private mutating func addPresenter(_ r: Int32, _ p: Int32) {
    if presenter[Int(r)].insert(p).inserted { changed = true }
    let c = frames[Int(p)]
    if model.isTab(c.container) { addTabTop(c.container, p) }
  }

  /// The roots of the stacks `f` can be in (following `below` down).
  private func stackRoots(_ f: Int32) -> Set<Int32> {
    var seen: Set<Int32> = [f]
    var work = [f]
    var roots: Set<Int32> = []
    while let g = work.popLast() {
      if frames[Int(g)].isRoot { roots.insert(g) }
      for p in below[Int(g)] where seen.insert(p).inserted { work.append(p) }
    }
    return roots
  }

  /// Whether the states showing `f` can have the tab bar as their root, and whether a single
  /// screen: following the stacks down and each modal to its presenters.
  private func roots(_ f: Int32) -> (tabBar: Bool, single: Bool) {
    var tabBar = false
    var single = false
    var seen: Set<Int32> = [f]
    var work = [f]
    while let g = work.popLast() {
      for r in stackRoots(g) {
        let k = frames[Int(r)].container
        if model.isTab(k) {
          tabBar = true
        } else if !model.isModal(k) {
          single = true
        } else {
          for p in presenter[Int(r)] where seen.insert(p).inserted { work.append(p) }
        }
      }
    }
    return (tabBar, single)
  }

  /// The frames one link move of this kind leads to from `f` (`f` itself when it does not act).
  private mutating func step(_ part: NavigationModel.Part, from f: Int32) -> [Int32] {
    let c = frames[Int(f)]
    guard model.acts(kind: part.kind, target: part.target, value: part.value, in: c) else { return [f] }
    switch part.kind {
    case .push:
      let next = frame(model.pushed(part.target, onto: c))
      addBelow(next, f)
      return [next]
    case .sheet, .popover, .fullScreenCover:
      let next = frame(model.root(part.target, in: model.container(forRoot: part.target, kind: part.kind)))
      addPresenter(next, f)
      return [next]
    case .replace:
      return [frame(model.root(part.target, in: model.container(forRoot: part.target, kind: .replace)))]
    case .tab:
      if model.isTab(c.container) { addTabTop(c.container, f) }
      let (tabBar, single) = roots(f)
      var result = tabBar ? Array(tabTop[Int(part.target)]) : []
      if single { result.append(frame(model.root(model.tabRoot(part.target), in: part.target))) }
      return result
    case .pop:
      return Array(below[Int(f)])
    case .popToRoot:
      return Array(stackRoots(f))
    case .dismiss:
      return stackRoots(f).flatMap { presenter[Int($0)] }
    case .dismissAction:
      return c.isRoot ? Array(presenter[Int(f)]) : Array(below[Int(f)])
    }
  }

  /// The frames a deep link's moves end on, opened from every frame of `start`.
  private mutating func run(_ parts: [NavigationModel.Part], from start: Set<Int32>) -> Set<Int32> {
    var current = start
    for part in parts {
      var next: Set<Int32> = []
      for f in current { next.formUnion(step(part, from: f)) }
      current = next
    }
    return current
  }

  /// The user's moves from visible frame `f`: what they show. A compound action (format 1.1
  /// `then`) runs its own move and its parts from `f` as a deep link's moves do (a link without its
  /// target never acts).
  private mutating func userMoves(_ f: Int32) {
    let c = frames[Int(f)]
    for l in model.links(of: c.screen) {
      if model.linkParts[l] != nil {
        guard model.linkTargets[l] >= 0 || model.linkKinds[l].target == .none else { continue }
        for next in run(model.actionParts(link: l), from: [f]) { show(next) }
      } else if model.acts(link: l, in: c) {
        for next in step(model.part(link: l), from: f) { show(next) }
      }
    }
    if model.canGoBack(c) { for p in below[Int(f)] { show(p) } }
    if model.canSwipeDown(c) { for r in stackRoots(f) { for p in presenter[Int(r)] { show(p) } } }
    if model.showsTabBar(c) {
      addTabTop(c.container, f)
      for u in 0..<model.tabCount where u != c.container { for t in tabTop[Int(u)] { show(t) } }
      if !c.isRoot { for r in stackRoots(f) { show(r) } }
    }
  }

  /// The configurations visible in reachable states.
  var shown: [Configuration] { frames.indices.filter { visible[$0] }.map { frames[$0] } }

  /// The frames visible in reachable states, by number.
  var shownFrames: [Int32] { (0..<Int32(frames.count)).filter { visible[Int($0)] } }

  /// Link `l`'s action used from visible frame `f`, by the saturation: per move (its own first,
  /// then its parts), whether it acts from some frame the moves before it can leave. An
  /// over-approximation of where each move acts in the states showing `f` (each such state's
  /// visible configuration after the moves before is among those frames); with no compound
  /// action, exactly whether the link acts. O(moves × frames reached).
  mutating func movesActing(link l: Int, from f: Int32) -> [Bool] {
    var current: Set<Int32> = [f]
    var acting: [Bool] = []
    for part in model.actionParts(link: l) {
      acting.append(
        current.contains {
          model.acts(kind: part.kind, target: part.target, value: part.value, in: frames[Int($0)])
        })
      var next: Set<Int32> = []
      for g in current { next.formUnion(step(part, from: g)) }
      current = next
    }
    return acting
  }

  /// The screens at the roots of the stacks frame `f` can be in.
  func rootScreens(_ f: Int32) -> [Int32] { stackRoots(f).map { frames[Int($0)].screen } }

  /// Per deep link: whether, opened from some reachable state, it ends on a screen other than its
  /// `to` (every frame a deep link can end on is one of `frames`, so this adds none).
  mutating func failsWarm() -> [Bool] {
    let shown = Set((0..<Int32(frames.count)).filter { visible[Int($0)] })
    return model.app.deepLinks.indices.map { d in
      guard let to = model.app.deepLinks[d].to?.rawValue else { return false }
      return run(model.deepLinkMoves[d], from: shown).contains { frames[Int($0)].screen != to }
    }
  }
}
