/// Numbers configurations densely: a direct-address table over screens × containers × root flag
/// when that fits (the usual case: a few tabs), else the `KeyTable` hash map; in an app with value
/// pushes, whose configurations carry registration masks, a dictionary over whole configurations.
/// The direct table keeps each screen's configurations side by side, so a breadth-first search does
/// one array access per move instead of a hash probe.
///
/// `insert` asks a bit set of the direct table's taken slots first (one bit a slot, 1/32 of the
/// table: 550 kB at 200,000 screens and 5 tabs, within the processor's second-level cache where the
/// table's 17.6 MB are not), so a move to a configuration already numbered, most moves of a search,
/// reads no slot of the table.
///
/// A *frozen* index (`init(taken:keys:containers:)`) is made from the bit set alone, by a search that
/// asks no number until it ends (`ForwardSearch`, the forward search of `ConfigurationGraph`): it
/// numbers the taken slots by rank (per word of the bit set, the bits set before it; per rank, the
/// node) instead of writing a table of every slot. A lookup is a bit test, a population count and
/// one read. At 1,000,000 screens and 13 containers that is 25 MB for 6.3 million configurations
/// instead of the table's 104 MB, and the search makes no write to a slot. Complexity: O(C + S·K/64)
/// to freeze, C configurations over S screens and K containers.
struct ConfigurationIndex {
  /// The most slots the direct table may have (256 MB of `Int32`).
  static let maxDirectSlots = 1 << 26

  private let slotsPerScreen: Int
  private let frozen: Bool
  private var direct: [Int32]
  /// One bit per slot of `direct`: whether it holds a number.
  private var taken: [UInt64]
  /// A frozen index: per word of `taken`, the bits set in the words before it.
  private var before: [Int32] = []
  /// A frozen index: per taken slot in slot order (its rank), its number.
  private var ranked: [Int32] = []
  private var hashed: KeyTable?
  private var masked: [Configuration: Int32]?

  /// How many slots a direct table over `screens` × `containers` has (the bits of its bit set), or
  /// nil when that is more than `maxDirectSlots`.
  static func directSlots(screens: Int, containers: Int) -> Int? {
    let (slots, overflow) = screens.multipliedReportingOverflow(by: containers * 2)
    return !overflow && slots <= maxDirectSlots ? slots : nil
  }

  /// The slot of configuration `c` in a direct table with `slotsPerScreen` slots a screen (twice the
  /// containers): its bit in the bit set.
  @inline(__always) static func slot(_ c: Configuration, slotsPerScreen: Int) -> Int {
    // No overflow: the slots of a direct table number at most `maxDirectSlots`.
    Int(c.screen) &* slotsPerScreen &+ Int(c.container) &* 2 &+ (c.isRoot ? 1 : 0)
  }

  /// An empty index over `screens` × `containers`, numbering as it is filled.
  init(screens: Int, containers: Int, masks: Bool) {
    slotsPerScreen = containers * 2
    frozen = false
    if masks {
      direct = []
      taken = []
      hashed = nil
      masked = [:]
    } else if let slots = ConfigurationIndex.directSlots(screens: screens, containers: containers) {
      direct = [Int32](repeating: -1, count: slots)
      taken = [UInt64](repeating: 0, count: (slots + 63) / 64)
      hashed = nil
    } else {
      direct = []
      taken = []
      hashed = KeyTable(capacity: max(16, screens))
    }
  }

  /// The frozen index of the configurations whose slots are set in `taken` (a direct table's bit set
  /// over `containers` containers, `directSlots` bits), `keys[v]` being the key
  /// (`Configuration.key`) of the one numbered `v`. It answers `value(for:)` only.
  init(taken: [UInt64], keys: [UInt64], containers: Int) {
    slotsPerScreen = containers * 2
    frozen = true
    direct = []
    self.taken = taken
    hashed = nil
    var before = [Int32](repeating: 0, count: taken.count)
    var count: Int32 = 0
    for w in taken.indices {
      before[w] = count
      count += Int32(taken[w].nonzeroBitCount)
    }
    var ranked = [Int32](repeating: -1, count: Int(count))
    for (v, key) in keys.enumerated() {
      let i = slot(Configuration(key: key))
      let word = taken[i >> 6]
      ranked[Int(before[i >> 6]) + (word & ((1 << UInt64(i & 63)) &- 1)).nonzeroBitCount] = Int32(v)
    }
    self.before = before
    self.ranked = ranked
  }

  @inline(__always) private func slot(_ c: Configuration) -> Int {
    ConfigurationIndex.slot(c, slotsPerScreen: slotsPerScreen)
  }

  func value(for c: Configuration) -> Int32? {
    if let masked { return masked[c] }
    if hashed != nil { return hashed!.value(for: c.key) }
    let i = slot(c)
    if frozen {
      let word = taken[i >> 6]
      let bit: UInt64 = 1 << UInt64(i & 63)
      guard word & bit != 0 else { return nil }
      return ranked[Int(before[i >> 6]) + (word & (bit &- 1)).nonzeroBitCount]
    }
    let v = direct[i]
    return v >= 0 ? v : nil
  }

  /// Stores `value` for `c` unless it has one; returns whether it was new. Not for a frozen index.
  @inline(__always) mutating func insert(_ c: Configuration, _ value: Int32) -> Bool {
    precondition(!frozen, "a frozen index is not filled")
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
      direct[i] = value
      return true
    }
    return hashed!.insert(c.key, value).inserted
  }
}
