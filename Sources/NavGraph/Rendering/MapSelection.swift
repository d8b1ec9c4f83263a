/// The screens a map draws in full, chosen before the map is built: all of them, one area's page,
/// the neighbourhood of one screen, or a page's screens within that neighbourhood.
///
/// An area's page (`MapView`) draws its area in full and, breadth-first, every modal flow that a
/// screen drawn in full presents (by any modal link, reachable or not). The page of what is outside
/// the tabs also draws the modal flows that no tab's page and no shared destinations' page draws, so
/// that every screen is drawn in full on one of the pages. A neighbourhood is every screen within
/// `radius` links of the focus, following links in both directions (breadth-first over an
/// undirected adjacency in compressed rows; a `tab` link joins its screen and the tab's root). All
/// linear in screens and links.
struct MapSelection {
  /// Per screen: drawn in full or not.
  var kept: [Bool]
  /// For an area's page: per area, whether the page draws it in full, and whether it draws the
  /// screens outside every area. Nil for the whole map and the overview.
  var page: (areas: [Bool], outside: Bool)?

  /// Chooses the screens; `graph` is made by `makeGraph` only when a page or the overview needs
  /// the areas.
  init(app: App, options: RenderOptions, graph makeGraph: () -> (ConfigurationGraph, MapAreas)) throws {
    let count = app.screens.count
    var kept = [Bool](repeating: true, count: count)
    var focus: Int32? = nil
    if let focusID = options.focus {
      guard options.view != .overview else {
        throw RenderError.invalidView("--focus does not apply to the overview")
      }
      guard let f = app.screen(withID: focusID)?.rawValue else { throw RenderError.unknownScreen(focusID) }
      guard options.radius >= 0 else { throw RenderError.invalidRadius(options.radius) }
      focus = f
    }
    var home: Int32? = nil
    var outside = false
    switch options.view {
    case .all, .overview:
      break
    case .tab(let tabID):
      guard let t = app.tab(withID: tabID)?.rawValue else {
        throw RenderError.unknownTab(tabID, known: app.tabs.map(\.id))
      }
      home = t
    case .sharedDestinations:
      guard let shared = makeGraph().1.shared else {
        throw RenderError.invalidView(
          "nothing to draw: the app has no shared destinations (no screen is shown by the stacks of two tabs)"
        )
      }
      home = shared
    case .outsideTheTabs:
      outside = true
    }
    if home != nil || outside {
      let areas = makeGraph().1
      let drawn = Self.pageAreas(home: home, outside: outside, app: app, areas: areas)
      for s in 0..<count {
        let a = areas.areaOf[s]
        kept[s] = a >= 0 ? drawn[Int(a)] : outside
      }
      if outside && !kept.contains(true) {
        throw RenderError.invalidView(
          "nothing to draw: every screen is in a tab's area, the shared destinations or a modal flow they present"
        )
      }
      page = (drawn, outside)
    }
    if let focus {
      let near = Self.neighbourhood(of: focus, radius: options.radius, app: app)
      for s in 0..<count { kept[s] = kept[s] && near[s] }
      if page != nil, !kept.contains(true) {
        throw RenderError.emptySelection(
          area: Self.describe(options.view), focus: app.screens[Int(focus)].id, radius: options.radius)
      }
    }
    self.kept = kept
  }

  /// How an error names a page: `tab 'feed'`, `the shared destinations`, `outside the tabs`.
  static func describe(_ view: MapView) -> String {
    switch view {
    case .tab(let id): return "tab '\(id)'"
    case .sharedDestinations: return "the shared destinations"
    case .outsideTheTabs: return "outside the tabs"
    case .all, .overview: return "the map"
    }
  }

  /// The areas a page draws in full: `home` (or, with `outside`, the screens outside every area),
  /// and breadth-first every modal flow a screen drawn in full presents. With `outside`, also the
  /// modal flows that no tab's page and no shared destinations' page draws.
  static func pageAreas(home: Int32?, outside: Bool, app: App, areas: MapAreas) -> [Bool] {
    let count = app.screens.count
    var members = [[Int32]](repeating: [], count: areas.kinds.count)
    var outsiders: [Int32] = []
    for s in 0..<Int32(count) {
      let a = areas.areaOf[Int(s)]
      if a >= 0 { members[Int(a)].append(s) } else { outsiders.append(s) }
    }
    /// Marks `start` and every modal flow presented from what is marked, breadth-first.
    func close(_ start: [Int32], screens: [Int32], into drawn: inout [Bool]) {
      var work = start
      for a in start { drawn[Int(a)] = true }
      func present(from s: Int32) {
        for link in app.links(of: ScreenID(rawValue: s)) where link.kind.isModal {
          guard let target = link.targetScreen else { continue }
          let a = areas.areaOf[target.index]
          if a >= 0 && areas.isModal(a) && !drawn[Int(a)] {
            drawn[Int(a)] = true
            work.append(a)
          }
        }
      }
      for s in screens { present(from: s) }
      while let a = work.popLast() {
        for s in members[Int(a)] { present(from: s) }
      }
    }
    var drawn = [Bool](repeating: false, count: areas.kinds.count)
    if let home { close([home], screens: [], into: &drawn) }
    if outside {
      var covered = [Bool](repeating: false, count: areas.kinds.count)
      let homes = (0..<Int32(areas.kinds.count)).filter { !areas.isModal($0) }
      close(homes, screens: [], into: &covered)
      let leftover = (0..<Int32(areas.kinds.count)).filter { !covered[Int($0)] }
      close(leftover, screens: outsiders, into: &drawn)
    }
    return drawn
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
    for s in 0..<Int32(app.screens.count) {
      for l in app.screens[ScreenID(rawValue: s)].links {
        if let t = drawnMove(of: l, app: app)?.target { body(s, t) }
      }
    }
  }

  /// The move a link's edge draws, its kind and the screen it points at: for a link of one move,
  /// the link's kind and its target screen (its tab's root for `tab`); for a compound action
  /// (format 1.1 `then`), the last of its moves that names a screen or tab, so that the action is
  /// one edge to the screen it ends on (`dismiss, then push 'Profile'`: a push edge to Profile; the
  /// parts are in the edge's tooltip). Nil when no move names one. As the map numbers screens:
  /// their index in `App.screens`. O(parts).
  static func drawnMove(of l: LinkID, app: App) -> (kind: LinkKind, target: Int32)? {
    func target(_ link: Link) -> Int32? {
      switch link.destination {
      case .screen(let s)?: s.rawValue
      case .tab(let t)?: app.tabs[t].root?.rawValue
      case nil: nil
      }
    }
    if let parts = app.linkParts[l] {
      for part in parts.moves.reversed() {
        if let t = target(part) { return (part.kind, t) }
      }
    }
    let link = app.links[l]
    return target(link).map { (link.kind, $0) }
  }
}
