/// The push groups of a map: sets of screens of one area that all reach each other by push links
/// (profile → followers → profile ...), the strongly connected components of the push links whose
/// two ends are drawn in the same area, of at least `minimumScreens` screens.
///
/// A group is drawn compactly on the whole map when it is dense: at least `compactScreens` screens
/// and at least 1.5 links per screen among them, more than a ring of pushes has. Such a group's
/// screens are laid out in a grid inside a box that says how many links join them, and those links
/// are left out; the group's area page draws them all.
///
/// Algorithm: Tarjan's strongly connected components (`StronglyConnectedComponents`, iterative)
/// over the push links between drawn screens of one area, then one pass over those links to count
/// each group's. Linear in screens and links.
struct PushGroups {
  struct Group: Hashable, Sendable {
    /// The area the group's screens are drawn in.
    var area: Int32
    /// Its screens, in screen order.
    var screens: [Int32]
    /// The push links (global link indices) between its screens, in file order.
    var links: [Int32]
    /// Whether the whole map draws it compactly.
    var isDense: Bool
  }

  /// The smallest push group drawn as one (a pair that pushes each other is drawn as one edge
  /// with two heads instead).
  static let minimumScreens = 3
  /// The smallest group drawn compactly on the whole map.
  static let compactScreens = 4

  var groups: [Group]
  /// Per screen: its group's index into `groups`, or -1.
  var groupOf: [Int32]

  /// No push groups: a map that draws none (one with a focus).
  init() {
    groups = []
    groupOf = []
  }

  /// The push groups among the `kept` screens of `app`, each within one of `areas`' areas.
  init(app: App, areas: MapAreas, kept: [Bool]) {
    let count = app.screens.count
    var edges: [(source: Int32, target: Int32, label: Int32)] = []
    for s in 0..<Int32(count) where kept[Int(s)] && areas.areaOf[Int(s)] >= 0 {
      for l in app.screens[ScreenID(rawValue: s)].links {
        let link = app.links[l]
        guard link.kind == .push, let t = link.targetScreen?.rawValue, t != s, kept[Int(t)],
          areas.areaOf[Int(t)] == areas.areaOf[Int(s)]
        else { continue }
        edges.append((s, t, l.rawValue))
      }
    }
    let components = StronglyConnectedComponents(CSRGraph(vertexCount: count, edges: edges))
    var size = [Int32](repeating: 0, count: components.componentCount)
    for s in 0..<count { size[Int(components.component[s])] += 1 }

    var groupOfComponent = [Int32](repeating: -1, count: components.componentCount)
    var groups: [Group] = []
    var groupOf = [Int32](repeating: -1, count: count)
    for s in 0..<count where kept[s] && areas.areaOf[s] >= 0 {
      let c = Int(components.component[s])
      guard size[c] >= Self.minimumScreens else { continue }
      if groupOfComponent[c] < 0 {
        groupOfComponent[c] = Int32(groups.count)
        groups.append(Group(area: areas.areaOf[s], screens: [], links: [], isDense: false))
      }
      let g = groupOfComponent[c]
      groups[Int(g)].screens.append(Int32(s))
      groupOf[s] = g
    }
    for edge in edges {  // in file order: screens in order, each one's links in order
      let g = groupOf[Int(edge.source)]
      if g >= 0 && groupOf[Int(edge.target)] == g { groups[Int(g)].links.append(edge.label) }
    }
    for g in groups.indices {
      let screens = groups[g].screens.count
      groups[g].isDense = screens >= Self.compactScreens && 2 * groups[g].links.count >= 3 * screens
    }
    self.groups = groups
    self.groupOf = groupOf
  }
}
