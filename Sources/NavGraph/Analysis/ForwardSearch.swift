/// The breadth-first search over forward moves that `ConfigurationGraph` makes of an app without
/// deep links or compound actions (or of the states the user's own moves reach): from the launch
/// configuration, each node's links in file order, then the tab bar in tab order, adding every
/// configuration not found yet with its parent, the link that reached it (-2 for a tab-bar tap) and
/// its depth. While it reads a node's links it records the node's own facts (`ConfigurationFacts`)
/// and which links act. With `until` (a screen, or -1), it stops before the first node after the one
/// whose moves found a configuration showing that screen.
///
/// The loop runs over the buffers of its arrays, so that no move pays an array's uniqueness or
/// capacity check: the node columns are filled ahead with zeros, written through their buffers and
/// cut to the nodes found at the end; before a node is expanded the loop makes sure they have room
/// for every node it can add (its links and the tab bar), else it leaves the buffers, doubles the
/// columns and goes on. In an app without value pushes whose direct table fits
/// (`ConfigurationIndex.directSlots`) the search keeps only that table's bit set and freezes it into
/// the index at the end; otherwise it numbers into an ordinary `ConfigurationIndex` as it goes.
///
/// Complexity: O(C + L·C/S) time, C configurations found, L links, S screens (each node reads the
/// links of its screen), and O(C + S·K) bits for the bit set over K containers.
struct ForwardSearch {
  /// Per node: its configuration's key (`Configuration.key`).
  private(set) var keys: [UInt64]
  /// Per node: its configuration's registration mask; empty when the model tracks none.
  private(set) var masks: [UInt64]
  /// Per node: the node it was first reached from, or -1 for launch.
  private(set) var parent: [Int32]
  /// Per node: the link that reached it, -1 for launch, -2 for a tab-bar tap.
  private(set) var via: [Int32]
  /// Per node: fewest moves from launch.
  private(set) var depth: [Int32]
  /// Per expanded node (the nodes of a search made `until` a screen are not all expanded): its facts.
  private(set) var facts: [ConfigurationFacts]
  /// Per link: whether it acts in some expanded node.
  private(set) var acting: [Bool]
  /// The nodes' numbers.
  private(set) var index: ConfigurationIndex

  /// The search of `model`'s app from `launch` (none: an empty graph), stopping early when a node
  /// shows screen `until` (-1: never).
  init(model: NavigationModel, launch: Configuration?, until: Int32) {
    let screens = model.app.screens.count
    let containers = model.containers.count
    var loop = Loop(model: model, until: until)
    var taken = [UInt64](repeating: 0, count: loop.usesBits ? (screens * loop.slotsPerScreen + 63) / 64 : 0)
    var acting = [Bool](repeating: false, count: model.linkKinds.count)
    var columns = Columns(capacity: max(16, screens * 2), masks: loop.tracks)
    if let launch {
      columns.withBuffers { b in
        taken.withUnsafeMutableBufferPointer { taken in
          loop.add(launch, parent: -1, via: -1, depth: 0, b, taken)
        }
      }
    }
    while loop.head < loop.count && !loop.found {
      let screen = Configuration(key: columns.keys[loop.head]).screen
      let room = loop.count + model.links(of: screen).count + loop.tabCount
      if room > columns.capacity { columns.grow(to: max(room, 2 * columns.capacity)) }
      columns.withBuffers { b in
        taken.withUnsafeMutableBufferPointer { taken in
          acting.withUnsafeMutableBufferPointer { acting in loop.run(b, taken, acting) }
        }
      }
    }
    columns.cut(nodes: loop.count, expanded: loop.head)
    keys = columns.keys
    masks = columns.masks
    parent = columns.parent
    via = columns.via
    depth = columns.depth
    facts = columns.facts
    self.acting = acting
    index = loop.table ?? ConfigurationIndex(taken: taken, keys: columns.keys, containers: containers)
  }

  /// The search's state and its loop, apart from the arrays it writes (passed as buffers).
  private struct Loop {
    let model: NavigationModel
    let effects: LinkEffects
    let until: Int32
    let tracks: Bool
    let tabCount: Int
    let slotsPerScreen: Int
    /// Whether the nodes are kept in a bit set of the direct table's slots, not in `table`.
    let usesBits: Bool
    /// The index filled as the search goes, when it does not keep a bit set.
    var table: ConfigurationIndex?
    /// The nodes found and expanded.
    var count = 0
    var head = 0
    /// Whether a node found shows `until`.
    var found = false
    /// Whether every tab's root (as the root of its tab) is found: then a tab-bar tap finds nothing
    /// new, and the loop tries none. (It is so once the tab bar was tried once: a node in a tab was
    /// reached through its tab's root.)
    var tabRootsFound = false

    init(model: NavigationModel, until: Int32) {
      self.model = model
      effects = LinkEffects(model: model)
      self.until = until
      tracks = model.tracksRegistrations
      tabCount = Int(model.tabCount)
      slotsPerScreen = model.containers.count * 2
      let screens = model.app.screens.count
      let containers = model.containers.count
      usesBits = !tracks && ConfigurationIndex.directSlots(screens: screens, containers: containers) != nil
      table = usesBits ? nil : ConfigurationIndex(screens: screens, containers: containers, masks: tracks)
    }

    /// Adds configuration `next` as node `count` unless it was found before.
    @inline(__always) mutating func add(
      _ next: Configuration, parent p: Int32, via v: Int32, depth d: Int32, _ b: Columns.Buffers,
      _ taken: UnsafeMutableBufferPointer<UInt64>
    ) {
      if usesBits {
        let i = ConfigurationIndex.slot(next, slotsPerScreen: slotsPerScreen)
        let bit: UInt64 = 1 << UInt64(i & 63)
        if taken[i >> 6] & bit != 0 { return }
        taken[i >> 6] |= bit
      } else if !table!.insert(next, Int32(count)) {
        return
      }
      b.keys[count] = next.key
      if tracks { b.masks[count] = next.mask }
      b.parent[count] = p
      b.via[count] = v
      b.depth[count] = d
      count += 1
      if next.screen == until { found = true }
    }

    /// Expands nodes in order while the columns have room for every node the next one can add.
    mutating func run(
      _ b: Columns.Buffers, _ taken: UnsafeMutableBufferPointer<UInt64>,
      _ acting: UnsafeMutableBufferPointer<Bool>
    ) {
      let model = self.model
      let effects = self.effects
      while head < count && !found {
        var c = Configuration(key: b.keys[head])
        if tracks { c.mask = b.masks[head] }
        let links = model.links(of: c.screen)
        if count + links.count + tabCount > b.keys.count { return }
        let d = b.depth[head] + 1
        let row = LinkEffects.row(c)
        var f = ConfigurationFacts.start(c, model)
        for l in links {
          let kind = model.linkKinds[l]
          let target = model.linkTargets[l]
          let effect = effects[row + kind.ordinal]
          let acts =
            effect.perLink ? model.acts(link: l, in: c) : effect.acts && (target >= 0 || !effect.needsTarget)
          guard acts else {
            f.formUnion(effect.factsWhenInert)
            continue
          }
          f.formUnion(effect.factsWhenActing)
          acting[l] = true
          if let next = model.forwardTarget(kind: kind, target: target, from: c) {
            add(next, parent: Int32(head), via: Int32(l), depth: d, b, taken)
          }
        }
        b.facts[head] = f.finished(c, model)
        if !tabRootsFound && model.showsTabBar(c) {
          for u in 0..<model.tabCount where u != c.container {
            add(model.root(model.tabRoot(u), in: u), parent: Int32(head), via: -2, depth: d, b, taken)
          }
          tabRootsFound = (0..<model.tabCount).allSatisfy { u in
            let root = model.root(model.tabRoot(u), in: u)
            guard usesBits else { return table!.value(for: root) != nil }
            let i = ConfigurationIndex.slot(root, slotsPerScreen: slotsPerScreen)
            return taken[i >> 6] & 1 << UInt64(i & 63) != 0
          }
        }
        head += 1
      }
    }
  }

  /// The node columns while the search fills them: arrays of `capacity` elements, zeros beyond the
  /// nodes found (`masks` empty when the model tracks no registrations).
  private struct Columns {
    var keys: [UInt64]
    var masks: [UInt64]
    var parent: [Int32]
    var via: [Int32]
    var depth: [Int32]
    var facts: [ConfigurationFacts]

    /// The columns' buffers, valid only inside `withBuffers`.
    struct Buffers {
      let keys: UnsafeMutableBufferPointer<UInt64>
      let masks: UnsafeMutableBufferPointer<UInt64>
      let parent: UnsafeMutableBufferPointer<Int32>
      let via: UnsafeMutableBufferPointer<Int32>
      let depth: UnsafeMutableBufferPointer<Int32>
      let facts: UnsafeMutableBufferPointer<ConfigurationFacts>
    }

    init(capacity: Int, masks: Bool) {
      keys = [UInt64](repeating: 0, count: capacity)
      self.masks = masks ? [UInt64](repeating: 0, count: capacity) : []
      parent = [Int32](repeating: 0, count: capacity)
      via = [Int32](repeating: 0, count: capacity)
      depth = [Int32](repeating: 0, count: capacity)
      facts = [ConfigurationFacts](repeating: [], count: capacity)
    }

    var capacity: Int { keys.count }

    /// Extends every column with zeros to `capacity` elements.
    mutating func grow(to capacity: Int) {
      let more = capacity - keys.count
      keys.append(contentsOf: repeatElement(0, count: more))
      if !masks.isEmpty { masks.append(contentsOf: repeatElement(0, count: more)) }
      parent.append(contentsOf: repeatElement(0, count: more))
      via.append(contentsOf: repeatElement(0, count: more))
      depth.append(contentsOf: repeatElement(0, count: more))
      facts.append(contentsOf: repeatElement([], count: more))
    }

    /// Cuts the columns to the `nodes` found, the facts to the `expanded` nodes.
    mutating func cut(nodes: Int, expanded: Int) {
      keys.removeLast(keys.count - nodes)
      if !masks.isEmpty { masks.removeLast(masks.count - nodes) }
      parent.removeLast(parent.count - nodes)
      via.removeLast(via.count - nodes)
      depth.removeLast(depth.count - nodes)
      facts.removeLast(facts.count - expanded)
    }

    /// Calls `body` with the columns' buffers.
    mutating func withBuffers(_ body: (Buffers) -> Void) {
      keys.withUnsafeMutableBufferPointer { keys in
        masks.withUnsafeMutableBufferPointer { masks in
          parent.withUnsafeMutableBufferPointer { parent in
            via.withUnsafeMutableBufferPointer { via in
              depth.withUnsafeMutableBufferPointer { depth in
                facts.withUnsafeMutableBufferPointer { facts in
                  body(
                    Buffers(keys: keys, masks: masks, parent: parent, via: via, depth: depth, facts: facts))
                }
              }
            }
          }
        }
      }
    }
  }
}
