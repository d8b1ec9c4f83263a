/// The screens a map draws, chosen before the map is built: all of them, one tab's area, the
/// neighbourhood of one screen, or the intersection of the last two.
///
/// A tab's area is its cluster plus the modal clusters presented from the area, transitively
/// (a worklist over clusters). A neighbourhood is every screen within `radius` links of the focus,
/// following links in both directions (breadth-first over an undirected adjacency in compressed
/// rows; a `tab` link joins its screen and the tab's root). Both are linear in screens and links.
struct MapSelection {
  /// Per screen: drawn or not.
  var kept: [Bool]

  init(app: App, clusters: MapClusters, options: RenderOptions) throws {
    let count = app.screens.count
    var kept = [Bool](repeating: true, count: count)
    if let tabID = options.tab {
      guard let t = app.tabIndex(of: tabID) else {
        throw RenderError.unknownTab(tabID, known: app.tabs.map(\.id))
      }
      let area = Self.area(of: t, app: app, clusters: clusters)
      for s in 0..<count { kept[s] = kept[s] && area[s] }
    }
    if let focusID = options.focus {
      guard let focus = app.screenIndex(of: focusID) else { throw RenderError.unknownScreen(focusID) }
      guard options.radius >= 0 else { throw RenderError.invalidRadius(options.radius) }
      let near = Self.neighbourhood(of: focus, radius: options.radius, app: app)
      for s in 0..<count { kept[s] = kept[s] && near[s] }
    }
    self.kept = kept
  }

  /// The screens of tab `t`'s cluster and of the modal clusters presented from them.
  static func area(of t: Int32, app: App, clusters: MapClusters) -> [Bool] {
    let clusterCount = clusters.kinds.count
    var members = [[Int32]](repeating: [], count: clusterCount)
    for (s, c) in clusters.clusterOf.enumerated() where c >= 0 { members[Int(c)].append(Int32(s)) }
    var inArea = [Bool](repeating: false, count: clusterCount)
    var work: [Int32] = [t]
    inArea[Int(t)] = true
    while let c = work.popLast() {
      for s in members[Int(c)] {
        for link in app.links(of: s)
        where link.kind.isModal && link.target >= 0 && Int(link.target) < app.screens.count {
          let target = clusters.clusterOf[Int(link.target)]
          if target >= 0 && !inArea[Int(target)] {
            inArea[Int(target)] = true
            work.append(target)
          }
        }
      }
    }
    return clusters.clusterOf.map { $0 >= 0 && inArea[Int($0)] }
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
      for link in app.links(of: s) {
        if let t = drawnTarget(of: link, app: app) { body(s, t) }
      }
    }
  }

  /// The screen a link's edge points at: its target screen, or its tab's root; nil when it has none.
  static func drawnTarget(of link: Link, app: App) -> Int32? {
    guard link.target >= 0 else { return nil }
    switch link.kind.target {
    case .screen:
      return Int(link.target) < app.screens.count ? link.target : nil
    case .tab:
      guard Int(link.target) < app.tabs.count else { return nil }
      let root = app.tabs[Int(link.target)].root
      return root >= 0 && Int(root) < app.screens.count ? root : nil
    case .none:
      return nil
    }
  }
}
