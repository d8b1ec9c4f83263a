/// Numbers configurations densely: a direct-address table over screens × containers × root flag
/// when that fits (the usual case: a few tabs), else the `KeyTable` hash map; in an app with value
/// pushes, whose configurations carry registration masks, a dictionary over whole configurations.
/// The direct table keeps each screen's configurations side by side, so the breadth-first search of
/// `ConfigurationGraph` does one array access per move instead of a hash probe.
///
/// `insert` asks a bit set of the direct table's taken slots first (one bit a slot, 1/32 of the
/// table: 550 kB at 200,000 screens and 5 tabs, within the processor's second-level cache where the
/// table's 17.6 MB are not), so a move to a configuration already numbered, most moves of the
/// search, reads no slot of the table; the table is written once per configuration.
struct ConfigurationIndex {
  /// The most slots the direct table may have (256 MB of `Int32`).
  static let maxDirectSlots = 1 << 26

  private let slotsPerScreen: Int
  private var direct: [Int32]
  /// One bit per slot of `direct`: whether it holds a number.
  private var taken: [UInt64]
  private var hashed: KeyTable?
  private var masked: [Configuration: Int32]?

  init(screens: Int, containers: Int, masks: Bool) {
    slotsPerScreen = containers * 2
    if masks {
      direct = []
      taken = []
      hashed = nil
      masked = [:]
    } else if screens.multipliedReportingOverflow(by: slotsPerScreen).partialValue
      <= ConfigurationIndex.maxDirectSlots
      && !screens.multipliedReportingOverflow(by: slotsPerScreen).overflow
    {
      direct = [Int32](repeating: -1, count: screens * slotsPerScreen)
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
    if hashed == nil {
      let v = direct[slot(c)]
      return v >= 0 ? v : nil
    }
    return hashed!.value(for: c.key)
  }

  /// Stores `value` for `c` unless it has one; returns whether it was new.
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
      direct[i] = value
      return true
    }
    return hashed!.insert(c.key, value).inserted
  }
}
