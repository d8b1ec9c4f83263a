/// The grouping of screens into clusters for drawing.
///
/// Algorithm: each tab, in tab-bar order, claims the screens its root reaches by `push` links
/// (breadth-first; a screen pushed from two tabs belongs to the first). Then each screen that is
/// the target of a sheet, popover or full-screen cover and is still unclaimed, in screen order,
/// roots a modal cluster that claims what it reaches by `push` links the same way. Everything else
/// (the entry flow, `replace` targets, unreachable screens) is drawn outside any cluster.
/// Linear in screens and links; iterative.
struct MapClusters {
  enum Kind: Hashable, Sendable {
    case tab(Int32)
    /// A modal flow: its root screen and the kind of its first presenting link in file order.
    case modal(root: Int32, kind: LinkKind)
  }

  /// The clusters: tabs in tab-bar order (so a tab's index is its cluster's), then modal flows by
  /// root screen index.
  var kinds: [Kind]
  /// Per screen: its cluster's index into `kinds`, or -1.
  var clusterOf: [Int32]

  init(app: App) {
    let count = app.screens.count
    var clusterOf = [Int32](repeating: -1, count: count)
    var kinds: [Kind] = []
    var queue: [Int32] = []

    func claim(from root: Int32, cluster: Int32) {
      guard clusterOf[Int(root)] < 0 else { return }
      clusterOf[Int(root)] = cluster
      queue.removeAll(keepingCapacity: true)
      queue.append(root)
      var head = 0
      while head < queue.count {
        let s = queue[head]
        head += 1
        for link in app.links(of: s) where link.kind == .push && link.target >= 0 && Int(link.target) < count
        {
          let t = link.target
          if clusterOf[Int(t)] < 0 {
            clusterOf[Int(t)] = cluster
            queue.append(t)
          }
        }
      }
    }

    for (t, tab) in app.tabs.enumerated() {
      kinds.append(.tab(Int32(t)))
      if tab.root >= 0 && Int(tab.root) < count { claim(from: tab.root, cluster: Int32(kinds.count - 1)) }
    }

    var modalKind = [LinkKind?](repeating: nil, count: count)
    for link in app.links
    where link.kind.isModal && link.target >= 0 && Int(link.target) < count
      && modalKind[Int(link.target)] == nil
    {
      modalKind[Int(link.target)] = link.kind
    }
    for s in 0..<count {
      guard let kind = modalKind[s], clusterOf[s] < 0 else { continue }
      kinds.append(.modal(root: Int32(s), kind: kind))
      claim(from: Int32(s), cluster: Int32(kinds.count - 1))
    }

    self.kinds = kinds
    self.clusterOf = clusterOf
  }
}
