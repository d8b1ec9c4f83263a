/// Numbers configurations densely: a direct-address table over screens × containers × root flag
/// when that fits (the usual case: a few tabs), else the `KeyTable` hash map; in an app with value
/// pushes, whose configurations carry registration masks, a dictionary over whole configurations.
/// The direct table keeps each screen's configurations side by side, so the breadth-first search of
/// `ConfigurationGraph` does one array access per move instead of a hash probe.
///
/// `insert` asks a bit set of the direct table's taken slots first (one bit a slot, 1/32 of the
/// table: 550 kB at 200,000 screens and 5 tabs, within the processor's second-level cache where the
/// table's 17.6 MB are not), so a move to a configuration already numbered, most moves of the
/// search, reads no slot of the table.
///
/// A *deferred* index (the forward search of `ConfigurationGraph`, which asks no number until it
/// ends) keeps only that bit set while it is filled: `freeze(keys:)` then numbers the taken slots by
/// rank (per word of the bit set, the bits set before it; per rank, the node) instead of writing a
/// table of every slot. A lookup is a bit test, a population count and one read. At 1,000,000 screens
/// and 13 containers that is 25 MB for 6.3 million configurations instead of the table's 104 MB, and
/// the search makes no write to a slot. Complexity: O(C + S·K/64) for the freeze, C configurations
/// over S screens and K containers.
struct ConfigurationIndex {
  /// The most slots the direct table may have (256 MB of `Int32`).
  static let maxDirectSlots = 1 << 26

  private let slotsPerScreen: Int
  private let deferred: Bool
  private var direct: [Int32]
  /// One bit per slot of `direct`: whether it holds a number.
  private var taken: [UInt64]
  /// A frozen deferred index: per word of `taken`, the bits set in the words before it.
  private var before: [Int32] = []
  /// A frozen deferred index: per taken slot in slot order (its rank), its number.
  private var ranked: [Int32] = []
  private var hashed: KeyTable?
  private var masked: [Configuration: Int32]?

  /// An index over `screens` × `containers`; `deferred` when no number is asked until `freeze`.
  init(screens: Int, containers: Int, masks: Bool, deferred: Bool = false) {
    slotsPerScreen = containers * 2
    self.deferred = deferred && !masks
    if masks {
      direct = []
      taken = []
      hashed = nil
      masked = [:]
    } else if screens.multipliedReportingOverflow(by: slotsPerScreen).partialValue
      <= ConfigurationIndex.maxDirectSlots
      && !screens.multipliedReportingOverflow(by: slotsPerScreen).overflow
    {
      direct = deferred ? [] : [Int32](repeating: -1, count: screens * slotsPerScreen)
      taken = [UInt64](repeating: 0, count: (screens * slotsPerScreen + 63) / 64)
      hashed = nil
    } else {
      direct = []
      taken = []
      hashed = KeyTable(capacity: max(16, screens))
    }
  }

  @inline(__always) private func slot(_ c: Configuration) -> Int {
    Int(c.screen) * slotsPerScreen + Int(c.container) * 2 + (c.isRoot ? 1 : 0)
  }

  func value(for c: Configuration) -> Int32? {
    if let masked { return masked[c] }
    if hashed != nil { return hashed!.value(for: c.key) }
    let i = slot(c)
    if deferred {
      precondition(!before.isEmpty || taken.isEmpty, "a deferred index is asked before it is frozen")
      let word = taken[i >> 6]
      let bit: UInt64 = 1 << UInt64(i & 63)
      guard word & bit != 0 else { return nil }
      return ranked[Int(before[i >> 6]) + (word & (bit &- 1)).nonzeroBitCount]
    }
    let v = direct[i]
    return v >= 0 ? v : nil
  }

  /// Stores `value` for `c` unless it has one; returns whether it was new. A deferred index keeps
  /// the values given in `freeze(keys:)` instead: `value` must be the count of configurations
  /// inserted before `c`.
  @inline(__always) mutating func insert(_ c: Configuration, _ value: Int32) -> Bool {
    if masked != nil {
      if masked![c] != nil { return false }
      masked![c] = value
      return true
    }
    if hashed == nil {
      let i = slot(c)
      let bit: UInt64 = 1 << UInt64(i & 63)
      if taken[i >> 6] & bit != 0 { return false }
      taken[i >> 6] |= bit
      if !deferred { direct[i] = value }
      return true
    }
    return hashed!.insert(c.key, value).inserted
  }

  /// Numbers a deferred index's configurations: `keys[v]` is the key (`Configuration.key`) of the
  /// configuration inserted with number `v`. Does nothing to another index.
  mutating func freeze(keys: [UInt64]) {
    guard deferred && hashed == nil else { return }
    before = [Int32](repeating: 0, count: taken.count)
    var count: Int32 = 0
    for w in taken.indices {
      before[w] = count
      count += Int32(taken[w].nonzeroBitCount)
    }
    ranked = [Int32](repeating: -1, count: Int(count))
    for (v, key) in keys.enumerated() {
      let i = slot(Configuration(key: key))
      let word = taken[i >> 6]
      ranked[Int(before[i >> 6]) + (word & ((1 << UInt64(i & 63)) &- 1)).nonzeroBitCount] = Int32(v)
    }
  }
}
