/// The forward moves between the reachable configurations of a `ConfigurationGraph`, in compressed
/// sparse row form with each edge's kind: what the trap analysis's fixpoints and searches walk.
///
/// Vertices are the graph's nodes `0..<C` plus vertex `C`, a *hub* standing for the tab bar: every
/// configuration that shows the tab bar has an edge to the hub, and the hub has an edge to the root
/// configuration of every tab a reachable state shows. A configuration's edges are its acting
/// `push`, modal, `tab` and `replace` links in link order, each to the configuration it leads to,
/// then its hub edge. Pop, popToRoot, dismiss, dismissAction, back and swipe-down go down, not forward: they have
/// no edge. O(C + E) time and memory for E acting forward links.
struct ForwardGraph: Sendable {
  /// What an edge does.
  struct Kinds: OptionSet, Sendable {
    let rawValue: UInt8
    static let push = Kinds(rawValue: 1 << 0)
    /// sheet, popover, fullScreenCover.
    static let modal = Kinds(rawValue: 1 << 1)
    /// A `tab` link (to the selected tab's root configuration).
    static let tab = Kinds(rawValue: 1 << 2)
    static let replace = Kinds(rawValue: 1 << 3)
    /// To the hub, or from the hub to a tab's root.
    static let tabBar = Kinds(rawValue: 1 << 4)
    /// Everything the user can put on top of a configuration without leaving its state.
    static let pushesAndPresentations: Kinds = [.push, .modal]
    static let all: Kinds = [.push, .modal, .tab, .replace, .tabBar]
  }

  /// The edges of vertex `v` are `offsets[v]..<offsets[v + 1]` (C + 2 entries).
  let offsets: [Int32]
  let targets: [Int32]
  /// Per edge, its `Kinds` raw value (one bit).
  let kinds: [UInt8]

  /// `showsTabBar(v)` says whether node `v` shows the tab bar; `tabRoots` are the nodes of the tabs'
  /// root configurations (-1 for a tab no reachable state shows).
  init(graph: ConfigurationGraph, showsTabBar: (Int) -> Bool, tabRoots: [Int32]) {
    let model = graph.model
    let n = graph.count
    var offsets = [Int32](repeating: 0, count: n + 2)
    var targets: [Int32] = []
    var kinds: [UInt8] = []
    targets.reserveCapacity(n * 5)
    kinds.reserveCapacity(n * 5)
    for v in 0..<n {
      offsets[v] = Int32(targets.count)
      let c = graph.configuration(Int32(v))
      for l in model.links(of: c.screen) where model.acts(link: l, in: c) {
        let kind: Kinds
        switch model.linkKinds[l] {
        case .push: kind = .push
        case .sheet, .popover, .fullScreenCover: kind = .modal
        case .tab: kind = .tab
        case .replace: kind = .replace
        case .pop, .popToRoot, .dismiss, .dismissAction: continue
        }
        guard let next = model.forwardTarget(link: l, from: c), let t = graph.node(of: next) else { continue }
        targets.append(t)
        kinds.append(kind.rawValue)
      }
      if showsTabBar(v) {
        targets.append(Int32(n))
        kinds.append(Kinds.tabBar.rawValue)
      }
    }
    offsets[n] = Int32(targets.count)
    for r in tabRoots where r >= 0 {
      targets.append(r)
      kinds.append(Kinds.tabBar.rawValue)
    }
    offsets[n + 1] = Int32(targets.count)
    self.offsets = offsets
    self.targets = targets
    self.kinds = kinds
  }

  /// The edges of `v` (a node, or the hub).
  func edges(_ v: Int32) -> Range<Int> { Int(offsets[Int(v)])..<Int(offsets[Int(v) + 1]) }

  /// What edge `e` does.
  func kind(_ e: Int) -> Kinds { Kinds(rawValue: kinds[e]) }

  /// Whether edge `e` is a push or a presentation.
  func isPushOrPresentation(_ e: Int) -> Bool { kinds[e] & Kinds.pushesAndPresentations.rawValue != 0 }
}
