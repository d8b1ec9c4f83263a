/// The screens a map draws, chosen before the map is built: all of them, what one tab shows, the
/// neighbourhood of one screen, or the intersection of the last two.
///
/// What tab T shows (`--tab T`) is read off the `ConfigurationGraph`: T's root, every screen with a
/// configuration in T's stack, every screen with a configuration in a modal presented from there
/// or from where T's root is first shown (a breadth-first search over the configurations' forward
/// moves that stays in modal containers), and the unreachable screens of the areas those screens
/// are drawn in (T's own, and the modal flows among them, widened through the modal links of their
/// unreachable screens).
/// A neighbourhood is every screen within `radius` links of the focus, following links in both
/// directions (breadth-first over an undirected adjacency in compressed rows; a `tab` link joins
/// its screen and the tab's root). Both are linear in configurations, screens and links.
struct MapSelection {
  /// Per screen: drawn or not.
  var kept: [Bool]
  /// With `--tab`: the tab's index, and per screen whether it is shown in that tab's own stack.
  var tab: (index: Int32, inStack: [Bool])?

  /// Chooses the screens; `graph` is needed only with `--tab` and is then made by `makeGraph`.
  init(app: App, options: RenderOptions, graph makeGraph: () -> (ConfigurationGraph, MapAreas)) throws {
    let count = app.screens.count
    var kept = [Bool](repeating: true, count: count)
    var tabIndex: Int32? = nil
    var focus: Int32? = nil
    if let tabID = options.tab {
      guard let t = app.tab(withID: tabID) else {
        throw RenderError.unknownTab(tabID, known: app.tabs.map(\.id))
      }
      tabIndex = t.rawValue
    }
    if let focusID = options.focus {
      guard let f = app.screen(withID: focusID)?.rawValue else { throw RenderError.unknownScreen(focusID) }
      guard options.radius >= 0 else { throw RenderError.invalidRadius(options.radius) }
      focus = f
    }
    if let t = tabIndex {
      let (graph, areas) = makeGraph()
      let shown = Self.shown(in: t, graph: graph, areas: areas)
      kept = shown.kept
      tab = (t, shown.inStack)
    }
    if let focus {
      let near = Self.neighbourhood(of: focus, radius: options.radius, app: app)
      for s in 0..<count { kept[s] = kept[s] && near[s] }
      if let tabID = options.tab, !kept.contains(true) {
        throw RenderError.emptySelection(
          tab: tabID, focus: app.screens[Int(focus)].id, radius: options.radius)
      }
    }
    self.kept = kept
  }

  /// The screens tab `t` shows, and which of them are in its own stack.
  static func shown(in t: Int32, graph: ConfigurationGraph, areas: MapAreas) -> (
    kept: [Bool], inStack: [Bool]
  ) {
    let model = graph.model
    let app = model.app
    let count = app.screens.count
    var kept = [Bool](repeating: false, count: count)
    var inStack = [Bool](repeating: false, count: count)
    var visited = [Bool](repeating: false, count: graph.count)
    var queue: [Int32] = []
    for n in 0..<Int32(graph.count) where graph.configuration(n).container == t {
      visited[Int(n)] = true
      queue.append(n)
      let s = Int(graph.configuration(n).screen)
      kept[s] = true
      inStack[s] = true
    }
    // The tab's root belongs to its area even where it is first shown outside the tab bar (after
    // a `replace`), and so do the modals it presents there.
    let root = app.tabs[Int(t)].root
    if let root, graph.isReachable(root) {
      let n = graph.firstNode[root.index]
      if !visited[Int(n)] {
        visited[Int(n)] = true
        queue.append(n)
      }
    }
    var head = 0
    while head < queue.count {
      let c = graph.configuration(queue[head])
      head += 1
      for l in model.links(of: c.screen) where model.acts(link: l, in: c) {
        guard let next = model.forwardTarget(link: l, from: c), model.isModal(next.container),
          let n = graph.node(of: next), !visited[Int(n)]
        else { continue }
        visited[Int(n)] = true
        queue.append(n)
        kept[Int(next.screen)] = true
      }
    }

    // The unreachable screens of the areas drawn: tab t's and the modal flows shown, then the
    // modal flows their unreachable screens present.
    var drawn = [Bool](repeating: false, count: areas.kinds.count)
    drawn[Int(t)] = true
    for s in 0..<count where kept[s] && areas.areaOf[s] >= 0 && areas.isModal(areas.areaOf[s]) {
      drawn[Int(areas.areaOf[s])] = true
    }
    var members = [[Int32]](repeating: [], count: areas.kinds.count)
    for s in 0..<Int32(count) where areas.areaOf[Int(s)] >= 0 && !graph.isReachable(s) {
      members[Int(areas.areaOf[Int(s)])].append(s)
    }
    if let root { kept[root.index] = true }
    var work = (0..<Int32(areas.kinds.count)).filter { drawn[Int($0)] }
    while let a = work.popLast() {
      for s in members[Int(a)] {
        kept[Int(s)] = true
        for link in app.links(of: ScreenID(rawValue: s)) where link.kind.isModal {
          guard let screen = link.targetScreen, !graph.isReachable(screen) else { continue }
          let target = areas.areaOf[screen.index]
          if target >= 0 && !drawn[Int(target)] {
            drawn[Int(target)] = true
            work.append(target)
          }
        }
      }
    }
    return (kept, inStack)
  }

  /// The screens within `radius` links of `focus`, links followed both ways.
  static func neighbourhood(of focus: Int32, radius: Int, app: App) -> [Bool] {
    let count = app.screens.count
    var degree = [Int32](repeating: 0, count: count + 1)
    forEachEdge(app) { a, b in
      degree[Int(a)] += 1
      degree[Int(b)] += 1
    }
    var start = [Int32](repeating: 0, count: count + 1)
    for s in 0..<count { start[s + 1] = start[s] + degree[s] }
    var fill = start
    var neighbours = [Int32](repeating: 0, count: Int(start[count]))
    forEachEdge(app) { a, b in
      neighbours[Int(fill[Int(a)])] = b
      fill[Int(a)] += 1
      neighbours[Int(fill[Int(b)])] = a
      fill[Int(b)] += 1
    }

    var distance = [Int32](repeating: -1, count: count)
    distance[Int(focus)] = 0
    var queue: [Int32] = [focus]
    var head = 0
    while head < queue.count {
      let s = queue[head]
      head += 1
      guard Int(distance[Int(s)]) < radius else { continue }
      for i in Int(start[Int(s)])..<Int(start[Int(s) + 1]) {
        let n = neighbours[i]
        if distance[Int(n)] < 0 {
          distance[Int(n)] = distance[Int(s)] + 1
          queue.append(n)
        }
      }
    }
    return distance.map { $0 >= 0 }
  }

  /// Calls `body` with the two screens of every link that has a drawable target.
  private static func forEachEdge(_ app: App, _ body: (Int32, Int32) -> Void) {
    for s in app.screenIDs {
      for link in app.links(of: s) {
        if let t = drawnTarget(of: link, app: app) { body(s.rawValue, t.rawValue) }
      }
    }
  }

  /// The screen a link's edge points at: its target screen, or its tab's root; nil when it has none.
  static func drawnTarget(of link: Link, app: App) -> ScreenID? {
    switch link.destination {
    case .screen(let s)?: return s
    case .tab(let t)?: return app.tabs[t].root
    case nil: return nil
    }
  }
}
